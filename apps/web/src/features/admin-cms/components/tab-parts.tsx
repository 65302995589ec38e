import { PlusIcon } from 'lucide-react';
import { imageAt } from '@electrohub/shared/media';
import { Button } from '@/components/ui/button';
import { TableCell } from '@/components/ui/table';
import { cn } from '@/lib/cn';

/** A CMS tab's heading (labelled by `id` from its section) with its 'Add …' button. */
export function TabHeading({
  id,
  title,
  addLabel,
  onAdd,
}: {
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <Button onClick={onAdd}>
        <PlusIcon aria-hidden /> {addLabel}
      </Button>
    </div>
  );
}

/** The decorative thumbnail cell of a CMS table (hidden on phones); a square 48 px tile unless told otherwise. */
export function ThumbCell({ image, className = 'size-12' }: { image: string; className?: string }) {
  return (
    <TableCell className="hidden sm:table-cell">
      <img
        src={imageAt(image, 200)}
        alt=""
        className={cn('rounded-md border object-cover', className)}
        loading="lazy"
      />
    </TableCell>
  );
}

/** What a CMS table says when its list could not be loaded. */
export const LIST_FAILED = 'Could not load this list. Please try again.';
