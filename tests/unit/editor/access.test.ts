import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBaseUrl } from '@/lib/api/config';
import { readFirebaseSettings } from '@/lib/firebase/config';
import { browserCommand, forwardingFile } from '@/editor/server/browser';
import { freeLoopbackPort, listenOnLoopback, namesOf, siteOf } from '@/editor/server/loopback';
import { NOWHERE, previewGate, unreachable } from '@/editor/preview/process';
import { startEditor } from '@/editor/server/server';
import { loopbackFetch } from '../../support/loopbackFetch';
import { textsCopy } from './project';

/** What a test started, stopped after it. */
const started: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const stop of started.splice(0).reverse()) await stop();
});

const listening = (server: net.Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve()));
const closing = (server: net.Server) => () => new Promise<void>((resolve) => server.close(() => resolve()));

/** The status and body of a GET over ::1, at `host`. */
const overIpv6 = (port: number, host: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) =>
    http
      .get({ host: '::1', port, path: '/', headers: { Host: host } }, (response) => {
        let body = '';
        response
          .on('data', (chunk) => (body += chunk))
          .on('end', () => resolve({ status: response.statusCode!, body }));
      })
      .on('error', reject),
  );

describe('the names and addresses the editor and its preview answer at', () => {
  it('are the editor’s and the preview’s under a random site of .localhost, or one a test gives', () => {
    expect(siteOf(undefined)).toMatch(/^[0-9a-f]{20}\.localhost$/);
    expect(siteOf('')).not.toBe(siteOf(''));
    expect(namesOf('3f9a.localhost')).toEqual({ editor: 'editor.3f9a.localhost', preview: 'preview.3f9a.localhost' });
    expect(siteOf('Editor-Test.localhost')).toBe('editor-test.localhost');
    for (const given of ['127.0.0.1', 'localhost', 'a.b.localhost', 'evil.example', 'x.localhost:80'])
      expect(() => siteOf(given), given).toThrow(/EDIT_HOSTNAME must be one name under \.localhost/);
  });

  it('listen on 127.0.0.1 and ::1 at one port, the same server answering both', async () => {
    const server = http.createServer((request, response) => response.end(request.socket.remoteAddress));
    const { port, close } = await listenOnLoopback(server, 0, { setting: 'EDIT_PORT' });
    started.push(close);
    expect(await (await loopbackFetch(`http://editor-x.localhost:${port}/`)).text()).toBe('127.0.0.1');
    expect(await overIpv6(port, `editor-x.localhost:${port}`)).toEqual({ status: 200, body: '::1' });
  });

  it('refuse to start when another program holds the port on either address, saying which and what to do', async () => {
    for (const taken of ['::1', '127.0.0.1']) {
      const port = await freeLoopbackPort();
      const squatter = net.createServer();
      await listening(squatter, port, taken);
      started.push(closing(squatter));
      const server = http.createServer();
      const shown = taken.includes(':') ? `[${taken}]:${port}` : `${taken}:${port}`;
      await expect(listenOnLoopback(server, port, { setting: 'EDIT_PORT' })).rejects.toThrow(
        `${shown} is taken by another program, perhaps another user's: the browser could reach it by the editor's name, so nothing was started. Choose another EDIT_PORT, or leave it unset for a free port.`,
      );
      // Nothing was left listening on the other address.
      expect(server.listening).toBe(false);
    }
  });

  it('the editor refuses to start on a port another program holds on ::1, and a free port is free on both', async () => {
    const port = await freeLoopbackPort();
    const squatter = net.createServer();
    await listening(squatter, port, '::1');
    started.push(closing(squatter));
    await expect(
      startEditor({ dirs: { messages: '', records: '', translations: '' }, port, preview: { root: '', port: 1 } }),
    ).rejects.toThrow(`[::1]:${port} is taken by another program`);
  });
});

describe('the entry address, and the preview’s cookie', () => {
  it('opens from wherever the address was opened, the forwarding file too, and gives the preview’s cookie for the site alone', async () => {
    const copy = textsCopy('entry');
    started.push(() => copy.remove());
    const token = 'unit-entry-token-0123456789abcdefghijkl';
    const site = '0123456789abcdef0123.localhost';
    const editor = await startEditor({ dirs: copy.dirs, site, token, preview: { root: copy.root, port: 1 } });
    started.push(editor.close);
    expect(editor.entry).toMatch(new RegExp(`^http://editor\\.${site.replace('.', '\\.')}:\\d+/\\?token=${token}$`));
    // Opened from a file (the browser says: from another site), as a top-level page.
    const opened = await loopbackFetch(editor.entry, {
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
    });
    expect(opened.status).toBe(200);
    // Its page goes on to the bare address itself: a redirect would still come from the file, and
    // the session's cookie would not go with it.
    expect(await opened.text()).toMatch(/<meta http-equiv="refresh" content="0;url=\/#key=[\w-]{43}"\/>/);
    const [session, preview] = opened.headers.getSetCookie();
    expect(session).toMatch(/^slimstart-editor-\d+=[\w-]{43}; HttpOnly; SameSite=Strict; Path=\/; Max-Age=604800$/);
    expect(preview).toMatch(
      new RegExp(
        `^slimstart-preview-1=[\\w-]{43}; Domain=${site.replace('.', '\\.')}; HttpOnly; SameSite=Strict; Path=/; Max-Age=604800$`,
      ),
    );
    // With the session: the page. Anything else from another site, or from the preview's pages
    // (the same site), is refused, the session and its key sent along.
    const headers = { Cookie: `${session.split(';')[0]}; ${preview.split(';')[0]}` };
    const page = `${editor.url}/`;
    expect((await loopbackFetch(page, { headers })).status).toBe(200);
    for (const from of [
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Mode': 'navigate' },
      { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Dest': 'image', 'Sec-Fetch-Mode': 'no-cors' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Mode': 'navigate' },
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' },
    ])
      expect((await loopbackFetch(page, { headers: { ...headers, ...from } })).status, JSON.stringify(from)).toBe(403);
  });
});

describe('the preview’s checks', () => {
  /** The preview's checks in front of a stand-in for Next.js, which answers every request it is handed. */
  async function preview() {
    const token = 'the-preview-credential-0123456789abcdef';
    const port = await freeLoopbackPort();
    const name = 'preview.0123456789abcdef0123.localhost';
    const checks = previewGate({ name, port, cookie: 'slimstart-preview-1', token });
    const server = http.createServer((request, response) => {
      if (!checks.answered(request, response)) response.end('the page');
    });
    await listening(server, port, '127.0.0.1');
    started.push(closing(server));
    const at = `http://${name}:${port}`;
    const ask = (route: string, headers: Record<string, string> = {}) => loopbackFetch(at + route, { headers });
    return { at, ask, cookie: `slimstart-preview-1=${token}` };
  }

  it('open the pages to its cookie, at its name, in the editor’s frame, and to nothing else', async () => {
    const { cookie, ask, at } = await preview();
    const port = new URL(at).port;
    expect((await ask('/de/faq', { Cookie: cookie })).status).toBe(200);
    // The editor's frame: a navigation from the same site.
    const frame = { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Mode': 'navigate' };
    expect((await ask('/de/faq', { Cookie: cookie, ...frame })).status).toBe(200);
    // A page of the site that wrote a cookie of the same name for the whole site, sent first: the
    // editor's is still there, and counts.
    expect((await ask('/de/faq', { Cookie: `slimstart-preview-1=written-by-a-page; ${cookie}` })).status).toBe(200);
    const foreign: Record<string, string>[] = [
      { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Mode': 'navigate' },
      { Cookie: cookie, Origin: 'http://evil.example' },
      { Cookie: cookie, Host: `127.0.0.1:${port}` },
      { Cookie: cookie, Host: `localhost:${port}` },
      { Cookie: cookie, Host: `editor.0123456789abcdef0123.localhost:${port}` },
      frame,
      { Cookie: 'slimstart-preview-1=not-the-credential' },
    ];
    for (const headers of foreign) expect((await ask('/de/faq', headers)).status, JSON.stringify(headers)).toBe(403);
    // A refusal in the reader's language, saying what to do.
    const refused = await ask('/de/faq', { 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(refused.headers.get('content-language')).toBe('de');
    expect(await refused.text()).toBe(
      '403: Dieser Browser hat den Editor noch nicht geöffnet. Öffne die Adresse, die das Fenster mit npm run edit anzeigt.',
    );
  });
});

describe('the previewed pages’ services (security review L-6)', () => {
  it('point Firebase and the product API at an address no browser connects to, and keep the rest', () => {
    const deployment = {
      NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-a-real-key',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'slimstart-prod.firebaseapp.com',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'slimstart-prod',
      NEXT_PUBLIC_API_BASE_URL: 'https://api.slimstart.app/',
      NEXT_PUBLIC_GA_ID: 'G-TEST12345',
    };
    const previewed = { ...deployment, ...unreachable(deployment) };
    const firebase = readFirebaseSettings(previewed);
    expect(firebase.emulators).toEqual({ auth: NOWHERE, firestore: NOWHERE, functions: NOWHERE });
    expect(firebase.options).toEqual(readFirebaseSettings(deployment).options);
    expect(readBaseUrl(previewed.NEXT_PUBLIC_API_BASE_URL)).toBe(`http://${NOWHERE}/`);
    expect(previewed.NEXT_PUBLIC_GA_ID).toBe('G-TEST12345');
    // Without the API, the pages say there is none, as the deployment's do; the demo project's
    // emulators are another program's port like any other.
    expect(unreachable({})).not.toHaveProperty('NEXT_PUBLIC_API_BASE_URL');
    expect(readFirebaseSettings(unreachable({})).emulators).toEqual({
      auth: NOWHERE,
      firestore: NOWHERE,
      functions: NOWHERE,
    });
    // Port 1: on the Fetch standard's list of bad ports, to which browsers never connect.
    expect(NOWHERE).toBe('127.0.0.1:1');
  });
});

describe('npm run edit’s way to the browser', () => {
  it('is BROWSER’s program, none with BROWSER=none, or the platform’s opener where there is one', () => {
    expect(browserCommand({ BROWSER: 'none' }, 'linux')).toBeNull();
    expect(browserCommand({ BROWSER: 'NONE' }, 'darwin')).toBeNull();
    expect(browserCommand({ BROWSER: '/opt/firefox/firefox' }, 'linux')).toEqual({
      command: '/opt/firefox/firefox',
      args: [],
    });
    expect(browserCommand({}, 'darwin')).toEqual({ command: 'open', args: [] });
    expect(browserCommand({}, 'win32')).toEqual({ command: 'cmd.exe', args: ['/d', '/c', 'start', '""'] });
    // A machine without a browser: no BROWSER, no xdg-open.
    const bare = mkdtempSync(path.join(tmpdir(), 'no-browser-'));
    started.push(() => rmSync(bare, { recursive: true }));
    expect(browserCommand({ PATH: bare }, 'linux')).toBeNull();
    writeFileSync(path.join(bare, 'xdg-open'), '#!/bin/sh\n', { mode: 0o755 });
    expect(browserCommand({ PATH: `/nowhere${path.delimiter}${bare}` }, 'linux')).toEqual({
      command: 'xdg-open',
      args: [],
    });
  });

  it('is a page that forwards to the address, in a folder and a file this user alone can read, gone once removed', () => {
    const address = 'http://editor-0123456789abcdef0123.localhost:4321/?token=abc_DEF-123';
    const { file, remove } = forwardingFile(address);
    try {
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      const page = readFileSync(file, 'utf8');
      expect(page).toContain(`<meta http-equiv="refresh" content="0;url=${address}"/>`);
      expect(page).toContain('<meta name="referrer" content="no-referrer"/>');
    } finally {
      remove();
    }
    expect(existsSync(path.dirname(file))).toBe(false);
  });
});
