import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium (docs/design.md#2-stack-and-pinned-versions), or Playwright's own browser where
 * none is installed: the browser that Lighthouse scores and screenshots show, as visitors' Chrome is.
 *
 * `{ headlessShell: true }` is the end-to-end tests' browser: Debian's headless shell of the same
 * Chromium (`chromium-headless-shell`) where it is installed, else Chromium itself. The shell is the
 * same engine without the windowed browser around it, the one Playwright drives headless by default:
 * here the same tests took 40 % less processor time in it, and a third less time. `CHROME_PATH`
 * names one browser for everything.
 *
 * Without the background-networking flags Chromium floods the closed network with connection attempts.
 */
export function chromiumLaunchOptions({ headlessShell = false } = {}): LaunchOptions {
  const chromePath =
    process.env.CHROME_PATH ?? (headlessShell && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
  return {
    executablePath: existsSync(chromePath) ? chromePath : undefined,
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  };
}
