import { describe, expect, it } from 'vitest';
import { whenActivated } from '@/lib/analytics/run';

/** A document as far as activation goes: whether it is prerendered, and its events. */
function documentThat(prerendering: boolean): Document {
  return Object.assign(new EventTarget(), { prerendering }) as unknown as Document;
}

describe('whenActivated', () => {
  it('runs at once on a page the visitor opened', () => {
    const ran: string[] = [];
    whenActivated(() => ran.push('shown'), documentThat(false));
    expect(ran).toEqual(['shown']);
  });

  it('waits on a prerendered page until the visitor opens it, and runs once', () => {
    const doc = documentThat(true);
    const ran: string[] = [];
    whenActivated(() => ran.push('shown'), doc);
    expect(ran).toEqual([]);
    doc.dispatchEvent(new Event('prerenderingchange'));
    doc.dispatchEvent(new Event('prerenderingchange'));
    expect(ran).toEqual(['shown']);
  });

  it('runs nothing once stopped before the page is opened', () => {
    const doc = documentThat(true);
    const ran: string[] = [];
    whenActivated(() => ran.push('shown'), doc)();
    doc.dispatchEvent(new Event('prerenderingchange'));
    expect(ran).toEqual([]);
  });
});
