import { InboxIcon, StoreIcon, UserIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import {
  CMS_TOASTS,
  MESSAGE_FILTERS,
  MESSAGE_SORTS,
  type MessageFilter,
  type MessageSort,
} from '@electrohub/shared/admin-cms';
import { PageShell } from '@/components/page-shell';
import { SearchField } from '@/components/search-field';
import { StatStrip } from '@/components/stat-strip';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteMessage } from '@/features/admin-cms/api/delete-message';
import { useMessageCounts, useMessages } from '@/features/admin-cms/api/get-messages';
import { LiveChats } from '@/features/admin-cms/components/live-chats';
import { MessageCard } from '@/features/admin-cms/components/message-card';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';

const SORT_LABELS: Record<MessageSort, string> = {
  default: 'Default',
  newest: 'Newest First',
  oldest: 'Oldest First',
};

/**
 * /admin/messages, the Message Center: counters, search on subject or text, sender filter,
 * date sort, message cards in a 500 px scrolling list; and the live support chats waiting for a person.
 */
export function AdminMessagesPage() {
  useDocumentTitle('Message Center');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const [filter, setFilter] = useState<MessageFilter>('All');
  const [sort, setSort] = useState<MessageSort>('default');
  const messages = useMessages(query, filter, sort);
  const counters = useMessageCounts();
  const remove = useDeleteMessage();

  const first = messages.data?.pages[0];
  const list = useMemo(() => messages.data?.pages.flatMap((p) => p.items) ?? [], [messages.data]);
  const counts = counters.data ?? { total: 0, User: 0, Seller: 0 };
  const loading = messages.isPending || counters.isPending;

  useEffect(() => {
    if (messages.isError) toast.error(CMS_TOASTS.messagesLoadFailed);
  }, [messages.isError]);

  const onDelete = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      toast.success(CMS_TOASTS.messageDeleted);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <PageShell title="Message Center">
      <StatStrip
        label="Message figures"
        className="grid grid-cols-1 gap-4 sm:grid-cols-3"
        loading={loading}
        stats={[
          { label: 'Total Messages', value: counts.total, icon: InboxIcon },
          { label: 'User Messages', value: counts.User, icon: UserIcon, tone: 'text-success' },
          { label: 'Seller Messages', value: counts.Seller, icon: StoreIcon, tone: 'text-warning' },
        ]}
      />

      <LiveChats />

      <section aria-labelledby="messages-heading">
        <Card className="gap-4">
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 px-3 md:px-6">
            <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
              <h2 id="messages-heading" className="text-lg font-semibold">
                Messages
              </h2>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <SearchField
                  label="Search messages"
                  placeholder="Search messages..."
                  className="sm:w-64"
                  value={search}
                  onChange={setSearch}
                />
                <div className="flex gap-2">
                  <Select value={filter} onValueChange={(v) => setFilter(v as MessageFilter)}>
                    <SelectTrigger aria-label="Filter by sender" className="flex-1 sm:w-28">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {MESSAGE_FILTERS.map((f) => (
                        <SelectItem key={f} value={f}>
                          {f}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <Select value={sort} onValueChange={(v) => setSort(v as MessageSort)}>
                    <SelectTrigger aria-label="Sort messages" className="flex-1 sm:w-36">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {MESSAGE_SORTS.map((s) => (
                        <SelectItem key={s} value={s}>
                          {SORT_LABELS[s]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              </div>
            </div>

            <div
              className="h-[500px] overflow-y-auto rounded-md border bg-muted/30 p-3"
              role="region"
              aria-label="Message list"
              tabIndex={0}
              aria-busy={messages.isFetching}
            >
              {loading ? (
                <div className="grid gap-3">
                  {Array.from({ length: 3 }, (_, i) => (
                    <Skeleton key={i} className="h-32 w-full" />
                  ))}
                </div>
              ) : messages.isError ? (
                <p className="grid h-full place-items-center text-center text-muted-foreground">
                  {CMS_TOASTS.messagesLoadFailed}
                </p>
              ) : list.length === 0 ? (
                <p className="grid h-full place-items-center text-center text-muted-foreground">
                  No messages found
                </p>
              ) : (
                <ul className="grid gap-3">
                  {list.map((m) => (
                    <li key={m.id}>
                      <MessageCard
                        message={m}
                        deleting={remove.isPending && remove.variables === m.id}
                        onDelete={() => void onDelete(m.id)}
                      />
                    </li>
                  ))}
                  {messages.hasNextPage && (
                    <li className="flex justify-center">
                      <Button
                        variant="outline"
                        disabled={messages.isFetchingNextPage}
                        onClick={() => void messages.fetchNextPage()}
                      >
                        {messages.isFetchingNextPage ? 'Loading...' : 'Load more'}
                      </Button>
                    </li>
                  )}
                </ul>
              )}
            </div>
            {first && (
              <p className="text-sm text-muted-foreground" aria-live="polite">
                Showing {list.length} of {first.total} message{first.total === 1 ? '' : 's'}
              </p>
            )}
          </CardContent>
        </Card>
      </section>
    </PageShell>
  );
}
