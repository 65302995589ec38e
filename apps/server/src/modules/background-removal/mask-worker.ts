import { parentPort } from 'node:worker_threads';
import { computeMask } from './mask.ts';

/** Runs {@link computeMask} off the main thread (the event loop keeps serving other requests meanwhile). */
parentPort?.on('message', (job: { id: number; rgb: Uint8Array; width: number; height: number }) => {
  try {
    const { alpha } = computeMask(job.rgb, job.width, job.height);
    parentPort!.postMessage({ id: job.id, alpha }, [alpha.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
