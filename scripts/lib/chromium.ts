import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (docs/design.md#2-stack-and-pinned-versions), or Playwright's own browser where none is installed.
 * Without the background-networking flags it floods the closed network with connection attempts.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return {
    executablePath: existsSync(chromePath) ? chromePath : undefined,
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  };
}
