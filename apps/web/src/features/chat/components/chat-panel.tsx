import { useEffect, useRef } from 'react';
import { Bot, Headset, SendHorizontal, User, X } from 'lucide-react';
import { CHAT_BOT_NAME } from '@electrohub/shared/chat-constants';
import { ChatBubble, ChatComposer } from '@/components/chat-thread';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useChatSocket } from '../hooks/use-chat-socket';

/** The open support chat panel (lazy-loaded: it is not part of the storefront's first JavaScript). */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const { messages, status, typing, error, send, handoff } = useChatSocket();
  const list = useRef<HTMLOListElement>(null);
  const connected = status === 'open';

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages, typing]);

  return (
    <section
      aria-label={`${CHAT_BOT_NAME} support chat`}
      className="flex h-[min(32rem,calc(100dvh-6rem))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-2xl"
    >
      <header className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <Bot className="size-6" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold">{CHAT_BOT_NAME}</h2>
          <p className="text-xs">
            {connected ? 'Online' : status === 'connecting' ? 'Connecting…' : 'Offline — reconnecting'}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          className="text-primary-foreground hover:bg-white/15 hover:text-primary-foreground"
          onClick={onClose}
          aria-label="Close chat"
        >
          <X />
        </Button>
      </header>
      <ol
        ref={list}
        // The conversation scrolls; a keyboard user scrolls it once it has focus.
        tabIndex={0}
        aria-label="Conversation"
        aria-live="polite"
        className="flex-1 space-y-3 overflow-y-auto p-4 focus-inset"
      >
        {messages.map((m, i) => (
          <li key={`${m.id}-${i}`} className={cn('flex gap-2', m.role === 'user' && 'flex-row-reverse')}>
            <span
              className="mt-1 grid size-7 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground"
              aria-hidden
            >
              {m.role === 'user' ? (
                <User className="size-4" />
              ) : m.role === 'admin' ? (
                <Headset className="size-4" />
              ) : (
                <Bot className="size-4" />
              )}
            </span>
            <ChatBubble
              speaker={m.role === 'user' ? 'You' : m.role === 'admin' ? 'Support' : CHAT_BOT_NAME}
              content={m.content}
              timestamp={m.timestamp}
              className={cn(
                'max-w-[80%]',
                m.role === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted',
              )}
              timeClassName="opacity-75"
            />
          </li>
        ))}
        {typing && (
          <li
            className="flex items-center gap-2 text-sm text-muted-foreground"
            aria-label={`${typing === 'bot' ? CHAT_BOT_NAME : 'Support'} is typing`}
          >
            <span className="flex gap-1" aria-hidden>
              <span className="size-1.5 animate-bounce rounded-full bg-current" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:120ms]" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:240ms]" />
            </span>
            typing…
          </li>
        )}
      </ol>
      {error && (
        <p role="alert" className="px-4 pb-1 text-xs text-destructive">
          {error}
        </p>
      )}
      <div className="border-t px-3 pt-2">
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0 text-xs"
          onClick={handoff}
          disabled={!connected}
        >
          <Headset /> Talk to a person
        </Button>
      </div>
      <ChatComposer
        inputId="chat-input"
        label="Type your message"
        placeholder="Type your message…"
        sendLabel="Send message"
        onSend={send}
        canSend={connected}
        iconOnly
        className="p-3 pt-1"
      >
        <SendHorizontal />
      </ChatComposer>
    </section>
  );
}
