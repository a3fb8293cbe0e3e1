/**
 * `npm run markets`: what the current settings make each served market's pages say, before
 * anything is built or deployed (docs/markets.md#checking-the-markets-npm-run-markets): per locale, its market and
 * law, the law of the terms, the company's details its law asks for (stand-ins and missing ones
 * marked), the recipients the privacy policy names, those outside the market with their country and
 * the safeguard stated for each (lib/legalPages/transfers.ts; a missing one marked), and the analytics (the service, the legal route
 * where the market asks for one, and the consent banner's words). It reads the settings as `npm run
 * deploy` does, from the environment and the .env files (scripts/settings/), and refuses the same invalid ones.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import type { MessageTree } from '../lib/i18n/deferredTexts';
import { root } from './lib/paths';
import { runScript } from './lib/entry';

/** The first sentence of a text: the governing-law clause, without what follows it. */
const firstSentence = (text: string) => /^.*?(?:\.(?=\s|$)|。)/s.exec(text)?.[0] ?? text;

async function main() {
  // Imported by main alone (the settings are loaded by then: scripts/settings/), so that a test
  // importing this file's helpers reads no settings.
  const [
    { servedLocaleTable, localeInfo },
    { company, legalPageValues },
    analytics,
    { markets },
    companyRules,
    transfers,
  ] = await Promise.all([
    import('../lib/i18n/locales'),
    import('../lib/legalPages/values'),
    import('../lib/analytics/markets'),
    import('../lib/markets'),
    import('../lib/company'),
    import('../lib/legalPages/transfers'),
  ]);
  // As npm run deploy judges the host it deploys to (DEPLOY_HOST, Firebase Hosting unless set).
  const { deploymentOf } = await import('./deploy/checks');
  const host = process.env.DEPLOY_HOST?.trim() || 'firebase';
  const env = { ...process.env, ...transfers.hostSettings(process.env, host) };
  const deployment = deploymentOf(env, host as Parameters<typeof deploymentOf>[1]);
  const served = servedLocaleTable.map(({ code }) => ({
    market: localeInfo(code).market,
    analyticsRoute: analytics.analyticsValues(code).analyticsRoute,
  }));
  const missing = new Set([
    ...companyRules.missingCompanySettings(
      process.env,
      servedLocaleTable.map((l) => l.code),
    ),
    ...transfers.missingTransferSettings(env, deployment, served),
  ]);
  const lines: string[] = [];
  for (const { code } of servedLocaleTable) {
    const { market } = localeInfo(code);
    const messages = JSON.parse(readFileSync(path.join(root, 'messages', `${code}.json`), 'utf8')) as MessageTree;
    const t = createTranslator({ locale: code, messages }) as unknown as (key: string, values?: object) => string;
    const values = { ...legalPageValues(code), ...analytics.analyticsValues(code), age: '18' };
    const details = companyRules
      .requiredDetailSettings(process.env, [code])
      .map(
        ({ key, env }) => `${env}=${company[key] ?? 'none'}${missing.has(env) ? '   ← to set before deploying' : ''}`,
      );
    const recipients = t('Privacy.sections.sharing.body', values)
      .split('\n')
      .filter((line) => line.startsWith('•'));
    // Each recipient outside the market, with the route the operator stated (none: a deploy refuses).
    const abroad = transfers
      .recipientsAbroad(env, deployment, market, values.analyticsRoute, false)
      .map(
        ({ name, country, safeguard, setting }) =>
          `${name} (${country}): ${safeguard ?? `no safeguard stated   ← set ${setting} before deploying`}`,
      );
    const service = values.analytics;
    const banner =
      service === 'none'
        ? 'no banner'
        : (analytics.formatConsentTexts(code, messages, { Consent: { text: '' } }).Consent as MessageTree).text;
    lines.push(
      `${code} (${market}: ${markets[market].law})`,
      `  law of the terms: ${firstSentence(t('Terms.sections.law.body', values))}`,
      '  company:',
      ...details.map((line) => `    ${line}`),
      '  recipients:',
      ...recipients.map((line) => `    ${line}`),
      '  recipients abroad, with their safeguard:',
      ...(abroad.length ? abroad : ['none']).map((line) => `    ${line}`),
      `  analytics: ${service}${values.analyticsRoute === 'none' ? '' : `, on the route ${values.analyticsRoute}`}`,
      `    banner: ${banner}`,
      '',
    );
  }
  console.log(lines.join('\n'));
  if (missing.size) console.log(`npm run deploy would still ask for: ${[...missing].join(', ')}`);
}

runScript(import.meta.url, main);
