import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The project's folder, for tests that read its files. */
export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** The files under a project folder (relative to the project) whose names match `pattern`. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(relative, pattern);
    return pattern.test(entry.name) ? [relative] : [];
  });
}
