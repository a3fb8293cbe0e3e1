import path from 'node:path';

/** The project's folder, whichever script asks and from wherever it was started. */
export const root = path.resolve(import.meta.dirname, '../..');
