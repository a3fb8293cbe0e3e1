// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The FAQ's hash code (lib/navigation/faqHash.ts) follows a moved entry's anchor from the table the
 * build stamped (redirects.json, docs/operators.md#redirects): a `#fragment` never reaches a server.
 */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function openAt(hash: string) {
  vi.stubEnv('NEXT_PUBLIC_FAQ_ANCHORS', JSON.stringify({ 'remove-account': 'delete-account' }));
  document.body.innerHTML =
    '<details id="delete-account"><summary>Delete</summary></details><details id="languages"></details>';
  Element.prototype.scrollIntoView = () => {};
  history.replaceState(null, '', `/de/faq?from=mail${hash}`);
  const { openFaqFromHash } = await import('@/lib/navigation/faqHash');
  return openFaqFromHash();
}

describe('the FAQ’s hash', () => {
  it('puts a moved entry’s new id in the address, keeping path and query, and opens it', async () => {
    const stop = await openAt('#remove-account');
    expect(location.pathname + location.search + location.hash).toBe('/de/faq?from=mail#delete-account');
    expect(document.querySelector<HTMLDetailsElement>('#delete-account')!.open).toBe(true);
    stop();
  });

  it('opens an entry by its own id, and leaves an id that is no entry (nor one of Object’s) as it is', async () => {
    const stop = await openAt('#languages');
    expect(document.querySelector<HTMLDetailsElement>('#languages')!.open).toBe(true);
    stop();
    const again = await openAt('#constructor');
    expect(location.hash).toBe('#constructor');
    again();
  });
});
