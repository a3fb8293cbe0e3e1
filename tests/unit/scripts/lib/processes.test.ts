import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort, run, spawnLogged, waitFor } from '@/scripts/lib/processes';

const node = process.execPath;

describe('run', () => {
  it('returns when the command succeeds and throws, naming it, when it fails', () => {
    expect(() => run(node, ['-e', 'process.exit(0)'])).not.toThrow();
    expect(() => run(node, ['-e', 'process.exit(3)'], { quiet: true })).toThrow(
      /process\.exit\(3\) failed with exit code 3/,
    );
  });

  it('passes its environment on', () => {
    expect(() =>
      run(node, ['-e', 'process.exit(process.env.PROBE === "yes" ? 0 : 1)'], { env: { PROBE: 'yes' } }),
    ).not.toThrow();
  });
});

describe('waitFor', () => {
  it('resolves once the helper answers as ready says', async () => {
    const port = await freePort();
    const script = `setTimeout(() => require('http').createServer((q, s) => s.end('up')).listen(${port}, '127.0.0.1'), 300)`;
    const helper = spawnLogged(node, ['-e', script]);
    try {
      await waitFor('The probe', `http://127.0.0.1:${port}/`, helper, { ready: (r) => r.ok, timeoutMs: 15_000 });
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('up');
    } finally {
      helper.child.kill();
    }
  });

  it('fails at once, with what the helper printed, when it exits', async () => {
    const helper = spawnLogged(node, ['-e', 'console.error("no config here"); process.exit(2)']);
    const port = await freePort();
    await expect(waitFor('The probe', `http://127.0.0.1:${port}/`, helper, { timeoutMs: 15_000 })).rejects.toThrow(
      /The probe exited with code 2\.\nno config here/,
    );
  });

  it('gives up after its hang guard and stops the helper', async () => {
    const helper = spawnLogged(node, ['-e', 'setInterval(() => {}, 1000)']);
    const port = await freePort();
    await expect(waitFor('The probe', `http://127.0.0.1:${port}/`, helper, { timeoutMs: 500 })).rejects.toThrow(
      /did not answer .* within 0\.5 s/,
    );
    await new Promise((resolve) => helper.child.once('exit', resolve));
    expect(helper.child.signalCode).toBe('SIGTERM');
  });
});

describe('freePort', () => {
  it('gives a loopback port that can be listened on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    server.close();
  });
});
