import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A real HTTP server standing in for the product API in tests. It records every request and answers
 * `/status/{code}` with that status, `/slow/{ms}` after that delay, `/echo` with what it got,
 * `/hold/{key}` when the test calls `release(key)`, `/drop` with no response at all (the
 * connection is cut), and `/contact` as the sender's address
 * asks (`status-500@…` with that status, `slow-300@…` after that delay, anything else 200), so that
 * tests running side by side do not disturb each other. `GET /__requests` lists what it got. It
 * answers CORS like an API serving the site from another origin would.
 */
export async function startApiServer(port = 0): Promise<{
  url: string;
  server: Server;
  requests: RecordedRequest[];
  release: (key: string) => void;
}> {
  const requests: RecordedRequest[] = [];
  // Held requests by key: each answers when the test releases it, with no clock involved.
  const held = new Map<string, () => void>();
  const release = (key: string) => {
    const answer = held.get(key);
    if (!answer) throw new Error(`No request is held under ${key}`);
    held.delete(key);
    answer();
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Headers', 'content-type, authorization, x-xsrf-token');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      if (req.method === 'OPTIONS') return res.writeHead(204).end();
      if (path === '/__requests')
        return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(requests));
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body });
      const answer = (status: number, payload: unknown, delayMs = 0) => {
        const send = () => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
        // At once when there is no delay, so that a test whose clock is fake still gets its answers.
        if (delayMs) setTimeout(send, delayMs);
        else send();
      };
      const status = /^\/status\/(\d{3})$/.exec(path);
      if (status) return answer(Number(status[1]), { error: `status ${status[1]}` });
      const slow = /^\/slow\/(\d+)$/.exec(path);
      if (slow) return answer(200, { slow: true }, Number(slow[1]));
      const hold = /^\/hold\/([\w-]+)$/.exec(path);
      if (hold) return held.set(hold[1], () => answer(200, { held: hold[1] }));
      if (path === '/drop') return req.socket.destroy();
      if (path === '/echo')
        return answer(200, { method: req.method, headers: req.headers, body: body ? JSON.parse(body) : null });
      if (path === '/contact') {
        const sender = String((JSON.parse(body || '{}') as { email?: unknown }).email ?? '');
        const asked = Number(/^status-(\d{3})@/.exec(sender)?.[1] ?? 200);
        return answer(asked, { ok: asked < 400 }, Number(/^slow-(\d+)@/.exec(sender)?.[1] ?? 0));
      }
      answer(404, { error: 'no such endpoint' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server, requests, release };
}
