import type http from 'node:http';

/**
 * A source of a policy that names no other server: a keyword (`'self'`, `'unsafe-inline'`…), a
 * nonce or a hash (quoted too), or a scheme of the page's own data (`data:`, `blob:`).
 */
const ownSource = (source: string) => source.startsWith("'") || source === 'data:' || source === 'blob:';

/**
 * A page's policy in the preview: every fetch directive keeps only what names no other server, so that
 * the previewed pages reach none of the deployment's services, whatever their code asks (security
 * review L-6: analytics, Firebase, Google's sign-in loader, the product API); a directive left with
 * nothing allows nothing.
 */
function ownServerOnly(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      // The fetch directives (`…-src`); frame-ancestors is named below.
      if (!name.endsWith('-src') || !sources.length) return directive;
      const kept = sources.filter(ownSource);
      return [name, ...(kept.length ? kept : ["'none'"])].join(' ');
    })
    .join('; ');
}

/**
 * The preview's headers. The site says that no one may frame it (`frame-ancestors 'none'` and
 * X-Frame-Options, lib/hosting/routeRules.ts) and knows nothing of the editor; the preview's own
 * server lets exactly the editor, at its name, frame what it serves, and keeps the pages to the
 * preview's own server (`ownServerOnly`).
 */
export function framedBy(
  editor: string,
): (name: string, value: http.OutgoingHttpHeader) => http.OutgoingHttpHeader | null {
  const ancestors = `frame-ancestors ${editor}`;
  return (name, value) => {
    const header = name.toLowerCase();
    if (header === 'x-frame-options') return null;
    if (header !== 'content-security-policy' || typeof value !== 'string') return value;
    const own = ownServerOnly(value);
    return /frame-ancestors [^;]*/.test(own)
      ? own.replace(/frame-ancestors [^;]*/, ancestors)
      : `${own.replace(/;?\s*$/, '')}; ${ancestors}`;
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
