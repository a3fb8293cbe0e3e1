/**
 * Where the editor and its preview listen, and by what names they are opened
 * (docs/editors.md#who-can-open-the-editor).
 *
 * Both answer under a site of their own, made at random when `npm run edit` starts
 * (`3f9a….localhost`): the editor at `editor.3f9a….localhost`, its preview at
 * `preview.3f9a….localhost`. No other server of the machine answers there, so none receives their
 * cookies (a cookie belongs to a host, whatever its port) or is the same site as their pages. The
 * preview is the editor's own site, not another: browsers keep a frame of another site from its
 * storage where third-party cookies are blocked, and the site's pages need theirs.
 * Browsers resolve every `*.localhost` name to the loopback themselves (Chromium and Firefox,
 * RFC 6761 § 6.3), to 127.0.0.1 or to ::1, whichever answers; so each listens on both, at one port,
 * and refuses to start when either is taken: whoever holds [::1]:port would otherwise receive the
 * browser's requests for the name, cookie and all, and be the editor's origin. Node.js does not
 * resolve the names: a client of ours (the tests) connects to 127.0.0.1 and sends the name in `Host`.
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import net from 'node:net';

/** The editor's and its preview's names under `site`. */
export const namesOf = (site: string) => ({ editor: `editor.${site}`, preview: `preview.${site}` });

/**
 * The site both answer under: EDIT_HOSTNAME, one label under `.localhost` (tests, which must know
 * it before it starts; no secret once told), or 80 random bits.
 */
export function siteOf(given: string | undefined): string {
  if (given === undefined || given === '') return `${randomBytes(10).toString('hex')}.localhost`;
  const site = given.toLowerCase();
  if (!/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.localhost$/.test(site))
    throw new Error(`EDIT_HOSTNAME must be one name under .localhost, such as editor-test.localhost, not "${given}".`);
  return site;
}

/** The two loopback addresses, IPv4's first; ::1 where the machine has IPv6. */
const LOOPBACK = ['127.0.0.1', '::1'] as const;

/** Whether an error of listening on ::1 says that the machine has no IPv6 loopback at all. */
const noIpv6 = (error: NodeJS.ErrnoException) => error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT';

/** Listens with `server` at `host` and `port` alone, or rejects with Node's error (EADDRINUSE…). */
export function listen(server: net.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed).listen({ port, host, exclusive: true }, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** Stops `server` listening, once its open connections have ended. */
export const closed = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** What listens: the port, and how to stop listening. */
export interface Listening {
  port: number;
  close: () => Promise<void>;
}

/** What a refusal to listen says: the port's setting, and how the browser would reach whoever holds the port. */
export interface PortSetting {
  /** The setting that chooses the port (EDIT_PORT, PORT). */
  setting: string;
  /** How the browser would reach the program holding either address: "by the editor's name" unless given. */
  reached?: string;
  /** Whether leaving the setting unset gives a free port (the editor's), rather than a fixed one. */
  freeWhenUnset?: boolean;
}

/**
 * Listens with `server` on 127.0.0.1 and ::1 at `port` (0: one free on both), or refuses, saying
 * which address is taken and what to do. A machine without IPv6 has no ::1 that anyone could take:
 * there, 127.0.0.1 alone. `npm start` listens so too (scripts/start.ts).
 */
export async function listenOnLoopback(server: http.Server, port: number, setting: PortSetting): Promise<Listening> {
  // A free port is tried a few times: another program may take it on ::1 between the two.
  for (let attempt = 0; ; attempt++) {
    try {
      await listen(server, port, LOOPBACK[0]);
    } catch (error) {
      throw taken(error as NodeJS.ErrnoException, port, LOOPBACK[0], setting);
    }
    const bound = (server.address() as net.AddressInfo).port;
    // The second address hands its connections to the same server: one handler, one set of checks.
    const second = net.createServer((socket) => server.emit('connection', socket));
    try {
      await listen(second, bound, LOOPBACK[1]);
      return { port: bound, close: async () => void (await Promise.all([closed(server), closed(second)])) };
    } catch (error) {
      if (noIpv6(error as NodeJS.ErrnoException)) return { port: bound, close: () => closed(server) };
      await closed(server);
      if (port !== 0 || attempt >= 20) throw taken(error as NodeJS.ErrnoException, bound, LOOPBACK[1], setting);
    }
  }
}

function taken(error: NodeJS.ErrnoException, port: number, host: string, given: PortSetting): Error {
  const { setting, reached = "by the editor's name", freeWhenUnset = true } = given;
  const address = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  const choose = `Choose another ${setting}${freeWhenUnset ? ', or leave it unset for a free port' : ''}.`;
  if (error.code === 'EACCES')
    return new Error(`${address}: this user may not listen on port ${port} (those below 1024 need root). ${choose}`);
  if (error.code !== 'EADDRINUSE') return error;
  return new Error(
    `${address} is taken by another program, perhaps another user's: the browser could reach it ${reached}, ` +
      `so nothing was started. ${choose}`,
  );
}

/** A port free on 127.0.0.1 and on ::1 alike, for a server to listen on later (the preview). */
export async function freeLoopbackPort(): Promise<number> {
  const probe = net.createServer();
  const { port, close } = await listenOnLoopback(probe as http.Server, 0, { setting: 'port' });
  await close();
  return port;
}
