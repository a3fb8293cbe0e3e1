import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { localeTable } from '../i18n/locales';
import { localizedPath } from '../i18n/paths';
import { pages } from '../routes';
import { firebaseHosting, nginxServer } from './hostConfigs';
import { routeName } from './payload';
import { scriptSources } from './routeRules';

/**
 * `{page path}/_payload.json` for every prerendered page (SPEC.md section 7): its locale, route
 * name, path, title, description and content (the page's texts).
 */
export async function writePayloads(outDir: string, buildId: string): Promise<number> {
  let count = 0;
  for (const locale of localeTable) {
    const messages = JSON.parse(await fs.readFile(`messages/${locale.code}.json`, 'utf8'));
    for (const page of pages) {
      const url = localizedPath(locale.code, page.path);
      const { title, description, ...content } = messages[page.namespace];
      const payload = {
        buildId,
        locale: locale.code,
        routeName: routeName(page.name, locale.segment),
        path: url,
        title,
        description,
        content,
      };
      const file = path.join(outDir, url === '/' ? '' : url.slice(1), '_payload.json');
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, JSON.stringify(payload));
      count++;
    }
  }
  return count;
}

/** Every HTML file below a folder. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** The inline scripts of a page that a browser would run (JSON-LD and other data blocks are not). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script((?:(?!>)[^])*)>([^]*?)<\/script>/g)]
    .filter(
      ([, attributes, body]) =>
        !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes) && body,
    )
    .map(([, , body]) => body);
}

/**
 * Gives each exported page a `<meta>` Content-Security-Policy naming exactly its own inline scripts
 * by hash, so that no host needs `'unsafe-inline'` (the header policy of lib/delivery/routeRules.ts
 * covers everything else).
 */
export async function addScriptPolicies(outDir: string): Promise<number> {
  const files = await htmlFiles(outDir);
  for (const file of files) {
    const html = await fs.readFile(file, 'utf8');
    const hashes = inlineScripts(html).map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    const policy = `<meta http-equiv="Content-Security-Policy" content="${scriptSources(hashes)}"/>`;
    const marker = '<meta charSet="utf-8"/>';
    if (!html.includes(marker)) throw new Error(`${file} has no ${marker} to put its script policy after`);
    await fs.writeFile(file, html.replace(marker, marker + policy));
  }
  return files.length;
}

/** deploy/firebase.json (the hosting section) and deploy/nginx.conf, from the route rules. */
export async function writeHostConfigs(deployDir: string): Promise<void> {
  await fs.mkdir(deployDir, { recursive: true });
  await fs.writeFile(path.join(deployDir, 'firebase.json'), JSON.stringify(firebaseHosting(), null, 2) + '\n');
  await fs.writeFile(path.join(deployDir, 'nginx.conf'), nginxServer());
}
