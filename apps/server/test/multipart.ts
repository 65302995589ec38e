import { loadSharp } from '../src/lib/sharp.ts';

/** Test helpers for the seller modules (used by tests only). */

/** A small real image of a given format (content decides the type, never the name). */
export async function imageBytes(
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  colour = '#3b82f6',
  size = 64,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const base = sharp({ create: { width: size, height: size, channels: 3, background: colour } });
  return format === 'png'
    ? base.png().toBuffer()
    : format === 'jpeg'
      ? base.jpeg().toBuffer()
      : format === 'webp'
        ? base.webp().toBuffer()
        : base.gif().toBuffer();
}

export interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body for `app.inject` (built by the platform's own FormData encoder). */
export async function multipart(fields: Record<string, string | number>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const f of files) form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Valid add-product fields (override what the test is about). */
export function productFields(o: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    name: 'Volt X1 Smartphone',
    description: 'A 6.5-inch phone with a 5000 mAh battery.',
    price: 24999,
    offerPercentage: 10,
    stock: 12,
    categoryName: 'Smartphones',
    status: 'Active',
    brand: 'Volt',
    details: JSON.stringify([{ key: 'RAM', value: '8 GB' }]),
    ...o,
  };
}

export async function imageParts(count: number, field = 'images'): Promise<FilePart[]> {
  const colours = ['#ef4444', '#22c55e', '#3b82f6', '#eab308', '#a855f7', '#14b8a6'];
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      field,
      name: `photo-${i + 1}.png`,
      type: 'image/png',
      data: await imageBytes('png', colours[i % colours.length]),
    })),
  );
}
