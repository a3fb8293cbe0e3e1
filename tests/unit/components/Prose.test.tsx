// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Prose from '@/components/Prose';
import { asEnglish, withoutEnglishMarks } from '@/lib/i18n/englishMarks';

afterEach(cleanup);

describe('a block of text', () => {
  const blocks = (container: HTMLElement) =>
    [...container.querySelectorAll('p, li')].map((element) => `${element.localName}:${element.textContent}`);

  it('makes its "• " lines a list, the rest paragraphs', () => {
    const { container } = render(<Prose text={'We keep:\n• your email\n• your weights\nNothing else.'} />);
    expect(blocks(container)).toEqual(['p:We keep:', 'li:your email', 'li:your weights', 'p:Nothing else.']);
  });

  it('reads an English text standing in for a translation as it reads the translation, each block marked English', () => {
    const { container } = render(<Prose text={asEnglish('• your email\n• your weights\nNothing else.')} />);
    expect(blocks(container).map(withoutEnglishMarks)).toEqual(['li:your email', 'li:your weights', 'p:Nothing else.']);
    // Each block is one English text of its own, which the export marks lang="en".
    for (const element of container.querySelectorAll('p, li'))
      expect(element.textContent).toBe(asEnglish(withoutEnglishMarks(element.textContent!)));
  });
});
