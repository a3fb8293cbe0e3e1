import { describe, expect, it } from 'vitest';
import { fromXliff, pageOf, toXliff, XliffError } from '@/scripts/i18n/xliff';

const units = [
  {
    key: 'Account.crop.dropHere',
    source: 'Drop it & <browse>choose a file</browse>.',
    target: '',
    reason: 'new: not translated yet',
  },
  { key: 'Faq.items.cost.answer', source: 'It is "free".', target: 'Es ist „gratis“.', reason: 'English changed' },
];

/** The XLIFF of `units` with the targets given, as a translation tool would send it back. */
const filled = (...targets: string[]) =>
  toXliff(
    'de',
    units.map((unit, i) => ({ ...unit, target: targets[i] })),
  );

const caught = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as XliffError;
  }
  throw new Error('expected an XliffError');
};

describe('toXliff', () => {
  it('writes one unit per key, English source, current target and the page, XML-escaped', () => {
    const xml = toXliff('de', units);
    expect(xml).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">',
    );
    expect(xml).toContain('<unit id="Account.crop.dropHere">');
    expect(xml).toContain('<note category="location">sign-in and account screens /sign-in, /account</note>');
    expect(xml).toContain('<source>Drop it &amp; &lt;browse&gt;choose a file&lt;/browse&gt;.</source>');
    expect(xml).toContain('<target></target>');
    expect(xml).toContain('<source>It is &quot;free&quot;.</source>');
    expect(xml).toContain('<target>Es ist „gratis“.</target>');
  });
});

describe('pageOf', () => {
  it('names the page of a text by its namespace, and every page for the shared ones', () => {
    expect(pageOf('Home.title')).toBe('home page /');
    expect(pageOf('Faq.items.cost.answer')).toBe('FAQ /faq');
    expect(pageOf('Contact.send')).toBe('contact form on the FAQ /faq');
    expect(pageOf('Privacy.title')).toBe('privacy policy /privacy-policy');
    expect(pageOf('Terms.title')).toBe('terms and conditions /terms-conditions');
    expect(pageOf('Site.copyright')).toBe('every page (header, footer, banners, errors)');
  });
});

describe('fromXliff', () => {
  it('reads back what toXliff wrote, with the line each unit starts on', () => {
    const { srcLang, trgLang, units: read } = fromXliff(filled('<browse>Datei</browse> & mehr', 'Gratis.'));
    expect({ srcLang, trgLang }).toEqual({ srcLang: 'en', trgLang: 'de' });
    expect(read).toEqual([
      { key: 'Account.crop.dropHere', source: units[0].source, target: '<browse>Datei</browse> & mehr', line: 4 },
      { key: 'Faq.items.cost.answer', source: units[1].source, target: 'Gratis.', line: 14 },
    ]);
  });

  it('reads a target of white space only (as tools indent it) as no translation', () => {
    expect(fromXliff(filled('\n          ', 'Gratis.')).units[0].target).toBe('');
  });

  it('decodes numeric character references, as XML does', () => {
    const xml = filled('a', 'b').replace('<target>b</target>', '<target>Es&#xA0;ist&#10;frei&#39;</target>');
    expect(fromXliff(xml).units[1].target).toBe("Es\u00a0ist\nfrei'");
  });

  it('refuses a file that is not well-formed, naming the line', () => {
    const error = caught(() => fromXliff(filled('a', 'b').replace('</segment>', '</segmant>')));
    expect(error).toBeInstanceOf(XliffError);
    expect(error.message).toMatch(/^not well-formed XML/);
    expect(error.line).toBe(12);
  });

  it('refuses markup inside a target, and a DTD', () => {
    const markup = filled('a', 'b').replace('<target>b</target>', '<target><mrk id="m1">b</mrk></target>');
    expect(caught(() => fromXliff(markup))).toMatchObject({
      message: '<target> holds markup (<mrk>): plain text only',
    });
    expect(caught(() => fromXliff(`<!DOCTYPE x [<!ENTITY a "b">]>${filled('a', 'b')}`)).message).toMatch(/DOCTYPE/);
  });

  it('refuses XLIFF 1.2', () => {
    expect(caught(() => fromXliff('<xliff version="1.2"><file/></xliff>')).message).toMatch(/not an XLIFF 2 file/);
  });
});
