import type { ProductImage } from '@electrohub/shared/catalog';
import { imageAt, imageSrcSet } from '@electrohub/shared/media';
import { useRef, useState, type PointerEvent } from 'react';
import { LazyImage } from '@/components/lazy-image';
import { cn } from '@/lib/cn';

/** Zoom factor 3, lens size 170. */
export const ZOOM_FACTOR = 3;
export const LENS_SIZE = 170;

type Lens = { x: number; y: number; bgX: number; bgY: number; bgW: number; bgH: number };

/**
 * The product images: a main image with a magnifying lens (×3, 170 px) for mouse users, and
 * thumbnails — below the image on phones and desktops, at its side at tablet widths (768–1024 px).
 */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const [lens, setLens] = useState<Lens | null>(null);
  const imgRef = useRef<HTMLImageElement | null>(null);
  const current = images[Math.min(selected, images.length - 1)];

  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    const img = imgRef.current;
    if (event.pointerType !== 'mouse' || !img || !img.naturalWidth) return;
    const box = img.getBoundingClientRect();
    // The picture is object-contain: find the drawn area inside the box.
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
    const w = img.naturalWidth * scale;
    const h = img.naturalHeight * scale;
    const offX = (box.width - w) / 2;
    const offY = (box.height - h) / 2;
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    if (x < offX || x > offX + w || y < offY || y > offY + h) return setLens(null);
    setLens({
      x: x - LENS_SIZE / 2,
      y: y - LENS_SIZE / 2,
      bgW: w * ZOOM_FACTOR,
      bgH: h * ZOOM_FACTOR,
      bgX: -((x - offX) * ZOOM_FACTOR - LENS_SIZE / 2),
      bgY: -((y - offY) * ZOOM_FACTOR - LENS_SIZE / 2),
    });
  };

  return (
    <div className="flex flex-col gap-3 md:max-lg:flex-row-reverse">
      <div
        className="relative flex-1 cursor-crosshair self-start overflow-hidden rounded-xl border bg-white max-md:w-full lg:w-full"
        onPointerMove={onMove}
        onPointerLeave={() => setLens(null)}
      >
        {current ? (
          <img
            ref={imgRef}
            key={current.id}
            src={current.url}
            srcSet={imageSrcSet(current.url)}
            sizes="(min-width: 1024px) 560px, (min-width: 768px) 45vw, 100vw"
            alt={name}
            fetchPriority="high"
            className="aspect-square w-full object-contain p-4"
          />
        ) : (
          <LazyImage src={undefined} alt={name} className="aspect-square w-full" />
        )}
        {lens && current && (
          <span
            aria-hidden
            className="pointer-events-none absolute hidden rounded-full border-2 border-white shadow-[0_0_0_1px_rgba(0,0,0,0.25),0_8px_24px_rgba(0,0,0,0.25)] md:block"
            style={{
              width: LENS_SIZE,
              height: LENS_SIZE,
              left: lens.x,
              top: lens.y,
              backgroundColor: '#fff',
              backgroundImage: `url("${current.url}")`,
              backgroundRepeat: 'no-repeat',
              backgroundSize: `${lens.bgW}px ${lens.bgH}px`,
              backgroundPosition: `${lens.bgX}px ${lens.bgY}px`,
            }}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul
          aria-label="Product images"
          className="-m-1 flex gap-2 overflow-x-auto p-1 md:max-lg:w-22 md:max-lg:flex-col md:max-lg:overflow-visible"
        >
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => setSelected(i)}
                onMouseEnter={() => setSelected(i)}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 bg-white p-1 md:max-lg:size-20',
                  i === selected ? 'border-primary' : 'border-transparent hover:border-border',
                )}
              >
                <img
                  src={imageAt(image.url, 200)}
                  alt=""
                  loading="lazy"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
