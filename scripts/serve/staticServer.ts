import { promises as fs, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants as zlib, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { lookup } from 'mrmime';
import Negotiator from 'negotiator';
import { notFoundPageFor } from '../../lib/hosting/exportedFiles';
import { isAllowedMethod, methodNotAllowed, refuseConnect } from '../../lib/hosting/httpMethods';
import { isNotFoundFile, shownPath, splitAtRequestedPath } from '../../lib/hosting/notFoundSlot';
import { headersFor, routeRules as defaultRules, type RouteRule } from '../../lib/hosting/routeRules';
import { redirectFor, type RedirectTable } from '../../lib/hosting/redirects';
import { decodeOrNull, isSitePath } from '../../lib/url';
import { readRedirects } from '../export/redirects';

/**
 * A file's content type by its extension (mrmime's table, which lacks `.ico`), with UTF-8 named for
 * text, so that a browser never has to guess the encoding of a page or a script.
 */
function contentTypeOf(file: string): string {
  const type = lookup(file) ?? (file.endsWith('.ico') ? 'image/x-icon' : 'application/octet-stream');
  return /^text\/|^application\/json$/.test(type) ? `${type}; charset=utf-8` : type;
}

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

/**
 * The encoding to answer with, from the request's Accept-Encoding (negotiator: `br;q=0` refuses
 * brotli, `*` accepts any), in the order of `preferred` where the client rates them alike.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  preferred: readonly ('br' | 'gzip')[] = ['br', 'gzip'],
): 'br' | 'gzip' | null {
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(
    [...preferred, 'identity'],
    { preferred },
  );
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Files are compressed once and kept, so they get the smallest output; a body made for one request
 * (a 404 naming its path) gets a fast setting, so that a 404 costs about what a page does.
 */
function compress(body: Buffer, encoding: 'br' | 'gzip', once: boolean): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: once ? 1 : 9 } })
    : gzipSync(body, { level: once ? 1 : 9 });
}

/**
 * A 404 page cut around the slot for the requested path, each side compressed once. The path is
 * the only part that changes from one request to the next, so a 404 answer costs what a page does:
 * the three pieces are joined into one gzip member, the path stored as it is. Deflate blocks ended
 * by a sync flush may be followed by further blocks, stored ones among them (RFC 1951 sections
 * 3.2.3 and 3.2.4), and neither side refers back into another piece; the gzip trailer carries the
 * CRC-32 and the length of the whole text (RFC 1952 section 2.3).
 */
interface NotFoundTemplate {
  /** Whether the page has a slot: without one, no path is written in. */
  slot: boolean;
  head: Buffer;
  tail: Buffer;
  headDeflated: Buffer;
  tailDeflated: Buffer;
  headCrc: number;
}

/** The fixed gzip header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

function notFoundTemplate(html: string): NotFoundTemplate {
  const parts = splitAtRequestedPath(html);
  const [head, tail] = (parts ?? [html, '']).map((part) => Buffer.from(part));
  return {
    slot: parts !== null,
    head,
    tail,
    headDeflated: deflateRawSync(head, { level: 9, finishFlush: zlib.Z_SYNC_FLUSH }),
    tailDeflated: deflateRawSync(tail, { level: 9 }),
    headCrc: crc32(head),
  };
}

/**
 * Bytes as stored (uncompressed) deflate blocks, none of them final: after a sync flush the stream
 * is at a byte boundary, so each block is one header byte, its length and the length's complement.
 */
function storedBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += 0xffff) {
    const chunk = bytes.subarray(start, start + 0xffff);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return Buffer.concat(blocks);
}

/** The template's page with `shown` (already escaped) in its slot, gzip-encoded or as it is. */
function notFoundBody(template: NotFoundTemplate, shown: string, encoding: 'gzip' | null): Buffer {
  const middle = Buffer.from(template.slot ? shown : '');
  if (!encoding) return Buffer.concat([template.head, middle, template.tail]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(template.tail, crc32(middle, template.headCrc)), 0);
  trailer.writeUInt32LE((template.head.length + middle.length + template.tail.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, template.headDeflated, storedBlocks(middle), template.tailDeflated, trailer]);
}

/** The decoded path, or null when it is malformed or holds a control character or a backslash. */
function decodePath(pathname: string): string | null {
  const decoded = decodeOrNull(pathname);
  return decoded === null || /[\u0000-\u001f\\]/.test(decoded) ? null : decoded;
}

/**
 * A file's details, or undefined where there is none. Synchronous on purpose: out/ is a local
 * folder, where a stat takes about 1 µs, while the thread-pool round trip of an asynchronous one
 * took 35 µs here (63 µs for a missing file, which also builds an exception). Every request makes
 * two to four of them, and a 404 the most.
 */
function statOf(file: string): Stats | undefined {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined; // ENOTDIR and the like: nothing there either
  }
}

/** Whether an error says that a file is no longer there. */
function isGone(error: unknown): boolean {
  return ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException | null)?.code ?? '');
}

function isFile(file: string): boolean {
  return statOf(file)?.isFile() ?? false;
}

/**
 * The file in `outDir` that a URL path names, trying clean URLs (`/faq` → `faq.html`) and directory
 * indexes. Anything that would step outside `outDir` names nothing.
 */
export async function resolveFile(outDir: string, pathname: string): Promise<string | null> {
  const decoded = decodePath(pathname);
  if (decoded === null) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const base = path.join(outDir, ...segments);
  if (base !== outDir && !base.startsWith(outDir + path.sep)) return null;
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (candidate !== outDir && isFile(candidate)) return candidate;
  }
  return null;
}

/** Whether a file of out/ is a page (an HTML file that is not a 404 page). */
function isPageFile(root: string, file: string | null): file is string {
  return Boolean(file?.endsWith('.html') && !isNotFoundFile(path.relative(root, file)));
}

/**
 * `npm start`'s server for out/: clean URLs, HEAD, the route rules' headers (those the build wrote
 * into its manifest, so that they match its configuration), locale 404 pages with
 * status 404 that name the requested path (escaped), and the trailing-slash rule every host follows
 * (tests/e2e/hosts.spec.ts): `/faq/` and `/faq.html` are permanent redirects to `/faq`, a 404 where
 * no page is; the moved addresses of redirects.json (docs/operators.md#redirects), first.
 */
export function createStaticServer(
  outDir: string,
  rules: Record<string, RouteRule> = defaultRules,
  redirects: RedirectTable = readRedirects().table,
): Server {
  const root = path.resolve(outDir);
  // Compressed files, by path, encoding and modification time: each is compressed once.
  const compressed = new Map<string, Buffer>();
  // The 404 pages, by path: read and compressed once per modification time, filled in on each request.
  const notFoundPages = new Map<string, { mtimeMs: number; template: NotFoundTemplate }>();

  function headersOf(file: string): Record<string, string> {
    const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
    return { 'Content-Type': contentTypeOf(file), ...headersFor(urlPath, rules) };
  }

  function reply(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body: Buffer,
    encoding: 'br' | 'gzip' | null,
  ) {
    res.writeHead(status, {
      ...headers,
      ...(encoding && { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' }),
      'Content-Length': String(body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * A file of out/, compressed when the client accepts it. A rebuild may remove the file between
   * the lookup and the read: the visitor then gets the 404 page, and the server carries on.
   */
  async function send(req: IncomingMessage, res: ServerResponse, file: string, pathname: string) {
    const headers = headersOf(file);
    const encoding = compressible.test(headers['Content-Type']) ? pickEncoding(req.headers['accept-encoding']) : null;
    try {
      if (encoding) {
        const key = `${file}\0${encoding}\0${statOf(file)?.mtimeMs}`;
        const payload = compressed.get(key) ?? compress(await fs.readFile(file), encoding, false);
        compressed.set(key, payload);
        return reply(req, res, 200, headers, payload, encoding);
      }
      // Once open, the file reads to its end even if it is replaced or removed meanwhile.
      const handle = await fs.open(file);
      res.writeHead(200, headers);
      if (req.method === 'HEAD') {
        await handle.close();
        return res.end();
      }
      await pipeline(handle.createReadStream(), res).catch(() => res.destroy());
    } catch (error) {
      if (!isGone(error)) throw error;
      return notFound(req, res, pathname);
    }
  }

  async function notFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    // The locale's 404 page, or the default one where the build has none: a build that serves fewer
    // markets (LOCALES, docs/markets.md) than this process's settings name has no page for the others.
    const localeFile = path.join(root, notFoundPageFor(pathname));
    const file = statOf(localeFile) ? localeFile : path.join(root, '404.html');
    const mtimeMs = statOf(file)?.mtimeMs ?? -1; // a missing page fails to read below
    let cached = notFoundPages.get(file);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, template: notFoundTemplate(await fs.readFile(file, 'utf8')) };
      notFoundPages.set(file, cached);
    }
    // gzip before brotli here: gzip's pieces are compressed ahead of time, brotli's cannot be joined.
    const encoding = pickEncoding(req.headers['accept-encoding'], ['gzip', 'br']);
    const shown = shownPath(pathname);
    const body =
      encoding === 'br'
        ? compress(notFoundBody(cached.template, shown, null), 'br', true)
        : notFoundBody(cached.template, shown, encoding);
    reply(req, res, 404, headersOf(file), body, encoding);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (!isAllowedMethod(req.method)) {
      const { status, headers, body } = methodNotAllowed(headersFor('/', rules));
      res.writeHead(status, headers);
      return res.end(body);
    }
    // Only the path of the request line counts; the Host header is never used to build anything.
    const rawPath = (req.url ?? '/').split('?')[0].split('#')[0] || '/';
    const query = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
    if (!rawPath.startsWith('/')) return notFound(req, res, '/');

    // Redirects go only to a page that exists, by a path that cannot be read as another host.
    const redirect = (location: string, status = 301) => {
      res.writeHead(status, { Location: location + query, ...headersFor(location, rules) });
      res.end();
    };
    const moved = redirectFor(rawPath, redirects);
    if (moved) return redirect(moved.location, moved.status);
    const safe = (pathname: string) => isSitePath(pathname) && /^[A-Za-z0-9._~/-]+$/.test(pathname);
    if (rawPath.length > 1 && rawPath.endsWith('/')) {
      const trimmed = rawPath.replace(/\/+$/, '');
      const isCleanUrl = !trimmed.endsWith('.html');
      if (isCleanUrl && safe(trimmed) && isPageFile(root, await resolveFile(root, trimmed))) return redirect(trimmed);
      return notFound(req, res, rawPath);
    }
    // A page's file name (`/faq.html`, `/index.html`) is a permanent redirect to its clean URL.
    if (rawPath.endsWith('.html') && safe(rawPath) && isPageFile(root, await resolveFile(root, rawPath))) {
      return redirect(rawPath === '/index.html' ? '/' : rawPath.slice(0, -'.html'.length));
    }

    const file = await resolveFile(root, rawPath);
    if (!file) return notFound(req, res, rawPath);
    if (isNotFoundFile(path.relative(root, file))) return notFound(req, res, rawPath);
    return send(req, res, file, rawPath);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
  refuseConnect(server, headersFor('/', rules));
  return server;
}
