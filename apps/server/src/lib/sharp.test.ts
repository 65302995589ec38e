import { expect, it, vi } from 'vitest';

it('tries again after a failed load of sharp, and keeps a successful one', async () => {
  let fail = true;
  let loads = 0;
  vi.doMock('sharp', () => {
    loads++;
    if (fail) throw new Error('libvips is missing');
    return { default: 'sharp' };
  });
  const { loadSharp } = await import('./sharp.ts');
  await expect(loadSharp()).rejects.toThrow();
  fail = false;
  await expect(loadSharp()).resolves.toBe('sharp');
  await expect(loadSharp()).resolves.toBe('sharp');
  expect(loads).toBe(2);
});
