import { useState, type FormEvent, type ReactNode } from 'react';
import { CHAT_MAX_LENGTH } from '@electrohub/shared/chat-constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const time = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' });

/**
 * One message of a support chat: who wrote it (read out, not shown), the text with its line breaks kept, and the
 * time it was sent. The caller gives the bubble its width and colours.
 */
export function ChatBubble({
  speaker,
  content,
  timestamp,
  className,
  timeClassName,
}: {
  speaker: string;
  content: string;
  timestamp: string;
  className?: string;
  timeClassName?: string;
}) {
  return (
    <div className={cn('rounded-2xl px-3 py-2 text-sm', className)}>
      <span className="sr-only">{speaker}: </span>
      <p className="break-words whitespace-pre-wrap">{content}</p>
      <time className={cn('mt-1 block text-[0.7rem]', timeClassName)} dateTime={timestamp}>
        {time.format(new Date(timestamp))}
      </time>
    </div>
  );
}

/**
 * The line a chat's next message is typed in (up to the chat's length limit) and its send button (Enter sends
 * too). The button is disabled while the draft is blank or `canSend` is false; the draft is cleared once `onSend`
 * says the message went out.
 */
export function ChatComposer({
  inputId,
  label,
  placeholder,
  sendLabel,
  onSend,
  canSend = true,
  inputDisabled,
  iconOnly = false,
  className,
  children,
}: {
  inputId: string;
  label: string;
  placeholder: string;
  sendLabel: string;
  onSend: (text: string) => boolean | Promise<boolean>;
  canSend?: boolean;
  inputDisabled?: boolean;
  /** A square send button that shows only its icon. */
  iconOnly?: boolean;
  className?: string;
  /** The send button's content. */
  children: ReactNode;
}) {
  const [text, setText] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onSend(text)) setText('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} className={cn('flex gap-2', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Input
        id={inputId}
        value={text}
        maxLength={CHAT_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        disabled={inputDisabled}
      />
      <Button
        type="submit"
        size={iconOnly ? 'icon' : 'default'}
        disabled={!canSend || !text.trim()}
        aria-label={sendLabel}
      >
        {children}
      </Button>
    </form>
  );
}
