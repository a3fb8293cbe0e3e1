/**
 * What an editor types: `npm start` after an edit, `npm run deploy` with nothing configured,
 * `npm run screenshots` before a build, `npm run edit`; each in a fresh copy of the project.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect } from 'vitest';
import { freeLoopbackPort } from '../../editor/server/loopback';
import { deployable } from '../support/liveSettings';
import { loopbackFetch } from '../support/loopbackFetch';
import { projectRoot } from '../support/projectFiles';
import { type Probe, en, everyEnv, freshCopy, npmRun, runToEnd, serveOnce, stop } from './support';

/** A complete live configuration for Netlify, with the Firebase project it deploys the rules and functions to. */
const liveNetlify = {
  ...deployable,
  HOSTING_PROVIDER: 'Netlify, Inc., San Francisco, USA',
  HOSTING_PHONE: '+1 415 555 0199',
  NETLIFY_AUTH_TOKEN: 'nfp_Zq3bT9kL2mN8pR4sV6wY1aC5dF7gH0jK',
  NETLIFY_SITE_ID: '3f2a9c1e-7b4d-4e8a-9f6b-2c1d0e9a8b7c',
};

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const readJson = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
/** A page of the export as its words, without markup or scripts. */
const pageText = (dir: string, file: string) =>
  readFileSync(path.join(dir, 'out', file), 'utf8')
    .replace(/<script[^]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

export const editingProbes: Record<string, Probe> = {
  /**
   * A new version of the terms, announced as an editor does it: the text in force is archived and
   * keeps its page, the new text goes into messages/ and gets a page of its own, and the build
   * refuses an archive that went missing.
   */
  async legal() {
    const dir = freshCopy();
    // Its build reads texts with keys the suite's typecheck never read: without npm test's
    // BUILD_TYPECHECK=off, so with Next.js's type check, as an editor's build has it (next.config.ts).
    const env = { ...everyEnv, BUILD_TYPECHECK: undefined };
    const announce = (...args: string[]) => runToEnd('legal', ['announce', 'terms', ...args], { cwd: dir, env });
    const [tooSoon, unknownText] = await Promise.all([
      announce('--effective', days(10)),
      runToEnd('legal', ['announce', 'cookies', '--effective', days(40)], { cwd: dir, env }),
    ]);
    expect(tooSoon.code, tooSoon.output).toBe(1);
    expect(tooSoon.output).toContain('less than 30 days after it is first published');
    expect(unknownText.code, unknownText.output).toBe(1);
    expect(unknownText.output).toContain('Name the text: terms, privacy, healthConsent (got cookies)');
    // Refused, nothing was written.
    expect(existsSync(path.join(dir, 'legal', 'archive'))).toBe(false);

    const before = readJson(dir, 'legal/versions.json').terms as { version: string }[];
    const current = before.at(-1)!.version;
    const slug = (version: string) => version.replace(/[^A-Za-z0-9]+/g, '-');
    const effective = days(40);
    const announced = await announce('--effective', effective, '--changes', 'We now say how long we keep your data.');
    expect(announced.code, announced.output).toBe(0);
    const added = readJson(dir, 'legal/versions.json').terms.at(-1);
    expect(added).toEqual({ version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}(\.\d+)?$/), effective });
    expect(announced.output).toContain(`Announced terms ${added.version}, applying from ${effective}`);
    // The text in force, in all eight languages, as its page shows it.
    for (const code of ['en', 'zh', 'pt', 'de', 'fr', 'es', 'ja', 'ko']) {
      const archived = readJson(dir, `legal/archive/terms/${slug(current)}/${code}.json`);
      expect(archived.heading).toBe(readJson(dir, `messages/${code}.json`).Terms.heading);
    }
    const key = `v${added.version.replace(/[^A-Za-z0-9]/g, '_')}`;
    expect(readJson(dir, 'messages/en.json').LegalChanges.terms[key]).toBe('We now say how long we keep your data.');
    // One announced version at a time.
    const again = await announce('--effective', days(50));
    expect(again.code, again.output).toBe(1);
    expect(again.output).toContain(`terms ${added.version} is announced already`);
    const listed = await runToEnd('legal', [], { cwd: dir, env });
    expect(listed.output).toMatch(new RegExp(`${added.version.replace('.', '\\.')} +from ${effective} +announced`));

    // The editor's new text, and what changes in every language; then the build.
    for (const code of ['en', 'zh', 'pt', 'de', 'fr', 'es', 'ja', 'ko']) {
      const messages = readJson(dir, `messages/${code}.json`);
      messages.Terms.intro = `The new terms (${code}).`;
      ((messages.LegalChanges ??= {}).terms ??= {})[key] = `What changes (${code}).`;
      writeFileSync(path.join(dir, `messages/${code}.json`), `${JSON.stringify(messages, null, 2)}\n`);
    }
    // A language behind English (docs/editors.md#publishing-while-a-language-is-behind): a question
    // new in English, and a text French lacks (its FAQ's heading), in the same build.
    const english = readJson(dir, 'messages/en.json');
    english.Faq.items['app-stores'] = { question: 'Is SlimStart in the app stores?', answer: 'Not yet.' };
    writeFileSync(path.join(dir, 'messages/en.json'), `${JSON.stringify(english, null, 2)}\n`);
    const french = readJson(dir, 'messages/fr.json');
    delete french.Faq.heading;
    writeFileSync(path.join(dir, 'messages/fr.json'), `${JSON.stringify(french, null, 2)}\n`);
    const built = await runToEnd('build', [], { cwd: dir, env });
    expect(built.code, built.output).toBe(0);
    expect(built.output).not.toMatch(/MISSING_MESSAGE|Faq\.heading|app-stores/);
    const frenchFaq = readFileSync(path.join(dir, 'out', 'fr/faq.html'), 'utf8');
    expect(frenchFaq).not.toContain('app-stores');
    expect(frenchFaq).not.toContain('Is SlimStart in the app stores?');
    expect(frenchFaq).toContain(`<h1 lang="en">${english.Faq.heading}</h1>`);
    expect(frenchFaq).not.toMatch(/[\u{E005B}\u{E005D}]/u);
    expect(pageText(dir, 'faq.html')).toContain('Is SlimStart in the app stores?');
    const main = pageText(dir, 'de/terms-conditions.html');
    expect(main).not.toContain('The new terms');
    expect(main).toContain('What changes (de).');
    const upcoming = pageText(dir, `de/versions/terms-conditions/${slug(added.version)}.html`);
    expect(upcoming).toContain('The new terms (de).');
    expect(upcoming).toContain('What changes (de).');
    expect(upcoming).toContain(`Fassung ${added.version}, gültig ab dem`);
    const archivedPage = pageText(dir, `de/versions/terms-conditions/${slug(current)}.html`);
    expect(archivedPage).not.toContain('The new terms');
    // The text's page lists both, linking to each.
    const links = readFileSync(path.join(dir, 'out', 'de/terms-conditions.html'), 'utf8');
    for (const version of [current, added.version])
      expect(links).toContain(`href="/de/versions/terms-conditions/${slug(version)}"`);

    // The translations were written here, not recorded against today's English: deploy refuses.
    const deploy = await runToEnd('deploy', [], { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME } });
    expect(deploy.code, deploy.output).toBe(1);
    expect(deploy.output).toContain(
      `terms ${added.version}, announced for ${effective}, lacks its text in zh, pt, de, fr, es, ja, ko:`,
    );

    // English's archived text is what every language falls back on: without it, nothing is built.
    rmSync(path.join(dir, `legal/archive/terms/${slug(current)}/en.json`));
    const refused = await runToEnd('build', [], { cwd: dir, env });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `legal/archive/terms/${slug(current)}/en.json: the text of terms ${current} in en cannot be read`,
    );
  },

  async deploy() {
    // A fresh clone with no configuration at all: nothing from this shell's environment either.
    const dir = freshCopy();
    const bare = { PATH: process.env.PATH, HOME: process.env.HOME };
    // Runs side by side (none builds or writes anything): with nothing set; with a host it does
    // not deploy to; for a server of the operator's own, which asks for the same settings; for
    // Netlify with its credentials left as placeholders; and a dry run with everything set.
    const [{ code, output }, unknown, nginx, netlify, dryRun] = await Promise.all([
      // Analytics switched on in China without the legal route it rests on.
      runToEnd('deploy', [], { cwd: dir, env: { ...bare, ANALYTICS_CN: 'on' } }),
      runToEnd('deploy', ['--host', 'geocities'], { cwd: dir, env: bare }),
      runToEnd('deploy', ['--host', 'nginx'], { cwd: dir, env: bare }),
      runToEnd('deploy', ['--host', 'netlify'], {
        cwd: dir,
        env: { ...bare, ...liveNetlify, NETLIFY_AUTH_TOKEN: 'your-token-here', NETLIFY_SITE_ID: 'xxxxxx' },
      }),
      runToEnd('deploy', ['--host', 'netlify', '--dry-run'], { cwd: dir, env: { ...bare, ...liveNetlify } }),
    ]);
    expect(code, output).toBe(1);
    // One message naming every missing setting: the project, Firebase, the address, the company,
    // the analytics route, and the safeguard of the transfers to Google.
    expect(output).toContain('Nothing was built or deployed: 5 things need setting first.');
    expect(output).toContain('ANALYTICS_CN must name the legal route that analytics rest on in China');
    for (const name of [
      'FIREBASE_PROJECT',
      'NEXT_PUBLIC_FIREBASE_API_KEY',
      'SITE_URL',
      'LEGAL_NAME',
      'PRIVACY_OFFICER',
      'TRANSFERS_GOOGLE',
    ])
      expect(output).toContain(name);
    expect(existsSync(path.join(dir, 'out'))).toBe(false);
    // A host it does not deploy to is named, before anything else is checked.
    expect(unknown.code, unknown.output).toBe(1);
    expect(unknown.output).toContain('--host geocities is not a host this site deploys to');
    expect(nginx.code, nginx.output).toBe(1);
    expect(nginx.output).toMatch(/Nothing was built or deployed: \d things need setting first/);
    // Netlify: everything set but its credentials, which are named with where to find them.
    expect(netlify.code, netlify.output).toBe(1);
    expect(netlify.output).toContain('Nothing was built or deployed: one thing needs setting first.');
    expect(netlify.output).toContain('Deploying to Netlify needs NETLIFY_AUTH_TOKEN, NETLIFY_SITE_ID');
    // Everything set: the commands it would run, the CLI's with no credential on its command line.
    expect(dryRun.code, dryRun.output).toBe(0);
    expect(dryRun.output).toContain('nothing was built or deployed');
    expect(dryRun.output).toContain('1. npm run hosts:install');
    expect(dryRun.output).toContain('2. NEXT_PUBLIC_FIREBASE_HOSTING=off npm run build');
    expect(dryRun.output).toContain('3. firebase deploy --only firestore:rules,functions');
    expect(dryRun.output).toContain(
      `4. netlify deploy --prod --no-build --dir out --site ${liveNetlify.NETLIFY_SITE_ID} (from a folder holding deploy/netlify/netlify.toml)`,
    );
    expect(dryRun.output).not.toContain(liveNetlify.NETLIFY_AUTH_TOKEN);
    expect(dryRun.output).toContain(
      "Firestore rules: the site's (firestore.rules, copied by the build to deploy/firestore.rules)",
    );
    expect(existsSync(path.join(dir, 'out'))).toBe(false);
  },

  // The editor in a fresh copy of the project: its address at its own name, with the one-time
  // token, opened in the browser through a private file (a stand-in for the browser here, BROWSER),
  // never on a command line; traded for a session; the page in the reader's language. `--no-open`,
  // and a machine without a browser, print the address only. The end-to-end tests drive it
  // (tests/e2e/editor*.editor.spec.ts).
  async edit() {
    const dir = freshCopy();
    const token = 'probe-editor-token-0123456789abcdefghij';
    // The stand-in: what it was given, the file's and its folder's modes, and the page in it.
    const browser = path.join(dir, 'browser.sh');
    writeFileSync(
      browser,
      '#!/bin/sh\n{ echo "given: $*"; stat -c "file: %a" "$1"; stat -c "folder: %a" "$(dirname "$1")"; cat "$1"; } > "$SAW.part" && mv "$SAW.part" "$SAW"\n',
      { mode: 0o755 },
    );
    const saw = (name: string) => path.join(dir, `${name}.txt`);
    const [port, quiet, bare] = await Promise.all([freeLoopbackPort(), freeLoopbackPort(), freeLoopbackPort()]);
    const env = { ...everyEnv, EDIT_TOKEN: token, EDIT_HOSTNAME: 'probe.localhost', BROWSER: browser };
    const withoutBrowser: Record<string, string | undefined> = { ...env };
    delete withoutBrowser.BROWSER;
    const address = (at: number) => `http://editor.probe.localhost:${at}/?token=${token}`;
    // A machine without a browser: no BROWSER, and no xdg-open where it looks.
    const noBrowser = path.join(dir, 'no-browser-bin');
    mkdirSync(noBrowser);
    const where = (command: string) => execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim();
    for (const command of ['node', 'npm', 'sh']) symlinkSync(where(command), path.join(noBrowser, command));
    const runs = {
      opened: npmRun('edit', [], { cwd: dir, env: { ...env, EDIT_PORT: String(port), SAW: saw('opened') } }),
      quiet: npmRun('edit', ['--no-open'], { cwd: dir, env: { ...env, EDIT_PORT: String(quiet), SAW: saw('quiet') } }),
      bare: npmRun('edit', [], {
        cwd: dir,
        env: { ...withoutBrowser, EDIT_PORT: String(bare), SAW: saw('bare'), PATH: noBrowser },
      }),
    };
    try {
      await expect.poll(runs.opened.output, { timeout: 60_000 }).toContain(`The editor is at ${address(port)}`);
      await expect.poll(() => existsSync(saw('opened')), { timeout: 30_000 }).toBe(true);
      // The browser was given a file, private to this user, whose page forwards to the address.
      const seen = readFileSync(saw('opened'), 'utf8');
      const file = /^given: (\S+\/open-the-editor\.html)$/m.exec(seen)?.[1];
      expect(file, seen).toBeDefined();
      expect(seen).toContain('file: 600\nfolder: 700\n');
      expect(seen).toContain(`<meta http-equiv="refresh" content="0;url=${address(port)}"/>`);
      // No command line of the machine holds the token: the browser's was the file's path.
      expect(seen.split('\n')[0]).not.toContain(token);
      for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
        let line = '';
        try {
          line = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        } catch {
          continue; // ended meanwhile
        }
        expect(line, `process ${pid}`).not.toContain(token);
      }

      const entry = await loopbackFetch(address(port));
      expect(entry.status).toBe(200);
      // Used, the file goes.
      await expect.poll(() => existsSync(path.dirname(file!)), { timeout: 10_000 }).toBe(false);
      const cookie = entry.headers.getSetCookie()[0].split(';')[0];
      const page = await loopbackFetch(`http://editor.probe.localhost:${port}/`, {
        headers: { Cookie: cookie, 'Accept-Language': 'ko-KR' },
      });
      expect(await page.text()).toContain('<html lang="ko">');
      expect((await loopbackFetch(`http://editor.probe.localhost:${port}/`)).status).toBe(403);
      // At the name every server of the machine shares, it answers nothing.
      expect((await loopbackFetch(`http://127.0.0.1:${port}/`, { headers: { Cookie: cookie } })).status).toBe(403);
      // The address opens the editor once; the terminal then shows the next one.
      expect((await loopbackFetch(address(port))).status).toBe(403);
      await expect
        .poll(runs.opened.output, { timeout: 10_000 })
        .toMatch(
          new RegExp(`That address is used: .* open http://editor\\.probe\\.localhost:${port}/\\?token=[\\w-]{43}`),
        );
      // Opening it writes nothing.
      for (const name of ['messages/de.json', 'i18n/reviewed/de.json'])
        expect(readFileSync(path.join(dir, name), 'utf8')).toBe(readFileSync(path.join(projectRoot, name), 'utf8'));

      // --no-open, and no browser on the machine: the address, and no browser started.
      await expect.poll(runs.quiet.output, { timeout: 60_000 }).toContain(`The editor is at ${address(quiet)}`);
      await expect.poll(runs.bare.output, { timeout: 60_000 }).toContain(`The editor is at ${address(bare)}`);
      expect(runs.bare.output()).toContain(
        'No browser opened (no browser): open the address in a browser on this computer.',
      );
      await expect.poll(runs.quiet.output, { timeout: 10_000 }).toContain('Ctrl+C stops it.');
      expect(existsSync(saw('quiet'))).toBe(false);
      expect(existsSync(saw('bare'))).toBe(false);
    } finally {
      await Promise.all(Object.values(runs).map(stop));
    }
  },

  async markets() {
    // What an operator checks before deploying: each served market's wording from the settings.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, LOCALES: 'en,ko', NEXT_PUBLIC_GA_ID: 'G-TEST12345' };
    const { code, output } = await runToEnd('markets', [], { env: { ...env, ANALYTICS_KR: 'consent' } });
    expect(code, output).toBe(0);
    expect(output).toContain('en (uk: UK GDPR, Data Protection Act 2018)');
    expect(output).toContain('law of the terms: These terms are governed by the law of England and Wales.');
    expect(output).toContain('analytics: ga, on the route consent');
    // The Korean banner names the recipient abroad, as PIPA art. 28-8(2) asks.
    expect(output).toMatch(/banner: .*Google LLC/);
    expect(output).toMatch(/npm run deploy would still ask for: .*KR_REPRESENTATIVE/);
    expect(output).not.toContain('zh (');
    // Every recipient outside the market, with its country and the safeguard stated, or what to set.
    expect(output).toContain('Google LLC (US): no safeguard stated   ← set TRANSFERS_GOOGLE before deploying');
    expect(output).toMatch(/npm run deploy would still ask for: .*TRANSFERS_GOOGLE/);
    const stated = await runToEnd('markets', [], { env: { ...env, TRANSFERS_GOOGLE: 'clauses,uk:certification' } });
    expect(stated.output).toMatch(
      /en \(uk:[^]*recipients abroad, with their safeguard:\n {4}Google LLC \(US\): certification\n/,
    );
    expect(stated.output).toMatch(
      /ko \(kr:[^]*recipients abroad, with their safeguard:\n {4}Google LLC \(US\): clauses\n/,
    );
    expect(stated.output).not.toMatch(/would still ask for: .*TRANSFERS_GOOGLE/);
    // A route the market's law does not give is refused.
    const adequacy = await runToEnd('markets', [], { env: { ...env, TRANSFERS_GOOGLE: 'adequacy' } });
    expect(adequacy.code, adequacy.output).toBe(1);
    expect(adequacy.output).toContain('TRANSFERS_GOOGLE states adequacy for Google LLC (US)');
    // An "on" that names no legal route is refused, as the build and the deploy refuse it.
    const refused = await runToEnd('markets', [], { env: { ...env, ANALYTICS_KR: 'on' } });
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('ANALYTICS_KR must name the legal route that analytics rest on in Korea');
  },

  async start() {
    const dir = freshCopy({ withBuild: true });
    // As built: served without building.
    const asBuilt = await serveOnce('start', '/', { cwd: dir, says: 'Serving out/ at', listening: true });
    expect(asBuilt.output).toContain('is up to date with the sources and messages: serving it without building');
    expect(asBuilt.status).toBe(200);
    expect(asBuilt.body).toContain(en.Home.heading);
    // On this computer alone: what an editor looks at is nobody else's on the network.
    expect(asBuilt.listening).toEqual(['127.0.0.1', '[::1]']);
    // LISTEN_ADDRESS names the one address instead (here a loopback one: tests listen nowhere else).
    const named = await serveOnce('start', '/', {
      cwd: dir,
      env: { LISTEN_ADDRESS: '127.0.0.1' },
      says: 'Serving out/ at',
      listening: true,
    });
    expect(named.status).toBe(200);
    expect(named.listening).toEqual(['127.0.0.1']);
    expect(named.output).toContain('at http://127.0.0.1:');
    // Another program on the port at ::1 would get the browser's requests to localhost: refused.
    const port = await freeLoopbackPort();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen({ port, host: '::1' }, resolve));
    const refusing = npmRun('start', [], { cwd: dir, env: { ...everyEnv, PORT: String(port) } });
    try {
      // A hang guard: it refuses before serving anything, in seconds.
      const code = await Promise.race([
        refusing.exited,
        new Promise((resolve) => setTimeout(resolve, 60_000, 'running')),
      ]);
      expect(code, refusing.output()).toBe(1);
      expect(refusing.output()).toContain(
        `[::1]:${port} is taken by another program, perhaps another user's: the browser could reach it at http://localhost:${port}, so nothing was started. Choose another PORT.`,
      );
    } finally {
      await stop(refusing);
      await new Promise((resolve) => squatter.close(resolve));
    }

    // An editor changes a text: the next `npm start` builds again and serves it.
    const file = path.join(dir, 'messages/en.json');
    const edited = 'A heading an editor has just changed';
    writeFileSync(file, readFileSync(file, 'utf8').replace(JSON.stringify(en.Home.heading), JSON.stringify(edited)));
    const afterEdit = await serveOnce('start', '/', { cwd: dir });
    expect(afterEdit.output).toMatch(/messages\/en\.json changed after the build in out\/ \(.*\): building again/);
    expect(afterEdit.body).toContain(edited);
    expect(afterEdit.body).not.toContain(en.Home.heading);
  },

  async screenshots() {
    // Its first decision: with no build to photograph, it says what to run.
    const { code, output } = await runToEnd('screenshots', [], { cwd: freshCopy(), env: everyEnv });
    expect(code).toBe(1);
    expect(output).toContain('out/ has no build: run `npm run build` first.');
  },
};
