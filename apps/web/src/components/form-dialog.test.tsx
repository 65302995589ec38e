// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog, type FormDialogProps } from './form-dialog';

/** A dialog with one field, opened by its trigger; `locked` refuses to close (as callers do while saving). */
function Harness({
  onSubmit = vi.fn((e: FormEvent) => e.preventDefault()),
  locked = false,
  ...over
}: Partial<FormDialogProps> & { locked?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <FormDialog
        trigger={<button type="button">Edit name</button>}
        open={open}
        onOpenChange={(next) => (next || !locked) && setOpen(next)}
        title="Edit name"
        description="Change how you are called."
        onSubmit={onSubmit}
        submitLabel="Save"
        pendingLabel="Saving..."
        pending={false}
        {...over}
      >
        <label>
          Name
          <input name="name" required />
        </label>
      </FormDialog>
    </>
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Edit name' }));
  return screen.findByRole('dialog', { name: 'Edit name' });
};

describe('FormDialog', () => {
  it('opens from its trigger with title, description and the fields, focusing the first field', async () => {
    render(<Harness />);
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription('Change how you are called.');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('submits the form from the submit button, skipping the browser validation', async () => {
    const onSubmit = vi.fn((e: FormEvent) => e.preventDefault());
    render(<Harness onSubmit={onSubmit} />);
    await open();
    // The field is `required` and empty: a form without noValidate would not submit.
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits on Enter in a field', async () => {
    const onSubmit = vi.fn((e: FormEvent) => e.preventDefault());
    render(<Harness onSubmit={onSubmit} />);
    await open();
    await userEvent.type(screen.getByLabelText('Name'), 'Asha{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes on Cancel without submitting, and gives focus back to the trigger', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit name' })).toHaveFocus());
  });

  it('while pending shows the pending label and disables Cancel and submit', async () => {
    render(<Harness pending locked />);
    await open();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // The caller refuses to close while saving: Escape leaves it open.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('can disable submit for a reason of its own, and leave out Cancel', async () => {
    render(<Harness submitDisabled hideCancel />);
    await open();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
