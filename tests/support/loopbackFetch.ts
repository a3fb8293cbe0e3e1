/**
 * `fetch` for the editor's and its preview's names (`editor-….localhost`, editor/server/loopback.ts),
 * which browsers resolve to the loopback themselves and Node.js does not: it connects to 127.0.0.1 at
 * the address's port and sends the name in `Host`, as a browser that resolved it does (Node.js's own
 * fetch sets `Host` itself, whatever it is given). A `Host` in `init` is sent as given, to ask at a
 * name other than the address's. Redirects are answered, never followed.
 */
import http from 'node:http';

export function loopbackFetch(address: string | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(address);
  const headers = new Headers(init.headers);
  const hostHeader = headers.get('host') ?? url.host;
  headers.delete('host');
  const body = init.body;
  if (body !== undefined && body !== null && typeof body !== 'string')
    throw new Error('loopbackFetch sends text bodies only.');
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname.endsWith('.localhost') ? '127.0.0.1' : url.hostname,
        port: url.port || 80,
        path: url.pathname + url.search,
        method: init.method ?? 'GET',
        headers: { ...Object.fromEntries(headers), Host: hostHeader },
        setHost: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answered = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
              answered.append(name, one);
          const status = response.statusCode ?? 500;
          const empty = status === 204 || status === 304 || init.method === 'HEAD';
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answered }));
        });
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
