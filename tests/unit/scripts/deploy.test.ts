import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBuildFor, checkSiteSettings, deployArgs, deployProject, liveSiteSettings } from '../../../scripts/deploy';
import { projectRoot } from '../../support/projectFiles';

describe('npm run deploy', () => {
  it('deploys the Firestore rules with the site, from the one config it writes', () => {
    const args = deployArgs('/p/.firebase-hosting.json', 'slimstart-prod', ['--debug']);
    expect(args.slice(0, 3)).toEqual(['deploy', '--only', 'hosting,firestore:rules']);
    expect(args).toEqual(
      expect.arrayContaining(['--config', '/p/.firebase-hosting.json', '--project', 'slimstart-prod']),
    );
    expect(args.at(-1)).toBe('--debug');
    // The config it writes is the project's firebase.json plus the hosting section: that names the
    // rules file, which the build keeps up to date (scripts/export/firebaseProject.ts).
    const project = JSON.parse(readFileSync(path.join(projectRoot, 'firebase.json'), 'utf8'));
    expect(existsSync(path.join(projectRoot, project.firestore.rules))).toBe(true);
  });

  it('takes the project from FIREBASE_PROJECT first, then from .firebaserc', () => {
    const rc = JSON.stringify({ projects: { default: 'slimstart-prod' } });
    expect(deployProject({ FIREBASE_PROJECT: 'slimstart-staging' }, rc)).toBe('slimstart-staging');
    expect(deployProject({}, rc)).toBe('slimstart-prod');
  });

  it('stops with a message that says what to set when no project is named', () => {
    expect(() => deployProject({}, null)).toThrow(/Set FIREBASE_PROJECT=<your project id>.*firebase use --add/s);
    expect(() => deployProject({ FIREBASE_PROJECT: ' ' }, JSON.stringify({ projects: {} }))).toThrow(
      /No Firebase project/,
    );
    expect(() => deployProject({}, '{not json')).toThrow(/\.firebaserc is not valid JSON/);
  });

  it('refuses what is no real project id', () => {
    expect(() => deployProject({ FIREBASE_PROJECT: 'My Project; rm -rf /' }, null)).toThrow(
      /not a Firebase project id/,
    );
    expect(() => deployProject({ FIREBASE_PROJECT: 'demo-slimstart' }, null)).toThrow(/demo project/);
  });

  it('never deploys a site built for the local emulators or for another project', () => {
    const real = {
      NEXT_PUBLIC_FIREBASE_API_KEY: 'AIza-test',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'slimstart-prod.firebaseapp.com',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'slimstart-prod',
    };
    expect(() => checkBuildFor('slimstart-prod', {})).toThrow(
      /local Firebase emulators.*NEXT_PUBLIC_FIREBASE_PROJECT_ID=slimstart-prod/s,
    );
    expect(() => checkBuildFor('slimstart-staging', real)).toThrow(/project slimstart-prod, not for slimstart-staging/);
    expect(() => checkBuildFor('slimstart-prod', real)).not.toThrow();
  });

  it('never publishes the example company’s details or links to localhost', () => {
    const live = {
      SITE_URL: 'https://slimstart.app',
      CONTACT_EMAIL: 'hello@slimstart.app',
      LEGAL_NAME: 'SlimStart GmbH',
      LEGAL_ADDRESS: 'Hauptstraße 1, 10115 Berlin, Germany',
      PRIVACY_OFFICER: 'Dana Weber',
      PRIVACY_EMAIL: 'privacy@slimstart.app',
    };
    expect(() => checkSiteSettings(live)).not.toThrow();
    expect(() => checkSiteSettings({})).toThrow(`Set ${liveSiteSettings.join(', ')} (in .env.production.local`);
    expect(() => checkSiteSettings({ ...live, PRIVACY_OFFICER: ' ' })).toThrow(/^Set PRIVACY_OFFICER \(/);
    expect(() => checkSiteSettings({ ...live, SITE_URL: 'http://localhost:3000' })).toThrow(/live site's address/);
  });
});
