import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildMetaPath, LATEST_BUILD_PATH } from '../../lib/hosting/buildFiles';
import { createStaticServer } from './staticServer';

/** The route rules of an export, as its build manifest records them. */
export function exportRouteRules(outDir: string) {
  const latest = path.join(outDir, LATEST_BUILD_PATH);
  if (!existsSync(latest)) throw new Error(`${path.basename(outDir)}/ has no build: run \`npm run build\` first.`);
  const { id } = JSON.parse(readFileSync(latest, 'utf8'));
  return JSON.parse(readFileSync(path.join(outDir, buildMetaPath(id)), 'utf8')).routeRules;
}

/** Serves an export folder on a free loopback port, for the measuring scripts. */
export async function serveOut(outDir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createStaticServer(outDir, exportRouteRules(outDir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
