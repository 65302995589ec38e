import { CMS_IMAGE_ACCEPT } from '@electrohub/shared/admin-cms';
import { ImagePicker } from '@/components/image-picker';

const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = CMS_IMAGE_ACCEPT.split(',');

/** The browser's first check of a chosen file (image files only, at most 5 MB); the server checks the content. */
export function imageFileError(file: File): string | undefined {
  if (!TYPES.includes(file.type)) return 'Invalid file type. Only JPEG, PNG, JPG, GIF, and WEBP are allowed';
  if (file.size > MAX_BYTES) return 'File size must not exceed 5MB';
  return undefined;
}

/** The CMS's image input: the shared picker with the CMS's types, hint and frame. */
export function ImageField({
  wide = false,
  frame = wide ? 'wide' : 'square',
  ...props
}: Omit<Parameters<typeof ImagePicker>[0], 'accept' | 'hint' | 'previewAlt'> & {
  /** Banner proportions instead of a square tile. */
  wide?: boolean;
}) {
  return (
    <ImagePicker
      {...props}
      accept={CMS_IMAGE_ACCEPT}
      hint="JPEG, PNG, GIF or WEBP, up to 5 MB"
      frame={frame}
      previewAlt="Selected image preview"
    />
  );
}
