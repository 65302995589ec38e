import { useEffect, useState } from 'react';

/**
 * How the home page will crop a banner. The carousel (features/catalog, banner-parts.tsx) fills a 21:8 frame from
 * 640 px up and a 16:9 frame on phones, covering it from the centre: keep this in step with those classes.
 */
export const BANNER_GUIDANCE =
  'Use a wide image of at least 1600 × 610 px (21:8). Phones show the Phone Image (16:9, at least 800 × 450 px) when there is one, else a 16:9 cut from the middle of the wide image. On a phone the arrows cover the middle of each side and the dots the bottom centre: keep text clear of them.';

/** A chosen file's object URL while it is chosen. */
function useObjectUrl(file: File | null | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * How the chosen (or current) banner shows on wide screens and on phones, side by side, with the size guidance.
 * The phone frame shows the phone image when there is one.
 */
export function BannerCropPreview({
  file,
  currentUrl,
  phoneFile,
  phoneUrl,
}: {
  file: File | null;
  currentUrl?: string;
  phoneFile?: File | null;
  phoneUrl?: string;
}) {
  const preview = useObjectUrl(file);
  const phonePreview = useObjectUrl(phoneFile);
  const shown = preview ?? currentUrl;
  const phoneShown = phonePreview ?? phoneUrl ?? shown;

  return (
    <div className="grid gap-2" aria-labelledby="banner-crop-title" role="group">
      <p id="banner-crop-title" className="text-sm font-medium">
        How it will show
      </p>
      <p className="text-xs text-muted-foreground">{BANNER_GUIDANCE}</p>
      {shown && (
        <div className="grid grid-cols-[3fr_2fr] items-end gap-3">
          <figure className="grid gap-1">
            <img
              src={shown}
              alt=""
              className="aspect-[21/8] w-full rounded-md border bg-muted object-cover"
            />
            <figcaption className="text-xs text-muted-foreground">Wide screens (21:8)</figcaption>
          </figure>
          <figure className="grid gap-1">
            <img
              src={phoneShown}
              alt=""
              className="aspect-[16/9] w-full rounded-md border bg-muted object-cover"
            />
            <figcaption className="text-xs text-muted-foreground">Phones (16:9)</figcaption>
          </figure>
        </div>
      )}
    </div>
  );
}
