import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { missingTexts, withEnglish } from '@/lib/i18n/fallback';
import { asEnglish, hasEnglishMarks, withoutEnglishMarksIn } from '@/lib/i18n/englishMarks';
import { loadMessages } from '@/lib/i18n/messages';
import { plainText, plainTexts } from '@/lib/i18n/plain';
import { markEnglishTexts } from '@/scripts/export/englishTexts';
import english from '@/messages/en.json';
import french from '@/messages/fr.json';

const en = {
  Nav: { faq: 'FAQ', newLink: 'Prices' },
  Faq: {
    heading: 'Questions',
    items: {
      cost: { question: 'What does it cost?', answer: 'Nothing.' },
      'app-stores': { question: 'Is there an app?', answer: 'Not yet.' },
      half: { question: 'Half?', answer: 'Done.' },
    },
  },
  Terms: { sections: { refunds: { title: 'Refunds', body: 'None.' } } },
};
const fr = {
  Nav: { faq: 'FAQ' },
  Faq: {
    heading: 'Questions',
    items: { cost: { question: 'Combien ça coûte ?', answer: 'Rien.' }, half: { question: 'À moitié ?' } },
  },
  Terms: { sections: {} },
  Old: { gone: 'Ancien' },
};

describe('a language behind English (lib/i18n/fallback.ts)', () => {
  const shown = withEnglish(fr, en) as typeof en & typeof fr;

  it('shows English, marked, where a text is missing, and keeps its own texts', () => {
    expect(shown.Nav).toEqual({ faq: 'FAQ', newLink: asEnglish('Prices') });
    expect(shown.Faq.items.cost).toEqual(fr.Faq.items.cost);
    expect(shown.Old).toEqual(fr.Old);
  });

  it('leaves out a list entry it lacks altogether, and fills one it has begun', () => {
    expect(Object.keys(shown.Faq.items)).toEqual(['cost', 'half']);
    expect(shown.Faq.items.half).toEqual({ question: 'À moitié ?', answer: asEnglish('Done.') });
  });

  it('shows the new entry in the editor’s preview, in English, to the person who will translate it', () => {
    const previewed = withEnglish(fr, en, { leaveOutNewEntries: false }) as typeof en;
    expect(previewed.Faq.items['app-stores'].question).toBe(asEnglish('Is there an app?'));
  });

  it('answers a text asked of an entry not translated yet with English, never its key, quietly', () => {
    const errors = vi.spyOn(console, 'error');
    const t = createTranslator({ locale: 'fr', messages: shown, ...missingTexts(en) });
    expect(t('Faq.items.app-stores.question' as never)).toBe(asEnglish('Is there an app?'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows a legal section it lacks in English rather than leave it out, as a publish waits for it', () => {
    expect(shown.Terms.sections).toEqual({ refunds: { title: asEnglish('Refunds'), body: asEnglish('None.') } });
  });

  it('gives plain English to attributes, metadata and payloads', () => {
    expect(plainText(shown.Nav.newLink)).toBe('Prices');
    expect(plainTexts(shown).Nav.newLink).toBe('Prices');
    expect(hasEnglishMarks(JSON.stringify(withoutEnglishMarksIn(shown)))).toBe(false);
  });

  it('is what the loader gives: the repository’s French as it is, every English text there', async () => {
    expect(await loadMessages('en')).toEqual(english);
    const loaded = await loadMessages('fr');
    expect(loaded).toEqual(french);
  });
});

describe('English texts in a built document (scripts/export/englishTexts.ts)', () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="fr"><head><title>T</title></head><body>${body}</body></html>`;

  it('marks the element that shows the English alone', () => {
    expect(markEnglishTexts(page(`<h2>${asEnglish('Is there an app?')}</h2>`))).toBe(
      page('<h2 lang="en">Is there an app?</h2>'),
    );
    // An answer of several paragraphs, with a link.
    expect(
      markEnglishTexts(page(`<div class="a"> <p>${asEnglish('One.</p><p>Two <a href="/x">x</a>.')}</p></div>`)),
    ).toBe(page('<div class="a" lang="en"> <p>One.</p><p>Two <a href="/x">x</a>.</p></div>'));
  });

  it('wraps English among other texts in a span of its own', () => {
    expect(markEnglishTexts(page(`<p>Écrivez-nous : ${asEnglish('Contact')} !</p>`))).toBe(
      page('<p>Écrivez-nous : <span lang="en">Contact</span> !</p>'),
    );
  });

  it('leaves no mark in data and attributes, where the text is plain', () => {
    const data = `<script type="application/json">{"a":"${asEnglish('Send')}"}</script>`;
    const result = markEnglishTexts(page(`<button aria-label="${asEnglish('Close')}">x</button>${data}`));
    expect(result).toBe(
      page('<button aria-label="Close">x</button><script type="application/json">{"a":"Send"}</script>'),
    );
  });
});
