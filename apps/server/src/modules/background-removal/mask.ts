/**
 * Background removal for product photos, without a network or a model (docs/decisions/012-background-removal.md):
 * product photos sit on plain or gradient studio backgrounds, often with a soft shadow.
 *
 * 1. Border model: the image border is sampled; its colours are clustered (k-means in CIELAB) and a smooth
 *    quadratic surface is fitted to them (robustly), so linear and radial gradients are predicted inside.
 * 2. Flood fill from the border: a pixel joins the background when it is close to the model, or when it lies
 *    where the picture changes slowly (no edge nearby, a small step from its background neighbour) and within a
 *    looser, shadow-tolerant distance of the model: soft shadows and gradients change slowly, the outline of a
 *    product is a sudden change.
 * 3. Enclosed holes that match the model tightly (a headphone band, a mug handle) become background too.
 * 4. Morphological clean-up: opening, small specks dropped, closing.
 * 5. A feathered alpha edge (small blur), scaled to the output size by the caller.
 *
 * Everything here is pure (typed arrays in, typed arrays out) so it is tested and benchmarked directly.
 */

export interface MaskResult {
  /** Alpha 0–255, one byte per pixel, feathered. */
  alpha: Uint8Array;
  /** Foreground 0/1 before feathering. */
  mask: Uint8Array;
}

export interface MaskOptions {
  /** Border band width as a share of the shorter side (at least 2 px). */
  borderShare?: number;
}

// ---------- colour ----------

const SRGB_TO_LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  SRGB_TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
const labF = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** sRGB bytes (3 per pixel) → CIELAB floats (3 per pixel, D65). */
export function toLab(rgb: Uint8Array, n: number): Float32Array {
  const lab = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    const r = SRGB_TO_LINEAR[rgb[i * 3]!]!;
    const g = SRGB_TO_LINEAR[rgb[i * 3 + 1]!]!;
    const b = SRGB_TO_LINEAR[rgb[i * 3 + 2]!]!;
    const x = labF((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const y = labF(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const z = labF((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    lab[i * 3] = 116 * y - 16;
    lab[i * 3 + 1] = 500 * (x - y);
    lab[i * 3 + 2] = 200 * (y - z);
  }
  return lab;
}

const dist3 = (a: ArrayLike<number>, i: number, b: ArrayLike<number>, j: number) => {
  const dl = a[i]! - b[j]!;
  const da = a[i + 1]! - b[j + 1]!;
  const db = a[i + 2]! - b[j + 2]!;
  return Math.sqrt(dl * dl + da * da + db * db);
};

// ---------- border model ----------

function borderIndices(w: number, h: number, band: number): Int32Array {
  const out: number[] = [];
  for (let y = 0; y < h; y++) {
    const edgeRow = y < band || y >= h - band;
    for (let x = 0; x < w; x++) if (edgeRow || x < band || x >= w - band) out.push(y * w + x);
  }
  // At most ~12k samples: plenty for the model, bounded time.
  const stride = Math.max(1, Math.floor(out.length / 12000));
  return Int32Array.from(out.filter((_, k) => k % stride === 0));
}

/** k-means in Lab (farthest-point start); returns centres of clusters holding at least `minShare` of the samples. */
function clusterColours(lab: Float32Array, samples: Int32Array, k: number, minShare: number): Float32Array[] {
  const n = samples.length;
  if (n === 0) return [];
  const centres: Float32Array[] = [lab.slice(samples[0]! * 3, samples[0]! * 3 + 3)];
  // Start from the mean colour's nearest sample for stability, then farthest points.
  while (centres.length < k) {
    let best = -1;
    let bestD = -1;
    for (let s = 0; s < n; s++) {
      const i = samples[s]! * 3;
      let d = Infinity;
      for (const c of centres) d = Math.min(d, dist3(lab, i, c, 0));
      if (d > bestD) {
        bestD = d;
        best = i;
      }
    }
    if (bestD < 3) break; // the border is one colour
    centres.push(lab.slice(best, best + 3));
  }
  const counts = new Int32Array(centres.length);
  for (let iter = 0; iter < 8; iter++) {
    const sums = centres.map(() => new Float64Array(3));
    counts.fill(0);
    for (let s = 0; s < n; s++) {
      const i = samples[s]! * 3;
      let best = 0;
      let bestD = Infinity;
      centres.forEach((c, ci) => {
        const d = dist3(lab, i, c, 0);
        if (d < bestD) {
          bestD = d;
          best = ci;
        }
      });
      counts[best]!++;
      sums[best]![0]! += lab[i]!;
      sums[best]![1]! += lab[i + 1]!;
      sums[best]![2]! += lab[i + 2]!;
    }
    centres.forEach((c, ci) => {
      const m = counts[ci]!;
      if (m > 0) for (let ch = 0; ch < 3; ch++) c[ch] = sums[ci]![ch]! / m;
    });
  }
  return centres.filter((_, ci) => counts[ci]! >= minShare * n);
}

/** Solve A x = b (n×n, row-major) by Gaussian elimination with partial pivoting; null if singular. */
function solve(A: Float64Array, b: Float64Array, n: number): Float64Array | null {
  const M = Float64Array.from(A);
  const v = Float64Array.from(b);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r * n + c]!) > Math.abs(M[p * n + c]!)) p = r;
    if (Math.abs(M[p * n + c]!) < 1e-12) return null;
    if (p !== c) {
      for (let k = 0; k < n; k++) [M[c * n + k], M[p * n + k]] = [M[p * n + k]!, M[c * n + k]!];
      [v[c], v[p]] = [v[p]!, v[c]!];
    }
    for (let r = c + 1; r < n; r++) {
      const f = M[r * n + c]! / M[c * n + c]!;
      for (let k = c; k < n; k++) M[r * n + k]! -= f * M[c * n + k]!;
      v[r]! -= f * v[c]!;
    }
  }
  const x = new Float64Array(n);
  for (let r = n - 1; r >= 0; r--) {
    let s = v[r]!;
    for (let k = r + 1; k < n; k++) s -= M[r * n + k]! * x[k]!;
    x[r] = s / M[r * n + r]!;
  }
  return x;
}

const TERMS = 6;
function terms(x: number, y: number, out: Float64Array) {
  out[0] = 1;
  out[1] = x;
  out[2] = y;
  out[3] = x * x;
  out[4] = y * y;
  out[5] = x * y;
}

/**
 * A quadratic surface per Lab channel fitted to the border samples (iteratively reweighted: samples far from
 * the fit — an object touching the border — stop counting). Returns the predicted background for every pixel.
 */
function fitSurface(lab: Float32Array, samples: Int32Array, w: number, h: number): Float32Array | null {
  const n = samples.length;
  if (n < TERMS * 4) return null;
  const weights = new Float64Array(n).fill(1);
  const t = new Float64Array(TERMS);
  let coef: Float64Array[] = [];
  const nx = (x: number) => (w > 1 ? (2 * x) / (w - 1) - 1 : 0);
  const ny = (y: number) => (h > 1 ? (2 * y) / (h - 1) - 1 : 0);
  for (let round = 0; round < 3; round++) {
    const A = new Float64Array(TERMS * TERMS);
    const B = [new Float64Array(TERMS), new Float64Array(TERMS), new Float64Array(TERMS)];
    for (let s = 0; s < n; s++) {
      const wt = weights[s]!;
      if (wt === 0) continue;
      const idx = samples[s]!;
      terms(nx(idx % w), ny(Math.floor(idx / w)), t);
      for (let r = 0; r < TERMS; r++) {
        for (let c = 0; c < TERMS; c++) A[r * TERMS + c]! += wt * t[r]! * t[c]!;
        for (let ch = 0; ch < 3; ch++) B[ch]![r]! += wt * t[r]! * lab[idx * 3 + ch]!;
      }
    }
    // A little ridge keeps the fit sane when the border cannot pin every term down.
    for (let r = 0; r < TERMS; r++) A[r * TERMS + r]! += 1e-6 * n;
    const next = B.map((b) => solve(A, b, TERMS));
    if (next.some((c) => c === null)) return null;
    coef = next as Float64Array[];
    // Reweight: residuals beyond 3× the median (and 6 ΔE) are outliers.
    const res = new Float64Array(n);
    for (let s = 0; s < n; s++) {
      const idx = samples[s]!;
      terms(nx(idx % w), ny(Math.floor(idx / w)), t);
      let d2 = 0;
      for (let ch = 0; ch < 3; ch++) {
        let p = 0;
        for (let r = 0; r < TERMS; r++) p += coef[ch]![r]! * t[r]!;
        const d = lab[idx * 3 + ch]! - p;
        d2 += d * d;
      }
      res[s] = Math.sqrt(d2);
    }
    const sorted = Float64Array.from(res).sort();
    const cut = Math.max(6, 3 * sorted[Math.floor(n / 2)]!);
    for (let s = 0; s < n; s++) weights[s] = res[s]! <= cut ? 1 : 0;
  }
  const out = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      terms(nx(x), ny(y), t);
      const o = (y * w + x) * 3;
      for (let ch = 0; ch < 3; ch++) {
        let p = 0;
        for (let r = 0; r < TERMS; r++) p += coef[ch]![r]! * t[r]!;
        out[o + ch] = p;
      }
    }
  }
  return out;
}

const quantile = (values: Float32Array | number[], q: number) => {
  const s = Float32Array.from(values).sort();
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

// ---------- morphology ----------

function erode(m: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(m.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      out[i] =
        m[i] &&
        (x === 0 || m[i - 1]) &&
        (x === w - 1 || m[i + 1]) &&
        (y === 0 || m[i - w]) &&
        (y === h - 1 || m[i + w])
          ? 1
          : 0;
    }
  return out;
}

function dilate(m: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(m.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      out[i] =
        m[i] ||
        (x > 0 && m[i - 1]) ||
        (x < w - 1 && m[i + 1]) ||
        (y > 0 && m[i - w]) ||
        (y < h - 1 && m[i + w])
          ? 1
          : 0;
    }
  return out;
}

/** Connected components (4-neighbour) of pixels where `on[i]` is 1; `visit` gets each component's pixels (a view, valid during the call). */
function components(on: Uint8Array, w: number, visit: (pixels: Int32Array) => void) {
  const n = on.length;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const members = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (!on[start] || seen[start]) continue;
    let top = 0;
    let count = 0;
    seen[start] = 1;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top]!;
      members[count++] = i;
      const x = i % w;
      if (x > 0 && on[i - 1] && !seen[i - 1]) {
        seen[i - 1] = 1;
        stack[top++] = i - 1;
      }
      if (x < w - 1 && on[i + 1] && !seen[i + 1]) {
        seen[i + 1] = 1;
        stack[top++] = i + 1;
      }
      if (i >= w && on[i - w] && !seen[i - w]) {
        seen[i - w] = 1;
        stack[top++] = i - w;
      }
      if (i < n - w && on[i + w] && !seen[i + w]) {
        seen[i + w] = 1;
        stack[top++] = i + w;
      }
    }
    visit(members.subarray(0, count));
  }
}

/** 3×3 binomial blur of a 0/255 plane, `passes` times (the feathered edge). */
function feather(m: Uint8Array, w: number, h: number, passes: number): Uint8Array {
  const src = new Float32Array(m.length);
  for (let i = 0; i < m.length; i++) src[i] = m[i]! * 255;
  const tmp = new Float32Array(m.length);
  for (let p = 0; p < passes; p++) {
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const l = src[x > 0 ? i - 1 : i]!;
        const r = src[x < w - 1 ? i + 1 : i]!;
        tmp[i] = (l + 2 * src[i]! + r) / 4;
      }
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const u = tmp[y > 0 ? i - w : i]!;
        const d = tmp[y < h - 1 ? i + w : i]!;
        src[i] = (u + 2 * tmp[i]! + d) / 4;
      }
  }
  const out = new Uint8Array(m.length);
  for (let i = 0; i < m.length; i++) out[i] = Math.round(src[i]!);
  return out;
}

/**
 * Box-difference gradient (ΔE): for each pixel, the colour difference between the means of two boxes 5 pixels
 * long on either side of it, `near`..`far` pixels away, horizontally and vertically (the larger of the two per
 * channel). Summed-area tables keep it linear time. Averaging along the edge direction lifts a faint but
 * sharp product outline above the camera noise.
 *
 * A sharp step gives the same value at any distance; a ramp (soft shadow, gradient) grows with the distance.
 */
export function boxGradient(
  lab: Float32Array,
  w: number,
  h: number,
  near: number,
  far: number,
): Float32Array {
  const n = w * h;
  const W = w + 1;
  const tables = [0, 1, 2].map((ch) => {
    const t = new Float64Array(W * (h + 1));
    for (let y = 0; y < h; y++) {
      let row = 0;
      for (let x = 0; x < w; x++) {
        row += lab[(y * w + x) * 3 + ch]!;
        t[(y + 1) * W + x + 1] = t[y * W + x + 1]! + row;
      }
    }
    return t;
  });
  const [t0, t1, t2] = tables as [Float64Array, Float64Array, Float64Array];
  // Mean over x0..x1, y0..y1 inclusive (already clamped).
  const mean = (t: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    (t[(y1 + 1) * W + x1 + 1]! - t[y0 * W + x1 + 1]! - t[(y1 + 1) * W + x0]! + t[y0 * W + x0]!) /
    ((x1 - x0 + 1) * (y1 - y0 + 1));
  const grad = new Float32Array(n);
  for (let y = 0; y < h; y++) {
    const ya0 = Math.max(0, y - far);
    const ya1 = Math.max(0, y - near);
    const yb0 = Math.min(h - 1, y + near);
    const yb1 = Math.min(h - 1, y + far);
    const yc0 = Math.max(0, y - 2);
    const yc1 = Math.min(h - 1, y + 2);
    for (let x = 0; x < w; x++) {
      const xa0 = Math.max(0, x - far);
      const xa1 = Math.max(0, x - near);
      const xb0 = Math.min(w - 1, x + near);
      const xb1 = Math.min(w - 1, x + far);
      const xc0 = Math.max(0, x - 2);
      const xc1 = Math.min(w - 1, x + 2);
      let g2 = 0;
      for (let c = 0; c < 3; c++) {
        const t = c === 0 ? t0 : c === 1 ? t1 : t2;
        const gy = mean(t, xc0, yb0, xc1, yb1) - mean(t, xc0, ya0, xc1, ya1);
        const gx = mean(t, xb0, yc0, xb1, yc1) - mean(t, xa0, yc0, xa1, yc1);
        g2 += Math.max(gx * gx, gy * gy);
      }
      grad[y * w + x] = Math.sqrt(g2);
    }
  }
  return grad;
}

/** The maximum over each 3×3 neighbourhood. */
function max3(v: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(v.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(h - 1, y + 1); yy++)
        for (let xx = Math.max(0, x - 1); xx <= Math.min(w - 1, x + 1); xx++)
          m = Math.max(m, v[yy * w + xx]!);
      out[y * w + x] = m;
    }
  return out;
}

// ---------- the mask ----------

/**
 * The foreground mask of an sRGB image (3 bytes per pixel, `w`×`h`).
 */
export function computeMask(rgb: Uint8Array, w: number, h: number, opts: MaskOptions = {}): MaskResult {
  const n = w * h;
  const lab = toLab(rgb, n);
  const band = Math.max(2, Math.round(Math.min(w, h) * (opts.borderShare ?? 0.02)));
  const samples = borderIndices(w, h, band);

  const clusters = clusterColours(lab, samples, 4, 0.08);
  const surface = fitSurface(lab, samples, w, h);

  // Distance to the background model, and a shadow-tolerant variant: being darker than the model costs
  // a third as much (a soft shadow keeps the hue of the surface it falls on).
  const dModel = new Float32Array(n);
  const dShadow = new Float32Array(n);
  // References: the fitted surface (per pixel) and the cluster centres (flattened).
  const centres = new Float32Array(clusters.length * 3);
  clusters.forEach((c, k) => centres.set(c, k * 3));
  const refs = clusters.length;
  for (let i = 0; i < n; i++) {
    const o = i * 3;
    const L = lab[o]!;
    const A = lab[o + 1]!;
    const B = lab[o + 2]!;
    let best = Infinity;
    let bestShadow = Infinity;
    for (let k = surface ? -1 : 0; k < refs; k++) {
      const src = k < 0 ? surface! : centres;
      const j = k < 0 ? o : k * 3;
      const dl = L - src[j]!;
      const da = A - src[j + 1]!;
      const db = B - src[j + 2]!;
      const chroma2 = da * da + db * db;
      const d2 = dl * dl + chroma2;
      if (d2 < best) best = d2;
      const dls = dl < 0 ? dl / 3 : dl;
      const ds2 = dls * dls + chroma2;
      if (ds2 < bestShadow) bestShadow = ds2;
    }
    dModel[i] = Math.sqrt(best);
    dShadow[i] = Math.sqrt(bestShadow);
  }

  // Thresholds from the border itself: how far background pixels sit from the model, and how much
  // neighbouring background pixels differ (noise, JPEG, gradient slope).
  // Edges: the near gradient (maximum nearby), and a far one to tell ramps from steps.
  const nearGrad = boxGradient(lab, w, h, 1, 2);
  const farGrad = boxGradient(lab, w, h, 3, 4);
  const edges = max3(nearGrad, w, h);
  const borderModel: number[] = [];
  const borderStep: number[] = [];
  const borderEdge: number[] = [];
  for (let s = 0; s < samples.length; s++) {
    const i = samples[s]!;
    borderModel.push(dModel[i]!);
    borderEdge.push(edges[i]!);
    if (i % w < w - 1) borderStep.push(dist3(lab, i * 3, lab, (i + 1) * 3));
  }
  const t1 = clamp(5 + 2 * quantile(borderModel, 0.9), 7, 20);
  const t2 = t1 + 14;
  const tStep = clamp(1.5 + 2 * quantile(borderStep, 0.9), 2.5, 7);
  const tEdge = clamp(1 + 2.5 * quantile(borderEdge, 0.9), 2.5, 6);
  // A ramp (far gradient well above the near one: a soft shadow) may be steeper than a faint step.
  const tRamp = 14;
  const smooth = (i: number) =>
    edges[i]! < tEdge || (nearGrad[i]! < tRamp && farGrad[i]! > 1.8 * nearGrad[i]!);

  // Flood fill from the border.
  const bg = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let s = 0; s < samples.length; s++) {
    const i = samples[s]!;
    if (!bg[i] && dModel[i]! < t1) {
      bg[i] = 1;
      queue[tail++] = i;
    }
  }
  // Every outermost pixel that matches seeds too (samples are strided).
  for (let x = 0; x < w; x++)
    for (const i of [x, (h - 1) * w + x])
      if (!bg[i] && dModel[i]! < t1) {
        bg[i] = 1;
        queue[tail++] = i;
      }
  for (let y = 0; y < h; y++)
    for (const i of [y * w, y * w + w - 1])
      if (!bg[i] && dModel[i]! < t1) {
        bg[i] = 1;
        queue[tail++] = i;
      }
  const tryJoin = (from: number, to: number) => {
    if (bg[to]) return;
    if (dModel[to]! < t1 || (dShadow[to]! < t2 && smooth(to) && dist3(lab, from * 3, lab, to * 3) < tStep)) {
      bg[to] = 1;
      queue[tail++] = to;
    }
  };
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % w;
    if (x > 0) tryJoin(i, i - 1);
    if (x < w - 1) tryJoin(i, i + 1);
    if (i >= w) tryJoin(i, i - w);
    if (i < n - w) tryJoin(i, i + w);
  }

  // Enclosed holes showing the background: large, and tightly matching the model.
  const holeCandidate = new Uint8Array(n);
  for (let i = 0; i < n; i++) holeCandidate[i] = !bg[i] && dModel[i]! < t1 * 0.6 ? 1 : 0;
  const minHole = Math.max(64, Math.round(n * 0.004));
  components(holeCandidate, w, (pixels) => {
    if (pixels.length < minHole) return;
    for (const i of pixels) bg[i] = 1;
  });

  // Clean-up: opening removes specks and hairlines of background noise; tiny objects go; closing smooths.
  let fg: Uint8Array = new Uint8Array(n);
  for (let i = 0; i < n; i++) fg[i] = bg[i] ? 0 : 1;
  fg = dilate(erode(fg, w, h), w, h);
  const minObject = Math.max(16, Math.round(n * 0.0015));
  components(fg, w, (pixels) => {
    if (pixels.length < minObject) for (const i of pixels) fg[i] = 0;
  });
  // Small background pockets fully inside the object (not reached from the border) become object.
  const inv = new Uint8Array(n);
  for (let i = 0; i < n; i++) inv[i] = fg[i] ? 0 : 1;
  components(inv, w, (pixels) => {
    if (pixels.length >= minObject) return;
    let touchesBorder = false;
    for (const i of pixels) {
      const x = i % w;
      if (x === 0 || x === w - 1 || i < w || i >= n - w) {
        touchesBorder = true;
        break;
      }
    }
    if (!touchesBorder) for (const i of pixels) fg[i] = 1;
  });
  fg = erode(dilate(fg, w, h), w, h);

  return { mask: fg, alpha: feather(fg, w, h, 1) };
}
