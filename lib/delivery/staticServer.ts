import { createReadStream, promises as fs } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { notFoundPageFor } from './exportLayout';
import { isAllowedMethod, methodNotAllowed, refuseConnect } from './methods';
import { fillRequestedPath, isNotFoundFile } from './notFound';
import { headersFor, routeRules as defaultRules, type RouteRule } from './routeRules';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;

/** The encoding to answer with, from the request's Accept-Encoding: brotli, gzip or none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
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

function decodePath(pathname: string): string | null {
  try {
    const decoded = decodeURIComponent(pathname);
    return /[\u0000-\u001f\\]/.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
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
    if (candidate !== outDir && (await isFile(candidate))) return candidate;
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
 * no page is.
 */
export function createStaticServer(outDir: string, rules: Record<string, RouteRule> = defaultRules): Server {
  const root = path.resolve(outDir);
  // Compressed files, by path, encoding and modification time: each is compressed once.
  const compressed = new Map<string, Buffer>();
  // The 404 pages' text, by path and modification time: read once, filled in on each request.
  const notFoundPages = new Map<string, string>();

  async function send(req: IncomingMessage, res: ServerResponse, file: string, status: number, body?: string) {
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
    const headers: Record<string, string> = { 'Content-Type': type, ...headersFor(urlPath, rules) };
    const encoding = compressible.test(type) ? pickEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) {
      res.writeHead(status, headers);
      if (req.method === 'HEAD') return res.end();
      if (body !== undefined) return res.end(body);
      return createReadStream(file).pipe(res);
    }
    let payload: Buffer;
    if (body !== undefined) payload = compress(Buffer.from(body), encoding, true);
    else {
      const key = `${file}\0${encoding}\0${(await fs.stat(file)).mtimeMs}`;
      payload = compressed.get(key) ?? compress(await fs.readFile(file), encoding, false);
      compressed.set(key, payload);
    }
    res.writeHead(status, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': String(payload.length),
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  async function notFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const file = path.join(root, notFoundPageFor(pathname));
    const key = `${file}\0${(await fs.stat(file)).mtimeMs}`;
    const html = notFoundPages.get(key) ?? (await fs.readFile(file, 'utf8'));
    notFoundPages.set(key, html);
    await send(req, res, file, 404, fillRequestedPath(html, pathname));
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
    const redirect = (location: string) => {
      res.writeHead(301, { Location: location + query, ...headersFor(location, rules) });
      res.end();
    };
    const safe = (pathname: string) => /^\/[A-Za-z0-9._~-][A-Za-z0-9._~\/-]*$/.test(pathname);
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
    return send(req, res, file, 200);
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
