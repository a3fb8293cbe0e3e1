import { headersFor } from './routeRules';

/**
 * The site is read-only: only GET and HEAD reach it. Every other method, standard or not, gets
 * 405 with `Allow`, in both modes (the static server, and server mode's gate and proxy.ts), before
 * anything is rendered.
 */
export function isAllowedMethod(method: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** The 405 answer, with the route rules' headers (the security headers among them). */
export function methodNotAllowed(headers: Record<string, string> = headersFor('/')): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  return {
    status: 405,
    headers: { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
    body: 'Method Not Allowed',
  };
}

/** Where a server answers CONNECT (Node.js hands it to a `connect` listener, or drops the socket). */
interface ConnectTarget {
  on(event: 'connect', listener: (req: unknown, socket: { end(data: string): void }) => void): unknown;
}

/** Answers CONNECT, which Node.js never passes to the request handler, with the same 405. */
export function refuseConnect(server: ConnectTarget, headers?: Record<string, string>): void {
  const { headers: all, body } = methodNotAllowed(headers);
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  server.on('connect', (_req, socket) =>
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\n${lines.join('')}Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    ),
  );
}
