import { MailIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { SubmitButton } from '@/components/submit-button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useSubscribeToNewsletter } from '../api/subscribe';

/** The footer's newsletter box: an e-mail field and Subscribe; the server's answer shows as a toast. */
export function NewsletterForm({ className }: { className?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeToNewsletter();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return;
    subscribe.mutate(value, {
      onSuccess: (data) => {
        toast.success(data?.message ?? 'Thanks! Check your inbox to confirm your subscription.');
        setEmail('');
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={onSubmit} className={cn('flex w-full flex-col gap-2 sm:flex-row', className)}>
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <div className="relative flex-1">
        <MailIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="h-10 pl-9"
        />
      </div>
      <SubmitButton pending={subscribe.isPending} pendingLabel="Subscribing..." size="lg" className="w-auto">
        Subscribe
      </SubmitButton>
    </form>
  );
}
