import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Without them Chromium floods the closed network with connection attempts. */
const quiet = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Debian's Chromium (docs/design.md#2-stack-and-pinned-versions), or Playwright's own browser where
 * none is installed: the browser that Lighthouse scores and screenshots show, as visitors' Chrome is.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return { executablePath: existsSync(chromePath) ? chromePath : undefined, args: quiet };
}

/**
 * The browser the end-to-end tests drive: Debian's headless shell of the same Chromium
 * (`chromium-headless-shell`) where it is installed, else Chromium itself. The shell is the same
 * engine without the windowed browser around it, the one Playwright drives headless by default:
 * here the same tests took 40 % less processor time in it, and a third less time
 * (docs/design.md#2-stack-and-pinned-versions). `CHROME_PATH` names one browser for everything.
 */
export function testChromiumLaunchOptions(): LaunchOptions {
  const shell = '/usr/bin/chromium-headless-shell';
  return !process.env.CHROME_PATH && existsSync(shell)
    ? { executablePath: shell, args: quiet }
    : chromiumLaunchOptions();
}
