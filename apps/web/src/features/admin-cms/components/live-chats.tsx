import { ChevronRightIcon, HeadsetIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminChatSummary } from '@electrohub/shared/admin-cms';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useChats } from '../api/get-chats';
import { AvatarInitials } from './avatar-initials';

const time = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
/** Conversations that want a person: asked for one ('waiting') or already talking to an admin. */
const LIVE: AdminChatSummary['status'][] = ['waiting', 'admin'];

/** Support chats waiting for a person (docs/decisions/010-support-chat.md), each opening the live chat screen. */
export function LiveChats() {
  const chats = useChats();
  const live = (chats.data?.items ?? []).filter((c) => LIVE.includes(c.status));
  const waiting = live.filter((c) => c.status === 'waiting').length;

  return (
    <section aria-labelledby="live-chats">
      <Card>
        <CardHeader>
          <CardTitle id="live-chats" className="flex items-center gap-2 text-lg leading-7">
            <HeadsetIcon aria-hidden className="size-5" /> Live support chats
          </CardTitle>
          <CardDescription aria-live="polite">
            {chats.isPending
              ? 'Loading…'
              : live.length === 0
                ? 'Nobody is waiting for a person right now.'
                : `${waiting} waiting for a reply, ${live.length - waiting} in conversation`}
          </CardDescription>
        </CardHeader>
        {(chats.isPending || live.length > 0) && (
          <CardContent>
            {chats.isPending ? (
              <Skeleton className="h-14 w-full" />
            ) : (
              <ul className="grid gap-2">
                {live.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={paths.admin.chat.href({ id: c.id })}
                      className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent"
                    >
                      <AvatarInitials name={c.name} />
                      <div className="grid min-w-0 flex-1 gap-0.5">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="font-medium">{c.name}</span>
                          <Badge variant="outline">{c.userType}</Badge>
                          <Badge variant={c.status === 'waiting' ? 'destructive' : 'secondary'}>
                            {c.status === 'waiting' ? 'Waiting for a person' : 'In conversation'}
                          </Badge>
                        </div>
                        <p className="truncate text-sm text-muted-foreground">
                          {c.lastMessage ?? 'No messages yet'}
                        </p>
                      </div>
                      <time dateTime={c.updatedAt} className="hidden text-xs text-muted-foreground sm:block">
                        {time.format(new Date(c.updatedAt))}
                      </time>
                      <ChevronRightIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                      <span className="sr-only">Open chat with {c.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        )}
      </Card>
    </section>
  );
}
