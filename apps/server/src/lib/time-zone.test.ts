import { describe, expect, it } from 'vitest';
import { addDays, localDay, zonedMidnight } from './time-zone.ts';

describe('store-time-zone days', () => {
  it('puts 00:30 IST on its Indian day, not the UTC one', () => {
    const at = new Date('2025-03-09T19:00:00Z'); // 00:30 on 10 March in Kolkata
    expect(localDay(at, 'Asia/Kolkata')).toBe('2025-03-10');
    expect(localDay(at, 'UTC')).toBe('2025-03-09');
  });

  it('finds local midnight as an instant', () => {
    expect(zonedMidnight('2025-03-10', 'Asia/Kolkata').toISOString()).toBe('2025-03-09T18:30:00.000Z');
    expect(zonedMidnight('2025-03-10', 'UTC').toISOString()).toBe('2025-03-10T00:00:00.000Z');
    // Daylight saving: New York is UTC-4 on 10 March 2025 (from 02:00), midnight is still EST (UTC-5).
    expect(zonedMidnight('2025-03-09', 'America/New_York').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(zonedMidnight('2025-03-10', 'America/New_York').toISOString()).toBe('2025-03-10T04:00:00.000Z');
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
