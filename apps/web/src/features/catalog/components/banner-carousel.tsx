import type { Banner } from '@electrohub/shared/catalog';
import { imageSrcSet } from '@electrohub/shared/media';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useBanners } from '../api/get-banners';

/** spec 1 §9: autoplay every 5000 ms, 0.7 s slide transition. */
export const BANNER_AUTOPLAY_MS = 5000;

const isExternal = (href: string) => /^https?:\/\//.test(href);

function BannerLink({ banner, children, tabIndex }: { banner: Banner; children: ReactNode; tabIndex?: number }) {
  const className = 'block size-full';
  return isExternal(banner.href) ? (
    <a href={banner.href} className={className} tabIndex={tabIndex} rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={banner.href} className={className} tabIndex={tabIndex}>
      {children}
    </Link>
  );
}

const controlClass =
  'inline-flex size-9 items-center justify-center rounded-full bg-black/55 text-white shadow-md backdrop-blur-sm transition-colors hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The home banner carousel (spec 1 §2, §4, §9): autoplays every 5 s while playing, slides in 0.7 s, wraps
 * around; play/pause, previous/next and dots. It starts paused for people who prefer reduced motion.
 */
export function BannerCarousel() {
  const banners = useBanners();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState<boolean | null>(null);
  const isPlaying = playing ?? !reduceMotion;
  const items = banners.data ?? [];
  const count = items.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!isPlaying || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [isPlaying, count, current]);

  if (banners.isPending) return <Skeleton className="aspect-[16/9] w-full rounded-2xl sm:aspect-[21/8]" />;
  if (count === 0) return null;

  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label="Featured offers" className="relative overflow-hidden rounded-2xl bg-muted">
      <div
        className="flex transition-transform duration-700 ease-in-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-live={isPlaying ? 'off' : 'polite'}
      >
        {items.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${banner.title}`}
            aria-hidden={i !== current}
            className="aspect-[16/9] w-full shrink-0 sm:aspect-[21/8]"
          >
            <BannerLink banner={banner} tabIndex={i === current ? undefined : -1}>
              <img
                src={banner.imageUrl}
                srcSet={imageSrcSet(banner.imageUrl)}
                sizes="(min-width: 1280px) 1248px, 100vw"
                alt={banner.title}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="size-full object-cover"
              />
            </BannerLink>
          </div>
        ))}
      </div>

      {count > 1 && (
        <>
          <button type="button" aria-label="Previous slide" onClick={() => go(current - 1)} className={cn(controlClass, 'absolute top-1/2 left-3 -translate-y-1/2')}>
            <ChevronLeftIcon aria-hidden className="size-5" />
          </button>
          <button type="button" aria-label="Next slide" onClick={() => go(current + 1)} className={cn(controlClass, 'absolute top-1/2 right-3 -translate-y-1/2')}>
            <ChevronRightIcon aria-hidden className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3">
            <button
              type="button"
              onClick={() => setPlaying(!isPlaying)}
              aria-label={isPlaying ? 'Pause autoplay' : 'Play autoplay'}
              className={cn(controlClass, 'size-8')}
            >
              {isPlaying ? <PauseIcon aria-hidden className="size-4" /> : <PlayIcon aria-hidden className="size-4" />}
            </button>
            <div className="flex items-center gap-1 rounded-full bg-black/45 px-2 py-1.5 backdrop-blur-sm">
              {items.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="group flex size-6 items-center justify-center focus-visible:outline-2 focus-visible:outline-white"
                >
                  <span className={cn('block h-2 rounded-full bg-white/60 transition-all', i === current ? 'w-5 bg-white' : 'w-2 group-hover:bg-white/85')} />
                </button>
              ))}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
