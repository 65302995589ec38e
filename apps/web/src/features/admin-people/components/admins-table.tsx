import { useEffect } from 'react';
import { ADMIN_PEOPLE_MESSAGES } from '@electrohub/shared/admin-people';
import { formatDate } from '@electrohub/shared/format';
import { TableCard } from '@/components/table-card';
import { DataTable } from '@/components/data-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { toast } from '@/lib/toast';
import { useAdmins } from '../api/get-admins';
import { PersonAvatar } from './person-avatar';

/** Admin list: Sr.No, ID, Name, Email, Admin Since ('Mon DD, YYYY'); a load failure toasts its message. */
export function AdminsTable() {
  const admins = useAdmins();

  useEffect(() => {
    if (admins.error) toast.error(admins.error.message);
  }, [admins.error]);

  const rows = admins.data ?? [];
  return (
    <TableCard>
      <DataTable
        label="Admins"
        busy={admins.isFetching}
        columns={[
          { header: 'Sr.No', className: 'w-16' },
          { header: 'ID', className: 'w-16' },
          { header: 'Name' },
          { header: 'Email' },
          { header: 'Admin Since' },
        ]}
        query={admins}
        count={rows.length}
        empty={ADMIN_PEOPLE_MESSAGES.adminsEmpty}
        failed={false}
      >
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
      </DataTable>
    </TableCard>
  );
}
