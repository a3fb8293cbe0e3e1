import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { shownPath, splitAtRequestedPath } from '../../lib/hosting/notFoundSlot';
import { pickEncoding } from './staticServer';

/**
 * Answers made once, when server mode starts (scripts/serve/fastPath.ts), and sent from memory:
 * each body as it is and, where it is text, compressed ahead with brotli and gzip, each with its
 * own strong ETag, so that a request costs a lookup and a write
 * (docs/operators.md#server-mode).
 */
type Encoding = 'br' | 'gzip';

interface Variant {
  body: Buffer;
  headers: Record<string, string>;
  /** The headers a 304 carries (RFC 9110 section 15.4.5), the policies kept; none of the content's. */
  notModified: Record<string, string>;
  etag: string;
}

const CONTENT_HEADERS = ['Content-Length', 'Content-Type', 'Content-Encoding'];

export interface PreparedAnswer {
  status: number;
  identity: Variant;
  /** The compressed variants, for a text. */
  br?: Variant;
  gzip?: Variant;
}

/** Whether a Content-Type is text worth compressing (as the static server judges it). */
export const isCompressible = (type: string) =>
  /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/.test(type);

/**
 * Brotli at quality 5: the build's 170 files (2.9 MB) compress in about 0.25 s at start, 9 % larger
 * than at quality 11, which took 15 s (still 8 % smaller than gzip at its best); measured
 * 2026-11-29 on this machine, docs/operators.md#server-mode.
 */
const BROTLI_QUALITY = 5;

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }),
};

/**
 * An answer made ahead: `headers` are those of every variant (Content-Type among them); `vary`
 * names what else than Accept-Encoding the answer depends on (`Cookie, Accept-Language` on `/`).
 */
export function prepareAnswer(
  status: number,
  headers: Record<string, string>,
  content: Buffer | string,
  vary?: string,
): PreparedAnswer {
  const body = Buffer.from(content);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const compressible = isCompressible(headers['Content-Type'] ?? '');
  const varies = compressible ? [vary, 'Accept-Encoding'].filter(Boolean).join(', ') : vary;
  const variant = (encoded: Buffer, etag: string, encoding?: Encoding): Variant => {
    const all = {
      ...headers,
      ...(status === 200 && { ETag: etag }),
      ...(varies && { Vary: varies }),
      ...(encoding && { 'Content-Encoding': encoding }),
      'Content-Length': String(encoded.length),
    };
    const notModified = Object.fromEntries(Object.entries(all).filter(([name]) => !CONTENT_HEADERS.includes(name)));
    return { body: encoded, etag, headers: all, notModified };
  };
  const answer: PreparedAnswer = { status, identity: variant(body, `"${hash}"`) };
  if (compressible) {
    for (const encoding of ['br', 'gzip'] as const)
      answer[encoding] = variant(compressors[encoding](body), `"${hash}-${encoding}"`, encoding);
  }
  return answer;
}

/**
 * Whether If-None-Match names the variant's ETag: `*`, or the tag in its list, weak or strong
 * (RFC 9110 section 13.1.2 compares weakly).
 */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a prepared answer in the encoding the request accepts; 304 when its ETag is the client's. */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, answer: PreparedAnswer): void {
  const encoding = answer.br ? pickEncoding(req.headers['accept-encoding']) : null;
  const variant = (encoding && answer[encoding]) || answer.identity;
  if (answer.status === 200 && noneMatch(req.headers['if-none-match'], variant.etag)) {
    res.writeHead(304, variant.notModified);
    return void res.end();
  }
  res.writeHead(answer.status, variant.headers);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

/**
 * A 404 page made ahead around the slot for the requested path, the only part that changes from
 * one request to the next: each side deflated once, joined on each request into one gzip member
 * with the path between them as a stored block. A block ended by a sync flush may be followed by
 * any other, a stored one among them (RFC 1951 sections 3.2.3 and 3.2.4), and neither side refers
 * back past its own bytes; the trailer carries the CRC-32 and length of the whole text (RFC 1952
 * section 2.3). A client that takes only brotli gets the page compressed at brotli's fastest.
 */
export interface NotFoundAnswer {
  headers: Record<string, string>;
  before: Buffer;
  after: Buffer;
  beforeDeflated: Buffer;
  afterDeflated: Buffer;
  beforeCrc: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export function prepareNotFound(headers: Record<string, string>, html: string): NotFoundAnswer {
  const [before, after] = (splitAtRequestedPath(html) ?? [html, '']).map((side) => Buffer.from(side));
  return {
    headers: { ...headers, Vary: 'Accept-Encoding' },
    before,
    after,
    beforeDeflated: deflateRawSync(before, { level: zlib.Z_BEST_COMPRESSION, finishFlush: zlib.Z_SYNC_FLUSH }),
    afterDeflated: deflateRawSync(after, { level: zlib.Z_BEST_COMPRESSION }),
    beforeCrc: crc32(before),
  };
}

/** `bytes` as non-final stored deflate blocks of at most 65,535 bytes. */
function stored(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 0xffff) {
    const piece = bytes.subarray(at, at + 0xffff);
    const header = Buffer.from([
      0,
      piece.length & 0xff,
      piece.length >> 8,
      ~piece.length & 0xff,
      (~piece.length >> 8) & 0xff,
    ]);
    blocks.push(header, piece);
  }
  return blocks;
}

/** Sends a 404 page with `pathname` shown in its slot, escaped. */
export function sendNotFound(req: IncomingMessage, res: ServerResponse, page: NotFoundAnswer, pathname: string): void {
  const path = Buffer.from(page.after.length ? shownPath(pathname) : '');
  const length = page.before.length + path.length + page.after.length;
  // gzip first: its two sides are compressed ahead, brotli's cannot be joined.
  const encoding = pickEncoding(req.headers['accept-encoding'], ['gzip', 'br']);
  let body: Buffer;
  if (encoding === 'gzip') {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(page.after, crc32(path, page.beforeCrc)), 0);
    trailer.writeUInt32LE(length % 2 ** 32, 4);
    body = Buffer.concat([GZIP_HEADER, page.beforeDeflated, ...stored(path), page.afterDeflated, trailer]);
  } else {
    body = Buffer.concat([page.before, path, page.after]);
    if (encoding === 'br') body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
  }
  res.writeHead(404, {
    ...page.headers,
    ...(encoding && { 'Content-Encoding': encoding }),
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
