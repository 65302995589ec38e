// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from './theme-provider';

describe('ThemeProvider on a page theme-init.js has prepared', () => {
  it('writes nothing on <html> for the default palette (a write restyles the whole page, decision 056)', async () => {
    const root = document.documentElement;
    root.style.colorScheme = 'light';
    const observer = new MutationObserver(() => {});
    observer.observe(root, { attributes: true, attributeFilter: ['style', 'class'] });
    render(
      <ThemeProvider>
        <p>page</p>
      </ThemeProvider>,
    );
    await Promise.resolve();
    expect(observer.takeRecords()).toEqual([]);
    expect(root.style.getPropertyValue('--primary')).toBe('');
    observer.disconnect();
  });
});
