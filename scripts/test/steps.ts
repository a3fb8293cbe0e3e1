/**
 * The steps of `npm test` (scripts/test.ts), in order: a command with its environment and the lines
 * it must print, commands run side by side (`together`), or a function run between two commands. Every npm script that the suite does not
 * run here is started by a probe in tests/scripts/ (everyScript.test.ts reads this list).
 */
import { renameSync, rmSync } from 'node:fs';
import { analyticsBuild, editorEnvironment, testBuild } from './builds';

/**
 * What the end-to-end builds must print: a line for each page they switch off, which its check
 * leaves out (scripts/build.ts; docs/design.md#page-checks). The analytics build serves no Chinese,
 * so it leaves out nothing by a check.
 */
const leftOut = testBuild.UNPUBLISHED_PAGES.split(',').map((url) => `Left out ${url}: its check answers 404`);

/**
 * The builds leave the type check to the typecheck step, which reads the files Next.js's check reads
 * (tsconfig.json, the route types included), once rather than in each build (next.config.ts); each says so.
 */
const typesCheckedApart = { BUILD_TYPECHECK: 'off' };
const skipsTypes = 'Skipping validation of types';

const moveToAnalytics = () => {
  rmSync('out-analytics', { recursive: true, force: true });
  renameSync('out', 'out-analytics');
};

// The order: the quick checks first, so that a lint or unit failure costs seconds; the three builds
// before typecheck, because `next build` writes the typed message declarations
// (messages/*.d.json.ts) and the route types that tsc reads; the size budget reads the builds; the
// scripts that serve or read them, the browser tests, Lighthouse and the load test need them and
// take longest.
export type Step = [command: string, args: string[], env?: Record<string, string>, mustPrint?: string[]];
export const steps: (Step | { together: Step[] } | (() => void))[] = [
  // Side by side: none reads what another writes, and the rules tests mostly wait for their emulator
  // (the host CLIs' install, for the contract on Cloudflare Pages and Netlify, mostly for the registry).
  {
    together: [
      ['npm', ['run', 'hosts:install']],
      ['npm', ['run', 'lint']],
      // Strict: the repository's own texts are complete and reviewed, not merely publishable.
      ['npm', ['run', 'i18n', '--', '--strict']],
      ['npm', ['run', 'test:unit']],
      ['npm', ['run', 'test:rules']],
    ],
  },
  ['npm', ['run', 'build'], { ...analyticsBuild, ...typesCheckedApart }, [skipsTypes]],
  moveToAnalytics,
  // The export and server mode side by side: each builds into a folder of its own (out/ and .next,
  // .next-server), and what both write beside them (firestore.rules, firebase.json, the typed
  // messages) is the same text from the same sources. Both with the editor's environment present.
  {
    together: [
      ['npm', ['run', 'build'], { ...testBuild, ...editorEnvironment, ...typesCheckedApart }, [...leftOut, skipsTypes]],
      [
        'npm',
        ['run', 'build:server'],
        { ...testBuild, ...editorEnvironment, ...typesCheckedApart },
        [...leftOut, skipsTypes],
      ],
    ],
  },
  // What reads the builds is told the same page list as the builds (scripts/test/builds.ts).
  // Every other npm script, started as a user types it (tests/scripts/), beside the load test, the
  // types and the budgets: the probes and the load test judge what does not depend on speed (a
  // start, an answer; errors and statuses under 50 connections, which 2 s a target, thousands of
  // requests, show as 10 s would, at a fifth of the firing that keeps both cores busy), each on
  // free ports.
  {
    together: [
      ['npm', ['run', 'typecheck']],
      ['npm', ['run', 'size'], testBuild],
      ['npm', ['run', 'size'], { ...analyticsBuild, OUT_DIR: 'out-analytics' }],
      // Their copies' builds too: the copies hold the sources typecheck reads (tests/scripts/support.ts).
      ['npm', ['run', 'test:scripts'], typesCheckedApart],
      ['npm', ['run', 'load'], { ...testBuild, LOAD_SECONDS: '2' }],
    ],
  },
  ['npm', ['run', 'test:e2e'], testBuild],
  // Alone: performance is scored on the machine as it is.
  ['npm', ['run', 'lighthouse'], testBuild],
];
