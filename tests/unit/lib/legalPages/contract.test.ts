import { describe, expect, it } from 'vitest';
import { everyLocale, type Locale } from '@/lib/i18n/locales';
import { minimumAge } from '@/lib/account/signUp';
import { siteLanguages } from '@/lib/legalPages/languages';
import { termsSectionsOf } from '@/lib/legalPages/sections';
import { documentOf } from '@/lib/legalPages/documents';
import { namedEntries } from '@/lib/pages/lists';
import { messagesOf, strictTranslator } from '../../../support/messageFiles';

/**
 * The terms' contract information (issue 52 b: UK E-Commerce Regulations reg. 9, LSSI art. 27,
 * § 312i BGB with Art. 246c EGBGB, C. civ. art. 1127-1, Decreto 7.962/2013 art. 4), in every
 * language: the steps to an account, named by the buttons the reader sees; that the accepted version
 * and its time are kept, and where every version is read; how input errors are corrected before the
 * account is created; and the languages of the contract, from the build's own.
 */
const body = 'Terms.sections.contract.body';

describe('the terms’ contract information', () => {
  it('is a section of the terms that the editor does not remove', () => {
    expect(termsSectionsOf().map(({ id }) => id)).toContain('contract');
    expect(namedEntries()['Terms.sections']).toContain('contract');
  });

  it('names the languages this build serves, in the reader’s language', () => {
    expect(siteLanguages('en', ['en', 'de', 'ja'])).toBe('English, German and Japanese');
    expect(siteLanguages('de', ['en', 'de'])).toBe('Englisch und Deutsch');
    expect(siteLanguages('fr', ['fr'])).toBe('français');
  });
});

describe.each(everyLocale.map(({ code }) => [code]))('%s: the contract information', (code) => {
  const messages = messagesOf(code);
  const t = strictTranslator(code);
  const text = (key: string) => t(key);
  const values = { age: String(minimumAge(code as Locale)), languages: siteLanguages(code, ['en', 'zh', 'ko']) };
  const said = t(body, values);

  it('is on the terms page, with a title and a body', () => {
    const section = documentOf('terms', code as Locale, messages).sections.find(({ id }) => id === 'contract');
    expect(section?.title).toBeTruthy();
    expect(section?.body).toBeTruthy();
  });

  it('gives the steps by the names the sign-up screen shows', () => {
    for (const key of [
      'Nav.signIn',
      'Account.signIn.modeSignUp',
      'Account.signIn.submitSignUp',
      'Account.signIn.google',
      'Account.agreement.heading',
      'Account.agreement.accept',
      'Account.agreement.decline',
    ])
      expect(said, key).toContain(text(key));
    expect(said).toContain(values.age);
  });

  it('says where the accepted version is kept and where every version is read', () => {
    expect(said).toContain(text('Account.export.download'));
    expect(said).toContain(text('LegalVersions.title'));
  });

  it('says how entries are corrected, before and after the account is made', () => {
    expect(said).toContain(text('Account.account.save'));
  });

  it('names the languages of the contract from the build', () => {
    expect(said).toContain(values.languages);
    expect(t(body, { ...values, languages: 'LANGUAGES' })).toContain('LANGUAGES');
  });
});
