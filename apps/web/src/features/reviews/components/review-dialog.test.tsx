// @vitest-environment happy-dom
import { REVIEW_MESSAGES, type ReviewInput } from '@electrohub/shared/reviews';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewDialog } from './review-dialog';

function Harness({
  onSubmit,
  initial,
}: {
  onSubmit: (input: ReviewInput) => Promise<boolean>;
  initial?: ReviewInput;
}) {
  const [open, setOpen] = useState(true);
  return open ? (
    <ReviewDialog
      open
      onOpenChange={setOpen}
      title="Write a Review"
      productName="Sony WH-1000XM5"
      initial={initial}
      submitting={false}
      onSubmit={onSubmit}
    />
  ) : (
    <p>closed</p>
  );
}

const dialog = (onSubmit = vi.fn(async (_: ReviewInput) => true), initial?: ReviewInput) => {
  render(<Harness onSubmit={onSubmit} initial={initial} />);
  return {
    onSubmit,
    submit: screen.getByRole('button', { name: 'Submit Review' }),
    content: screen.getByLabelText('Your review'),
    star: (n: number) => screen.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` }),
  };
};

describe('review dialog', () => {
  it('cannot be submitted until a rating is chosen', async () => {
    const d = dialog();
    expect(d.submit).toBeDisabled();
    await userEvent.click(d.star(4));
    expect(d.submit).toBeEnabled();
    expect(d.star(4)).toBeChecked();
  });

  it("says 'Review must be at least 5 characters' (after trimming) and does not submit", async () => {
    const d = dialog();
    await userEvent.click(d.star(5));
    await userEvent.type(d.content, '  ok   ');
    await userEvent.click(d.submit);
    expect(await screen.findByText(REVIEW_MESSAGES.contentMin)).toBeInTheDocument();
    expect(d.content).toHaveAccessibleDescription(REVIEW_MESSAGES.contentMin);
    expect(d.onSubmit).not.toHaveBeenCalled();
    // Typing again clears the message.
    await userEvent.type(d.content, 'x');
    expect(screen.queryByText(REVIEW_MESSAGES.contentMin)).not.toBeInTheDocument();
  });

  it('submits the parsed review and closes once saved', async () => {
    const d = dialog();
    await userEvent.click(d.star(3));
    await userEvent.type(d.content, '  Good sound, tight fit.  ');
    await userEvent.click(d.submit);
    expect(d.onSubmit).toHaveBeenCalledWith({ rating: 3, content: 'Good sound, tight fit.' });
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it('stays open when saving fails', async () => {
    const d = dialog(vi.fn(async () => false));
    await userEvent.click(d.star(2));
    await userEvent.type(d.content, 'Battery died in a week.');
    await userEvent.click(d.submit);
    expect(d.onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('closed')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Write a Review' })).toBeInTheDocument();
  });

  it('edits start from the existing review', () => {
    const d = dialog(undefined, { rating: 4, content: 'Great value for money' });
    expect(d.star(4)).toBeChecked();
    expect(d.content).toHaveValue('Great value for money');
    expect(d.submit).toBeEnabled();
  });
});
