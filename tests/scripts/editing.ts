/**
 * What an editor types: `npm start` after an edit, `npm run deploy` with nothing configured,
 * `npm run screenshots` before a build; each in a fresh copy of the project.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { type Probe, en, everyEnv, freshCopy, runToEnd, serveOnce } from './support';

export const editingProbes: Record<string, Probe> = {
  async deploy() {
    // A fresh clone with no configuration at all: nothing from this shell's environment either.
    const dir = freshCopy();
    const { code, output } = await runToEnd('deploy', [], {
      cwd: dir,
      // Analytics switched on in China without the legal route it rests on.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ANALYTICS_CN: 'on' },
    });
    expect(code, output).toBe(1);
    // One message naming every missing setting: the project, Firebase, the address, the company,
    // and the analytics route.
    expect(output).toContain('Nothing was built or deployed: 4 things need setting first.');
    expect(output).toContain('ANALYTICS_CN must name the legal route that analytics rest on in China');
    for (const name of [
      'FIREBASE_PROJECT',
      'NEXT_PUBLIC_FIREBASE_API_KEY',
      'SITE_URL',
      'LEGAL_NAME',
      'PRIVACY_OFFICER',
    ])
      expect(output).toContain(name);
    expect(existsSync(path.join(dir, 'out'))).toBe(false);
  },

  async start() {
    const dir = freshCopy({ withBuild: true });
    // As built: served without building.
    const asBuilt = await serveOnce('start', '/', { cwd: dir });
    expect(asBuilt.output).toContain('is up to date with the sources and messages: serving it without building');
    expect(asBuilt.status).toBe(200);
    expect(asBuilt.body).toContain(en.Home.heading);

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
