// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { renderToString } from 'react-dom/server';
import { BannerCarousel } from './banner-carousel';
import { BANNER_PHONE_MEDIA, BannerPicture } from './banner-parts';

const banners = ['Monsoon Sale', 'Laptop Days', 'Audio Week'].map((title, i) => ({
  id: i + 1,
  title,
  href: `/categories/${i}`,
  imageUrl: `/media/banners/b${i}-1600.webp`,
  phoneImageUrl: null,
}));

/** The browser's answer to `prefers-reduced-motion: reduce`. */
function reducedMotion(on: boolean) {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = real(query);
    if (query.includes('prefers-reduced-motion')) Object.defineProperty(list, 'matches', { value: on });
    return list;
  });
}

async function carousel() {
  fakeApi({ 'GET /api/banner-carousels': () => json(banners) });
  renderInApp(<BannerCarousel />);
  const region = await screen.findByRole('region', { name: 'Featured offers' });
  const current = () =>
    within(region)
      .getAllByRole('button', { name: /Go to slide/ })
      .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
  const shown = () =>
    [...region.querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden="true"])')].map((s) =>
      s.getAttribute('aria-label'),
    );
  return { region, current, shown };
}

afterEach(() => vi.restoreAllMocks());

describe('home banner carousel', () => {
  it('dots and arrows move one slide, wrapping around; only the current slide is exposed', async () => {
    reducedMotion(false);
    const c = await carousel();
    expect(c.current()).toBe(0);
    expect(c.shown()).toEqual(['1 of 3: Monsoon Sale']);
    await userEvent.click(within(c.region).getByRole('button', { name: 'Previous slide' }));
    expect(c.current()).toBe(2);
    await userEvent.click(within(c.region).getByRole('button', { name: 'Next slide' }));
    expect(c.current()).toBe(0);
    await userEvent.click(within(c.region).getByRole('button', { name: 'Go to slide 2' }));
    expect(c.current()).toBe(1);
    expect(c.shown()).toEqual(['2 of 3: Laptop Days']);
    // Hidden slides' links are out of the tab order.
    expect(
      within(c.region).getByRole('img', { name: 'Monsoon Sale', hidden: true }).closest('a'),
    ).toHaveAttribute('tabindex', '-1');
  });

  it('autoplays unless reduced motion is asked for; play/pause toggles', async () => {
    reducedMotion(false);
    const c = await carousel();
    const pause = within(c.region).getByRole('button', { name: 'Pause autoplay' });
    await userEvent.click(pause);
    expect(within(c.region).getByRole('button', { name: 'Play autoplay' })).toBeInTheDocument();
  });

  it('starts paused for people who prefer reduced motion, and then announces slide changes', async () => {
    reducedMotion(true);
    const c = await carousel();
    expect(within(c.region).getByRole('button', { name: 'Play autoplay' })).toBeInTheDocument();
    expect(c.region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('does not move by itself while paused', async () => {
    reducedMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const c = await carousel();
      vi.advanceTimersByTime(20_000);
      await waitFor(() => expect(c.current()).toBe(0));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing without banners', async () => {
    fakeApi({ 'GET /api/banner-carousels': () => json([]) });
    const { container } = renderInApp(<BannerCarousel />);
    await waitFor(() => expect(container.querySelector('[data-slot="skeleton"], .animate-pulse')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Featured offers' })).not.toBeInTheDocument();
  });
});

describe('banner picture', () => {
  const wide = { id: 1, title: 'Monsoon Sale', href: '/', imageUrl: '/media/banners/w-1600.webp' };
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

  it('states the real width of each file of a wide picture, and preloads exactly what the <img> will pick', () => {
    const html = renderToString(<BannerPicture banner={{ ...wide, phoneImageUrl: null }} first />);
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(attr(img, 'srcSet')).toBe(
      '/media/banners/w-400.webp 400w, /media/banners/w-800.webp 800w, /media/banners/w-1600.webp 1600w',
    );
    expect(attr(img, 'src')).toBe('/media/banners/w-1600.webp');
    const preload = /<link rel="preload"[^>]*>/.exec(html)?.[0] ?? '';
    expect(attr(preload, 'imageSrcSet')).toBe(attr(img, 'srcSet'));
    expect(attr(preload, 'imageSizes')).toBe(attr(img, 'sizes'));
    expect(attr(img, 'sizes')).toBe('(min-width: 1280px) 1248px, calc(100vw - 2rem)');
  });

  it('keeps the standard set for a banner stored before wide sets (a URL ending -800)', () => {
    const html = renderToString(
      <BannerPicture
        banner={{ ...wide, imageUrl: '/media/banners/old-800.webp', phoneImageUrl: null }}
        first
      />,
    );
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(attr(img, 'srcSet')).toBe(
      '/media/banners/old-200.webp 200w, /media/banners/old-400.webp 400w, /media/banners/old-800.webp 800w',
    );
    expect(attr(/<link rel="preload"[^>]*>/.exec(html)?.[0] ?? '', 'imageSrcSet')).toBe(attr(img, 'srcSet'));
  });

  it("serves phones the banner's phone crop, sized by width, and preloads the right one per screen", () => {
    const html = renderToString(
      <BannerPicture banner={{ ...wide, phoneImageUrl: '/media/banners/p-800.webp' }} first />,
    );
    const source = /<source [^>]*>/.exec(html)?.[0] ?? '';
    expect(source).toContain(`media="${BANNER_PHONE_MEDIA}"`);
    expect(source).toMatch(/srcSet="\/media\/banners\/p-200\.webp 200w, [^"]*p-800\.webp 800w"/);
    expect(source).toMatch(/sizes="[^"]*calc\(100vw - 2rem\)"/);
    // The wide image stays the fallback, first in line.
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('src="/media/banners/w-1600.webp"');
    expect(img).toContain('fetchPriority="high"');
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    expect(preloads.find((l) => l.includes('p-200.webp'))).toContain(`media="${BANNER_PHONE_MEDIA}"`);
    expect(preloads.find((l) => l.includes('w-400.webp'))).toContain('media="(min-width: 640px)"');
    // Each preload states the same sizes and srcset as the element it stands for.
    for (const tag of [source, img]) {
      const link = preloads.find((l) => l.includes(`imageSrcSet="${attr(tag, 'srcSet')}"`));
      expect(link, tag).toBeDefined();
      expect(attr(link!, 'imageSizes')).toBe(attr(tag, 'sizes'));
    }
  });

  it('without a phone crop: the wide image everywhere; later slides lazy and not preloaded', () => {
    const first = renderToString(<BannerPicture banner={{ ...wide, phoneImageUrl: null }} first />);
    expect(first).not.toContain('<source');
    expect(first.match(/<link rel="preload"[^>]*>/g) ?? []).toHaveLength(1);
    expect(first).not.toMatch(/<link [^>]*media=/);
    const later = renderToString(<BannerPicture banner={{ ...wide, phoneImageUrl: null }} first={false} />);
    expect(later).toContain('loading="lazy"');
    expect(later).not.toContain('rel="preload"');
  });
});
