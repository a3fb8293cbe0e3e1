import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { forbiddenInFirstLoad } from './firstLoad';

/*
 * What a page's scripts load after its HTML's own: the chunks its code asks for (`import()`, React's
 * `lazy`), read off Turbopack's chunk loaders in the built files, each a list of files loaded
 * together: `Promise.all(["static/chunks/a.js","static/chunks/b.css"].map(…))`. An import fired as the
 * screen mounts is still loaded before its first paint, so these count with the first load, except
 * the code the screen never waits for, file by file (docs/design.md#firestore-later):
 */

/**
 * Code the account screens load without waiting for it: Firestore in parallel, the cropper on a click,
 * and what every page of the site loads only when it is wanted: the API's toasts once the API was
 * used, the consent banner after the page where a service is configured.
 */
export const laterCode: Record<string, RegExp> = {
  Firestore: /firestore\.googleapis/,
  cropper: forbiddenInFirstLoad['react-image-crop'],
  'API toasts': forbiddenInFirstLoad.sonner,
  'consent banner': forbiddenInFirstLoad.consent,
};

const LOADER_LIST = /\[((?:"static\/chunks\/[^"]+",?)+)\]\.map\(/g;

/** The lists of files that a built chunk's loaders fetch together, as paths under /_next/. */
export function loaderLists(code: string): string[][] {
  return [...code.matchAll(LOADER_LIST)].map((match) =>
    [...match[1].matchAll(/"([^"]+)"/g)].map((file) => `/_next/${file[1]}`).filter((file) => file.endsWith('.js')),
  );
}

export interface ChunkSplit {
  /** Loaded on demand but counted with the first load: every file that is not later code. */
  counted: string[];
  /** `laterCode`, and what only it loads, by the code it is (null: loaded by it). */
  later: { file: string; code: string | null }[];
}

/**
 * Splits the chunks reached from `firstLoad` (script URLs) into those counted with it and the later
 * ones, file by file: a file of `laterCode` is later, and so is what only such a file's own loaders
 * reach; every other file counts, one fetched in the same list as later code too (an import fired
 * at mount fetches the whole list as the screen starts: the profile's own code beside Firestore's).
 */
export function splitChunks(firstLoad: string[], read: (file: string) => string): ChunkSplit {
  const codeOf = (file: string) => Object.keys(laterCode).find((name) => laterCode[name].test(read(file))) ?? null;
  const isLater = (file: string) => !firstLoad.includes(file) && codeOf(file) !== null;
  /** The files that `firstLoad`'s loaders reach, through files that `stops` reached but not followed. */
  const reach = (stops: (file: string) => boolean) => {
    const seen = new Set(firstLoad);
    const queue = [...firstLoad];
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (stops(file)) continue;
      for (const next of loaderLists(read(file)).flat()) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return [...seen].filter((file) => !firstLoad.includes(file));
  };
  const counted = reach(isLater).filter((file) => !isLater(file));
  return {
    counted,
    later: reach(() => false)
      .filter((file) => !counted.includes(file))
      .map((file) => ({ file, code: codeOf(file) })),
  };
}

/** `splitChunks` of a page's first-load scripts in `outDir`, each file with its gzip size. */
export function measureLater(outDir: string, firstLoad: string[]) {
  const cache = new Map<string, string>();
  const read = (file: string) => {
    if (!cache.has(file)) cache.set(file, readFileSync(path.join(outDir, file), 'utf8'));
    return cache.get(file)!;
  };
  const gzip = (file: string) => gzipSync(read(file), { level: 9 }).length;
  const { counted, later } = splitChunks(firstLoad, read);
  return {
    countedGzipBytes: counted.reduce((sum, file) => sum + gzip(file), 0),
    counted,
    later: later.map((chunk) => ({ ...chunk, gzipBytes: gzip(chunk.file) })),
  };
}
