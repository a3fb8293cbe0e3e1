/**
 * `npm run bench`'s server section (issue 56 (a), docs/operators.md#server-mode): server mode
 * (`npm run start:server` on .next-server/) beside `npm start`'s static server (out/), on the same
 * targets, a document (/de/faq), a 404 (/de/no-such-page) and a hashed script of the application,
 * each target on one server and then on the other, in the same run, with 10 connections asking
 * for compression as browsers do. Prints each server's requests per second and server mode's
 * ratio to the static server's; never judged (a ratio varies with the machine and its load).
 */
import { measureTarget, startNextServer, targetsOf } from '../load';
import { serveOut } from '../serve/serveOut';
import { freePort } from '../lib/processes';

export interface ServerModeRow {
  /** What was asked for: a path, or "hashed script" for the application's script (named by each build). */
  target: string;
  staticRps: number;
  serverRps: number;
  /** Server mode's requests per second over the static server's. */
  ratio: number;
  failed: boolean;
}

/** The targets of the section among each server's (scripts/load.ts): which is which by its place there. */
const TARGETS = [
  { name: '/de/faq', pick: (path: string) => path === '/de/faq' },
  { name: '/de/no-such-page', pick: (path: string) => path === '/de/no-such-page' },
  { name: 'hashed script', pick: (path: string) => path.startsWith('/_next/static/') },
];

export async function benchServerMode(
  outDir: string,
  { seconds = 10, connections = 10 }: { seconds?: number; connections?: number } = {},
): Promise<ServerModeRow[]> {
  const staticServer = await serveOut(outDir);
  const server = await startNextServer(await freePort());
  try {
    const staticTargets = await targetsOf(staticServer.origin);
    const serverTargets = await targetsOf(server.url);
    const rows: ServerModeRow[] = [];
    const settings = { seconds, connections };
    for (const { name, pick } of TARGETS) {
      const onStatic = await measureTarget(
        'static',
        staticServer.origin,
        staticTargets.find((t) => pick(t.path))!,
        settings,
      );
      const onServer = await measureTarget(
        'server',
        server.url,
        serverTargets.find((t) => pick(t.path))!,
        settings,
      );
      rows.push({
        target: name,
        staticRps: onStatic.rps,
        serverRps: onServer.rps,
        ratio: onStatic.rps ? Math.round((onServer.rps / onStatic.rps) * 100) / 100 : 0,
        failed: onStatic.failed || onServer.failed,
      });
    }
    return rows;
  } finally {
    server.stop();
    await staticServer.close();
  }
}

/** The section's table, as `npm run bench` prints it. */
export function serverModeTable(rows: ServerModeRow[], connections = 10): string {
  const lines = [
    `Server mode beside npm start's static server, requests per second, ${connections} connections, same run`,
    '',
    'target'.padEnd(20) + 'static'.padStart(10) + 'server mode'.padStart(14) + 'ratio'.padStart(9),
  ];
  for (const row of rows) {
    lines.push(
      row.target.padEnd(20) +
        String(row.staticRps).padStart(10) +
        String(row.serverRps).padStart(14) +
        `${row.ratio.toFixed(2)}x`.padStart(9),
    );
  }
  return lines.join('\n');
}
