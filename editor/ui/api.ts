/**
 * The interface's client of its server, typed by editor/contract.ts: a JSON route's answer or its
 * refusal, a streamed route's response, a download.
 */
import type { JsonRoute, Outcome, Routes } from '../contract';

/** Where the page keeps its session's key: this origin's storage, which no other port's page reads. */
const KEY_STORAGE = 'slimstart-editor-key';

/**
 * Keeps the key the editor gave with the session (the address's fragment, `#key=…`, which no request
 * carries) and takes it off the address. Called once, before the interface asks anything.
 */
export function keepKey(): void {
  const given = /^#key=([\w-]+)$/.exec(location.hash)?.[1];
  if (!given) return;
  localStorage.setItem(KEY_STORAGE, given);
  history.replaceState(null, '', location.pathname + location.search);
}

/** The header every call sends: the session's key, without which the server answers 403. */
const keyed = (headers: Record<string, string> = {}) => ({
  ...headers,
  'X-Editor-Key': localStorage.getItem(KEY_STORAGE) ?? '',
});

/** Calls a JSON route: its answer, or the refusal with its status. */
export async function call<R extends JsonRoute>(route: R, body?: Routes[R]['body']): Promise<Outcome<R>> {
  const [method, path] = route.split(' ');
  const response = await fetch(
    path,
    body === undefined
      ? { method, headers: keyed() }
      : { method, headers: keyed({ 'Content-Type': 'application/json' }), body: JSON.stringify(body) },
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
      ? { method: 'POST', headers: keyed({ 'Content-Type': 'application/json' }), body: JSON.stringify(body) }
      : { method: 'POST', headers: keyed() },
  );
}

/** What a language needs, as XLIFF (GET /api/xliff): the file, or null where it needs nothing. */
export async function xliffFor(code: string): Promise<Blob | null> {
  const response = await fetch(`/api/xliff?code=${encodeURIComponent(code)}`, { headers: keyed() });
  return response.ok ? response.blob() : null;
}
