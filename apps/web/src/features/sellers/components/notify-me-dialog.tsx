import { BellIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useNotifySeller } from '../api/notify-seller';

/** 'Notify Me When Products Are Added' (subscribes; the server mails when the seller adds a product). */
export function NotifyMeDialog({ sellerId, sellerName }: { sellerId: number; sellerName: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notify = useNotifySeller(sellerId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    notify.mutate(email.trim(), {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setOpen(false);
        setEmail('');
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <FormDialog
      trigger={
        <Button>
          <BellIcon aria-hidden /> Notify Me When Products Are Added
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      className="sm:max-w-md"
      title="Get notified"
      description={
        <>We will e-mail you when {sellerName} adds products. You will first get a mail to confirm.</>
      }
      onSubmit={onSubmit}
      submitLabel="Notify Me"
      pendingLabel="Subscribing..."
      pending={notify.isPending}
      hideCancel
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>Email</Label>
        <Input
          id={id}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="you@example.com"
        />
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
