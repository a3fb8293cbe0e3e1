import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorOver, statesOf, textsCopy } from './project';

// The translators' round trip through the editor's server, over a copy of the texts whose English
// changed once: the Spanish text of Nav.account is stale, so Spanish needs it.
const copy = textsCopy('translators');
const editor = await editorOver(copy);
const { ask, post } = editor;
beforeAll(async () => {
  const base = copy.texts('en')['Nav.account'];
  await post('/api/save', { code: 'en', key: 'Nav.account', text: 'Your account and data', base });
});
afterAll(async () => {
  await editor.close();
  copy.remove();
});

/** What Spanish needs, as the translator downloads it, with Nav.account translated. */
async function translatedFile() {
  const xliff = await (await ask('/api/xliff?code=es')).text();
  return xliff.replace(/(<unit id="Nav\.account"[^]*?<target>)[^<]*(<\/target>)/, '$1Tu cuenta y tus datos$2');
}

describe('the files for translators', () => {
  it('are downloaded for one language: es.xlf, with every unit it needs', async () => {
    const download = await ask('/api/xliff?code=es');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="es.xlf"');
    expect(await download.text()).toContain('<unit id="Nav.account"');
  });

  it('are refused whole when a unit loses a placeholder, naming the key and the placeholder: nothing is imported', async () => {
    const es = copy.read('es');
    const lost =
      '    <unit id="Site.copyright"><segment><source>© {year} SlimStart. All rights reserved.</source>' +
      '<target>Sin año</target></segment></unit>\n  </file>';
    const refused = await post('/api/xliff', { text: (await translatedFile()).replace('</file>', lost) });
    expect(refused.status).toBe(422);
    const { problems } = await refused.json();
    expect(problems).toEqual([
      expect.objectContaining({ key: 'Site.copyright', problem: { kind: 'argumentMissing', argument: 'year' } }),
    ]);
    expect(copy.read('es')).toBe(es);
  });

  it('are imported when every unit is good, their translations marked reviewed', async () => {
    const imported = await post('/api/xliff', { text: await translatedFile() });
    expect(imported.status).toBe(200);
    const catalogue = await imported.json();
    expect(catalogue.imported).toEqual({ code: 'es', keys: ['Nav.account'] });
    expect(copy.texts('es')['Nav.account']).toBe('Tu cuenta y tus datos');
    expect(statesOf(catalogue, 'Nav.account').es).toBe('reviewed');
  });
});
