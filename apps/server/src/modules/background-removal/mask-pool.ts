import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { computeMask } from './mask.ts';

/**
 * From source (tsx in development, Vitest) the worker registers the same TypeScript loader before loading
 * `mask-worker.ts`; the production build (`apps/server/build.mjs`) emits `mask-worker.js` beside the bundle.
 */
function sourceWorker(): Worker {
  const url = new URL('./mask-worker.ts', import.meta.url).href;
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(url)}); });`;
  return new Worker(boot, { eval: true });
}

type Job = { resolve: (alpha: Uint8Array) => void; reject: (err: Error) => void };

/**
 * One worker thread per process computes masks (a mask takes a few hundred milliseconds of pure CPU).
 * Jobs queue in the worker; if a worker cannot start (an unusual runtime), masks are computed inline.
 */
class MaskPool {
  private worker: Worker | null = null;
  private failed = false;
  private nextId = 1;
  private readonly jobs = new Map<number, Job>();

  private start(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    try {
      const worker = import.meta.url.endsWith('.ts')
        ? sourceWorker()
        : new Worker(new URL('./mask-worker.js', import.meta.url));
      worker.on('message', (msg: { id: number; alpha?: Uint8Array; error?: string }) => {
        const job = this.jobs.get(msg.id);
        if (!job) return;
        this.jobs.delete(msg.id);
        if (this.jobs.size === 0) worker.unref();
        if (msg.alpha) job.resolve(msg.alpha);
        else job.reject(new Error(msg.error ?? 'mask worker failed'));
      });
      worker.on('error', (err) => this.fail(err));
      worker.on('exit', () => this.fail(new Error('mask worker stopped')));
      // The worker keeps the process alive only while it has work (listeners above would otherwise hold it).
      worker.unref();
      this.worker = worker;
    } catch {
      this.failed = true;
    }
    return this.worker;
  }

  private fail(err: Error) {
    this.worker = null;
    for (const job of this.jobs.values()) job.reject(err);
    this.jobs.clear();
  }

  async mask(rgb: Uint8Array, width: number, height: number): Promise<Uint8Array> {
    const worker = this.start();
    if (!worker) return computeMask(rgb, width, height).alpha;
    const id = this.nextId++;
    const copy = rgb.slice();
    return new Promise<Uint8Array>((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, rgb: copy, width, height }, [copy.buffer]);
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }
}

export const maskPool = new MaskPool();
