import { MailIcon } from 'lucide-react';
import type { AdminMessage } from '@electrohub/shared/admin-cms';
import { Badge } from '@/components/ui/badge';
import { ConfirmDelete } from './confirm-delete';
import { AvatarInitials } from './avatar-initials';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** One contact message: name, email, subject, message, date and a delete button. */
export function MessageCard({
  message: m,
  deleting,
  onDelete,
}: {
  message: AdminMessage;
  deleting: boolean;
  onDelete: () => void;
}) {
  return (
    <article
      aria-labelledby={`message-${m.id}`}
      className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground"
    >
      <header className="flex items-start gap-3">
        <AvatarInitials name={m.name} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold">{m.name}</p>
            <Badge variant={m.userType === 'Seller' ? 'default' : 'secondary'}>{m.userType}</Badge>
          </div>
          <a
            href={`mailto:${m.email}`}
            className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground hover:underline"
          >
            <MailIcon aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{m.email}</span>
          </a>
        </div>
        <ConfirmDelete
          label={`Delete message from ${m.name}`}
          title="Delete this message?"
          description="This action cannot be undone. The message will be permanently removed."
          pending={deleting}
          onConfirm={onDelete}
        />
      </header>
      <div className="grid gap-1">
        <h3 id={`message-${m.id}`} className="font-medium break-words">
          {m.subject}
        </h3>
        <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">{m.message}</p>
      </div>
      <time dateTime={m.createdAt} className="text-xs text-muted-foreground">
        {dateTime.format(new Date(m.createdAt))}
      </time>
    </article>
  );
}
