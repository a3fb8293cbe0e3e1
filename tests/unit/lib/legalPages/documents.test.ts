import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LegalVersions } from '@/lib/legal/versions';
import { everyPrivacySectionOf, sectionShown } from '@/lib/legalPages/sections';
import { archiveProblems, loadDocument } from '@/lib/legalPages/archive';
import { archiveFile, documentOf, documentProblems, isArchived } from '@/lib/legalPages/documents';
import {
  slugClashes,
  versionPageAt,
  versionPageOf,
  versionPages,
  versionSlug,
  versionUrl,
} from '@/lib/pages/legalVersions';
import { newVersionName } from '@/scripts/legal/announce';
import en from '@/messages/en.json' with { type: 'json' };
import de from '@/messages/de.json' with { type: 'json' };
import { projectRoot } from '../../../support/projectFiles';

const versions: LegalVersions = {
  terms: [
    { version: '2026-01-01', effective: '2026-01-01' },
    { version: '2026-05-01.2', effective: '2026-06-01' },
  ],
  privacy: [{ version: 'P1', effective: '2026-01-01' }],
  healthConsent: [{ version: 'H1', effective: '2026-01-01' }],
};

const root = mkdtempSync(path.join(tmpdir(), 'legal-archive-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the text of a legal version', () => {
  it('is read from the messages as its page shows it, every section with what it needs', () => {
    const terms = documentOf('terms', 'de', de);
    expect(terms.heading).toBe(de.Terms.heading);
    expect(terms.sections.map(({ id }) => id)).toEqual(Object.keys(en.Terms.sections));
    expect(terms.sections[0]).toEqual({
      id: Object.keys(de.Terms.sections)[0],
      ...Object.values(de.Terms.sections)[0],
    });
    // The privacy policy keeps the sections this deployment leaves out, so that an archived version
    // is shown by the deployment that shows it.
    const privacy = documentOf(
      'privacy',
      'ko',
      JSON.parse(readFileSync(path.join(projectRoot, 'messages/ko.json'), 'utf8')),
    );
    expect(privacy.sections.map(({ id }) => id)).toEqual(everyPrivacySectionOf('ko').map(({ id }) => id));
    expect(privacy.sections.find(({ id }) => id === 'domestic-agent')).toMatchObject({ needs: 'krRepresentative' });
    expect(privacy.sections.filter(sectionShown('ko')).map(({ id }) => id)).toEqual(
      everyPrivacySectionOf('ko')
        .filter(sectionShown('ko'))
        .map(({ id }) => id),
    );
    expect(documentOf('healthConsent', 'en', en)).toEqual({
      heading: en.Account.health.heading,
      intro: en.Account.health.text,
      sections: [],
      statement: en.Account.health.consent,
    });
  });

  it('is archived for every version but the newest, and the build refuses an archive missing or broken', () => {
    expect(isArchived('terms', '2026-01-01', versions)).toBe(true);
    expect(isArchived('terms', '2026-05-01.2', versions)).toBe(false);
    mkdirSync(path.join(root, 'messages'));
    for (const code of ['en', 'zh', 'pt', 'de', 'fr', 'es', 'ja', 'ko'])
      writeFileSync(
        path.join(root, 'messages', `${code}.json`),
        readFileSync(path.join(projectRoot, `messages/${code}.json`)),
      );
    const problems = archiveProblems(versions, root);
    expect(problems).toHaveLength(8);
    expect(problems[0]).toContain(
      'legal/archive/terms/2026-01-01/en.json: the text of terms 2026-01-01 in en cannot be read',
    );

    for (const code of ['en', 'zh', 'pt', 'de', 'fr', 'es', 'ja', 'ko']) {
      const file = path.join(root, archiveFile('terms', '2026-01-01', code));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ heading: `Old ${code}`, intro: 'Before.', sections: [] }));
    }
    expect(archiveProblems(versions, root)).toEqual([]);
    expect(loadDocument('terms', '2026-01-01', 'de', versions, root).heading).toBe('Old de');
    expect(loadDocument('terms', '2026-05-01.2', 'de', versions, root).heading).toBe(de.Terms.heading);

    writeFileSync(
      path.join(root, archiveFile('terms', '2026-01-01', 'ja')),
      JSON.stringify({ heading: 'Old', sections: [{ id: 'x' }] }),
    );
    expect(archiveProblems(versions, root)).toEqual([
      'legal/archive/terms/2026-01-01/ja.json is no archived text: it has no intro; a section lacks its id, title or body',
    ]);
    expect(documentProblems({ heading: 'h', intro: 'i', sections: [], statement: 3 })).toEqual([
      'its statement is no text',
    ]);
  });
});

describe('the page of a legal version', () => {
  it('has a path of its own per text and version, in every locale', () => {
    expect(versionSlug('2026-11-24.2')).toBe('2026-11-24-2');
    const page = versionPageOf('healthConsent', '2026-11-24');
    expect(page).toMatchObject({ path: '/versions/health-consent/2026-11-24', page: { name: 'privacy-policy' } });
    expect(versionUrl('ja', page)).toBe('/jp/versions/health-consent/2026-11-24');
    expect(versionUrl('en', versionPageOf('terms', '2026-11-24.2'))).toBe('/versions/terms-conditions/2026-11-24-2');
    expect(versionPages(versions).map(({ path }) => path)).toEqual([
      '/versions/terms-conditions/2026-01-01',
      '/versions/terms-conditions/2026-05-01-2',
      '/versions/privacy-policy/P1',
      '/versions/health-consent/H1',
    ]);
    // The committed versions each have one.
    for (const page of versionPages()) expect(versionPageAt(page.path)).toEqual(page);
    expect(versionPageAt('/versions/terms-conditions/1999-01-01')).toBeUndefined();
  });

  it('is refused when two versions would share it', () => {
    expect(slugClashes(versions)).toEqual([]);
    const clash = {
      ...versions,
      privacy: [
        { version: 'P.1', effective: '2026-01-01' },
        { version: 'P-1', effective: '2026-03-01' },
      ],
    };
    expect(slugClashes(clash)).toEqual([
      'legal/versions.json: privacy P-1 makes the same page as an earlier version (P-1): rename it.',
    ]);
  });
});

describe('a new version’s name', () => {
  it('is the day it is announced, numbered when that day names one already', () => {
    expect(newVersionName(['2026-01-01'], '2026-11-27')).toBe('2026-11-27');
    expect(newVersionName(['2026-11-27', '2026-11-27.2'], '2026-11-27')).toBe('2026-11-27.3');
  });
});
