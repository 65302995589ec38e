import type { Banner } from '@electrohub/shared/catalog';
import { imageSrcSet } from '@electrohub/shared/media';
import { ChevronLeftIcon, ChevronRightIcon, type LucideIcon, PauseIcon, PlayIcon } from 'lucide-react';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Autoplay every 5000 ms, 0.7 s slide transition. */
export const BANNER_AUTOPLAY_MS = 5000;

const isExternal = (href: string) => /^https?:\/\//.test(href);

function BannerLink({
  banner,
  children,
  tabIndex,
}: {
  banner: Banner;
  children: ReactNode;
  tabIndex?: number;
}) {
  // The slide clips its content: the focus ring is drawn inside the link.
  const className = 'block size-full focus-inset';
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

/** Below this width the slot is 16:9 (`aspect-[16/9] sm:aspect-[21/8]`) and a banner's phone crop is shown. */
export const BANNER_PHONE_MEDIA = '(max-width: 639.98px)';
const BANNER_WIDE_MEDIA = '(min-width: 640px)';
/** The slot's width: the page's padding (1 rem a side) inside a 1280 px container. */
const BANNER_SIZES = '(min-width: 1280px) 1248px, calc(100vw - 2rem)';

/**
 * One banner's picture: its phone crop below 640 px when it has one, else the wide image (cropped to 16:9 there).
 * The first slide is the page's largest picture: eager and first in line; the browser picks the source before it
 * loads anything, so a phone never downloads the wide image.
 */
export function BannerPicture({ banner, first }: { banner: Banner; first: boolean }) {
  if (first) {
    // React preloads a high-priority <img> by itself, but not one inside <picture> (it cannot tell which source
    // wins): these links, one per media, put the right file at the head of the page (the server moves them there).
    const phone = banner.phoneImageUrl;
    if (phone)
      preload(phone, {
        as: 'image',
        imageSrcSet: imageSrcSet(phone),
        imageSizes: BANNER_SIZES,
        media: BANNER_PHONE_MEDIA,
        fetchPriority: 'high',
      });
    preload(banner.imageUrl, {
      as: 'image',
      imageSrcSet: imageSrcSet(banner.imageUrl),
      imageSizes: BANNER_SIZES,
      media: phone ? BANNER_WIDE_MEDIA : undefined,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      {banner.phoneImageUrl && (
        <source
          media={BANNER_PHONE_MEDIA}
          srcSet={imageSrcSet(banner.phoneImageUrl) ?? banner.phoneImageUrl}
          sizes={BANNER_SIZES}
        />
      )}
      <img
        src={banner.imageUrl}
        srcSet={imageSrcSet(banner.imageUrl)}
        sizes={BANNER_SIZES}
        alt={banner.title}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        draggable={false}
        className="size-full object-cover"
      />
    </picture>
  );
}

/**
 * The slides in a clipping viewport. Before Embla has loaded, `offset` moves the track with a CSS transition; once
 * it has, Embla owns the viewport (`viewportRef`) and the track's transform. Only the current slide is exposed to
 * assistive technology and the tab order.
 */
export function BannerSlides({
  banners,
  current,
  announce,
  viewportRef,
  offset,
}: {
  banners: Banner[];
  current: number;
  /** Announce slide changes (only while not autoplaying: a moving carousel must not talk over the page). */
  announce: boolean;
  viewportRef?: Ref<HTMLDivElement>;
  offset?: number;
}) {
  const count = banners.length;
  const style: CSSProperties | undefined =
    offset === undefined ? undefined : { transform: `translateX(-${offset * 100}%)` };
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div
        className={cn(
          'flex touch-pan-y',
          offset !== undefined &&
            'transition-transform duration-700 ease-in-out motion-reduce:transition-none',
        )}
        style={style}
        aria-live={announce ? 'polite' : 'off'}
      >
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${banner.title}`}
            aria-hidden={i !== current}
            className="aspect-[16/9] w-full min-w-0 shrink-0 grow-0 basis-full sm:aspect-[21/8]"
          >
            <BannerLink banner={banner} tabIndex={i === current ? undefined : -1}>
              <BannerPicture banner={banner} first={i === 0} />
            </BannerLink>
          </div>
        ))}
      </div>
    </div>
  );
}

const controlClass =
  'inline-flex items-center justify-center rounded-full bg-black/55 text-white shadow-md backdrop-blur-sm transition-colors hover:bg-black/75';

/** The previous or next slide button, at the middle of the banner's left or right edge (`className`). */
function StepButton({
  label,
  icon: Icon,
  className,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  className: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(controlClass, 'absolute top-1/2 size-9 -translate-y-1/2', className)}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}

/** Previous/next, play/pause and one dot per slide (play/pause toggle, previous/next, dot navigation). */
export function BannerControls({
  count,
  current,
  playing,
  onPrevious,
  onNext,
  onGo,
  onTogglePlay,
}: {
  count: number;
  current: number;
  playing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onGo: (index: number) => void;
  onTogglePlay: () => void;
}) {
  return (
    <>
      <StepButton label="Previous slide" icon={ChevronLeftIcon} className="left-3" onClick={onPrevious} />
      <StepButton label="Next slide" icon={ChevronRightIcon} className="right-3" onClick={onNext} />
      <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={onTogglePlay}
          aria-label={playing ? 'Pause autoplay' : 'Play autoplay'}
          className={cn(controlClass, 'size-8')}
        >
          {playing ? (
            <PauseIcon aria-hidden className="size-4" />
          ) : (
            <PlayIcon aria-hidden className="size-4" />
          )}
        </button>
        <div className="flex items-center gap-1 rounded-full bg-black/45 px-2 py-1.5 backdrop-blur-sm">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => onGo(i)}
              className="group flex size-6 items-center justify-center"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all',
                  i === current ? 'w-5 bg-white' : 'w-2 bg-white/60 group-hover:bg-white/85',
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </>
  );
}
