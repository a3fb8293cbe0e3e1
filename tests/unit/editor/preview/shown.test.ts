import { describe, expect, it } from 'vitest';
import { marked } from '@/lib/editPreview/marks';
import { htmlShows, payloadShows, previewPageOf, showsSaved, whenShown, type Looked } from '@/editor/preview/shown';

describe('the page a saved text is measured on', () => {
  it('is the page that shows its group, the FAQ for the contact form, the home page for every page’s texts', () => {
    expect(previewPageOf('Faq.heading')).toBe('faq');
    expect(previewPageOf('Contact.send')).toBe('faq');
    expect(previewPageOf('Account.signIn.email')).toBe('sign-in');
    expect(previewPageOf('Nav.faq')).toBe('index');
    expect(previewPageOf('Terms.heading')).toBe('terms-conditions');
  });

  it('is none for texts without a page of their own', () => {
    expect(previewPageOf('Api.network')).toBeNull();
    expect(previewPageOf('NotFound.title')).toBeNull();
  });
});

describe('whether the page shows the text as saved', () => {
  it('a plain text: exactly, spaces aside', () => {
    expect(showsSaved('Häufige Fragen', ' Häufige  Fragen ')).toBe(true);
    expect(showsSaved('Fragen', 'Häufige Fragen')).toBe(false);
    expect(showsSaved('Häufige Fragen', 'Fragen')).toBe(false);
    expect(showsSaved("l''aide", "l'aide")).toBe(true);
  });

  it('a text the page formats: every plain run outside its braces, tags and placeholders', () => {
    const saved = 'Angemeldet als {email}. <link>Abmelden</link>';
    expect(showsSaved(saved, 'Angemeldet als a@b.de. Abmelden')).toBe(true);
    expect(showsSaved(saved, 'Eingeloggt als a@b.de. Abmelden')).toBe(false);
  });

  it('a plural or a choice: never, since a change inside a branch leaves what shows outside as it was', () => {
    const plural = 'Noch {count, plural, one {# Text} other {# Texte}} offen';
    expect(showsSaved(plural, 'Noch 3 Texte offen')).toBe(false);
    expect(showsSaved('{count, plural, one {# article} other {# articles}}', '3 items')).toBe(false);
    expect(showsSaved('{kind, select, app {In der App} other {Im Web}}', 'Im Web')).toBe(false);
  });
});

/** A page as `next dev` renders it: each text ends with its key's mark; its data for React repeats them in a script. */
const page = (...texts: [key: string, html: string][]) =>
  `<!DOCTYPE html><html><body><nav><ul>${texts.map(([key, html]) => `<li><a href="/de/faq">${marked(html, key)}</a></li>`).join('')}</ul></nav>` +
  `<script>self.__next_f.push([1,${JSON.stringify(texts.map(([key, html]) => marked(html, key)).join(''))}])</script></body></html>`;

describe('whether the HTML the preview’s server renders shows the saved text', () => {
  it('finds the text by its key’s mark, as React escapes it', () => {
    const html = page(['Nav.home', 'Start'], ['Nav.faq', 'Fragen &amp; Antworten']);
    expect(htmlShows(html, 'Nav.faq', 'Fragen & Antworten')).toBe('saved');
    expect(htmlShows(page(['Nav.faq', 'l&#x27;aide']), 'Nav.faq', "l''aide")).toBe('saved');
  });

  it('tells the old text from the saved one, even where the saved one is part of it', () => {
    expect(htmlShows(page(['Nav.faq', 'Häufige Fragen']), 'Nav.faq', 'Fragen')).toBe('other');
    expect(htmlShows(page(['Nav.faq', 'Fragen']), 'Nav.faq', 'Häufige Fragen')).toBe('other');
    // Nor is the text before it: another key's, or one of the page's own (a name from the settings).
    const footer = `<footer><p>© SlimStart<!-- --> <a href="/de/faq">${marked('Fragen', 'Nav.faq')}</a></p></footer>`;
    expect(htmlShows(footer, 'Nav.faq', 'Fragen')).toBe('saved');
    expect(htmlShows(page(['Nav.home', 'Häufige'], ['Nav.faq', ' Fragen']), 'Nav.faq', 'Häufige Fragen')).toBe('other');
  });

  it('reads a formatted text across its tags and React’s separators', () => {
    const saved = 'Angemeldet als {email}. <link>Abmelden</link>';
    const rendered = 'Angemeldet als <!-- -->a@b.de<!-- -->. <a href="/">Abmelden</a>';
    expect(htmlShows(page(['Account.signedIn', rendered]), 'Account.signedIn', saved)).toBe('saved');
    expect(
      htmlShows(page(['Account.signedIn', rendered.replace('Angemeldet', 'Eingeloggt')]), 'Account.signedIn', saved),
    ).toBe('other');
  });

  it('is absent when no text of the page carries the key’s mark', () => {
    expect(htmlShows(page(['Nav.home', 'Start']), 'Nav.faq', 'Fragen')).toBe('absent');
  });
});

describe('whether the page’s payload shows the saved text', () => {
  const payload = (faq: string) => ({ texts: { Nav: { faq: marked(faq, 'Nav.faq') } } });
  it('compares the text it holds, and passes one it does not hold', () => {
    expect(payloadShows(payload('Fragen & Antworten'), 'Nav.faq', 'Fragen & Antworten')).toBe(true);
    expect(payloadShows(payload('Häufige Fragen'), 'Nav.faq', 'Fragen & Antworten')).toBe(false);
    expect(payloadShows({ texts: { Nav: {} } }, 'Nav.faq', 'Fragen')).toBe(true);
  });
});

describe('waiting for the preview’s server to show a saved text', () => {
  /** A clock that moves only when the wait sleeps, and the looks it was given, one per call. */
  function looks(...answers: Looked[]) {
    let time = 0;
    let asked = 0;
    const look = async () => answers[Math.min(asked++, answers.length - 1)];
    const clock = { now: () => time, sleep: async (ms: number) => void (time += ms) };
    return { look, clock, asked: () => asked };
  }
  const saved = { key: 'Nav.faq', saved: 'Fragen & Antworten' };
  const old = { html: page(['Nav.faq', 'Häufige Fragen']), payload: {} };
  const fresh = { html: page(['Nav.faq', 'Fragen &amp; Antworten']), payload: {} };

  it('answers once both the HTML and the payload show it, not before', async () => {
    const staleData = { ...fresh, payload: { texts: { Nav: { faq: marked('Häufige Fragen', 'Nav.faq') } } } };
    const { look, clock, asked } = looks(old, 'no answer', staleData, fresh);
    await expect(whenShown(look, saved, clock)).resolves.toBe('saved');
    expect(asked()).toBe(4);
  });

  it('gives up after its patience, and stops at once without a preview or a marked text', async () => {
    const late = looks(old);
    await expect(whenShown(late.look, saved, { ...late.clock, patience: 30_000, every: 500 })).resolves.toBe('late');
    expect(late.asked()).toBe(61);
    await expect(whenShown(looks('stopped').look, saved)).resolves.toBe('stopped');
    const absent = { html: page(['Nav.home', 'Start']), payload: {} };
    await expect(whenShown(looks(absent).look, saved)).resolves.toBe('absent');
  });
});
