import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api.ts';
import { inlineScriptHashes } from './spa.ts';

/**
 * Decision 066: the web app's index.html carries one inline script (theme-init.js, inlined by the build). The CSP
 * allows it by the SHA-256 of its text, worked out from the index.html the server sends, and no other inline script.
 */
const THEME =
  "(function () {\nvar root = document.documentElement;\nroot.style.colorScheme = 'light';\n})();\n";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'eh-web-csp-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><title>ElectroHub</title><!--app-head--><script>${THEME}</script>` +
      '<script defer src="/paint-first.js" data-entry="/assets/index.js"></script>' +
      '<script type="application/json" id="x">{"a":1}</script></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => rm(webDist, { recursive: true, force: true }));
const t = useTestApp({ app: () => ({ webDist }) });

const scriptSrc = (csp: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];

describe('the CSP and the inline script of the pages (decision 066)', () => {
  it("allows the page's own inline script by its hash, on pages and every other answer, and no other inline script", async () => {
    for (const url of ['/', '/about', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(scriptSrc(csp), url).toEqual(["'self'", sha256(THEME)]);
      expect(scriptSrc(csp), url).not.toContain("'unsafe-inline'");
    }
    // The page sent is the one hashed: the script's text is there, byte for byte.
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain(`<script>${THEME}</script>`);
  });

  it('hashes only what a browser runs: not a script file, not JSON or JSON-LD; line breaks as the parser reads them', () => {
    const html =
      '<script src="/a.js"></script><script type="application/ld+json">{}</script>' +
      '<script type="application/json">{}</script><script type="module">a()\r\nb()</script>' +
      '<script>c()</script><script type="text/javascript">c()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()\nb()'), sha256('c()')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});
