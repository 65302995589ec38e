import { useEffect } from 'react';
import { ADMIN_PEOPLE_MESSAGES } from '@electrohub/shared/admin-people';
import { formatDate } from '@electrohub/shared/format';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/lib/toast';
import { useAdmins } from '../api/get-admins';
import { PersonAvatar } from './person-avatar';
import { EmptyRow, LoadingRows } from '@/components/ui/table-rows';

/** Admin list: Sr.No, ID, Name, Email, Admin Since ('Mon DD, YYYY'); a load failure toasts its message. */
export function AdminsTable() {
  const admins = useAdmins();

  useEffect(() => {
    if (admins.error) toast.error(admins.error.message);
  }, [admins.error]);

  const rows = admins.data ?? [];
  return (
    <Card className="gap-4">
      <CardContent className="grid grid-cols-[minmax(0,1fr)] px-3 md:px-6">
        <Table aria-label="Admins" aria-busy={admins.isFetching}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-16">Sr.No</TableHead>
              <TableHead className="w-16">ID</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Admin Since</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {admins.isPending && <LoadingRows rows={3} columns={5} />}
            {!admins.isPending && rows.length === 0 && (
              <EmptyRow columns={5} text={ADMIN_PEOPLE_MESSAGES.adminsEmpty} />
            )}
            {rows.map((a, i) => (
              <TableRow key={a.id}>
                <TableCell className="tabular-nums">{i + 1}</TableCell>
                <TableCell className="text-muted-foreground tabular-nums">{a.id}</TableCell>
                <TableCell>
                  <span className="flex items-center gap-2">
                    <PersonAvatar name={a.name} />
                    <span className="font-medium">{a.name}</span>
                  </span>
                </TableCell>
                <TableCell>{a.email}</TableCell>
                <TableCell>{formatDate(a.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
