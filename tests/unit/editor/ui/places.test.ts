// @vitest-environment jsdom
import './editorTexts';
import { describe, expect, it } from 'vitest';
import type { Entry } from '@/editor/domain/catalogue';
import { pageOf, sectionOf } from '@/editor/ui/pages';
import { placesOf } from '@/editor/ui/places';

const entry = (key: string, english: string): Entry => ({ key, english, keeps: [], branches: [], cells: {} });
const entries = [
  entry('Nav.faq', 'FAQ'),
  entry('Nav.terms-conditions', 'Terms'),
  entry('Faq.title', 'Questions and answers | SlimStart'),
  entry('Faq.items.cost.question', 'What does SlimStart cost?'),
  entry('Faq.items.cost.answer', 'Nothing to start.'),
  entry('Terms.sections.account.heading', 'Your account'),
  entry('Terms.sections.account.body', 'You keep <b>one</b> account.'),
  entry('Home.howTitle', 'How it works'),
  entry('Home.how.weigh.title', 'Weigh in'),
  entry('Home.ctaPrimary', 'Start today'),
  entry('Markets.eu.authority.title', 'Your supervisory authority'),
  entry(
    'Home.features.privacy.title',
    '{analytics, select, none {No analytics} other {Analytics with <b>consent</b>}}',
  ),
  entry('Account.signIn.title', 'Sign in'),
  entry('LocaleSwitcher.label', 'Language'),
];
const lists = [
  { list: 'Faq.items', items: ['cost'], fields: ['question', 'answer'], fixed: [] },
  { list: 'Terms.sections', items: ['account'], fields: ['heading', 'body'], fixed: [] },
  { list: 'Home.how', items: ['weigh'], fields: ['title', 'text'], fixed: [] },
  { list: 'Home.features', items: ['privacy'], fields: ['title', 'text'], fixed: [] },
];

describe('the places of the texts, by the names a visitor sees', () => {
  const places = placesOf(entries, lists);
  const where = (key: string) => [places.pageName(pageOf(key)), ...places.trail(key)].join(' › ');

  it('name the page, the part of it and what the text is there; the key is no name', () => {
    expect(where('Faq.items.cost.answer')).toBe('FAQ › What does SlimStart cost? › Answer');
    expect(where('Terms.sections.account.body')).toBe('Terms › Your account › Text');
    expect(where('Home.how.weigh.title')).toBe('Home page › How it works › Weigh in › Heading');
    expect(where('Faq.title')).toBe('FAQ › Title in the browser tab and in search results');
    expect(where('Home.ctaPrimary')).toBe('Home page › “Start today”');
    expect(where('Account.signIn.title')).toBe('Sign-in page › Heading');
    // A message's choices and tags are no name: its words are, as most visitors read them.
    expect(where('Home.features.privacy.title')).toBe('Home page › Analytics with consent › Heading');
    expect(where('LocaleSwitcher.label')).toBe('On every page: header, menu and footer › “Language”');
  });

  it('group the texts without a page under plain names, and name a market by its region', () => {
    expect(places.sectionName(sectionOf('Markets.eu.authority.title'))).toBe('European Union');
    expect(where('Markets.eu.authority.title')).toBe(
      'Sections for one country or region › European Union › Your supervisory authority › Heading',
    );
    expect(places.sectionName(sectionOf('LocaleSwitcher.label'))).toBe('Language menu');
    expect(places.sectionName(sectionOf('Faq.title'))).toBe('Title, description and main texts');
    expect(places.sectionName(sectionOf('Faq.items.cost.answer'))).toBe('The questions');
  });
});
