import type http from 'node:http';
import { atBothNames } from '../../lib/editPreview/flag';

/**
 * The preview's framing. The site says that no one may frame it (`frame-ancestors 'none'` and
 * X-Frame-Options, lib/hosting/routeRules.ts) and knows nothing of the editor; the preview's own
 * server lets exactly the editor, at both its names, frame what it serves.
 */
export function framedBy(
  editor: string,
): (name: string, value: http.OutgoingHttpHeader) => http.OutgoingHttpHeader | null {
  const ancestors = `frame-ancestors ${atBothNames(editor).join(' ')}`;
  return (name, value) => {
    const header = name.toLowerCase();
    if (header === 'x-frame-options') return null;
    if (header !== 'content-security-policy' || typeof value !== 'string') return value;
    return /frame-ancestors [^;]*/.test(value)
      ? value.replace(/frame-ancestors [^;]*/, ancestors)
      : `${value.replace(/;?\s*$/, '')}; ${ancestors}`;
  };
}

/**
 * Applies `framing` to every header of `response` as its head is written, however Next.js set
 * them (setHeader, or writeHead's own): this response is the preview server's own object.
 */
export function frameResponse(response: http.ServerResponse, framing: ReturnType<typeof framedBy>): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
  const adjust = (name: string, value: http.OutgoingHttpHeader) => {
    const framed = framing(name, value);
    if (framed === null) response.removeHeader(name);
    else if (framed !== value) response.setHeader(name, framed);
  };
  response.writeHead = ((...args: unknown[]) => {
    for (const [name, value] of Object.entries(response.getHeaders())) if (value !== undefined) adjust(name, value);
    const given = args.find(
      (arg): arg is Record<string, http.OutgoingHttpHeader> => !!arg && typeof arg === 'object' && !Array.isArray(arg),
    );
    if (given)
      for (const name of Object.keys(given)) {
        const framed = framing(name, given[name]);
        if (framed === null) delete given[name];
        else given[name] = framed;
      }
    return writeHead(...args);
  }) as typeof response.writeHead;
}
