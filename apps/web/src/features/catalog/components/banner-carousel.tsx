import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useBanners } from '../api/get-banners';
import { BANNER_AUTOPLAY_MS, BannerControls, BannerSlides } from './banner-parts';
import type { BannerApi } from './banner-slider';

export { BANNER_AUTOPLAY_MS } from './banner-parts';

// Embla is not part of the home page's first JavaScript (its budget, `npm run bench:home-js`): the carousel shows
// and navigates with a CSS transform until the visitor reaches for it (pointer or touch) or the first
// autoplay step is due; then Embla takes over at the same slide (swipe, loop, autoplay).
const BannerSlider = lazy(() => import('./banner-slider'));

/**
 * The home banner carousel: autoplays every 5 s while playing, slides in 0.7 s, wraps
 * around; swipe on touch screens, play/pause, previous/next and dots. Autoplay holds while the mouse is over it
 * or keyboard focus is in it, and starts paused for people who prefer reduced motion.
 */
export function BannerCarousel() {
  const banners = useBanners();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [playing, setPlaying] = useState<boolean | null>(null);
  const isPlaying = playing ?? !reduceMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [index, setIndex] = useState(0);
  const [engine, setEngine] = useState<'off' | 'wanted' | 'due'>('off');
  const api = useRef<BannerApi | undefined>(undefined);
  const items = banners.data ?? [];
  const count = items.length;
  const running = isPlaying && !hovered && !focused;

  // Before Embla is loaded: when the first autoplay step is due, load it and let it take that step.
  useEffect(() => {
    if (engine !== 'off' || !running || count < 2) return;
    const timer = setTimeout(() => setEngine('due'), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [engine, running, count]);

  const onReady = useCallback((next: BannerApi | undefined) => (api.current = next), []);
  const onSelect = useCallback((next: number) => setIndex(next), []);

  if (banners.isPending) return <Skeleton className="aspect-[16/9] w-full rounded-2xl sm:aspect-[21/8]" />;
  if (count === 0) return null;

  const wrap = (i: number) => ((i % count) + count) % count;
  const current = wrap(index);
  const go = (i: number) => {
    if (api.current) api.current.scrollTo(wrap(i), reduceMotion);
    else setIndex(wrap(i));
  };
  const wantEngine = () => setEngine((e) => (e === 'off' && count > 1 ? 'wanted' : e));
  const staticSlides = (
    <BannerSlides banners={items} current={current} announce={!running} offset={current} />
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured offers"
      className="relative overflow-hidden rounded-2xl bg-muted"
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') setHovered(true);
        wantEngine();
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') setHovered(false);
      }}
      onTouchStart={wantEngine}
      onFocus={(e) => {
        // Keyboard focus holds autoplay; a mouse click on a control does not (the pointer already does).
        // Focus does not load Embla: its slides replace the static ones, and the focused link would go with them.
        if (e.target.matches(':focus-visible')) setFocused(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      {engine === 'off' ? (
        staticSlides
      ) : (
        <Suspense fallback={staticSlides}>
          <BannerSlider
            banners={items}
            startIndex={current}
            autoplay={running}
            advanceOnStart={engine === 'due'}
            announce={!running}
            onReady={onReady}
            onSelect={onSelect}
          />
        </Suspense>
      )}
      {count > 1 && (
        <BannerControls
          count={count}
          current={current}
          playing={isPlaying}
          onPrevious={() => (api.current ? api.current.scrollPrev(reduceMotion) : go(current - 1))}
          onNext={() => (api.current ? api.current.scrollNext(reduceMotion) : go(current + 1))}
          onGo={go}
          onTogglePlay={() => {
            // An explicit Play wins over the focus that pressing it put in the carousel.
            setFocused(false);
            setPlaying(!isPlaying);
          }}
        />
      )}
    </section>
  );
}
