import { MessageSquareIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@electrohub/shared/format';
import { REVIEW_MESSAGES, formatRating, type MyReview } from '@electrohub/shared/reviews';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ProductThumbLink, ProductTitleLink } from '@/components/product-line';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDeleteReview } from '../api/delete-review';
import { useMyReviews } from '../api/get-my-reviews';
import { useUpdateReview } from '../api/update-review';
import { ReviewDialog } from '../components/review-dialog';
import { Stars } from '../components/star-rating';

function ReviewRow({ review }: { review: MyReview }) {
  const update = useUpdateReview();
  const remove = useDeleteReview();
  const [editing, setEditing] = useState(false);
  const image = review.product.images[0]?.url;
  const href = paths.product.href({ id: review.product.id });
  return (
    <li className="flex gap-3 rounded-xl border bg-card p-3 sm:gap-4 sm:p-4">
      <ProductThumbLink href={href} url={image} size="sm" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <ProductTitleLink href={href} name={review.product.name} level="h2" />
        <p className="flex items-center gap-2 text-sm">
          <Stars rating={review.rating} />
          <span className="font-medium">
            {formatRating(review.rating)}
            <span className="sr-only"> stars</span>
          </span>
        </p>
        <p className="text-sm break-words whitespace-pre-line">{review.content}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Edit your review of ${review.product.name}`}
          onClick={() => setEditing(true)}
        >
          <PencilIcon aria-hidden />
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Delete your review of ${review.product.name}`}
              disabled={remove.isPending}
            >
              <Trash2Icon aria-hidden className="text-destructive" />
            </Button>
          }
          title="Delete this review?"
          description={<>Your rating and text for {review.product.name} are removed for good.</>}
          confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
          onConfirm={() =>
            remove.mutate(review.id, {
              onSuccess: () => toast.success(REVIEW_MESSAGES.deleted),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        />
      </div>
      {editing && (
        <ReviewDialog
          open={editing}
          onOpenChange={setEditing}
          title="Edit your review"
          productName={review.product.name}
          initial={{ rating: review.rating, content: review.content }}
          submitting={update.isPending}
          submitLabel="Save Changes"
          busyLabel="Updating..."
          onSubmit={async (input) => {
            try {
              await update.mutateAsync({ reviewId: review.id, ...input });
              toast.success(REVIEW_MESSAGES.updated);
              return true;
            } catch (error) {
              toast.error(errorMessage(error));
              return false;
            }
          }}
        />
      )}
    </li>
  );
}

/** /user/reviews. */
export function MyReviewsPage() {
  useDocumentTitle('My Reviews & Ratings');
  const query = useMyReviews();
  const reviews = query.data?.items;
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 md:px-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">My Reviews ({query.data?.total ?? 0})</h1>
      {query.isPending ? (
        <div aria-hidden className="space-y-3">
          <span role="status" className="sr-only">
            Loading reviews…
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(query.error)}
        </p>
      ) : !reviews || reviews.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <MessageSquareIcon aria-hidden className="size-12 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{REVIEW_MESSAGES.noReviewsTitle}</h2>
          <p className="text-sm text-muted-foreground">{REVIEW_MESSAGES.noReviewsText}</p>
          <Button asChild variant="outline">
            <Link to={paths.user.orders.href()}>Go to My Orders</Link>
          </Button>
        </div>
      ) : (
        <ul className="space-y-3">
          {reviews.map((r) => (
            <ReviewRow key={r.id} review={r} />
          ))}
        </ul>
      )}
    </div>
  );
}
