import { HeartIcon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useWishlistHeart } from '../api/toggle-wishlist';

/**
 * The wishlist heart for product cards and pages: flips at once, reverts with 'Error updating
 * wishlist' if the call fails; signed-out visitors get 'Please login to add items to wishlist'.
 */
export function WishlistHeartButton({
  productId,
  productName,
  className,
  size = 'icon-sm',
  variant = 'outline',
}: {
  productId: number;
  productName: string;
  className?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const heart = useWishlistHeart();
  const on = heart.isWishlisted(productId);
  return (
    <Button
      variant={variant}
      size={size}
      aria-pressed={on}
      aria-label={on ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      className={cn('rounded-full', className)}
      onClick={(event) => {
        // Cards are links: the heart must not open the product.
        event.preventDefault();
        event.stopPropagation();
        heart.toggle(productId);
      }}
    >
      <HeartIcon aria-hidden className={cn(on && 'fill-red-500 text-red-500')} />
    </Button>
  );
}
