import { PackageXIcon, type LucideIcon } from 'lucide-react';
import { imageAt } from '@electrohub/shared/media';
import { cn } from '@/lib/cn';

/** A product's picture on a detail page: a square muted box, the image contained in it, or an icon without one. */
export function DetailImage({
  url,
  alt,
  icon: Icon = PackageXIcon,
  className,
}: {
  url: string | undefined;
  alt: string;
  /** Shown when there is no image. */
  icon?: LucideIcon;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex aspect-square items-center justify-center overflow-hidden rounded-lg border bg-muted',
        className,
      )}
    >
      {url ? (
        <img src={imageAt(url, 400)} alt={alt} className="size-full object-contain" />
      ) : (
        <Icon aria-hidden className="size-10 text-muted-foreground" />
      )}
    </div>
  );
}
