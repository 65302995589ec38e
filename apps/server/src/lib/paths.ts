import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (`apps/server`): the nearest folder above this module with a package.json. The
 * module runs as source (`src/lib/paths.ts`, through tsx or Vitest) or bundled into `dist/` by `build.mjs`, at a
 * different depth each time, so paths to files shipped beside the code (migrations, the web build) start here.
 */
function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = serverRoot();
