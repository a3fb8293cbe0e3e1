import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { measureTarget } from '@/scripts/load';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  lines.length = 0;
});

/** A server that resets the connection of the first `resets` requests (all, with Infinity). */
async function resettingServer(resets: number): Promise<string> {
  let left = resets;
  server = createServer((req, res) => {
    if (left-- > 0) return req.socket.resetAndDestroy();
    res.end('ok');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const lines: string[] = [];
const settings = { seconds: 1, connections: 4, print: (line: string) => lines.push(line) };
const page = { path: '/', status: '2xx' } as const;

// Each run lasts a second, and a target may be measured twice: a hang guard of 15 s a test.
describe('the load test', { timeout: 15_000 }, () => {
  it('measures again after connection errors, and passes when they do not come back', async () => {
    const row = await measureTarget('static', await resettingServer(3), page, settings);
    expect(row.earlierErrors).toEqual({ ECONNRESET: expect.any(Number) });
    expect(row.errors).toBe(0);
    expect(row.failed).toBe(false);
    expect(lines.some((line) => line.includes('measuring / again'))).toBe(true);
  });

  it('fails when the server keeps resetting connections', async () => {
    const row = await measureTarget('static', await resettingServer(Infinity), page, settings);
    expect(row.reasons.ECONNRESET).toBeGreaterThan(0);
    expect(row.failed).toBe(true);
  });

  it('fails on a status other than the target’s, without measuring again', async () => {
    const row = await measureTarget('static', await resettingServer(0), { path: '/', status: '4xx' }, settings);
    expect(row.wrongStatuses).toBeGreaterThan(0);
    expect(row.earlierErrors).toBeUndefined();
    expect(row.failed).toBe(true);
  });
});
