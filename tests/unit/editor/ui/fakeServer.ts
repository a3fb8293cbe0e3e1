/**
 * The editor's server as its interface's tests stand it in: `fetch` answers each request with the
 * next of the answers given (the last one again), and keeps what it was sent.
 */
import { vi } from 'vitest';

export interface Sent {
  url: string;
  body: Record<string, unknown>;
}

export function serverAnswering(...answers: [status: number, body: object][]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ url, body: init.body === undefined ? {} : JSON.parse(String(init.body)) });
    const [status, body] = answers[Math.min(sent.length, answers.length) - 1];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return sent;
}

/** The terms' next version, announced and not deployed, as the catalogue names it. */
export const announcedTerms = (needs: string[] = []) => ({
  text: 'terms' as const,
  version: '2026-12-01',
  effective: '2026-12-31',
  deployed: false,
  changesKey: 'LegalChanges.terms.v2026_12_01',
  needs,
});
