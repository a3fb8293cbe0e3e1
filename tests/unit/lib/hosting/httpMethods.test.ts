import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isAllowedMethod, methodNotAllowed, refuseConnect } from '@/lib/hosting/httpMethods';

describe('the methods the site answers', () => {
  it('lets GET and HEAD through, nothing else', () => {
    expect(['GET', 'HEAD'].every(isAllowedMethod)).toBe(true);
    expect(['POST', 'TRACE', 'OPTIONS', 'get', undefined].some(isAllowedMethod)).toBe(false);
    const { status, headers } = methodNotAllowed();
    expect(status).toBe(405);
    expect(headers.Allow).toBe('GET, HEAD');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('answers CONNECT, which Node.js never hands to the request handler, with 405', async () => {
    const server = createServer(() => {
      throw new Error('CONNECT reached the request handler');
    });
    refuseConnect(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status?: number; allow?: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'CONNECT', path: 'evil.example:443' });
      req.on('connect', (res, socket) => {
        socket.destroy();
        resolve({ status: res.statusCode, allow: res.headers.allow as string });
      });
      req.on('error', reject);
      req.end();
    });
    server.close();
    expect(answer).toEqual({ status: 405, allow: 'GET, HEAD' });
  });
});
