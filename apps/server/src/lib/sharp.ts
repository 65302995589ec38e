import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on first use. Its native library (libvips) holds ~20 MB of a process's memory from the moment it is
 * imported, and most processes (a sale day's traffic) never touch an image: only uploads, background removal and the
 * demo seed do (decision 074). A failed load is not kept: the next image tries again.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(
    (m) => m.default,
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  ));
}
