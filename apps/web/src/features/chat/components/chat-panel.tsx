import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Bot, Headset, SendHorizontal, User, X } from 'lucide-react';
import { CHAT_BOT_NAME, CHAT_MAX_LENGTH } from '@electrohub/shared/chat-constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useChatSocket } from '../hooks/use-chat-socket';

const timeFmt = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' });

/** The open support chat panel (lazy-loaded: it is not part of the storefront's first JavaScript). */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const { messages, status, typing, error, send, handoff } = useChatSocket();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const connected = status === 'open';

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages, typing]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send(text)) setText('');
  };

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
        className="flex-1 space-y-3 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
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
            <div
              className={cn(
                'max-w-[80%] rounded-2xl px-3 py-2 text-sm',
                m.role === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted',
              )}
            >
              <span className="sr-only">
                {m.role === 'user' ? 'You' : m.role === 'admin' ? 'Support' : CHAT_BOT_NAME}:{' '}
              </span>
              <p className="break-words whitespace-pre-wrap">{m.content}</p>
              <time className="mt-1 block text-[0.7rem] opacity-75" dateTime={m.timestamp}>
                {timeFmt.format(new Date(m.timestamp))}
              </time>
            </div>
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
      <form onSubmit={submit} className="flex gap-2 p-3 pt-1">
        <label htmlFor="chat-input" className="sr-only">
          Type your message
        </label>
        <Input
          id="chat-input"
          value={text}
          maxLength={CHAT_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          placeholder="Type your message…"
          autoComplete="off"
        />
        <Button type="submit" size="icon" disabled={!connected || !text.trim()} aria-label="Send message">
          <SendHorizontal />
        </Button>
      </form>
    </section>
  );
}
