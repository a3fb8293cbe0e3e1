import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EDITOR_COPY, EDITOR_GIT_ENV } from '../support/editorCopy';
import { open, saveReviewed } from '../support/editorSession';
import { deployable } from '../support/liveSettings';

/**
 * Publish's two steps on the editor's copy (docs/editors.md#the-editor), as an operator's settings
 * allow them: a trial run, then a real preview on a server of the site's own (a build of the copy,
 * kept under its build id; no host to reach), then that build put live, with one commit holding
 * what went live and the publication recorded after it. The hosts' own previews are the deploy's, tested without network in
 * tests/scripts/deployPreview.test.ts. The copy is left as the other editor tests expect it: no
 * settings file, git not knowing who commits.
 */
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: EDITOR_COPY, env: { ...process.env, ...EDITOR_GIT_ENV }, encoding: 'utf8' });
const settingsFile = path.join(EDITOR_COPY, '.env.production.local');

test.afterAll(() => {
  rmSync(settingsFile, { force: true });
  for (const setting of ['user.name', 'user.email']) {
    try {
      git('config', '--unset', setting);
    } catch {
      // Never set: nothing to take back.
    }
  }
});

test('Publish tries a preview, previews on a server of the site’s own, then puts exactly that build live, one commit holding it', async ({
  page,
}) => {
  // A real build of the copy, then its promote.
  test.setTimeout(600_000);
  // A live site's settings, as an operator keeps them (docs/operators.md#configuration); no Firebase part.
  const settings = {
    ...deployable,
    FIREBASE_FUNCTIONS: 'off',
    FIRESTORE_RULES: 'off',
    HOSTING_PROVIDER: 'Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen, Germany',
    HOSTING_COUNTRY: 'DE',
  };
  writeFileSync(
    settingsFile,
    Object.entries(settings)
      .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
      .join('\n'),
  );
  git('config', 'user.name', 'An Editor');
  git('config', 'user.email', 'editor@example.com');
  await open(page);
  // Another text than editor.editor.spec.ts saves after this file, whose Save must change something.
  await saveReviewed(page, 'Nav.faq', 'Deutsch', 'Fragen und Antworten');
  const log = page.getByRole('log', { name: 'What publishing did', includeHidden: true });
  const said = page.getByRole('form', { name: 'Publish' }).getByRole('status').first();
  const head = git('rev-parse', 'HEAD').trim();

  // A trial run first: where the preview would go, and nothing built or recorded.
  await page.getByRole('combobox', { name: 'Publish on' }).selectOption('caddy');
  await page.getByLabel('Try it first').check();
  const preview = page.getByRole('button', { name: 'Preview on Caddy' });
  await preview.click();
  await expect(log).toContainText('write .deploys/<build id>/Caddyfile', { timeout: 60_000 });
  await expect(said).toHaveText('Trial run: nothing was put online. The details list what it would do.');
  expect(git('rev-parse', 'HEAD').trim()).toBe(head);
  await expect(page.getByRole('button', { name: 'Put this preview live' })).toHaveCount(0);

  await page.getByLabel('Try it first').uncheck();
  await preview.click();
  // Said with the log, so that a failure shows deploy's own words.
  const outcome = async () => `${await said.textContent()}\n${await log.textContent()}`;
  await expect
    .poll(outcome, { timeout: 500_000 })
    .toMatch(/The preview is ready for the site’s own server|Not published/);
  expect(await outcome()).toContain('The preview is ready for the site’s own server');
  const build = /Kept as build ([a-z0-9-]+) in/.exec((await log.textContent()) ?? '')![1];
  // One commit: the German text and its record, with what the build brought up to date.
  expect(git('log', '-1', '--format=%s')).toBe(`Texts edited in the editor, previewed as build ${build}\n`);
  const recorded = git('show', '--name-only', '--format=', 'HEAD');
  expect(recorded).toContain('messages/de.json');
  // A preview is no publication.
  expect(recorded).not.toContain('legal/published.json');
  const previewed = readFileSync(path.join(EDITOR_COPY, '.deploys', build, 'site', 'de', 'faq.html'), 'utf8');
  expect(previewed).toContain('Fragen und Antworten');

  await page.getByRole('button', { name: 'Put this preview live' }).click();
  const live = page.getByRole('log', { name: 'What putting it live did', includeHidden: true });
  await expect(live).toContainText(`> npm run deploy -- --promote ${build}`);
  await expect(live).toContainText(`Copy .deploys/${build}/site/ to the site folder on the server`, {
    timeout: 120_000,
  });
  await expect(page.getByText('Live: visitors now see exactly what the preview showed.')).toBeVisible();
  // The one commit of the preview holds what went live; the record of the legal versions it
  // published (none was, in this copy) follows in a commit of its own.
  expect(git('log', '--format=%s', `${head}..HEAD`).trim().split('\n')).toEqual([
    'Legal versions published',
    `Texts edited in the editor, previewed as build ${build}`,
  ]);
  // With the day the live pages show the legal versions of, from which --if-due counts.
  expect(git('show', '--name-only', '--format=', 'HEAD').trim().split('\n')).toEqual([
    'legal/deployed.json',
    'legal/published.json',
  ]);
  expect(git('status', '--porcelain', '--', 'messages', 'i18n', 'legal', 'firestore.rules', 'firebase.json')).toBe('');
});
