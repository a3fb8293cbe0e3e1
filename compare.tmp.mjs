import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
const servers = [
  ['before (next start, old proxy)', '/tmp/wt-before', ['node_modules/.bin/next', ['start', '-p', '4100']], 4100],
  ['after, proxy on hashed files', '/tmp/wt-proxyall', ['node_modules/.bin/tsx', ['scripts/next-server.ts']], 4200],
  ['after (proxy off hashed files)', '/work/main', ['node_modules/.bin/tsx', ['scripts/next-server.ts']], 4300],
];
const connections = Number(process.env.C ?? 20),
  duration = Number(process.env.D ?? 10);
for (const [name, dir, [cmd, args], port] of servers) {
  const child = spawn(cmd, args, { cwd: dir, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(origin + '/faq').then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const html = await (await fetch(origin + '/de/faq')).text();
  const asset = html.match(/\/_next\/static\/[^"?]+\.js/)[0];
  const out = [];
  for (const p of ['/', '/de/faq', '/de/nope', asset]) {
    await autocannon({ url: origin + p, connections, duration: 2 }); // warm-up
    const r = await autocannon({ url: origin + p, connections, duration });
    out.push(
      `${p.startsWith('/_next') ? 'hashed' : p}=${Math.round(r.requests.average)} (p99 ${r.latency.p99} ms, 5xx ${r['5xx']}, non2xx ${r.non2xx})`,
    );
  }
  console.log(name, '|', out.join(' | '));
  child.kill();
  await new Promise((r) => setTimeout(r, 1000));
}
