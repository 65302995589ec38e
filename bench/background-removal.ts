/**
 * Background-removal benchmark: mask quality (IoU against the known truth) and time per megapixel on the
 * generated product photos. Run: `node --import tsx bench/background-removal.ts` (OUT_DIR=/tmp/x also writes
 * each photo and its alpha as PNG for a look).
 */
import sharp from 'sharp';
import { maskIoU, productPhotoFixtures } from '../apps/server/test/fixtures/product-photos.ts';
import { cutOut, removeBackground } from '../apps/server/src/modules/background-removal/remove-background.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const out = process.env.OUT_DIR;

const fixtures = await productPhotoFixtures();
// Warm-up (JIT, sharp's thread pool).
await removeBackground(fixtures[0]!.photo);

let iouSum = 0;
let msSum = 0;
let mpSum = 0;
console.log(`${'scene'.padEnd(40)} ${'IoU'.padStart(7)} ${'ms'.padStart(7)} ${'ms/MP'.padStart(7)}`);
for (const f of fixtures) {
  const c = await cutOut(f.photo);
  const iou = maskIoU(c.alpha, f.truth);
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    await removeBackground(f.photo);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const ms = times[Math.floor(times.length / 2)]!;
  const mp = (f.width * f.height) / 1e6;
  iouSum += iou;
  msSum += ms;
  mpSum += mp;
  console.log(
    `${f.name.padEnd(40)} ${iou.toFixed(4).padStart(7)} ${ms.toFixed(0).padStart(7)} ${(ms / mp).toFixed(0).padStart(7)}`,
  );
  if (out) {
    const slug = f.name.replace(/\W+/g, '-');
    await sharp(f.photo).png().toFile(`${out}/${slug}-photo.png`);
    await sharp(Buffer.from(c.alpha), { raw: { width: c.width, height: c.height, channels: 1 } })
      .png()
      .toFile(`${out}/${slug}-alpha.png`);
    await sharp(await removeBackground(f.photo))
      .flatten({ background: '#ff00ff' })
      .png()
      .toFile(`${out}/${slug}-cut.png`);
  }
}
console.log(
  `mean IoU ${(iouSum / fixtures.length).toFixed(4)} · ${(msSum / mpSum).toFixed(0)} ms per megapixel (median of ${ROUNDS}, full pipeline: decode, mask, PNG encode)`,
);
