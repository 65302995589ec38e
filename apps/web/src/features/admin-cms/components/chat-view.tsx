import { ArrowLeftIcon, BotIcon, SendHorizontalIcon, XCircleIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CHAT_BOT_NAME } from '@electrohub/shared/chat-constants';
import { ChatBubble, ChatComposer } from '@/components/chat-thread';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useCloseChat } from '../api/close-chat';
import { useChat } from '../api/get-chat';
import { useChats } from '../api/get-chats';
import { useSendChatMessage } from '../api/send-chat-message';
import { AvatarInitials } from './avatar-initials';

const STATUS_LABELS = {
  bot: 'With the bot',
  waiting: 'Waiting for a person',
  admin: 'In conversation',
  closed: 'Closed',
} as const;

/**
 * The live conversation with a buyer or seller who asked the support bot for a person:
 * history, replies (Enter or the button; blank lines are not sent), new lines every 2.5 s while the page is
 * visible, and closing the conversation.
 */
export function ChatView({ id }: { id: number }) {
  const navigate = useNavigate();
  const chat = useChat(id);
  const chats = useChats();
  const close = useCloseChat(id);
  const reply = useSendChatMessage(id);
  const sending = reply.isPending;
  const list = useRef<HTMLOListElement>(null);
  const summary = chats.data?.items.find((c) => c.id === id);
  const name = summary?.name ?? `Conversation #${id}`;
  const status = chat.data?.status;
  const closed = status === 'closed';
  const count = chat.data?.messages.length ?? 0;

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [count]);

  const back = () => {
    // The previous page, or the Message Center when this page was opened directly.
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate(paths.admin.messages.href());
  };

  const send = async (text: string) => {
    const content = text.trim();
    if (!content || sending || closed) return false;
    try {
      await reply.mutateAsync(content);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Your reply could not be sent. Please try again.'));
      return false;
    }
  };

  const onClose = async () => {
    try {
      await close.mutateAsync();
      await chat.refetch();
      toast.success('Conversation closed');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  // A malformed id is refused (400) like an unknown one (404): either way there is no such conversation.
  const notFound = chat.error instanceof ApiError && (chat.error.status === 404 || chat.error.status === 400);

  return (
    <Card className="flex h-[calc(100svh-9rem)] min-h-[28rem] flex-col gap-0 overflow-hidden py-0">
      <header className="flex items-center gap-3 border-b px-3 py-3 md:px-4">
        <Button variant="ghost" size="icon-sm" aria-label="Back" onClick={back}>
          <ArrowLeftIcon aria-hidden />
        </Button>
        <AvatarInitials name={summary?.name ?? '?'} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h1 className="truncate text-base font-semibold md:text-lg">{name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {summary && <span>{summary.userType}</span>}
            {status && (
              <Badge
                variant={status === 'waiting' ? 'destructive' : status === 'closed' ? 'outline' : 'secondary'}
              >
                {STATUS_LABELS[status]}
              </Badge>
            )}
          </div>
        </div>
        {status && !closed && (
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            aria-label="Close conversation"
            disabled={close.isPending}
            onClick={() => void onClose()}
          >
            <XCircleIcon aria-hidden />
            <span className="hidden sm:inline">{close.isPending ? 'Closing...' : 'Close conversation'}</span>
          </Button>
        )}
      </header>

      <div
        // The conversation scrolls; a keyboard user scrolls it once it has focus.
        role="region"
        aria-label="Messages"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto bg-muted/30 p-3 focus-inset md:p-4"
      >
        {chat.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="ml-auto h-12 w-1/2" />
          </div>
        ) : notFound ? (
          <p className="grid h-full place-items-center text-muted-foreground">Conversation not found</p>
        ) : chat.isError ? (
          <p className="grid h-full place-items-center text-muted-foreground">
            Could not load this conversation.
          </p>
        ) : (
          <ol ref={list} className="grid gap-3" aria-label="Conversation" aria-live="polite">
            {chat.data.messages.map((m) => (
              <li key={m.id} className={cn('flex items-end gap-2', m.role === 'admin' && 'flex-row-reverse')}>
                {m.role === 'user' ? (
                  <AvatarInitials name={summary?.name ?? '?'} className="size-8 text-xs" />
                ) : m.role === 'bot' ? (
                  <span
                    aria-hidden
                    className="grid size-8 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground"
                  >
                    <BotIcon className="size-4" />
                  </span>
                ) : null}
                <ChatBubble
                  speaker={m.role === 'admin' ? 'You' : m.role === 'bot' ? CHAT_BOT_NAME : name}
                  content={m.content}
                  timestamp={m.timestamp}
                  className={cn(
                    'max-w-[85%] md:max-w-[70%]',
                    m.role === 'admin' ? 'bg-primary text-primary-foreground' : 'border bg-card',
                  )}
                  timeClassName={m.role === 'admin' ? 'text-primary-foreground' : 'text-muted-foreground'}
                />
              </li>
            ))}
          </ol>
        )}
      </div>

      {closed ? (
        <p className="border-t px-4 py-3 text-center text-sm text-muted-foreground">
          This conversation is closed.
        </p>
      ) : (
        <ChatComposer
          inputId="admin-chat-input"
          label="Type your reply"
          placeholder="Type your reply…"
          sendLabel="Send reply"
          onSend={send}
          canSend={!sending && Boolean(chat.data)}
          inputDisabled={!chat.data || notFound}
          className="border-t p-3"
        >
          <SendHorizontalIcon aria-hidden />
          <span className="hidden sm:inline">Send</span>
        </ChatComposer>
      )}
    </Card>
  );
}
