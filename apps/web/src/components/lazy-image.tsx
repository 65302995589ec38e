import { ImageOffIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// A soft grey-blue blur stands in for an image that failed to load.
const BLUR_FALLBACK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><defs><radialGradient id="g" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="#e2e8f0"/><stop offset=".6" stop-color="#cbd5e1"/><stop offset="1" stop-color="#94a3b8"/></radialGradient></defs><rect width="40" height="40" fill="url(#g)"/></svg>',
)}`;

type LoadState = 'loaded' | 'error';

export type LazyImageProps = Omit<ComponentProps<'img'>, 'src' | 'className' | 'onLoad' | 'onError'> & {
  src: string | undefined;
  /** Classes of the wrapper: give it the size or aspect ratio. */
  className?: string;
  /** Classes of the <img> itself. */
  imgClassName?: string;
  /** object-fit of the image (default: cover). */
  fit?: 'cover' | 'contain';
};

/**
 * An image that loads lazily, stays invisible until it has loaded and then fades in, and shows a blurred
 * placeholder if it fails (information pages and product cards). An eager one (above the fold) shows as it
 * arrives, without the fade: in a server-rendered page it can paint before the JavaScript has run.
 */
export function LazyImage({
  src,
  alt = '',
  className,
  imgClassName,
  fit = 'cover',
  loading = 'lazy',
  decoding = 'async',
  ...props
}: LazyImageProps) {
  // Keyed by src, so a new src starts hidden again without an effect.
  const [result, setResult] = useState<{ src: string; state: LoadState } | null>(null);
  const state = !src ? 'error' : result?.src === src ? result.state : 'loading';
  const fades = loading !== 'eager';
  const ref = useRef<HTMLImageElement>(null);

  // Server-rendered: the picture may have loaded (or failed) before hydration, when no one listened yet.
  useEffect(() => {
    const img = ref.current;
    if (!src || !img?.complete || img.currentSrc === '') return;
    setResult({ src, state: img.naturalWidth > 0 ? 'loaded' : 'error' });
  }, [src]);

  return (
    <span className={cn('relative block overflow-hidden fallback:bg-muted', className)}>
      {state === 'loading' && fades && (
        <span aria-hidden className="absolute inset-0 animate-pulse bg-muted" />
      )}
      {state === 'error' ? (
        <>
          <img
            src={BLUR_FALLBACK}
            alt={alt}
            className="absolute inset-0 size-full scale-110 object-cover blur-md dark:opacity-30"
          />
          <ImageOffIcon
            aria-hidden
            className="absolute top-1/2 left-1/2 size-6 -translate-1/2 text-slate-500"
          />
        </>
      ) : (
        <img
          ref={ref}
          src={src}
          alt={alt}
          loading={loading}
          decoding={decoding}
          onLoad={() => src && setResult({ src, state: 'loaded' })}
          onError={() => src && setResult({ src, state: 'error' })}
          className={cn(
            'size-full ease-out fallback:transition-opacity fallback:duration-500',
            fit === 'contain' ? 'object-contain' : 'object-cover',
            state === 'loaded' || !fades ? 'opacity-100' : 'opacity-0',
            imgClassName,
          )}
          {...props}
        />
      )}
    </span>
  );
}
