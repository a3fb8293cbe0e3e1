import { describe, expect, it } from 'vitest';
import {
  auditTargets,
  categories,
  judge,
  score,
  standsForItsKind,
  warmUpPages,
  type Lhr,
} from '@/scripts/measure/lighthouseJudging';
import { servedLocaleTable } from '@/lib/i18n/locales';
import { pages } from '@/lib/pages/routes';

/** A result whose best practices lose 10 points to one console error. */
function result(consoleError: { description: string; url: string }): Lhr {
  return {
    finalDisplayedUrl: 'http://127.0.0.1:1/de/no-such-page',
    audits: {
      'errors-in-console': {
        score: 0,
        details: { items: [{ description: consoleError.description, sourceLocation: { url: consoleError.url } }] },
      },
      'is-on-https': { score: 1 },
    },
    categories: {
      'best-practices': {
        score: 0.9,
        auditRefs: [
          { id: 'errors-in-console', weight: 1 },
          { id: 'is-on-https', weight: 9 },
        ],
      },
    },
  } as unknown as Lhr;
}

describe('score', () => {
  const own404 = {
    description: 'Failed to load resource: the server responded with a status of 404',
    url: 'http://127.0.0.1:1/de/no-such-page',
  };

  it('forgives an error page the console entry of its own 404 status, and nothing else', () => {
    expect(score(result(own404), 'best-practices', true)).toBe(100);
    expect(score(result(own404), 'best-practices', false)).toBe(90);
    expect(score(result({ ...own404, url: 'http://127.0.0.1:1/_next/x.js' }), 'best-practices', true)).toBe(90);
    expect(score(result({ ...own404, description: 'TypeError: x is undefined' }), 'best-practices', true)).toBe(90);
  });
});

describe('what is audited', () => {
  it('is each kind of page in English and Japanese, both kinds of 404 and the sign-in screen; or every page', () => {
    const targets = auditTargets();
    expect(targets.map((target) => target.url).sort()).toEqual(
      [
        ...pages.flatMap((page) => [page.path, `/jp${page.path === '/' ? '' : page.path}`]),
        '/no-such-page',
        '/de/no-such-page',
        '/sign-in',
      ].sort(),
    );
    expect(targets).toContainEqual({ url: '/jp/privacy-policy', errorPage: false, judged: categories });
    // Every page of the page table in every locale, the two kinds of 404, the sign-in screen.
    expect(auditTargets('all')).toHaveLength(servedLocaleTable.length * pages.length + 3);
    expect(auditTargets('all')).toContainEqual({
      url: '/ko/faq',
      errorPage: false,
      judged: ['accessibility', 'best-practices', 'seo'],
    });
    expect(targets).toContainEqual({
      url: '/de/no-such-page',
      errorPage: true,
      judged: ['performance', 'accessibility', 'best-practices'],
    });
    expect(targets).toContainEqual({ url: '/sign-in', errorPage: false, judged: ['accessibility', 'best-practices'] });
    // Performance where a kind of page stands for the others.
    expect(auditTargets(['/fr/faq'])).toEqual([
      { url: '/fr/faq', errorPage: false, judged: ['accessibility', 'best-practices', 'seo'] },
    ]);
  });

  it('measures performance medians on each kind of page in English and Japanese and on the 404s', () => {
    for (const url of ['/', '/faq', '/jp', '/jp/terms-conditions', '/no-such-page', '/de/no-such-page']) {
      expect(standsForItsKind(url), url).toBe(true);
    }
    expect(standsForItsKind('/de/faq')).toBe(false);
  });

  it('warms up once, or on each kind of page when measuring medians', () => {
    expect(warmUpPages(1)).toEqual(['/']);
    expect(warmUpPages(3)).toEqual([...pages.map((page) => page.path), '/no-such-page']);
  });
});

describe('judge', () => {
  it('takes the median of each category and names those under their bar', () => {
    const { medians, failed } = judge({ performance: [60, 99, 98], accessibility: [96] }, [
      'performance',
      'accessibility',
    ]);
    expect(medians).toEqual({ performance: 98, accessibility: 96 });
    expect(failed).toEqual(['accessibility']);
  });
});
