// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const props = (over: Partial<ConfirmDialogProps> = {}): ConfirmDialogProps => ({
  trigger: <button type="button">Delete item</button>,
  title: 'Delete this item?',
  description: 'It is removed for good.',
  confirmLabel: 'Delete',
  onConfirm: vi.fn(),
  ...over,
});

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete item' }));
  return screen.findByRole('alertdialog', { name: 'Delete this item?' });
};

describe('ConfirmDialog', () => {
  it('opens from its trigger with the title and description, and focuses Cancel', async () => {
    render(<ConfirmDialog {...props()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription('It is removed for good.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('runs onConfirm and closes on confirm', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog {...props({ onConfirm })} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('closes on cancel without confirming, and gives focus back to the trigger', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog {...props({ onConfirm, cancelLabel: 'Keep it' })} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete item' })).toHaveFocus();
  });

  it('closes on Escape without confirming', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog {...props({ onConfirm })} />);
    await open();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('paints the confirm button red when destructive', async () => {
    render(<ConfirmDialog {...props({ destructive: true })} />);
    await open();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('fallback:bg-destructive');
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveClass('fallback:bg-primary');
  });

  it('follows a parent that controls `open`', async () => {
    function Parent() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Ask
          </button>
          <p>{open ? 'open' : 'closed'}</p>
          <ConfirmDialog {...props({ trigger: undefined, open, onOpenChange: setOpen })} />
        </>
      );
    }
    render(<Parent />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it('with waitForConfirm stays open and cannot be dismissed while busy, then closes when the work is done', async () => {
    let finish = () => {};
    function Busy() {
      const [busy, setBusy] = useState(false);
      return (
        <ConfirmDialog
          {...props({
            confirmLabel: busy ? 'Deleting...' : 'Delete',
            busy,
            waitForConfirm: true,
            onConfirm: () => {
              setBusy(true);
              return new Promise<void>((resolve) => {
                finish = () => {
                  setBusy(false);
                  resolve();
                };
              });
            },
          })}
        />
      );
    }
    render(<Busy />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
