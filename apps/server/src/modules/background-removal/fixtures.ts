import sharp from 'sharp';

/**
 * Generated product photos with a known true mask, for the background-removal quality test and benchmark.
 * Each scene is an SVG: a studio background (plain, linear or radial gradient), a soft blurred shadow, and a
 * product drawn from shapes with shading. The truth is the same product shapes in white on black (no shadow).
 * Sensor noise and JPEG compression are added to the photo, as a camera would.
 */

export interface Fixture {
  name: string;
  width: number;
  height: number;
  /** The photo as JPEG. */
  photo: Buffer;
  /** 1 where the product is, 0 elsewhere. */
  truth: Uint8Array;
}

type Paint = (fill: string) => string;
interface Scene {
  name: string;
  width: number;
  height: number;
  background: string;
  defs?: string;
  /** Shadow ellipse: cx, cy, rx, ry, opacity, blur. */
  shadow?: [number, number, number, number, number, number];
  /** The product; `p(colour)` gives the colour in the photo and white in the truth. */
  product: (p: Paint) => string;
}

const SCENES: Scene[] = [
  {
    name: 'phone on plain white',
    width: 800,
    height: 800,
    background: '<rect width="100%" height="100%" fill="#f6f6f6"/>',
    defs: '<linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#7c3aed"/></linearGradient>',
    shadow: [400, 700, 170, 26, 0.35, 14],
    product: (p) =>
      `<rect x="260" y="90" width="280" height="600" rx="38" fill="${p('#1f2937')}"/>
       <rect x="278" y="120" width="244" height="540" rx="22" fill="${p('url(#scr)')}"/>
       <circle cx="400" cy="106" r="6" fill="${p('#111827')}"/>`,
  },
  {
    name: 'headphones on vertical grey gradient',
    width: 900,
    height: 760,
    background:
      '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef0f3"/><stop offset="1" stop-color="#cdd3da"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/>',
    shadow: [450, 660, 250, 30, 0.3, 18],
    product: (p) =>
      `<path d="M 250 470 A 200 220 0 0 1 650 470" fill="none" stroke="${p('#374151')}" stroke-width="46" stroke-linecap="round"/>
       <rect x="188" y="420" width="120" height="210" rx="50" fill="${p('#111827')}"/>
       <rect x="592" y="420" width="120" height="210" rx="50" fill="${p('#111827')}"/>
       <rect x="212" y="450" width="70" height="150" rx="30" fill="${p('#4b5563')}"/>
       <rect x="618" y="450" width="70" height="150" rx="30" fill="${p('#4b5563')}"/>`,
  },
  {
    name: 'watch on radial gradient',
    width: 800,
    height: 800,
    background:
      '<defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d5dbe2"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/>',
    defs: '<radialGradient id="face" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#334155"/><stop offset="1" stop-color="#020617"/></radialGradient>',
    shadow: [420, 690, 150, 22, 0.28, 16],
    product: (p) =>
      `<rect x="340" y="70" width="120" height="660" rx="30" fill="${p('#92400e')}"/>
       <circle cx="400" cy="400" r="165" fill="${p('#9ca3af')}"/>
       <circle cx="400" cy="400" r="140" fill="${p('url(#face)')}"/>
       <rect x="560" y="380" width="26" height="40" rx="6" fill="${p('#6b7280')}"/>`,
  },
  {
    name: 'speaker on plain peach',
    width: 760,
    height: 860,
    background: '<rect width="100%" height="100%" fill="#fde8d8"/>',
    defs: '<linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1d4ed8"/><stop offset="0.5" stop-color="#3b82f6"/><stop offset="1" stop-color="#1e40af"/></linearGradient>',
    shadow: [380, 770, 190, 30, 0.35, 20],
    product: (p) =>
      `<rect x="200" y="120" width="360" height="640" rx="120" fill="${p('url(#body)')}"/>
       <circle cx="380" cy="330" r="70" fill="${p('#0f172a')}"/>
       <circle cx="380" cy="560" r="110" fill="${p('#0f172a')}"/>
       <rect x="330" y="150" width="100" height="18" rx="9" fill="${p('#93c5fd')}"/>`,
  },
  {
    name: 'space-grey laptop on light gradient',
    width: 1000,
    height: 700,
    background:
      '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e4e7eb"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/>',
    shadow: [500, 600, 380, 28, 0.3, 16],
    product: (p) =>
      `<rect x="230" y="110" width="540" height="360" rx="18" fill="${p('#9ca3af')}"/>
       <rect x="250" y="130" width="500" height="320" rx="6" fill="${p('#0b1220')}"/>
       <path d="M 170 480 L 830 480 L 880 580 Q 880 592 866 592 L 134 592 Q 120 592 120 580 Z" fill="${p('#6b7280')}"/>
       <rect x="440" y="560" width="120" height="14" rx="7" fill="${p('#4b5563')}"/>`,
  },
  {
    name: 'camera on diagonal teal gradient',
    width: 900,
    height: 700,
    background:
      '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6efec"/><stop offset="1" stop-color="#9fd2cb"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/>',
    defs: '<radialGradient id="lens" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#475569"/><stop offset="1" stop-color="#020617"/></radialGradient>',
    shadow: [450, 590, 300, 30, 0.32, 18],
    product: (p) =>
      `<rect x="180" y="200" width="540" height="360" rx="40" fill="${p('#27272a')}"/>
       <rect x="250" y="150" width="150" height="70" rx="14" fill="${p('#3f3f46')}"/>
       <circle cx="450" cy="385" r="140" fill="${p('#a1a1aa')}"/>
       <circle cx="450" cy="385" r="112" fill="${p('url(#lens)')}"/>
       <rect x="620" y="230" width="60" height="36" rx="8" fill="${p('#dc2626')}"/>`,
  },
  {
    name: 'white controller on dark gradient',
    width: 900,
    height: 700,
    background:
      '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3d45"/><stop offset="1" stop-color="#1f2126"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/>',
    shadow: [450, 560, 280, 26, 0.5, 16],
    product: (p) =>
      `<path d="M 250 250 Q 450 200 650 250 Q 760 280 770 420 Q 780 540 700 545 Q 640 548 600 470 L 300 470 Q 260 548 200 545 Q 120 540 130 420 Q 140 280 250 250 Z" fill="${p('#e5e7eb')}"/>
       <circle cx="330" cy="350" r="40" fill="${p('#9ca3af')}"/>
       <circle cx="570" cy="350" r="40" fill="${p('#9ca3af')}"/>`,
  },
  {
    name: 'orange tablet on blue-grey',
    width: 800,
    height: 800,
    background: '<rect width="100%" height="100%" fill="#cbd5e1"/>',
    shadow: [420, 700, 230, 24, 0.35, 16],
    product: (p) =>
      `<rect x="170" y="120" width="460" height="580" rx="34" fill="${p('#ea580c')}"/>
       <rect x="196" y="146" width="408" height="528" rx="14" fill="${p('#fff7ed')}"/>
       <circle cx="400" cy="133" r="5" fill="${p('#7c2d12')}"/>`,
  },
  {
    name: 'white earbuds case on light grey',
    width: 800,
    height: 700,
    background: '<rect width="100%" height="100%" fill="#d4d8de"/>',
    defs: '<linearGradient id="case" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f4f6f8"/></linearGradient>',
    shadow: [400, 560, 210, 26, 0.3, 18],
    product: (p) =>
      `<rect x="220" y="170" width="360" height="360" rx="150" fill="${p('url(#case)')}"/>
       <rect x="236" y="300" width="328" height="6" fill="${p('#cbd5e1')}"/>
       <circle cx="400" cy="400" r="9" fill="${p('#94a3b8')}"/>`,
  },
];

function svgOf(scene: Scene, truth: boolean): string {
  const paint: Paint = (fill) => (truth ? '#ffffff' : fill);
  const shadow =
    !truth && scene.shadow
      ? (() => {
          const [cx, cy, rx, ry, opacity, blur] = scene.shadow;
          return `<filter id="sh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter>
            <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="${opacity}" filter="url(#sh)"/>`;
        })()
      : '';
  const background = truth ? '<rect width="100%" height="100%" fill="#000"/>' : scene.background;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}">
    <defs>${scene.defs ?? ''}</defs>${background}${shadow}${scene.product(paint)}</svg>`;
}

/** Deterministic noise (mulberry32 + Box-Muller): the same fixtures on every machine. */
function noiseSource(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
}

async function render(scene: Scene, index: number): Promise<Fixture> {
  const { width, height } = scene;
  const photoRaw = await sharp(Buffer.from(svgOf(scene, false)))
    .removeAlpha()
    .raw()
    .toBuffer();
  const gauss = noiseSource(1000 + index);
  for (let i = 0; i < photoRaw.length; i++)
    photoRaw[i] = Math.max(0, Math.min(255, Math.round(photoRaw[i]! + 2.2 * gauss())));
  const photo = await sharp(photoRaw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
  const truthRaw = await sharp(Buffer.from(svgOf(scene, true)))
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer();
  const truth = new Uint8Array(width * height);
  for (let i = 0; i < truth.length; i++) truth[i] = truthRaw[i]! >= 128 ? 1 : 0;
  return { name: scene.name, width, height, photo, truth };
}

/** Every fixture scene, rendered. */
export async function productPhotoFixtures(): Promise<Fixture[]> {
  return Promise.all(SCENES.map((s, i) => render(s, i)));
}

/** Intersection over union of a predicted alpha (foreground where ≥ 128) and a 0/1 truth. */
export function maskIoU(alpha: Uint8Array, truth: Uint8Array): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < truth.length; i++) {
    const p = alpha[i]! >= 128;
    const t = truth[i] === 1;
    if (p && t) inter++;
    if (p || t) union++;
  }
  return union === 0 ? 1 : inter / union;
}
