/**
 * The interface's client of its server, typed by editor/contract.ts: a JSON route's answer or its
 * refusal, a streamed route's response, a download.
 */
import type { JsonRoute, Outcome, Routes } from '../contract';

/** Calls a JSON route: its answer, or the refusal with its status. */
export async function call<R extends JsonRoute>(route: R, body?: Routes[R]['body']): Promise<Outcome<R>> {
  const [method, path] = route.split(' ');
  const response = await fetch(
    path,
    body === undefined
      ? { method }
      : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  // A refusal before any route (403) is text: its status says it.
  const value = await response.json().catch(() => ({ error: String(response.status) }));
  return response.ok ? { ok: true, answer: value } : { ok: false, refusal: { status: response.status, ...value } };
}

/** Starts a streamed route (Check, Publish): its response, whose body comes line by line. */
export function streamed(route: 'POST /api/check' | 'POST /api/publish', body?: Routes['POST /api/publish']['body']) {
  const path = route.split(' ')[1];
  return fetch(
    path,
    body
      ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
      : { method: 'POST' },
  );
}

/** What a language needs, as XLIFF (GET /api/xliff): the file, or null where it needs nothing. */
export async function xliffFor(code: string): Promise<Blob | null> {
  const response = await fetch(`/api/xliff?code=${encodeURIComponent(code)}`);
  return response.ok ? response.blob() : null;
}
