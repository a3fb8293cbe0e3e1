import type { CompanyDetail } from './company';

/**
 * The markets the site's languages serve, and the privacy-policy sections that only one market's
 * law asks for (docs/legal-coverage.md). Declared here and nowhere else: their texts are
 * `Markets.{market}.{section}` in the message files, the English source of every market in
 * messages/en.json, and each locale's file holds its own market's only (scripts/i18n.ts asks each
 * locale for exactly those). A market that lacks a section declared here fails `npm run i18n`.
 */
export const markets = {
  uk: {
    law: 'UK GDPR, Data Protection Act 2018',
    sections: [
      { id: 'uk-authority', covers: 'UK GDPR art. 13(2)(d), art. 46: the ICO, UK transfer tools' },
      { id: 'uk-objection', covers: 'UK GDPR art. 21(1), (4): the right to object, shown on its own' },
      { id: 'uk-representative', covers: 'UK GDPR art. 27, art. 13(1)(a)', needs: 'ukRepresentative' },
    ],
  },
  eu: {
    law: 'GDPR; ePrivacy (TDDDG § 25)',
    sections: [
      { id: 'eu-authority', covers: 'GDPR art. 13(2)(d), art. 77; ePrivacy art. 5(3)' },
      { id: 'eu-objection', covers: 'GDPR art. 21(1), (4): the right to object, shown on its own' },
      { id: 'eu-representative', covers: 'GDPR art. 27, art. 13(1)(a)', needs: 'euRepresentative' },
    ],
  },
  br: {
    law: 'LGPD, Marco Civil da Internet',
    sections: [
      { id: 'lgpd-rights', covers: 'LGPD art. 18, art. 19 (15 days), art. 55-J (ANPD)' },
      { id: 'access-logs', covers: 'Marco Civil art. 15 (six months at least: ACCESS_LOG_MONTHS)' },
    ],
  },
  cn: {
    law: 'PIPL',
    sections: [
      { id: 'sensitive-data', covers: 'PIPL art. 28, 29, 30 (necessity, impact, separate consent)' },
      { id: 'cross-border', covers: 'PIPL art. 38, 39 (recipient, contact, purpose, method, data, rights)' },
      { id: 'cn-representative', covers: 'PIPL art. 53', needs: 'cnRepresentative' },
      {
        id: 'analytics-transfer',
        covers: 'PIPL art. 39 for analytics (recipient, contact, purpose, method, data, rights)',
        needs: 'analyticsRoute',
        banner: true,
      },
    ],
  },
  jp: {
    law: 'APPI',
    sections: [
      { id: 'public-matters', covers: 'APPI art. 32 (name, address, representative; requests, fee, complaints)' },
      { id: 'foreign-transfer', covers: 'APPI art. 28 (foreign regime, equivalent measures)' },
    ],
  },
  kr: {
    law: 'PIPA',
    sections: [
      { id: 'items', covers: 'PIPA art. 16(3), 22 (required and optional items)' },
      {
        id: 'overseas-transfer',
        covers: 'PIPA art. 28-8 (recipient, country, items, timing, purpose, period, refusal)',
      },
      { id: 'destruction', covers: 'PIPA art. 21, 30(1) (destruction procedure)' },
      { id: 'officer-contact', covers: 'PIPA art. 30(1), 31, 35 (officer, contact, 10 days, remedies)' },
      { id: 'domestic-agent', covers: 'PIPA art. 31-2', needs: 'krRepresentative' },
      {
        id: 'analytics-transfer',
        covers: 'PIPA art. 28-8(1)1 and (2), or 28-8(1)5, for analytics',
        needs: 'analyticsRoute',
        banner: true,
      },
    ],
  },
} as const satisfies Record<string, { law: string; sections: readonly Section[] }>;

/**
 * A section of a market's own: its id, the law it covers, what it is shown only with, and whether
 * the consent banner says part of it (`Markets.{market}.{id}.banner`, after the banner's text).
 */
interface Section {
  readonly id: string;
  readonly covers: string;
  readonly needs?: SectionNeed;
  readonly banner?: boolean;
}

export type Market = keyof typeof markets;

/**
 * What a section is shown only with: a company detail (a representative the company may not need),
 * or `analyticsRoute`, the legal route an operator stated for analytics in that market
 * (lib/analytics/markets.ts), without which no analytics run there.
 */
export type SectionNeed = CompanyDetail | 'analyticsRoute';

export interface MarketSection {
  /** The section's anchor on the page, and its key under `Markets.{market}`. */
  id: string;
  /** Its message key: `Markets.eu.eu-authority`. */
  key: string;
  /** What the deployment must have for the section to be shown (a representative, analytics). */
  needs?: SectionNeed;
}

/**
 * The sections of `market` in the privacy policy, each with what it needs to be shown: a page shows
 * those whose need this deployment has (lib/legalPages/sections.ts, `sectionShown`).
 */
export function marketSections(market: Market): MarketSection[] {
  return (markets[market].sections as readonly Section[]).map(({ id, needs }) => ({
    id,
    key: `Markets.${market}.${id}`,
    ...(needs ? { needs } : {}),
  }));
}

/**
 * Whether a message key belongs in the files of `market`'s locales: every key, less the other
 * markets' own sections (`Markets.{other}.…`). English, the source, holds them all.
 */
export function keyServesMarket(key: string, market: Market): boolean {
  const own = /^Markets\.([^.]+)\./.exec(key);
  return !own || own[1] === market;
}

/** The message parts of a market's section: its title and body, and the banner's words where it has them. */
export function sectionParts(section: Section): string[] {
  return ['title', 'body', ...(section.banner ? ['banner'] : [])];
}

/** The key of what the consent banner adds in `market`, if its law asks for words of its own there. */
export function bannerKey(market: Market): string | null {
  const section = (markets[market].sections as readonly Section[]).find(({ banner }) => banner);
  return section ? `Markets.${market}.${section.id}.banner` : null;
}
