import { CheckIcon, DownloadIcon, ImageUpIcon, SaveIcon, WandSparklesIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { EDITOR_SWATCHES, IMAGE_EDITOR_MESSAGES } from '@electrohub/shared/seller';
import { PRODUCT_IMAGE_ACCEPT, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_MESSAGES } from '@electrohub/shared/products';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useRemoveBackground } from '../api/remove-background';

type Swatch = (typeof EDITOR_SWATCHES)[number];
const SWATCH_NAMES: Record<Swatch, string> = {
  transparent: 'Transparent',
  '#ffffff': 'White',
  '#000000': 'Black',
  '#f3f4f6': 'Light grey',
  '#fde68a': 'Sand',
  '#bfdbfe': 'Sky blue',
  '#bbf7d0': 'Mint',
  '#fecaca': 'Blush',
  '#e9d5ff': 'Lavender',
};

/** A checkerboard behind transparent pixels. */
const CHECKERBOARD = 'repeating-conic-gradient(#d4d4d8 0% 25%, #ffffff 0% 50%) 50% / 20px 20px';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image failed to load'));
    img.src = src;
  });
}

/** The cut-out drawn over the chosen background, as PNG (transparent stays transparent). */
async function compose(cutout: string, background: Swatch): Promise<Blob> {
  const img = await loadImage(cutout);
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  if (background !== 'transparent') {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.drawImage(img, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no blob'))), 'image/png'),
  );
}

type Source = { url: string; blob?: Blob };

function EditorBody({
  imageUrl,
  onSave,
  onDone,
}: {
  imageUrl: string;
  onSave: (png: Blob) => Promise<void>;
  onDone: () => void;
}) {
  const inputId = useId();
  const removeBg = useRemoveBackground();
  const [source, setSource] = useState<Source>({ url: imageUrl });
  const [cutout, setCutout] = useState<string | null>(null);
  const [background, setBackground] = useState<Swatch>('transparent');
  const [tab, setTab] = useState<'original' | 'edited'>('original');
  const [saving, setSaving] = useState(false);
  const changed = source.url !== imageUrl;

  // Object URLs of changed pictures are released when replaced or closed.
  useEffect(
    () => () => {
      if (source.blob) URL.revokeObjectURL(source.url);
    },
    [source],
  );

  const sourceBlob = async (): Promise<Blob> => {
    if (source.blob) return source.blob;
    // Answers carry absolute media URLs, possibly of a media CDN the page may not fetch from (CSP connect-src);
    // this app serves the same files under its own /media/.
    const url = new URL(source.url, window.location.href);
    const res = await fetch(url.pathname.startsWith('/media/') ? url.pathname : source.url, {
      credentials: 'include',
    });
    if (!res.ok) throw new Error('fetch failed');
    return res.blob();
  };

  const onRemoveBackground = async () => {
    if (!source.url) {
      toast.error(IMAGE_EDITOR_MESSAGES.noImage);
      return;
    }
    let blob: Blob;
    try {
      blob = await sourceBlob();
    } catch {
      toast.error(IMAGE_EDITOR_MESSAGES.processFailed);
      return;
    }
    try {
      setCutout(await removeBg.mutateAsync(blob));
      setTab('edited');
      toast.success(IMAGE_EDITOR_MESSAGES.removed);
    } catch {
      toast.error(IMAGE_EDITOR_MESSAGES.removeFailed);
    }
  };

  /** What Save and Download produce: the composed cut-out, or the changed picture. */
  const result = async (): Promise<Blob | null> => {
    if (cutout) return compose(cutout, background);
    if (changed) return sourceBlob();
    return null;
  };

  const onDownload = async () => {
    try {
      const blob = (await result()) ?? (await sourceBlob());
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = cutout ? 'product-image-edited.png' : 'product-image';
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toast.error(IMAGE_EDITOR_MESSAGES.processFailed);
    }
  };

  const onSaveChanges = async () => {
    setSaving(true);
    try {
      const blob = await result();
      if (!blob) return;
      await onSave(blob);
      toast.success(IMAGE_EDITOR_MESSAGES.saved);
      onDone();
    } catch {
      toast.error(IMAGE_EDITOR_MESSAGES.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const busy = removeBg.isPending || saving;
  const previewBox =
    'flex aspect-square w-full items-center justify-center overflow-hidden rounded-lg border';

  return (
    <div className="grid gap-4">
      <Tabs value={tab} onValueChange={(v) => setTab(v as 'original' | 'edited')}>
        <TabsList>
          <TabsTrigger value="original">Original</TabsTrigger>
          <TabsTrigger value="edited" disabled={!cutout}>
            Edited
          </TabsTrigger>
        </TabsList>
        <TabsContent value="original">
          <div className={cn(previewBox, 'bg-muted')}>
            <img
              src={source.url}
              alt="Original product image"
              className="max-h-full max-w-full object-contain"
            />
          </div>
        </TabsContent>
        <TabsContent value="edited">
          <div
            className={previewBox}
            style={{ background: background === 'transparent' ? CHECKERBOARD : background }}
          >
            {cutout && (
              <img
                src={cutout}
                alt="Product image with the background removed"
                className="max-h-full max-w-full object-contain"
              />
            )}
          </div>
        </TabsContent>
      </Tabs>

      <fieldset className="grid gap-2" disabled={!cutout || busy}>
        <legend className="mb-1 text-sm font-medium">Background colour</legend>
        <div className="flex flex-wrap gap-2">
          {EDITOR_SWATCHES.map((s) => (
            <button
              key={s}
              type="button"
              aria-label={SWATCH_NAMES[s]}
              aria-pressed={background === s}
              title={SWATCH_NAMES[s]}
              onClick={() => {
                setBackground(s);
                setTab('edited');
              }}
              className="flex size-8 items-center justify-center rounded-full border-2 border-border shadow-sm disabled:opacity-40 aria-pressed:border-primary"
              style={{ background: s === 'transparent' ? CHECKERBOARD : s }}
            >
              {background === s && (
                <CheckIcon
                  aria-hidden
                  className={cn('size-4', s === '#000000' ? 'text-white' : 'text-slate-900')}
                />
              )}
            </button>
          ))}
        </div>
        {!cutout && (
          <p className="text-xs text-muted-foreground">Remove the background first to choose a new one.</p>
        )}
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" disabled={busy}>
          <label htmlFor={inputId} className="cursor-pointer">
            <ImageUpIcon aria-hidden /> Change Image
          </label>
        </Button>
        <input
          id={inputId}
          type="file"
          accept={PRODUCT_IMAGE_ACCEPT}
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            if (file.size > PRODUCT_IMAGE_MAX_BYTES) return toast.error(PRODUCT_MESSAGES.fileSize);
            if (!/^image\/(jpeg|png|gif|webp)$/.test(file.type))
              return toast.error(PRODUCT_MESSAGES.fileType);
            setSource({ url: URL.createObjectURL(file), blob: file });
            setCutout(null);
            setTab('original');
          }}
        />
        <Button variant="secondary" onClick={() => void onRemoveBackground()} disabled={busy}>
          <WandSparklesIcon aria-hidden /> {removeBg.isPending ? 'Processing...' : 'Remove Background'}
        </Button>
        <Button variant="outline" onClick={() => void onDownload()} disabled={busy}>
          <DownloadIcon aria-hidden /> Download
        </Button>
        <Button
          onClick={() => void onSaveChanges()}
          disabled={busy || (!cutout && !changed)}
          className="sm:ml-auto"
        >
          <SaveIcon aria-hidden /> {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}

/**
 * The image editor, for a saved product image: Original / Edited, Change Image, Remove Background
 * (on the server), nine background swatches, Download and Save Changes (which replaces the saved image).
 */
export function ImageEditorDialog({
  imageUrl,
  open,
  onOpenChange,
  onSave,
}: {
  imageUrl: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (png: Blob) => Promise<void>;
}) {
  return (
    <Dialog open={open && Boolean(imageUrl)} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[95svh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Image editor</DialogTitle>
          <DialogDescription>
            Remove the background, pick a new one, then save it over this image.
          </DialogDescription>
        </DialogHeader>
        {imageUrl && (
          <EditorBody key={imageUrl} imageUrl={imageUrl} onSave={onSave} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
