import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json' with { type: 'json' };
import {
  deferredPaths,
  FALLBACK_TEXT,
  mergeTexts,
  omitTexts,
  pickTexts,
  type MessageTree,
} from '@/lib/i18n/deferredTexts';

const tree: MessageTree = { A: { x: '1', y: { z: '2', w: '3' } }, B: { v: '4' } };

describe('texts on demand', () => {
  it('picks groups and single texts in their places', () => {
    expect(pickTexts(tree, ['A.y.z', 'B', 'A.nothing'])).toEqual({ A: { y: { z: '2' } }, B: { v: '4' } });
  });

  it('leaves them out of the rest, keeping what it is told to keep, and dropping emptied groups', () => {
    expect(omitTexts(tree, ['A.y', 'B'], ['A.y.w'])).toEqual({ A: { x: '1', y: { w: '3' } } });
  });

  it('puts the two halves back together', () => {
    const paths = ['A.y.z', 'B'];
    expect(mergeTexts(omitTexts(tree, paths), pickTexts(tree, paths))).toEqual(tree);
  });

  it('splits each screen’s messages into a first paint and a payload that together are whole', () => {
    const messages = en as unknown as MessageTree;
    for (const screen of ['sign-in', 'account', 'faq', 'index']) {
      const paths = deferredPaths(screen, true);
      expect(paths.length, screen).toBeGreaterThan(0);
      const payload = pickTexts(messages, paths);
      expect(mergeTexts(omitTexts(messages, paths), payload)).toEqual(messages);
      expect(JSON.stringify(omitTexts(messages, paths, [FALLBACK_TEXT]))).not.toContain(
        JSON.stringify(payload).slice(1, 40),
      );
    }
    // The account screens' error messages leave the HTML; the one kept is what a missing text reads as.
    const firstPaint = omitTexts(messages, deferredPaths('account'), [FALLBACK_TEXT]) as typeof en;
    expect(Object.keys(firstPaint.Account.errors)).toEqual(['network']);
    expect(firstPaint.Account.crop).toBeUndefined();
    expect(firstPaint.Account.account.heading).toBe(en.Account.account.heading);
    expect(deferredPaths('index', false)).toEqual([]);
  });
});
