import { describe, expect, it } from 'vitest';
import type { MessageTree } from '@/lib/i18n/deferredTexts';
import { everyLocale } from '@/lib/i18n/locales';
import { legalPageValues } from '@/lib/legalPages/values';
import { messagesOf, strictTranslator } from '../support/messageFiles';

/**
 * What the legal texts say of the company, its law and the privacy policy, in every language
 * (issue 33 c, d): the country and the law read right in each grammar, and the privacy policy is
 * shown to the visitor, never accepted (only the terms are).
 */
function textsOf(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : textsOf(value, `${prefix}${key}.`),
  );
}

/** Saying that the privacy policy was accepted or agreed to, as each language would say it. */
const policyAccepted: Record<string, RegExp> = {
  en: /(this|the|our) (privacy )?polic(y|ies) (that )?you (have )?accepted|accept\w* (the|our) privacy policy|versions of the terms and of this policy that|read them and accept them/i,
  de: /Datenschutzerklärung[^.]{0,60}(du|Sie) (akzeptiert|zugestimmt)|(akzeptier|stimm)[^.]{0,25}(der )?Datenschutzerklärung (zu|an)\b/i,
  fr: /politique de confidentialité[^.]{0,40}que vous avez acceptée|accept\w* (la|notre) politique de confidentialité/i,
  es: /política de privacidad[^.]{0,40}que (has )?aceptad?o|acept\w* (la|nuestra) política de privacidad/i,
  pt: /política de privacidade[^.]{0,40}que você aceitou|aceit\w* (a|nossa) política de privacidade/i,
  zh: /(接受|同意)《?隐私政策|同意的[^。]{0,15}隐私政策/,
  ja: /プライバシーポリシー(に同意|を承諾)|同意(いただいた|された)[^。]{0,15}プライバシーポリシー/,
  ko: /개인정보 ?처리방침(에 동의|을 수락)|동의한[^.]{0,20}(및|과|와) (본 )?개인정보 ?처리방침/,
};

describe.each(everyLocale.map(({ code }) => [code]))('%s: the legal wording', (code) => {
  const t = strictTranslator(code);
  const { country } = legalPageValues(code);
  const values = { ...legalPageValues(code), age: '18' };

  it('never calls the privacy policy accepted', () => {
    const said = textsOf(messagesOf(code)).filter(([, text]) => policyAccepted[code].test(text));
    expect(said.map(([key]) => key)).toEqual([]);
  });

  it('names the law of the terms: a legal system of the United Kingdom, or the company’s country', () => {
    const law = (governingLaw: string) => t('Terms.sections.law.body', { ...values, governingLaw });
    const texts = ['englandWales', 'scotland', 'northernIreland', 'country'].map(law);
    expect(new Set(texts).size).toBe(4);
    expect(texts[3]).toContain(country);
    for (const text of texts.slice(0, 3)) expect(text).not.toContain(country);
  });
});

describe('the company’s country', () => {
  // The stand-in company is in the United Kingdom, as a build without settings has it.
  it.each([
    ['en', /\b(in|of) United Kingdom\b/],
    ['es', /\b(en|de) Reino Unido\b/],
  ] as const)('%s: is never a bare name after a preposition', (code, wrong) => {
    const t = strictTranslator(code);
    const values = { ...legalPageValues(code), age: '18', governingLaw: 'country', analytics: 'none' };
    expect(legalPageValues(code).country).toMatch(/United Kingdom|Reino Unido/);
    for (const key of [
      'Privacy.sections.who-we-are.body',
      'Privacy.sections.transfers.body',
      'Terms.sections.law.body',
    ]) {
      expect(t(key, values), key).not.toMatch(wrong);
    }
  });
});
