/**
 * The servers and hosts that serve the builds `npm test` made, each until its first answer, and
 * the emulators (the one probe on their fixed ports).
 */
import { expect } from 'vitest';
import { DEFAULT_EMULATORS } from '../../lib/firebase/config';
import { freePort, waitFor } from '../../scripts/lib/processes';
import { type Probe, everyEnv, npmRun, serveOnce, stop } from './support';

export const servingProbes: Record<string, Probe> = {
  // With the demo project's emulators beside it, as `npm start` and the dev server start them
  // (scripts/withEmulators.ts); this file alone uses their fixed ports.
  async 'start:server'() {
    const { status, body, output } = await serveOnce('start:server', '/faq', { env: { FIREBASE_EMULATORS: 'on' } });
    expect(status).toBe(200);
    expect(body).toContain('<html lang="en"');
    expect(output).toMatch(/Firebase emulators \(project demo-slimstart\)/);
  },

  async 'preview:hosting'() {
    const { status } = await serveOnce('preview:hosting', '/faq', { says: 'on the Firebase Hosting emulator at' });
    expect(status).toBe(200);
  },

  // The test build's site is https: nginx, Apache and Caddy serve it over HTTPS with a certificate
  // their preview makes (the host contract reads the 404 pages there), and plain HTTP sends
  // visitors there.
  'preview:nginx': () => servesHttps('preview:nginx', 'nginx'),
  'preview:apache': () => servesHttps('preview:apache', 'Apache'),
  'preview:caddy': () => servesHttps('preview:caddy', 'Caddy'),

  // Each CLI in a network namespace of its own, relayed to a loopback port here; neither fills
  // the path into the 404 page it serves (its island does, in the browser).
  async 'preview:cloudflare'() {
    const { status, body } = await serveOnce('preview:cloudflare', '/de/no-such-page', {
      says: 'on Cloudflare Pages’ local server (wrangler) at',
    });
    expect(status).toBe(404);
    expect(body).toContain('<html lang="de"');
  },

  async 'preview:netlify'() {
    const { status, body } = await serveOnce('preview:netlify', '/de/no-such-page', {
      says: 'on Netlify’s local server (netlify dev) at',
    });
    expect(status).toBe(404);
    expect(body).toContain('<html lang="de"');
  },

  async emulators() {
    const run = npmRun('emulators', [], { env: process.env });
    try {
      await waitFor('npm run emulators', `http://${DEFAULT_EMULATORS.firestore}/`, run.helper, { timeoutMs: 90_000 });
      // A hang guard: under a loaded CI firebase-tools took over 30 s to bring Auth up once.
      await waitFor('npm run emulators', `http://${DEFAULT_EMULATORS.auth}/`, run.helper, { timeoutMs: 90_000 });
      await expect.poll(run.output, { timeout: 30_000 }).toContain('Firebase emulators ready');
    } finally {
      await stop(run);
    }
  },
};

/** `npm run <name>` on two free ports: HTTPS on PORT, and HTTP_PORT's plain server redirecting there. */
async function servesHttps(name: string, host: string) {
  const [port, httpPort] = [await freePort(), await freePort()];
  const run = npmRun(name, [], { env: { ...everyEnv, PORT: String(port), HTTP_PORT: String(httpPort) } });
  try {
    const plain = `http://127.0.0.1:${httpPort}/faq`;
    await waitFor(`npm run ${name}`, plain, run.helper, { timeoutMs: 200_000 });
    await expect.poll(run.output, { timeout: 30_000 }).toContain(`on ${host} at https://127.0.0.1:${port}`);
    const response = await fetch(plain, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`https://127.0.0.1:${port}/faq`);
  } finally {
    await stop(run);
  }
}
