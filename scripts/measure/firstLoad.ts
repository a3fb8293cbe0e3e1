import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineScripts } from '../export/steps';

/**
 * Code that the marketing pages must never load first: accounts, the API client, the cropper, and
 * the consent banner with the analytics services (it loads after the page, where one is configured).
 */
export const forbiddenInFirstLoad: Record<string, RegExp> = {
  consent: /slimstart:analytics-consent|googletagmanager\.com\/gtag/,
  firebase: /FirebaseError|identitytoolkit\.googleapis|firestore\.googleapis/,
  ky: /Request timed out: |ky\.extend|HTTPError\b.*\bTimeoutError/,
  sonner: /data-sonner-toaster/,
  'react-image-crop': /ReactCrop__/,
};

interface FirstLoad {
  scripts: string[];
  gzipBytes: number;
  /** The inline scripts that run (not JSON-LD), gzip-compressed one by one. */
  inlineGzipBytes: number;
  forbidden: string[];
}

/**
 * The JavaScript a page loads first, read from its HTML: `<script src>`, script preloads and
 * module preloads, `nomodule` excluded, each counted once, gzip-compressed as a host would send it;
 * and apart, its inline scripts that run.
 */
export async function firstLoad(outDir: string, htmlFile: string): Promise<FirstLoad> {
  const html = await fs.readFile(path.join(outDir, htmlFile), 'utf8');
  const scripts = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (/\bnoModule\b|\bnomodule\b/.test(tag)) continue;
    const isScript = tag.startsWith('<script') && /\bsrc="/.test(tag);
    const isPreload = /rel="(modulepreload|preload)"/.test(tag) && /as="script"|rel="modulepreload"/.test(tag);
    if (!isScript && !isPreload) continue;
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url?.startsWith('/')) scripts.add(url.split('?')[0]);
  }
  let gzipBytes = 0;
  const forbidden = new Set<string>();
  for (const url of scripts) {
    const code = await fs.readFile(path.join(outDir, url));
    gzipBytes += gzipSync(code, { level: 9 }).length;
    for (const [name, pattern] of Object.entries(forbiddenInFirstLoad)) {
      if (pattern.test(code.toString('utf8'))) forbidden.add(name);
    }
  }
  const inlineGzipBytes = inlineScripts(html).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { scripts: [...scripts], gzipBytes, inlineGzipBytes, forbidden: [...forbidden] };
}
