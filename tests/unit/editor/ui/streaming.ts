/**
 * What the editor's interface tests of Check and Publish share: a catalogue with two texts, and the
 * server's streamed answer, sent line by line when the test says.
 */
import { vi } from 'vitest';
import type { Catalogue, Progress } from '@/editor/contract';

/** A catalogue with two texts, as the interface has it. */
export const catalogue = {
  entries: [
    { key: 'Nav.faq', english: 'FAQ', cells: {} },
    { key: 'Nav.account', english: 'Account', cells: {} },
  ],
  lists: [],
  publish: { hosts: ['firebase'], host: 'firebase' },
} as unknown as Catalogue;

/** The server's answer, sent line by line when the test says; what the page asked, and sent. */
export function streaming(
  answer = () => new Response(JSON.stringify(catalogue), { headers: { 'Content-Type': 'application/json' } }),
) {
  let send!: (said: Progress<unknown>) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Split in the middle of a line, as a stream may arrive.
      send = (said) => {
        const line = new TextEncoder().encode(`${JSON.stringify(said)}\n`);
        controller.enqueue(line.slice(0, 5));
        controller.enqueue(line.slice(5));
      };
      end = () => controller.close();
    },
  });
  const requests: { url: string; body?: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url: `${init.method} ${url}`, body: init.body as string | undefined });
    if (url === '/api/check' || url === '/api/publish') return new Response(body);
    return answer();
  });
  return { send, end: () => end(), requests };
}
