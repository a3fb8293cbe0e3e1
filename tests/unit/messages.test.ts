import { describe, expect, it } from 'vitest';
import { localeStatus } from '@/lib/i18n/catalog';
import { localeTable } from '@/lib/i18n/locales';
import { englishOf, sameAsEnglishOf, translationOf } from '@/scripts/i18n';

// The same checks as `npm run i18n`, which also names stale translations; texts rightly the same
// as in English are listed, with the reason, in messages/same-as-english.json.
const english = englishOf('messages');
const allowed = sameAsEnglishOf('messages');

describe.each(localeTable.filter((l) => l.code !== 'en'))('messages/$code.json', ({ code }) => {
  const status = localeStatus(english, translationOf('messages', code), allowed);

  it('has every key of en.json and no other', () => {
    expect(status.missing).toEqual([]);
    expect(status.extra).toEqual([]);
  });

  it('leaves no English text in place', () => {
    expect(status.sameAsEnglish).toEqual([]);
  });

  it('keeps every placeholder, tag and plural category', () => {
    expect(Object.fromEntries(status.icu)).toEqual({});
  });
});
