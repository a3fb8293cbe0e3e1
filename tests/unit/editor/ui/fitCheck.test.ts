import { describe, expect, it } from 'vitest';
import { previewPageOf, showsSaved } from '@/editor/ui/fitCheck';

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
    const plural = 'Noch {count, plural, one {# Text} other {# Texte}} offen';
    expect(showsSaved(plural, 'Noch 3 Texte offen')).toBe(true);
    expect(showsSaved(plural, 'Es fehlen 3 Texte')).toBe(false);
  });
});
