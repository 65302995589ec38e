/**
 * Generated product art: stylised, flat-shaded drawings of each kind of product as SVG, composed into
 * product-photo-like cards (soft background, shadow, brand name). Everything is plain SVG strings for
 * sharp/librsvg to rasterise; no filters (blur is by far the slowest thing librsvg does), soft shadows
 * are radial gradients instead.
 *
 * Each drawing is centred on (0, 0) and fits roughly in ±300 × ±270, so layouts can place and scale any
 * kind the same way.
 */
import type { ArtKind } from './catalog-data.ts';
import { Rng } from './random.ts';

export interface ArtSpec {
  kind: ArtKind;
  /** Product body colour. */
  colour: string;
  /** Screen wallpaper, lights, highlights. */
  accent: string;
  brand: string;
  model: string;
  /** Selling points for the feature card. */
  badges: readonly string[];
  /** Varies backgrounds and details between products. */
  seed: number;
  /** Watches: round or square face. */
  round?: boolean;
}

type View = 'front' | 'back';

interface Paint {
  /** Prefix for ids, unique within one SVG document. */
  u: string;
  body: string;
  accent: string;
  brand: string;
  round: boolean;
  view: View;
}

// ---------------------------------------------------------------------------------------------------
// Colour and markup helpers

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const n = parseInt(h.length === 3 ? [...h].map((ch) => ch + ch).join('') : h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const ch = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(r1, r2)}${ch(g1, g2)}${ch(b1, b2)}`;
}
export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
/** Readable ink on a surface of this colour. */
const inkOn = (hex: string): string => (luminance(hex) > 0.6 ? '#334155' : '#f8fafc');

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;

function text(x: number, y: number, s: string, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size.toFixed(1)}" fill="${fill}" ${extra}>${esc(s)}</text>`;
}

/** A font size that keeps `s` within `maxWidth` (DejaVu Sans averages ~0.6 em per character). */
function fitSize(s: string, base: number, maxWidth: number, em = 0.62): number {
  return Math.max(12, Math.min(base, maxWidth / Math.max(1, s.length * em)));
}

const linear = (id: string, stops: readonly string[], x2 = 1, y2 = 1): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((s, i) => `<stop offset="${(i / Math.max(1, stops.length - 1)).toFixed(2)}" stop-color="${s}"/>`)
    .join('')}</linearGradient>`;

/** Gradients every drawing may use: body, screen wallpaper, glass, metal, lens. */
function paintDefs(p: Paint): string {
  const { u, body, accent } = p;
  return `<defs>
${linear(`${u}b`, [lighten(body, 0.22), body, darken(body, 0.25)])}
${linear(`${u}bv`, [lighten(body, 0.15), darken(body, 0.2)], 0, 1)}
${linear(`${u}s`, [lighten(accent, 0.15), accent, mix(accent, '#1e1b4b', 0.6)])}
${linear(`${u}m`, ['#f8fafc', '#94a3b8', '#e2e8f0'])}
<radialGradient id="${u}l" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#60a5fa"/><stop offset="0.35" stop-color="#1e3a8a"/><stop offset="1" stop-color="#020617"/></radialGradient>
<radialGradient id="${u}sph" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${lighten(body, 0.35)}"/><stop offset="0.6" stop-color="${body}"/><stop offset="1" stop-color="${darken(body, 0.35)}"/></radialGradient>
</defs>`;
}

/** Phone/tablet wallpaper: gradient with two soft blobs, clipped to the screen. */
function wallpaper(p: Paint, x: number, y: number, w: number, h: number, rx: number): string {
  const id = `${p.u}c${Math.round(x)}${Math.round(y)}`.replace(/-/g, 'n');
  return `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}"/></clipPath>
<g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${p.u}s)"/>
<circle cx="${x + w * 0.2}" cy="${y + h * 0.3}" r="${Math.max(w, h) * 0.35}" fill="${lighten(p.accent, 0.45)}" opacity="0.45"/>
<circle cx="${x + w * 0.9}" cy="${y + h * 0.85}" r="${Math.max(w, h) * 0.45}" fill="${mix(p.accent, '#0f172a', 0.3)}" opacity="0.55"/>
<path d="M${x} ${y + h * 0.62} C${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.6} ${y + h * 0.85} ${x + w} ${y + h * 0.6} L${x + w} ${y + h} L${x} ${y + h} Z" fill="#ffffff" opacity="0.12"/></g>`;
}

/** TV/monitor/camera picture: sky, sun, hills. */
function scene(p: Paint, x: number, y: number, w: number, h: number): string {
  const sky = `${p.u}sky`;
  const a = p.accent;
  return `<defs>${linear(sky, [lighten(a, 0.55), lighten(a, 0.15), mix(a, '#f59e0b', 0.45)], 0, 1)}</defs>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${sky})"/>
<circle cx="${x + w * 0.68}" cy="${y + h * 0.42}" r="${h * 0.14}" fill="#fff7ed" opacity="0.9"/>
<path d="M${x} ${y + h * 0.72} L${x + w * 0.22} ${y + h * 0.42} L${x + w * 0.4} ${y + h * 0.66} L${x + w * 0.58} ${y + h * 0.38} L${x + w * 0.82} ${y + h * 0.7} L${x + w} ${y + h * 0.52} L${x + w} ${y + h} L${x} ${y + h} Z" fill="${mix(a, '#1e293b', 0.55)}"/>
<path d="M${x} ${y + h * 0.86} C${x + w * 0.3} ${y + h * 0.74} ${x + w * 0.6} ${y + h * 0.95} ${x + w} ${y + h * 0.8} L${x + w} ${y + h} L${x} ${y + h} Z" fill="${mix(a, '#052e16', 0.7)}"/>`;
}

// ---------------------------------------------------------------------------------------------------
// Drawings, one per kind. `p.view` picks front or back where a back view makes sense.

function phone(p: Paint): string {
  const { u, body } = p;
  if (p.view === 'back') {
    return `<rect x="-128" y="-255" width="256" height="510" rx="40" fill="url(#${u}b)"/>
<rect x="-128" y="-255" width="256" height="510" rx="40" fill="none" stroke="${lighten(body, 0.35)}" stroke-width="3"/>
<rect x="-108" y="-232" width="124" height="160" rx="34" fill="${darken(body, 0.18)}" stroke="${lighten(body, 0.25)}" stroke-width="3"/>
<circle cx="-70" cy="-194" r="27" fill="#0b0f19" stroke="#475569" stroke-width="6"/><circle cx="-70" cy="-194" r="13" fill="url(#${u}l)"/>
<circle cx="-70" cy="-112" r="27" fill="#0b0f19" stroke="#475569" stroke-width="6"/><circle cx="-70" cy="-112" r="13" fill="url(#${u}l)"/>
<circle cx="-18" cy="-194" r="14" fill="#0b0f19" stroke="#475569" stroke-width="4"/><circle cx="-18" cy="-140" r="7" fill="#fde68a"/>
${text(0, 200, p.brand.toUpperCase(), fitSize(p.brand, 22, 180), inkOn(body), 'text-anchor="middle" font-weight="bold" letter-spacing="3" opacity="0.75"')}
<path d="M-128 -120 L40 -255 L100 -255 L-128 -40 Z" fill="#ffffff" opacity="0.07"/>`;
  }
  return `<rect x="-128" y="-255" width="256" height="510" rx="40" fill="url(#${u}b)"/>
<rect x="-119" y="-246" width="238" height="492" rx="33" fill="#0b0f19"/>
${wallpaper(p, -110, -237, 220, 474, 26)}
<circle cx="0" cy="-216" r="8" fill="#000"/>
${text(0, -120, '10:08', 58, '#ffffff', 'text-anchor="middle"')}
${text(0, -86, 'Monday, 15 July', 16, '#ffffff', 'text-anchor="middle" opacity="0.8"')}
<rect x="-86" y="168" width="40" height="40" rx="11" fill="#ffffff" opacity="0.3"/><rect x="-38" y="168" width="40" height="40" rx="11" fill="#ffffff" opacity="0.3"/>
<rect x="10" y="168" width="40" height="40" rx="11" fill="#ffffff" opacity="0.3"/><rect x="58" y="168" width="40" height="40" rx="11" fill="#ffffff" opacity="0.3"/>
<rect x="128" y="-150" width="5" height="70" rx="2" fill="${darken(body, 0.3)}"/><rect x="128" y="-60" width="5" height="40" rx="2" fill="${darken(body, 0.3)}"/>
<path d="M-110 -60 L60 -237 L110 -237 L-110 20 Z" fill="#ffffff" opacity="0.06"/>`;
}

function laptop(p: Paint): string {
  const { u, body } = p;
  if (p.view === 'back') {
    return `<rect x="-270" y="-185" width="540" height="360" rx="24" fill="url(#${u}b)"/>
<rect x="-270" y="-185" width="540" height="360" rx="24" fill="none" stroke="${lighten(body, 0.3)}" stroke-width="3"/>
<rect x="-230" y="160" width="460" height="15" rx="6" fill="${darken(body, 0.3)}"/>
<circle cx="0" cy="-10" r="38" fill="${lighten(body, 0.3)}" opacity="0.75"/>
${text(0, 75, p.brand, fitSize(p.brand, 34, 300), inkOn(body), 'text-anchor="middle" font-weight="bold" opacity="0.6"')}
<path d="M-270 40 L100 -185 L180 -185 L-270 120 Z" fill="#ffffff" opacity="0.06"/>`;
  }
  return `<rect x="-250" y="-225" width="500" height="325" rx="16" fill="url(#${u}b)"/>
<rect x="-242" y="-217" width="484" height="309" rx="10" fill="#0b0f19"/>
${wallpaper(p, -228, -203, 456, 275, 4)}
<rect x="-150" y="-150" width="190" height="120" rx="8" fill="#ffffff" opacity="0.92"/>
<rect x="-150" y="-150" width="190" height="18" rx="8" fill="#e2e8f0"/>
<rect x="-135" y="-118" width="120" height="9" rx="4" fill="#94a3b8"/><rect x="-135" y="-100" width="150" height="9" rx="4" fill="#cbd5e1"/>
<rect x="-135" y="-82" width="90" height="9" rx="4" fill="#cbd5e1"/><rect x="-135" y="-62" width="60" height="18" rx="6" fill="${p.accent}"/>
<rect x="60" y="-120" width="120" height="150" rx="8" fill="#ffffff" opacity="0.2"/>
<circle cx="0" cy="-210" r="3" fill="#334155"/>
<rect x="-250" y="98" width="500" height="9" fill="${darken(body, 0.4)}"/>
<path d="M-300 105 L300 105 L322 130 Q324 140 312 140 L-312 140 Q-324 140 -322 130 Z" fill="url(#${u}bv)"/>
<rect x="-50" y="105" width="100" height="8" rx="4" fill="${darken(body, 0.25)}"/>`;
}

function tablet(p: Paint): string {
  const { u, body } = p;
  if (p.view === 'back') {
    return `<rect x="-170" y="-245" width="340" height="490" rx="32" fill="url(#${u}b)"/>
<rect x="-145" y="-220" width="78" height="78" rx="22" fill="${darken(body, 0.15)}" stroke="${lighten(body, 0.25)}" stroke-width="3"/>
<circle cx="-106" cy="-181" r="20" fill="#0b0f19" stroke="#475569" stroke-width="5"/><circle cx="-106" cy="-181" r="9" fill="url(#${u}l)"/>
<circle cx="0" cy="0" r="30" fill="${lighten(body, 0.3)}" opacity="0.7"/>
${text(0, 200, p.brand.toUpperCase(), fitSize(p.brand, 22, 220), inkOn(body), 'text-anchor="middle" font-weight="bold" letter-spacing="3" opacity="0.7"')}
<g transform="translate(230 0) rotate(12)"><rect x="-9" y="-210" width="18" height="400" rx="9" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/><path d="M-9 190 L0 225 L9 190 Z" fill="#475569"/></g>`;
  }
  return `<rect x="-255" y="-175" width="510" height="350" rx="32" fill="url(#${u}b)"/>
<rect x="-246" y="-166" width="492" height="332" rx="25" fill="#0b0f19"/>
${wallpaper(p, -232, -152, 464, 304, 14)}
<circle cx="0" cy="-159" r="4" fill="#334155"/>
${text(-200, -90, '10:08', 44, '#ffffff')}
<rect x="-200" y="-60" width="150" height="90" rx="14" fill="#ffffff" opacity="0.25"/><rect x="-35" y="-60" width="90" height="90" rx="14" fill="#ffffff" opacity="0.25"/>
<rect x="70" y="-60" width="130" height="200" rx="14" fill="#ffffff" opacity="0.18"/>`;
}

function headphones(p: Paint): string {
  const { u, body } = p;
  const cushion = darken(body, luminance(body) > 0.6 ? 0.25 : 0.45);
  if (p.view === 'back') {
    return `<path d="M-150 40 C-160 -290 160 -290 150 40" fill="none" stroke="url(#${u}b)" stroke-width="32" stroke-linecap="round"/>
<path d="M-120 -60 C-110 -210 110 -210 120 -60" fill="none" stroke="${cushion}" stroke-width="20" stroke-linecap="round"/>
<rect x="-164" y="0" width="28" height="70" rx="10" fill="url(#${u}m)"/><rect x="136" y="0" width="28" height="70" rx="10" fill="url(#${u}m)"/>
<circle cx="0" cy="120" r="150" fill="url(#${u}b)"/><circle cx="0" cy="120" r="120" fill="none" stroke="${lighten(body, 0.3)}" stroke-width="4"/>
${text(0, 132, p.brand, fitSize(p.brand, 38, 200), inkOn(body), 'text-anchor="middle" font-weight="bold" opacity="0.7"')}`;
  }
  return `<path d="M-172 60 C-185 -255 185 -255 172 60" fill="none" stroke="url(#${u}b)" stroke-width="34" stroke-linecap="round"/>
<path d="M-140 -40 C-130 -190 130 -190 140 -40" fill="none" stroke="${cushion}" stroke-width="20" stroke-linecap="round"/>
<rect x="-186" y="30" width="28" height="64" rx="10" fill="url(#${u}m)"/><rect x="158" y="30" width="28" height="64" rx="10" fill="url(#${u}m)"/>
<ellipse cx="-175" cy="150" rx="74" ry="108" fill="url(#${u}b)"/><ellipse cx="-140" cy="150" rx="40" ry="92" fill="${cushion}"/>
<ellipse cx="175" cy="150" rx="74" ry="108" fill="url(#${u}b)"/><ellipse cx="140" cy="150" rx="40" ry="92" fill="${cushion}"/>
<ellipse cx="-195" cy="120" rx="18" ry="40" fill="#ffffff" opacity="0.15"/>`;
}

function bud(p: Paint, x: number, y: number, flip: boolean, scale = 1): string {
  const { u, body } = p;
  return `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})">
<rect x="-14" y="10" width="28" height="120" rx="14" fill="url(#${u}b)" transform="rotate(-12)"/>
<ellipse cx="0" cy="0" rx="56" ry="50" fill="url(#${u}b)"/>
<ellipse cx="38" cy="-6" rx="24" ry="30" fill="${darken(body, 0.45)}"/>
<ellipse cx="-20" cy="-18" rx="18" ry="10" fill="#ffffff" opacity="0.35"/></g>`;
}

function earbuds(p: Paint): string {
  const { u, body } = p;
  if (p.view === 'back') {
    // The case open, buds resting inside, lid raised behind.
    return `<rect x="-150" y="-200" width="300" height="200" rx="74" fill="url(#${u}bv)"/>
<rect x="-128" y="-180" width="256" height="160" rx="60" fill="${darken(body, 0.3)}"/>
<rect x="-150" y="-10" width="300" height="200" rx="74" fill="url(#${u}b)"/>
<ellipse cx="0" cy="2" rx="138" ry="28" fill="${darken(body, 0.4)}"/>
<circle cx="-52" cy="-6" r="36" fill="url(#${u}b)"/><circle cx="-40" cy="-12" r="15" fill="${darken(body, 0.45)}"/>
<circle cx="52" cy="-6" r="36" fill="url(#${u}b)"/><circle cx="40" cy="-12" r="15" fill="${darken(body, 0.45)}"/>
<circle cx="0" cy="150" r="6" fill="#22c55e"/>
${text(0, 110, p.brand, fitSize(p.brand, 26, 200), inkOn(body), 'text-anchor="middle" font-weight="bold" opacity="0.6"')}`;
  }
  return `<rect x="-145" y="10" width="290" height="210" rx="84" fill="url(#${u}b)"/>
<path d="M-141 70 L141 70" stroke="${darken(body, 0.3)}" stroke-width="3"/>
<circle cx="0" cy="150" r="6" fill="#22c55e"/>
<ellipse cx="-90" cy="40" rx="30" ry="14" fill="#ffffff" opacity="0.2"/>
${bud(p, -95, -150, false)}${bud(p, 95, -150, true)}`;
}

function neckband(p: Paint): string {
  const { u, body } = p;
  return `<path d="M-170 -130 C-175 130 175 130 170 -130" fill="none" stroke="url(#${u}b)" stroke-width="30" stroke-linecap="round"/>
<rect x="-192" y="-200" width="44" height="120" rx="22" fill="url(#${u}b)"/><rect x="148" y="-200" width="44" height="120" rx="22" fill="url(#${u}b)"/>
<rect x="-178" y="-170" width="16" height="40" rx="8" fill="${darken(body, 0.3)}"/>
<path d="M-170 -200 C-170 -250 -110 -250 -90 -180" fill="none" stroke="#1f2937" stroke-width="6"/>
<path d="M170 -200 C170 -250 110 -250 90 -180" fill="none" stroke="#1f2937" stroke-width="6"/>
<circle cx="-85" cy="-160" r="34" fill="url(#${u}b)"/><circle cx="-68" cy="-150" r="16" fill="${darken(body, 0.45)}"/>
<circle cx="85" cy="-160" r="34" fill="url(#${u}b)"/><circle cx="68" cy="-150" r="16" fill="${darken(body, 0.45)}"/>
${text(0, 95, p.brand, fitSize(p.brand, 24, 160), inkOn(body), 'text-anchor="middle" font-weight="bold" opacity="0.6"')}`;
}

function wired(p: Paint): string {
  const { body } = p;
  return `<path d="M0 230 L0 40 C0 -40 -110 -60 -110 -150" fill="none" stroke="${darken(body, 0.1)}" stroke-width="7"/>
<path d="M0 40 C0 -40 110 -40 110 -140" fill="none" stroke="${darken(body, 0.1)}" stroke-width="7"/>
<rect x="-14" y="20" width="28" height="50" rx="12" fill="${darken(body, 0.2)}"/>
<rect x="-18" y="-20" width="36" height="90" rx="16" fill="url(#${p.u}b)" transform="translate(55 -10) rotate(35)"/>
<rect x="-16" y="200" width="32" height="60" rx="8" fill="url(#${p.u}b)"/><rect x="-6" y="258" width="12" height="26" rx="3" fill="url(#${p.u}m)"/>
${bud(p, -110, -180, false, 0.85)}${bud(p, 110, -170, true, 0.85)}`;
}

function watch(p: Paint): string {
  const { u, body, accent } = p;
  const caseCol = mix(body, '#cbd5e1', 0.35);
  const strap = `<rect x="-88" y="-275" width="176" height="550" rx="46" fill="url(#${u}bv)"/>
${[150, 185, 220].map((y) => `<circle cx="0" cy="${y}" r="7" fill="${darken(body, 0.4)}"/>`).join('')}`;
  if (p.view === 'back') {
    return `${strap}<circle cx="0" cy="0" r="150" fill="${lighten(caseCol, 0.2)}" stroke="${darken(caseCol, 0.2)}" stroke-width="4"/>
<circle cx="0" cy="0" r="92" fill="#1f2937"/><circle cx="0" cy="0" r="70" fill="none" stroke="#475569" stroke-width="4"/>
${[0, 90, 180, 270].map((a) => `<circle cx="${Math.round(Math.cos((a * Math.PI) / 180) * 38)}" cy="${Math.round(Math.sin((a * Math.PI) / 180) * 38)}" r="9" fill="#22c55e" opacity="0.85"/>`).join('')}
<circle cx="0" cy="0" r="12" fill="#ef4444" opacity="0.8"/>
${text(0, 125, p.brand.toUpperCase(), 16, '#475569', 'text-anchor="middle" letter-spacing="2"')}`;
  }
  const face = `${text(0, 18, '10:08', 52, '#ffffff', 'text-anchor="middle" font-weight="bold"')}
${text(0, 52, '♥ 72  · 8,412 steps', 15, '#cbd5e1', 'text-anchor="middle"')}`;
  if (p.round) {
    const ring = (r: number, col: string, len: number) =>
      `<circle cx="0" cy="0" r="${r}" fill="none" stroke="${col}" stroke-width="10" stroke-linecap="round" stroke-dasharray="${len} 1000" transform="rotate(-90)"/>`;
    return `${strap}<circle cx="0" cy="0" r="152" fill="url(#${u}m)"/><circle cx="0" cy="0" r="140" fill="${caseCol}"/>
<circle cx="0" cy="0" r="128" fill="#030712"/>
${ring(112, accent, 560)}${ring(96, lighten(accent, 0.4), 380)}${ring(80, '#22c55e', 300)}
${face}<rect x="148" y="-26" width="18" height="52" rx="6" fill="url(#${u}m)"/>`;
  }
  return `${strap}<rect x="-132" y="-160" width="264" height="320" rx="68" fill="url(#${u}m)"/>
<rect x="-124" y="-152" width="248" height="304" rx="62" fill="${caseCol}"/><rect x="-112" y="-140" width="224" height="280" rx="52" fill="#030712"/>
<rect x="-90" y="-110" width="180" height="12" rx="6" fill="${accent}"/><rect x="-90" y="-110" width="120" height="12" rx="6" fill="${lighten(accent, 0.5)}"/>
${face}<rect x="-90" y="80" width="80" height="34" rx="12" fill="${accent}" opacity="0.9"/><rect x="10" y="80" width="80" height="34" rx="12" fill="#22c55e" opacity="0.9"/>
<rect x="128" y="-50" width="14" height="50" rx="6" fill="url(#${u}m)"/>`;
}

function camera(p: Paint): string {
  const { u, body, accent } = p;
  const grip = luminance(body) > 0.6 ? '#1f2937' : darken(body, 0.35);
  if (p.view === 'back') {
    return `<path d="M-240 -100 L-90 -100 L-60 -160 L60 -160 L90 -100 L240 -100 Q262 -100 262 -78 L262 150 Q262 172 240 172 L-240 172 Q-262 172 -262 150 L-262 -78 Q-262 -100 -240 -100 Z" fill="url(#${u}b)"/>
<rect x="-230" y="-70" width="290" height="200" rx="12" fill="#0b0f19"/>
<g>${scene(p, -220, -60, 270, 180)}</g>
<rect x="-50" y="-150" width="100" height="44" rx="10" fill="#111827"/>
<circle cx="150" cy="-40" r="26" fill="${grip}"/><circle cx="150" cy="40" r="40" fill="${grip}"/><circle cx="150" cy="40" r="16" fill="${lighten(grip, 0.2)}"/>
<circle cx="210" cy="120" r="12" fill="${grip}"/><circle cx="150" cy="130" r="12" fill="${grip}"/>
<rect x="200" y="-90" width="40" height="16" rx="8" fill="${accent}"/>`;
  }
  return `<path d="M-240 -100 L-90 -100 L-60 -160 L60 -160 L90 -100 L240 -100 Q262 -100 262 -78 L262 150 Q262 172 240 172 L-240 172 Q-262 172 -262 150 L-262 -78 Q-262 -100 -240 -100 Z" fill="url(#${u}b)"/>
<rect x="-262" y="-92" width="96" height="262" rx="34" fill="${grip}"/>
<ellipse cx="-200" cy="-110" rx="30" ry="9" fill="url(#${u}m)"/><rect x="150" y="-120" width="60" height="20" rx="6" fill="${darken(body, 0.3)}"/>
${text(0, -118, p.brand.toUpperCase(), fitSize(p.brand, 22, 110), '#f8fafc', 'text-anchor="middle" font-weight="bold"')}
<circle cx="30" cy="40" r="140" fill="${darken(body, 0.3)}"/><circle cx="30" cy="40" r="122" fill="#111827"/>
<circle cx="30" cy="40" r="112" fill="none" stroke="${accent}" stroke-width="3"/>
<circle cx="30" cy="40" r="100" fill="none" stroke="#374151" stroke-width="12"/>
<circle cx="30" cy="40" r="80" fill="url(#${u}l)"/><circle cx="30" cy="40" r="40" fill="#020617" opacity="0.6"/>
<ellipse cx="5" cy="10" rx="28" ry="17" fill="#ffffff" opacity="0.28"/>`;
}

function actioncam(p: Paint): string {
  const { u } = p;
  if (p.view === 'back') {
    return `<rect x="-170" y="-135" width="340" height="270" rx="40" fill="url(#${u}b)"/>
<rect x="-145" y="-110" width="290" height="220" rx="16" fill="#0b0f19"/>${scene(p, -135, -100, 270, 200)}
<rect x="60" y="-150" width="70" height="20" rx="8" fill="#ef4444"/>`;
  }
  return `<rect x="-170" y="-135" width="340" height="270" rx="40" fill="url(#${u}b)"/>
<rect x="-10" y="-110" width="155" height="155" rx="30" fill="#0b0f19"/>
<circle cx="67" cy="-32" r="56" fill="#1f2937" stroke="#475569" stroke-width="6"/><circle cx="67" cy="-32" r="36" fill="url(#${u}l)"/>
<ellipse cx="52" cy="-48" rx="14" ry="9" fill="#ffffff" opacity="0.3"/>
<rect x="-145" y="-110" width="115" height="115" rx="14" fill="#0b0f19"/>${wallpaper(p, -138, -103, 101, 101, 10)}
${text(-140, 100, p.brand, fitSize(p.brand, 28, 200), '#f8fafc', 'font-weight="bold"')}
<rect x="60" y="-150" width="70" height="20" rx="8" fill="#ef4444"/>`;
}

function tv(p: Paint): string {
  const { body } = p;
  return `<rect x="-305" y="-205" width="610" height="360" rx="6" fill="${body}"/>
<rect x="-297" y="-197" width="594" height="338" fill="#0b0f19"/>
<g>${scene(p, -293, -193, 586, 330)}</g>
<path d="M-297 -197 L-40 -197 L-297 120 Z" fill="#ffffff" opacity="0.05"/>
${text(0, 151, p.brand, 10, '#9ca3af', 'text-anchor="middle"')}
<path d="M-230 155 L-250 215 L-232 215 L-205 155 Z" fill="${darken(body, 0.2)}"/><path d="M230 155 L250 215 L232 215 L205 155 Z" fill="${darken(body, 0.2)}"/>`;
}

function controller(p: Paint): string {
  const { u, body, accent } = p;
  const dark = luminance(body) > 0.6 ? '#1f2937' : lighten(body, 0.15);
  const sony = p.brand === 'Sony';
  return `<path d="M-150 -80 C-90 -110 90 -110 150 -80 C225 -45 255 95 235 145 C220 185 170 185 145 145 L110 95 L-110 95 L-145 145 C-170 185 -220 185 -235 145 C-255 95 -225 -45 -150 -80 Z" fill="url(#${u}b)"/>
${sony ? `<rect x="-70" y="-95" width="140" height="70" rx="16" fill="${darken(body, 0.08)}" stroke="${darken(body, 0.18)}" stroke-width="2"/><path d="M-70 -92 L70 -92" stroke="${accent}" stroke-width="4"/>` : `<circle cx="0" cy="-55" r="22" fill="${dark}"/>`}
<rect x="-158" y="-42" width="20" height="60" rx="4" fill="${dark}"/><rect x="-178" y="-22" width="60" height="20" rx="4" fill="${dark}"/>
<circle cx="148" cy="-42" r="13" fill="#22c55e"/><circle cx="148" cy="8" r="13" fill="#3b82f6"/><circle cx="123" cy="-17" r="13" fill="#ec4899"/><circle cx="173" cy="-17" r="13" fill="#f59e0b"/>
<circle cx="-65" cy="45" r="34" fill="#111827"/><circle cx="-65" cy="45" r="22" fill="#374151"/>
<circle cx="65" cy="45" r="34" fill="#111827"/><circle cx="65" cy="45" r="22" fill="#374151"/>`;
}

function consoleArt(p: Paint): string {
  const { u, body, accent } = p;
  const ctrl = `<g transform="translate(175 190) scale(0.42)">${controller(p)}</g>`;
  if (p.brand === 'Microsoft') {
    return `<rect x="-135" y="-255" width="270" height="480" rx="18" fill="url(#${u}b)"/>
<ellipse cx="0" cy="-255" rx="110" ry="14" fill="${darken(body, 0.3)}"/>
<circle cx="-95" cy="-215" r="10" fill="#f8fafc"/><rect x="-115" y="150" width="60" height="10" rx="5" fill="${darken(body, 0.3)}"/>
<path d="M-135 -120 L135 -180 L135 -100 L-135 -40 Z" fill="#ffffff" opacity="0.05"/>
${text(-100, 200, p.brand, 16, inkOn(body), 'opacity="0.6"')}<circle cx="0" cy="-255" r="8" fill="${accent}"/>${ctrl}`;
  }
  return `<rect x="-55" y="-255" width="110" height="500" rx="20" fill="#111827"/>
<path d="M-55 -255 C-150 -245 -175 -100 -140 0 C-115 120 -150 200 -110 250 L-55 250 Z" fill="url(#${u}b)"/>
<path d="M55 -255 C150 -245 175 -100 140 0 C115 120 150 200 110 250 L55 250 Z" fill="url(#${u}b)"/>
<path d="M-55 -240 L-55 240" stroke="${accent}" stroke-width="3" opacity="0.8"/><path d="M55 -240 L55 240" stroke="${accent}" stroke-width="3" opacity="0.8"/>
<rect x="-30" y="150" width="60" height="8" rx="4" fill="#374151"/>${ctrl}`;
}

function handheld(p: Paint): string {
  const { u, body } = p;
  const neon = p.body === '#ef4444';
  const left = neon ? '#ef4444' : `url(#${u}b)`;
  const right = neon ? '#3b82f6' : `url(#${u}b)`;
  return `<path d="M-170 -125 L-170 125 L-200 125 C-260 125 -290 90 -290 0 C-290 -90 -260 -125 -200 -125 Z" fill="${left}"/>
<path d="M170 -125 L170 125 L200 125 C260 125 290 90 290 0 C290 -90 260 -125 200 -125 Z" fill="${right}"/>
<rect x="-172" y="-125" width="344" height="250" rx="14" fill="${neon ? '#1f2937' : darken(body, 0.35)}"/>
<rect x="-160" y="-108" width="320" height="216" rx="10" fill="#0b0f19"/>${wallpaper(p, -150, -98, 300, 196, 6)}
<circle cx="-225" cy="-45" r="28" fill="#111827"/><circle cx="-225" cy="-45" r="18" fill="#374151"/>
<rect x="-235" y="20" width="20" height="60" rx="4" fill="#111827"/><rect x="-255" y="40" width="60" height="20" rx="4" fill="#111827"/>
<circle cx="225" cy="-70" r="11" fill="#111827"/><circle cx="225" cy="-20" r="11" fill="#111827"/><circle cx="200" cy="-45" r="11" fill="#111827"/><circle cx="250" cy="-45" r="11" fill="#111827"/>
<circle cx="225" cy="50" r="28" fill="#111827"/><circle cx="225" cy="50" r="18" fill="#374151"/>`;
}

function grille(p: Paint, id: string, on: string): string {
  return `<defs><pattern id="${p.u}${id}" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="${on}"/><circle cx="7" cy="7" r="3.2" fill="${darken(on, 0.35)}"/></pattern></defs>`;
}

function speaker(p: Paint): string {
  const { u, body } = p;
  const g = grille(p, 'gr', body);
  const front = `<rect x="-240" y="-105" width="480" height="210" rx="105" fill="url(#${u}b)"/>
<rect x="-200" y="-92" width="400" height="184" rx="92" fill="url(#${u}gr)"/>
<rect x="-200" y="-92" width="400" height="184" rx="92" fill="url(#${u}b)" opacity="0.35"/>
<ellipse cx="-240" cy="0" rx="26" ry="100" fill="${darken(body, 0.35)}"/><ellipse cx="240" cy="0" rx="26" ry="100" fill="${darken(body, 0.35)}"/>
<rect x="-70" y="-22" width="140" height="44" rx="22" fill="#0b0f19" opacity="0.85"/>
${text(0, 9, p.brand, fitSize(p.brand, 24, 120), '#f8fafc', 'text-anchor="middle" font-weight="bold"')}
<path d="M262 -40 C320 -40 320 40 262 40" fill="none" stroke="${darken(body, 0.3)}" stroke-width="12"/>
<ellipse cx="-120" cy="-70" rx="90" ry="14" fill="#ffffff" opacity="0.15"/>`;
  if (p.view === 'back') return `${g}<g transform="rotate(-90) scale(0.95)">${front}</g>`;
  return `${g}${front}`;
}

function soundbar(p: Paint): string {
  const { u, body } = p;
  return `${grille(p, 'gr', darken(body, 0.05))}
<rect x="110" y="-230" width="180" height="320" rx="18" fill="url(#${u}b)"/>
<circle cx="200" cy="-80" r="66" fill="#0b0f19"/><circle cx="200" cy="-80" r="50" fill="#1f2937"/><circle cx="200" cy="-80" r="18" fill="#374151"/>
<rect x="-310" y="90" width="620" height="90" rx="38" fill="url(#${u}b)"/>
<rect x="-290" y="100" width="580" height="70" rx="30" fill="url(#${u}gr)"/>
<rect x="-30" y="150" width="60" height="10" rx="5" fill="${p.accent}"/>
${text(-270, 80, p.brand, 16, '#64748b', '')}`;
}

function monitor(p: Paint): string {
  const { u, body } = p;
  if (p.view === 'back') {
    return `<rect x="-285" y="-235" width="570" height="340" rx="14" fill="url(#${u}b)"/>
<rect x="-90" y="-120" width="180" height="140" rx="20" fill="${darken(body, 0.12)}"/>
${[0, 1, 2, 3, 4].map((i) => `<rect x="-60" y="${-100 + i * 20}" width="120" height="6" rx="3" fill="${darken(body, 0.3)}"/>`).join('')}
<rect x="-28" y="20" width="56" height="190" rx="10" fill="url(#${u}bv)"/>
<path d="M-140 235 L140 235 L118 205 L-118 205 Z" fill="url(#${u}bv)"/>
${text(0, -170, p.brand, fitSize(p.brand, 26, 200), inkOn(body), 'text-anchor="middle" font-weight="bold" opacity="0.55"')}`;
  }
  const frame = luminance(body) > 0.6 ? '#e2e8f0' : '#0b0f19';
  return `<rect x="-285" y="-235" width="570" height="340" rx="10" fill="${frame}"/>
<g>${scene(p, -275, -225, 550, 305)}</g>
<rect x="-285" y="80" width="570" height="25" fill="${body}"/>
${text(0, 98, p.brand, 12, inkOn(body), 'text-anchor="middle" opacity="0.7"')}
<rect x="-28" y="105" width="56" height="100" fill="url(#${u}bv)"/>
<path d="M-140 235 L140 235 L118 205 L-118 205 Z" fill="url(#${u}bv)"/>`;
}

function powerbank(p: Paint): string {
  const { u, body, accent } = p;
  const ink = inkOn(body);
  if (p.view === 'back') {
    return `<rect x="-120" y="-220" width="240" height="440" rx="36" fill="url(#${u}b)"/>
<rect x="-70" y="-120" width="140" height="80" rx="12" fill="#0b0f19"/>${text(0, -66, '87%', 40, accent, 'text-anchor="middle" font-weight="bold"')}
${text(0, 140, p.brand, fitSize(p.brand, 28, 190), ink, 'text-anchor="middle" font-weight="bold" opacity="0.7"')}
<rect x="-60" y="-222" width="44" height="12" rx="4" fill="#0b0f19"/><rect x="10" y="-222" width="30" height="12" rx="6" fill="#0b0f19"/>`;
  }
  return `<path d="M0 -215 C0 -300 200 -300 210 -200 C220 -120 170 -60 235 -10" fill="none" stroke="#1f2937" stroke-width="9"/>
<rect x="222" y="-20" width="26" height="60" rx="6" fill="#1f2937"/>
<rect x="-120" y="-220" width="240" height="440" rx="36" fill="url(#${u}b)"/>
<rect x="-60" y="-222" width="44" height="12" rx="4" fill="#0b0f19"/><rect x="-16" y="-224" width="32" height="14" rx="7" fill="#1f2937"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${-36 + i * 24}" cy="170" r="6" fill="${i < 3 ? accent : darken(body, 0.3)}"/>`).join('')}
<g transform="translate(12 20) rotate(-90)">${text(0, 0, p.brand, fitSize(p.brand, 40, 280), ink, 'text-anchor="middle" font-weight="bold" opacity="0.75"')}</g>
<path d="M-120 -80 L60 -220 L110 -220 L-120 -10 Z" fill="#ffffff" opacity="0.07"/>`;
}

function charger(p: Paint): string {
  const { u, body } = p;
  const ink = inkOn(body);
  if (p.view === 'back') {
    return `<rect x="-130" y="-130" width="260" height="260" rx="48" fill="url(#${u}b)"/>
<circle cx="-55" cy="0" r="24" fill="url(#${u}m)"/><circle cx="55" cy="0" r="24" fill="url(#${u}m)"/>
${text(0, 95, '100-240V ~ 50/60Hz', 16, ink, 'text-anchor="middle" opacity="0.6"')}
${text(0, -80, p.brand, fitSize(p.brand, 26, 200), ink, 'text-anchor="middle" font-weight="bold" opacity="0.7"')}`;
  }
  return `<path d="M0 -60 C60 -60 120 -200 240 -180" fill="none" stroke="${luminance(body) > 0.6 ? '#e2e8f0' : '#1f2937'}" stroke-width="14" stroke-linecap="round"/>
<rect x="-60" y="125" width="24" height="85" rx="12" fill="url(#${u}m)"/><rect x="36" y="125" width="24" height="85" rx="12" fill="url(#${u}m)"/>
<rect x="-130" y="-130" width="260" height="260" rx="48" fill="url(#${u}b)"/>
<rect x="-40" y="-70" width="80" height="22" rx="11" fill="#0b0f19"/><rect x="-40" y="-20" width="80" height="22" rx="11" fill="#0b0f19"/>
${text(0, 80, p.brand, fitSize(p.brand, 28, 200), ink, 'text-anchor="middle" font-weight="bold" opacity="0.7"')}
<ellipse cx="-70" cy="-100" rx="40" ry="12" fill="#ffffff" opacity="0.3"/>`;
}

function mouse(p: Paint): string {
  const { u, body, accent } = p;
  const outline =
    'M0 -200 C125 -200 145 -60 135 60 C125 175 62 205 0 205 C-62 205 -125 175 -135 60 C-145 -60 -125 -200 0 -200 Z';
  if (p.view === 'back') {
    return `<path d="${outline}" fill="${darken(body, 0.3)}"/>
<rect x="-60" y="-170" width="120" height="30" rx="12" fill="${darken(body, 0.5)}"/><rect x="-60" y="150" width="120" height="26" rx="12" fill="${darken(body, 0.5)}"/>
<circle cx="0" cy="-20" r="24" fill="#0b0f19"/><circle cx="0" cy="-20" r="9" fill="#ef4444"/>
<rect x="-14" y="50" width="28" height="44" rx="8" fill="#1f2937"/>
${text(0, 130, p.brand, 16, '#cbd5e1', 'text-anchor="middle"')}`;
  }
  return `<path d="${outline}" fill="url(#${u}b)"/>
<path d="M0 -200 L0 -40" stroke="${darken(body, 0.3)}" stroke-width="3"/>
<path d="M-132 -40 Q0 -15 132 -40" fill="none" stroke="${darken(body, 0.22)}" stroke-width="3"/>
<rect x="-12" y="-160" width="24" height="64" rx="12" fill="#1f2937"/><rect x="-4" y="-150" width="8" height="44" rx="4" fill="${accent}"/>
<path d="M-110 100 C-90 170 90 170 110 100" fill="none" stroke="${accent}" stroke-width="6" opacity="0.8"/>
${text(0, 80, p.brand, fitSize(p.brand, 22, 150), inkOn(body), 'text-anchor="middle" font-weight="bold" opacity="0.6"')}
<ellipse cx="-60" cy="-140" rx="22" ry="40" fill="#ffffff" opacity="0.18"/>`;
}

function keyboard(p: Paint): string {
  const { u, body, accent } = p;
  const cap = luminance(body) > 0.6 ? '#ffffff' : lighten(body, 0.12);
  const keys: string[] = [];
  for (let r = 0; r < 5; r++) {
    const y = -98 + r * 40;
    if (r === 4) {
      keys.push(`<rect x="-280" y="${y}" width="74" height="34" rx="6" fill="${cap}"/>`);
      keys.push(`<rect x="-200" y="${y}" width="300" height="34" rx="6" fill="${cap}"/>`);
      for (let c = 0; c < 4; c++)
        keys.push(`<rect x="${106 + c * 44}" y="${y}" width="38" height="34" rx="6" fill="${cap}"/>`);
      continue;
    }
    for (let c = 0; c < 13; c++)
      keys.push(`<rect x="${-280 + c * 43.5}" y="${y}" width="38" height="34" rx="6" fill="${cap}"/>`);
  }
  return `<rect x="-310" y="-135" width="620" height="260" rx="24" fill="url(#${u}b)"/>
<rect x="-292" y="-110" width="584" height="210" rx="12" fill="${accent}" opacity="0.35"/>
${keys.join('')}
${text(250, -117, p.brand, 13, inkOn(body), 'text-anchor="end" opacity="0.7"')}`;
}

function bulb(p: Paint): string {
  const glow = p.view === 'back' ? mix(p.accent, '#f59e0b', 0.6) : p.accent;
  const id = `${p.u}glow`;
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${glow}" stop-opacity="0.75"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}g" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="${lighten(glow, 0.6)}"/><stop offset="1" stop-color="${lighten(glow, 0.1)}"/></radialGradient></defs>
<circle cx="0" cy="-90" r="260" fill="url(#${id})"/>
<path d="M-66 110 C-70 50 -150 10 -150 -95 C-150 -180 -82 -245 0 -245 C82 -245 150 -180 150 -95 C150 10 70 50 66 110 Z" fill="url(#${id}g)"/>
<rect x="-70" y="108" width="140" height="34" rx="8" fill="#f1f5f9"/>
${[0, 1, 2].map((i) => `<rect x="-62" y="${146 + i * 22}" width="124" height="18" rx="6" fill="url(#${p.u}m)"/>`).join('')}
<path d="M-30 212 L30 212 L18 240 L-18 240 Z" fill="#334155"/>
<ellipse cx="-60" cy="-150" rx="30" ry="50" fill="#ffffff" opacity="0.5" transform="rotate(25 -60 -150)"/>`;
}

function plug(p: Paint): string {
  const { u, body, accent } = p;
  if (p.view === 'back') {
    return `<rect x="-150" y="-150" width="300" height="300" rx="64" fill="url(#${u}b)"/>
<circle cx="0" cy="-55" r="24" fill="url(#${u}m)"/><circle cx="-55" cy="40" r="18" fill="url(#${u}m)"/><circle cx="55" cy="40" r="18" fill="url(#${u}m)"/>
${text(0, 115, '230V ~ 16A  Wi-Fi', 16, '#64748b', 'text-anchor="middle"')}`;
  }
  return `<rect x="-150" y="-150" width="300" height="300" rx="64" fill="url(#${u}b)"/>
<circle cx="0" cy="10" r="100" fill="${darken(body, 0.06)}" stroke="${darken(body, 0.12)}" stroke-width="3"/>
<circle cx="0" cy="-30" r="17" fill="#1f2937"/><circle cx="-45" cy="45" r="13" fill="#1f2937"/><circle cx="45" cy="45" r="13" fill="#1f2937"/>
<rect x="-34" y="-165" width="68" height="18" rx="9" fill="${accent}"/>
${text(0, 132, p.brand, 16, '#64748b', 'text-anchor="middle" font-weight="bold"')}`;
}

function securitycam(p: Paint): string {
  const { u, body, accent } = p;
  return `<ellipse cx="0" cy="228" rx="145" ry="30" fill="${darken(body, 0.18)}"/>
<rect x="-145" y="198" width="290" height="30" fill="${darken(body, 0.08)}"/><ellipse cx="0" cy="198" rx="145" ry="30" fill="${body}"/>
<rect x="-42" y="80" width="84" height="125" rx="14" fill="url(#${u}bv)"/>
<circle cx="0" cy="-40" r="165" fill="url(#${u}sph)"/>
<circle cx="0" cy="-40" r="118" fill="#0b0f19"/>
<circle cx="0" cy="-40" r="60" fill="none" stroke="#334155" stroke-width="10"/><circle cx="0" cy="-40" r="44" fill="url(#${u}l)"/>
<ellipse cx="-14" cy="-56" rx="14" ry="9" fill="#ffffff" opacity="0.35"/>
${[-1, 1].map((s) => `<circle cx="${s * 88}" cy="-40" r="7" fill="#7f1d1d"/>`).join('')}
<circle cx="0" cy="48" r="6" fill="${accent}"/>
${text(0, 110, p.brand, 14, '#64748b', 'text-anchor="middle"')}`;
}

function smartspeaker(p: Paint): string {
  const { u, accent } = p;
  if (p.brand === 'Google') {
    return `<ellipse cx="0" cy="40" rx="250" ry="130" fill="${darken(p.body, 0.2)}"/>
<ellipse cx="0" cy="0" rx="250" ry="130" fill="url(#${u}sph)"/>
${[-45, -15, 15, 45].map((x) => `<circle cx="${x}" cy="0" r="8" fill="#ffffff" opacity="0.9"/>`).join('')}`;
  }
  return `<circle cx="0" cy="0" r="215" fill="url(#${u}sph)"/>
<path d="M-150 160 A150 32 0 0 0 150 160" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round" opacity="0.9"/>
<circle cx="0" cy="-140" r="16" fill="${darken(p.body, 0.15)}"/><circle cx="-60" cy="-125" r="12" fill="${darken(p.body, 0.15)}"/>
<circle cx="60" cy="-125" r="12" fill="${darken(p.body, 0.15)}"/>
<ellipse cx="-80" cy="-80" rx="50" ry="30" fill="#ffffff" opacity="0.15"/>`;
}

function robotvac(p: Paint): string {
  const { u, body, accent } = p;
  return `<circle cx="0" cy="0" r="235" fill="url(#${u}b)"/>
<path d="M-235 0 A235 235 0 0 1 235 0 L210 0 A210 210 0 0 0 -210 0 Z" fill="${darken(body, 0.25)}"/>
<circle cx="0" cy="0" r="205" fill="none" stroke="${darken(body, 0.1)}" stroke-width="3"/>
<circle cx="0" cy="-95" r="58" fill="${darken(body, 0.25)}"/><circle cx="0" cy="-95" r="40" fill="url(#${u}b)"/>
<circle cx="-30" cy="40" r="14" fill="${darken(body, 0.2)}"/><circle cx="30" cy="40" r="14" fill="${darken(body, 0.2)}"/>
<rect x="-50" y="80" width="100" height="6" rx="3" fill="${accent}"/>
${text(0, 140, p.brand, 18, inkOn(body), 'text-anchor="middle" font-weight="bold" opacity="0.6"')}`;
}

const DRAWERS: Record<ArtKind, (p: Paint) => string> = {
  phone,
  laptop,
  tablet,
  headphones,
  earbuds,
  neckband,
  wired,
  watch,
  camera,
  actioncam,
  tv,
  console: consoleArt,
  handheld,
  controller,
  speaker,
  soundbar,
  monitor,
  powerbank,
  charger,
  mouse,
  keyboard,
  bulb,
  plug,
  securitycam,
  smartspeaker,
  robotvac,
};

/** Kinds whose drawing has a real back view; the others get a close-up instead. */
const HAS_BACK = new Set<ArtKind>([
  'phone',
  'laptop',
  'tablet',
  'headphones',
  'earbuds',
  'watch',
  'camera',
  'actioncam',
  'speaker',
  'monitor',
  'powerbank',
  'charger',
  'mouse',
  'bulb',
  'plug',
]);

/**
 * Where each drawing reaches, in its own units: [top, bottom, half width]. Layouts use it to scale a
 * product into a box and to stand it on its shadow or podium whatever its shape.
 */
const EXTENT: Record<ArtKind, readonly [number, number, number]> = {
  phone: [-255, 255, 133],
  laptop: [-225, 140, 322],
  tablet: [-175, 175, 255],
  headphones: [-195, 258, 250],
  earbuds: [-200, 220, 150],
  neckband: [-240, 95, 192],
  wired: [-225, 284, 140],
  watch: [-275, 275, 166],
  camera: [-160, 172, 262],
  actioncam: [-150, 135, 170],
  tv: [-205, 215, 305],
  console: [-255, 268, 270],
  handheld: [-125, 125, 290],
  controller: [-105, 180, 250],
  speaker: [-105, 105, 300],
  soundbar: [-230, 180, 310],
  monitor: [-235, 235, 285],
  powerbank: [-280, 220, 250],
  charger: [-190, 210, 250],
  mouse: [-200, 205, 145],
  keyboard: [-135, 125, 310],
  bulb: [-245, 240, 150],
  plug: [-165, 150, 150],
  securitycam: [-205, 258, 165],
  smartspeaker: [-215, 215, 250],
  robotvac: [-235, 235, 235],
};

/** The scale that fits `kind` in a w × h box, at most `max`. */
function fit(kind: ArtKind, w: number, h: number, max: number): number {
  const [top, bottom, half] = EXTENT[kind];
  return Math.min(max, w / (2 * half), h / (bottom - top));
}

interface Placed {
  svg: string;
  /** Lowest point on the canvas, for the shadow. */
  floor: number;
  /** Half width on the canvas. */
  half: number;
}

/**
 * One drawing with its gradients, scaled by `scale` and rotated by `rotate` degrees, placed so that
 * its box is centred on `cx`, or so that it stands on `floorY` when given.
 */
function place(
  spec: ArtSpec,
  view: View,
  uid: string,
  cx: number,
  cy: number,
  scale: number,
  opts: { rotate?: number; floorY?: number; colour?: string } = {},
): Placed {
  const p: Paint = {
    u: uid,
    body: opts.colour ?? spec.colour,
    accent: spec.accent,
    brand: spec.brand,
    round: spec.round ?? false,
    view,
  };
  const [top, bottom, half] = EXTENT[spec.kind];
  const rad = ((opts.rotate ?? 0) * Math.PI) / 180;
  // A rotated box reaches lower by its half width times the sine of the angle.
  const reach = (bottom * Math.cos(rad) + half * Math.abs(Math.sin(rad))) * scale;
  const y = opts.floorY === undefined ? cy - ((top + bottom) / 2) * scale : opts.floorY - reach;
  const svg = `${paintDefs(p)}<g transform="translate(${cx.toFixed(1)} ${y.toFixed(1)}) rotate(${opts.rotate ?? 0}) scale(${scale.toFixed(3)})">${DRAWERS[spec.kind](p)}</g>`;
  return { svg, floor: y + reach, half: half * scale };
}

function shadow(id: string, cx: number, cy: number, rx: number, ry: number, opacity = 0.32): string {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="#0f172a" stop-opacity="${opacity}"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient></defs>
<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry}" fill="url(#${id})"/>`;
}

/** A drawing with a soft shadow under it (shadow first, so it lies behind). */
function grounded(item: Placed, id: string, cx: number, opacity = 0.32, ry = 26): string {
  return shadow(id, cx, item.floor + 6, item.half * 0.95, ry, opacity) + item.svg;
}

// ---------------------------------------------------------------------------------------------------
// Compositions

/** Light studio backgrounds, [top-left, bottom-right]. */
const BACKDROPS: readonly (readonly [string, string])[] = [
  ['#f8fafc', '#e2e8f0'],
  ['#fff7ed', '#fed7aa'],
  ['#eff6ff', '#bfdbfe'],
  ['#f0fdf4', '#bbf7d0'],
  ['#fdf2f8', '#fbcfe8'],
  ['#f5f3ff', '#ddd6fe'],
  ['#fefce8', '#fde68a'],
  ['#ecfeff', '#a5f3fc'],
  ['#f1f5f9', '#cbd5e1'],
  ['#fff1f2', '#fecdd3'],
];

/** Accents for wallpapers and lights. */
export const ACCENTS = [
  '#6366f1',
  '#ec4899',
  '#14b8a6',
  '#f59e0b',
  '#3b82f6',
  '#8b5cf6',
  '#ef4444',
  '#10b981',
  '#06b6d4',
  '#f97316',
];

/**
 * A full-frame background. Vertical, because librsvg/cairo fills axis-aligned gradients several times
 * faster than diagonal ones, and a full-frame diagonal gradient alone cost a third of a render.
 */
function backdrop(id: string, size: number, from: string, to: string): string {
  return `<defs>${linear(id, [from, to], 0, 1)}</defs><rect width="${size}" height="${size}" fill="url(#${id})"/>`;
}

function svgDoc(w: number, h: number, body: string): string {
  // librsvg renders `opacity` on a shape through an offscreen surface; fill/stroke opacity paints
  // directly and looks the same on our single shapes, for about a tenth of the render time.
  const flat = body.replace(/ opacity="([^"]*)"/g, ' fill-opacity="$1" stroke-opacity="$1"');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${flat}</svg>`;
}

/**
 * Image `index` (0–4) of a product: 0 hero shot, 1 angled on a podium, 2 back view or close-up,
 * 3 dark feature card with selling points, 4 two views together. Each differs in layout, background
 * and accent, so the 3–5 images of a product are never the same picture.
 */
export function productSvg(spec: ArtSpec, index: number): string {
  const S = 800;
  const rng = new Rng(spec.seed * 31 + index);
  const bd = BACKDROPS[(spec.seed + index * 3) % BACKDROPS.length]!;
  const kind = spec.kind;
  const brandLabel = (x: number, y: number, fill: string, anchor = 'start') =>
    text(
      x,
      y,
      spec.brand,
      fitSize(spec.brand, 38, 360, 0.68),
      fill,
      `font-weight="bold" text-anchor="${anchor}"`,
    );
  const modelLabel = (x: number, y: number, fill: string, anchor = 'start') =>
    text(x, y, spec.model, fitSize(spec.model, 24, 560, 0.6), fill, `text-anchor="${anchor}"`);
  const parts: string[] = [];
  switch (index % 5) {
    case 0: {
      parts.push(backdrop('bg', S, bd[0], bd[1]));
      parts.push(`<circle cx="400" cy="405" r="310" fill="#ffffff" opacity="0.55"/>`);
      parts.push(grounded(place(spec, 'front', 'p0', 400, 400, fit(kind, 600, 520, 1.2)), 'sh', 400));
      parts.push(brandLabel(44, 72, '#0f172a'));
      parts.push(modelLabel(44, 764, '#475569'));
      break;
    }
    case 1: {
      parts.push(backdrop('bg', S, bd[0], bd[1]));
      parts.push(
        `<circle cx="${rng.int(560, 700)}" cy="${rng.int(120, 220)}" r="${rng.int(120, 200)}" fill="${lighten(spec.accent, 0.6)}" opacity="0.5"/>`,
      );
      // Podium: a cylinder the product stands on (bottom rim first, then the side, then the top).
      parts.push(`<defs>${linear('pod', ['#ffffff', '#e2e8f0', '#cbd5e1'], 1, 0)}</defs>
<ellipse cx="400" cy="730" rx="250" ry="40" fill="#cbd5e1"/><rect x="150" y="640" width="500" height="90" fill="url(#pod)"/><ellipse cx="400" cy="640" rx="250" ry="40" fill="#f8fafc"/>`);
      const rotate = rng.pick([-12, -8, 8, 12]);
      const item = place(spec, 'front', 'p0', 400, 0, fit(kind, 520, 470, 1.1) * 0.9, {
        rotate,
        floorY: 648,
      });
      parts.push(shadow('sh', 400, 645, Math.min(230, item.half * 0.9), 24, 0.35));
      parts.push(item.svg);
      parts.push(brandLabel(756, 72, '#0f172a', 'end'));
      break;
    }
    case 2: {
      const tint = lighten(spec.colour, luminance(spec.colour) > 0.7 ? 0.2 : 0.82);
      parts.push(backdrop('bg', S, lighten(tint, 0.5), tint));
      if (HAS_BACK.has(kind)) {
        parts.push(grounded(place(spec, 'back', 'p0', 400, 405, fit(kind, 600, 520, 1.2)), 'sh', 400));
      } else {
        // Close-up: the front, enlarged and cropped by the frame.
        const scale = fit(kind, 600, 520, 1.2) * 1.35;
        parts.push(
          place(spec, 'front', 'p0', rng.int(340, 460), rng.int(430, 470), scale, {
            rotate: rng.pick([-6, 0, 6]),
          }).svg,
        );
      }
      parts.push(
        `<rect x="36" y="34" width="${Math.min(420, spec.brand.length * 22 + 48)}" height="56" rx="28" fill="#ffffff" opacity="0.85"/>`,
      );
      parts.push(text(60, 72, spec.brand, fitSize(spec.brand, 28, 360), '#0f172a', 'font-weight="bold"'));
      break;
    }
    case 3: {
      parts.push(backdrop('bg', S, darken(spec.accent, 0.45), darken(spec.accent, 0.78)));
      parts.push(
        `<circle cx="250" cy="440" r="250" fill="${spec.accent}" opacity="0.25"/><circle cx="700" cy="80" r="160" fill="#ffffff" opacity="0.05"/>`,
      );
      parts.push(
        grounded(place(spec, 'front', 'p0', 250, 440, fit(kind, 390, 400, 0.9)), 'sh', 250, 0.5, 20),
      );
      parts.push(brandLabel(44, 80, '#ffffff'));
      parts.push(text(44, 118, spec.model, fitSize(spec.model, 24, 700, 0.6), '#e2e8f0', ''));
      spec.badges.slice(0, 3).forEach((b, i) => {
        const y = 250 + i * 130;
        parts.push(`<rect x="480" y="${y}" width="290" height="96" rx="22" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/>
<circle cx="522" cy="${y + 48}" r="18" fill="${lighten(spec.accent, 0.3)}"/><path d="M513 ${y + 48} L520 ${y + 56} L532 ${y + 40}" fill="none" stroke="#0f172a" stroke-width="4" stroke-linecap="round"/>`);
        parts.push(text(554, y + 57, b, fitSize(b, 24, 200, 0.64), '#ffffff', 'font-weight="bold"'));
      });
      break;
    }
    default: {
      parts.push(backdrop('bg', S, bd[1], bd[0]));
      parts.push(`<rect x="0" y="560" width="800" height="240" fill="#ffffff" opacity="0.35"/>`);
      const back = place(
        spec,
        HAS_BACK.has(kind) ? 'back' : 'front',
        'p0',
        270,
        0,
        fit(kind, 360, 400, 0.8),
        {
          rotate: -8,
          floorY: 600,
        },
      );
      const front = place(spec, 'front', 'p1', 530, 0, fit(kind, 380, 430, 0.9), { rotate: 6, floorY: 660 });
      parts.push(grounded(back, 'sh1', 270, 0.3, 22));
      parts.push(grounded(front, 'sh2', 530, 0.32, 24));
      parts.push(brandLabel(400, 76, '#0f172a', 'middle'));
      break;
    }
  }
  return svgDoc(S, S, parts.join('\n'));
}

/** A category tile: its main kinds on a soft background, no text (the page prints the name). */
export function categorySvg(
  kinds: readonly ArtKind[],
  colour: string,
  accent: string,
  brand: string,
): string {
  const S = 800;
  const main: ArtSpec = { kind: kinds[0]!, colour, accent, brand, model: '', badges: [], seed: 1 };
  const parts = [
    backdrop('bg', S, lighten(accent, 0.88), lighten(accent, 0.62)),
    `<circle cx="620" cy="170" r="220" fill="#ffffff" opacity="0.45"/><circle cx="140" cy="690" r="180" fill="${accent}" opacity="0.12"/>`,
    grounded(place(main, 'front', 'p0', 440, 0, fit(main.kind, 560, 520, 1.2), { floorY: 690 }), 'sh', 440),
  ];
  if (kinds[1]) {
    const second: ArtSpec = { ...main, kind: kinds[1], colour: accent, accent: colour };
    parts.push(
      grounded(
        place(second, 'front', 'p1', 170, 0, fit(second.kind, 240, 230, 0.6), { rotate: -8, floorY: 730 }),
        'sh2',
        170,
        0.3,
        16,
      ),
    );
  }
  return svgDoc(S, S, parts.join('\n'));
}

const LOGO_SHAPES = [
  (c: string) => `<circle cx="400" cy="400" r="300" fill="${c}"/>`,
  (c: string) => `<rect x="110" y="110" width="580" height="580" rx="140" fill="${c}"/>`,
  (c: string) => `<path d="M400 90 L668 245 L668 555 L400 710 L132 555 L132 245 Z" fill="${c}"/>`,
  (c: string) =>
    `<path d="M400 90 L680 170 L680 420 C680 580 560 670 400 720 C240 670 120 580 120 420 L120 170 Z" fill="${c}"/>`,
];

export function initials(name: string): string {
  const words = name
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(pvt|ltd|and|more|india)$/i.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** A seller's logo: initials on a coloured shape. */
export function logoSvg(name: string, colour: string, shapeIndex: number): string {
  const S = 800;
  const ini = initials(name);
  const shape = LOGO_SHAPES[shapeIndex % LOGO_SHAPES.length]!;
  return svgDoc(
    S,
    S,
    `${backdrop('bg', S, '#ffffff', lighten(colour, 0.85))}
<defs>${linear('lg', [lighten(colour, 0.15), darken(colour, 0.2)])}</defs>
${shape('url(#lg)')}
<circle cx="400" cy="400" r="230" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="8"/>
${text(400, 400 + (ini.length > 1 ? 85 : 105), ini, ini.length > 1 ? 240 : 300, '#ffffff', 'text-anchor="middle" font-weight="bold"')}`,
  );
}

/** A buyer's profile picture: initials on a colour (UIs crop it to a circle). */
export function avatarSvg(name: string, colour: string): string {
  const S = 800;
  const ini = initials(name);
  return svgDoc(
    S,
    S,
    `${backdrop('bg', S, lighten(colour, 0.2), darken(colour, 0.25))}
<circle cx="650" cy="150" r="240" fill="#ffffff" opacity="0.1"/><circle cx="120" cy="720" r="200" fill="#000000" opacity="0.08"/>
${text(400, 500, ini, 290, '#ffffff', 'text-anchor="middle" font-weight="bold"')}`,
  );
}

export interface BannerSpec {
  eyebrow: string;
  title: string;
  subtitle: string;
  cta: string;
  from: string;
  to: string;
  art: readonly ArtSpec[];
}

/**
 * The same banner's phone crop, 800×450 (16:9, the phone slot's shape): the headline and button larger relative to
 * the frame, one product on the right, no subtitle. Cropping the wide art to 16:9 would cut the text on both sides.
 * The text keeps clear of what the carousel draws over a phone's slide: the arrows at the middle of each side
 * (up to x≈115 and from x≈685) and the play button and dots across the bottom quarter's middle.
 */
export function bannerPhoneSvg(b: BannerSpec): string {
  const W = 800;
  const H = 450;
  const X = 128;
  const lines = titleLines(b.title, 340);
  const longest = lines.reduce((a, c) => (c.length > a.length ? c : a), '');
  // Bold DejaVu runs near 0.68 em a character.
  const size = fitSize(longest, 50, 340, 0.68);
  const parts = [
    `<defs>${linear('bg', [b.from, b.to], 1, 0)}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="600" cy="210" r="180" fill="#ffffff" opacity="0.1"/><circle cx="60" cy="420" r="110" fill="#000000" opacity="0.08"/>`,
    text(
      X,
      78,
      b.eyebrow.toUpperCase(),
      fitSize(b.eyebrow, 20, 360, 0.75),
      '#ffffff',
      'font-weight="bold" letter-spacing="3" opacity="0.85"',
    ),
    ...lines.map((line, i) => text(X, 138 + i * (size + 8), line, size, '#ffffff', 'font-weight="bold"')),
    `<rect x="${X}" y="250" width="180" height="56" rx="28" fill="#ffffff"/>`,
    text(X + 90, 287, b.cta, 24, darken(b.to, 0.2), 'text-anchor="middle" font-weight="bold"'),
  ];
  const [first] = b.art;
  if (first) {
    const item = place(first, 'front', 'p0', 590, 0, fit(first.kind, 190, 300, 0.62), {
      rotate: -6,
      floorY: 390,
    });
    parts.push(grounded(item, 'sh', 590, 0.4, 16));
  }
  return svgDoc(W, H, parts.join('\n'));
}

/** A headline in at most two lines, split at the space nearest its middle when it is too long for one. */
function titleLines(title: string, maxWidth: number): string[] {
  if (title.length * 0.6 * 40 <= maxWidth) return [title];
  const mid = title.length / 2;
  let cut = -1;
  for (let i = 0; i < title.length; i++)
    if (title[i] === ' ' && (cut < 0 || Math.abs(i - mid) < Math.abs(cut - mid))) cut = i;
  return cut < 0 ? [title] : [title.slice(0, cut), title.slice(cut + 1)];
}

/** A 1600×600 home-page banner: text on the left, products on the right. */
export function bannerSvg(b: BannerSpec): string {
  const W = 1600;
  const H = 600;
  const parts = [
    `<defs>${linear('bg', [b.from, b.to], 1, 0)}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="1220" cy="300" r="270" fill="#ffffff" opacity="0.1"/><circle cx="1480" cy="40" r="160" fill="#ffffff" opacity="0.07"/><circle cx="80" cy="560" r="140" fill="#000000" opacity="0.08"/>`,
    text(
      90,
      150,
      b.eyebrow.toUpperCase(),
      28,
      '#ffffff',
      'font-weight="bold" letter-spacing="5" opacity="0.85"',
    ),
    // Text keeps left of x≈780 so it never runs under the products on the right.
    text(90, 250, b.title, fitSize(b.title, 80, 680, 0.62), '#ffffff', 'font-weight="bold"'),
    text(90, 320, b.subtitle, fitSize(b.subtitle, 34, 700, 0.56), '#ffffff', 'opacity="0.9"'),
    `<rect x="90" y="385" width="260" height="76" rx="38" fill="#ffffff"/>`,
    text(220, 434, b.cta, 28, darken(b.to, 0.2), 'text-anchor="middle" font-weight="bold"'),
  ];
  const [first, second] = b.art;
  if (first) {
    const item = place(first, 'front', 'p0', 1170, 0, fit(first.kind, 540, 420, 1), {
      rotate: -6,
      floorY: 540,
    });
    parts.push(grounded(item, 'sh', 1170, 0.4, 24));
  }
  if (second) {
    const item = place(second, 'front', 'p1', 1440, 0, fit(second.kind, 260, 260, 0.6), {
      rotate: 8,
      floorY: 560,
    });
    parts.push(grounded(item, 'sh2', 1440, 0.35, 18));
  }
  return svgDoc(W, H, parts.join('\n'));
}
