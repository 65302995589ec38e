// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function stepper(value: number, max?: number) {
  const onChange = vi.fn<(next: number) => void>();
  render(<QuantityStepper label="Quantity of Boat Rockerz" value={value} max={max} onChange={onChange} />);
  return {
    onChange,
    input: screen.getByRole('textbox', { name: 'Quantity' }),
    minus: screen.getByRole('button', { name: 'Decrease quantity' }),
    plus: screen.getByRole('button', { name: 'Increase quantity' }),
  };
}

describe('QuantityStepper', () => {
  it('steps by one either way', async () => {
    const s = stepper(3, 5);
    await userEvent.click(s.plus);
    await userEvent.click(s.minus);
    expect(s.onChange.mock.calls).toEqual([[4], [2]]);
    expect(screen.getByRole('group', { name: 'Quantity of Boat Rockerz' })).toContainElement(s.input);
  });

  it('cannot go below 1 (quantity must be 1 or more)', () => {
    const s = stepper(1, 5);
    expect(s.minus).toBeDisabled();
    expect(s.plus).toBeEnabled();
  });

  it('cannot go above its maximum', () => {
    expect(stepper(5, 5).plus).toBeDisabled();
  });

  it('has no upper bound without a maximum', () => {
    expect(stepper(99).plus).toBeEnabled();
  });

  it('applies a typed quantity on Enter and on blur, digits only', async () => {
    const s = stepper(2, 10);
    await userEvent.clear(s.input);
    await userEvent.type(s.input, '7x{Enter}');
    expect(s.onChange).toHaveBeenLastCalledWith(7);
    await userEvent.clear(s.input);
    await userEvent.type(s.input, '4');
    await userEvent.tab();
    expect(s.onChange).toHaveBeenLastCalledWith(4);
    expect(s.onChange).toHaveBeenCalledTimes(2);
  });

  it('ignores 0, an empty box and the same value; the box shows the quantity again', async () => {
    const s = stepper(2, 10);
    for (const typed of ['0', '', '2']) {
      await userEvent.clear(s.input);
      if (typed) await userEvent.type(s.input, typed);
      await userEvent.keyboard('{Enter}');
      expect(s.input).toHaveValue('2');
    }
    expect(s.onChange).not.toHaveBeenCalled();
  });

  it('Escape forgets what was typed', async () => {
    const s = stepper(2, 10);
    await userEvent.clear(s.input);
    await userEvent.type(s.input, '9{Escape}');
    expect(s.input).toHaveValue('2');
    await userEvent.tab();
    expect(s.onChange).not.toHaveBeenCalled();
  });
});
