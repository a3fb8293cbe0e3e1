import { pathToFileURL } from 'node:url';

/**
 * Runs an entry script's `main` when node started that file, and not when a test imports it for
 * its functions. A failure prints its message (its stack too with DEBUG set) and exits with 1.
 */
export function runScript(moduleUrl: string, main: () => unknown): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      console.error(error instanceof Error && !process.env.DEBUG ? error.message : error);
      process.exit(1);
    });
}
