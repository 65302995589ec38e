import { useId, useState, type FormEvent } from 'react';
import { REVIEW_CONTENT_MAX, reviewInput, type ReviewInput } from '@electrohub/shared/reviews';
import { FormDialog } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { StarRatingInput } from './star-rating';

/**
 * Write or edit a review: rating 1–5 ('Rating is required'), content at least 5 characters
 * ('Review must be at least 5 characters'); submit stays disabled while the rating is 0.
 */
export function ReviewDialog({
  open,
  onOpenChange,
  title,
  productName,
  initial,
  submitting,
  submitLabel = 'Submit Review',
  busyLabel = 'Submitting...',
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  productName: string;
  initial?: ReviewInput;
  submitting: boolean;
  submitLabel?: string;
  /** The busy label ('Submitting...' to add, 'Updating...' to edit). */
  busyLabel?: string;
  /** Resolves true when saved (the dialog then closes). */
  onSubmit: (input: ReviewInput) => Promise<boolean>;
}) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [content, setContent] = useState(initial?.content ?? '');
  const [errors, setErrors] = useState<{ rating?: string; content?: string }>({});
  const contentId = useId();
  const ratingError = useId();
  const contentError = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewInput.safeParse({ rating, content });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'rating' || key === 'content') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    if (await onSubmit(parsed.data)) onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={productName}
      descriptionClassName="line-clamp-2"
      onSubmit={(e) => void submit(e)}
      submitLabel={submitLabel}
      pendingLabel={busyLabel}
      pending={submitting}
      submitDisabled={rating === 0}
    >
      <div className="grid gap-2">
        <span className="text-sm font-medium">Your rating</span>
        <StarRatingInput
          value={rating}
          onChange={(v) => {
            setRating(v);
            setErrors((e) => ({ ...e, rating: undefined }));
          }}
          invalid={Boolean(errors.rating)}
          describedBy={errors.rating ? ratingError : undefined}
        />
        {errors.rating && (
          <p id={ratingError} className="text-sm font-medium text-destructive">
            {errors.rating}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={contentId}>Your review</Label>
        <Textarea
          id={contentId}
          rows={5}
          maxLength={REVIEW_CONTENT_MAX}
          placeholder="What did you like or dislike?"
          value={content}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? contentError : undefined}
          onChange={(e) => {
            setContent(e.target.value);
            setErrors((x) => ({ ...x, content: undefined }));
          }}
        />
        {errors.content && (
          <p id={contentError} className="text-sm font-medium text-destructive">
            {errors.content}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
