/**
 * `npm run preview:hosting`, `preview:nginx`, `preview:apache`, `preview:caddy`, `preview:cloudflare`
 * and `preview:netlify`: the built site on the Firebase Hosting emulator, nginx, Apache, Caddy, or
 * the local servers of Cloudflare Pages' and Netlify's CLIs, with the configs the build wrote to
 * deploy/, until Ctrl+C. PORT sets the port (5000, 8088, 8089, 8090, 8091 and 8092 unless told),
 * OUT_DIR another export folder. nginx, Apache and Caddy serve an https site over HTTPS with a
 * certificate made for the preview, and send plain HTTP there from HTTP_PORT (8087, 8086 and 8085
 * unless told). The host contract
 * (tests/e2e/hosts.spec.ts) starts them the same way.
 */
import path from 'node:path';
import { buildFreshness } from './lib/buildFreshness';
import { root } from './lib/paths';
import { startApache } from './hosts/apache';
import { startCaddy } from './hosts/caddy';
import { startFirebaseHosting } from './hosts/firebase';
import { startNginx } from './hosts/nginx';
import { type Host } from './hosts/host';
import { startCloudflarePages, startNetlify } from './hosts/cliServers';
import { readPort } from './lib/port';
import { runScript } from './lib/entry';

const hosts = {
  firebase: { start: startFirebaseHosting, port: 5000, name: 'the Firebase Hosting emulator' },
  nginx: { start: startNginx, port: 8088, httpPort: 8087, name: 'nginx' },
  apache: { start: startApache, port: 8089, httpPort: 8086, name: 'Apache' },
  caddy: { start: startCaddy, port: 8090, httpPort: 8085, name: 'Caddy' },
  cloudflare: { start: startCloudflarePages, port: 8091, name: 'Cloudflare Pages’ local server (wrangler)' },
  netlify: { start: startNetlify, port: 8092, name: 'Netlify’s local server (netlify dev)' },
} as const;
type HostName = keyof typeof hosts;

async function main() {
  const name = process.argv[2];
  if (!(name in hosts)) throw new Error(`Usage: tsx scripts/preview.ts ${Object.keys(hosts).join('|')}`);
  const host = hosts[name as HostName];
  const port = readPort(host.port);
  const outDir = process.env.OUT_DIR ?? 'out';
  const built = buildFreshness(root, path.join(root, outDir)).state;
  if (built === 'missing' || built === 'unfinished') {
    throw new Error(
      `${outDir}/ ${built === 'missing' ? 'has no build' : 'holds a build that did not finish'}: run \`npm run build\` first.`,
    );
  }
  const running: Host & { httpUrl?: string } = await host.start({
    outDir,
    port,
    ...('httpPort' in host ? { httpPort: readPort(host.httpPort, 'HTTP_PORT') } : {}),
  });
  console.log(`Serving ${outDir}/ on ${host.name} at ${running.url}`);
  if (running.httpUrl)
    console.log(`Plain HTTP at ${running.httpUrl} redirects there (the certificate is made for the preview).`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      await running.stop();
      process.exit(0);
    });
  }
}

runScript(import.meta.url, main);
