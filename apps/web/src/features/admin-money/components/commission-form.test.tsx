// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, type SeenRequest } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { COMMISSION_MESSAGES } from '../api/commission';
import { CommissionForm } from './commission-form';

const field = (label: string) => screen.getByLabelText(label);
const CATEGORIES = ['Smartphones', 'Laptops', 'Monitors'];
const saved = () => json({ defaultRate: 10, categories: [{ name: 'Laptops', rate: 7.5 }] });
const echo = (req: SeenRequest) => json({ ...(req.body as object), message: 'Commission rates saved' });

describe('commission form', () => {
  it('shows the default rate and each category, blank where the category charges the default', async () => {
    fakeApi({ 'GET /api/admin/commission': saved });
    renderInApp(<CommissionForm categories={CATEGORIES} />);
    expect(await screen.findByLabelText('Default rate')).toHaveValue('10');
    expect(field('Laptops')).toHaveValue('7.5');
    expect(field('Smartphones')).toHaveValue('');
    expect(field('Smartphones')).toHaveAttribute('placeholder', 'Default');
  });

  it('refuses rates above 50 and text that is not a percent, and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/admin/commission': saved, 'PUT /api/admin/commission': echo });
    renderInApp(<CommissionForm categories={CATEGORIES} />);
    const rate = await screen.findByLabelText('Default rate');
    await userEvent.clear(rate);
    await userEvent.type(rate, '60');
    await userEvent.type(field('Monitors'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save commission' }));
    await waitFor(() =>
      expect(field('Default rate')).toHaveAccessibleDescription(
        expect.stringContaining('A commission rate is at most 50 %'),
      ),
    );
    expect(field('Monitors')).toHaveAccessibleDescription(COMMISSION_MESSAGES.rate);
    expect(field('Default rate')).toHaveFocus();
    expect(api.calls('PUT /api/admin/commission')).toHaveLength(0);
  });

  it('sends numbers, leaving blank categories out', async () => {
    const api = fakeApi({ 'GET /api/admin/commission': saved, 'PUT /api/admin/commission': echo });
    renderInApp(<CommissionForm categories={CATEGORIES} />);
    const rate = await screen.findByLabelText('Default rate');
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.25');
    await userEvent.type(field('Monitors'), '0');
    await userEvent.clear(field('Laptops'));
    await userEvent.click(screen.getByRole('button', { name: 'Save commission' }));
    expect(await screen.findByText('Commission rates saved')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/commission')[0]!.body).toEqual({
      defaultRate: 12.25,
      categories: [{ name: 'Monitors', rate: 0 }],
    });
  });
});
