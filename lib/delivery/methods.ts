/**
 * The site is read-only: only GET and HEAD reach it. Every other method, standard or not, gets
 * 405 with `Allow`, in both modes (the static server, and server mode's gate and proxy.ts), before
 * anything is rendered.
 */
export function isAllowedMethod(method: string | undefined): boolean {
  return method === 'GET' || method === 'HEAD';
}

export const methodNotAllowed = {
  status: 405,
  headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
  body: 'Method Not Allowed',
} as const;

/** Where a server answers CONNECT (Node.js hands it to a `connect` listener, or drops the socket). */
interface ConnectTarget {
  on(event: 'connect', listener: (req: unknown, socket: { end(data: string): void }) => void): unknown;
}

/** Answers CONNECT, which Node.js never passes to the request handler, with the same 405. */
export function refuseConnect(server: ConnectTarget): void {
  server.on('connect', (_req, socket) => {
    const headers = Object.entries(methodNotAllowed.headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\n${headers.join('')}Content-Length: ${methodNotAllowed.body.length}\r\n` +
        `Connection: close\r\n\r\n${methodNotAllowed.body}`,
    );
  });
}
