/**
 * The company that runs the site, as each market's law asks it to be named (docs/markets.md): in
 * the legal notice (Impressum, mentions légales, aviso legal), the privacy policy and the terms.
 * Every detail is a build-time setting; each has a stand-in, so that a development build reads
 * whole, and `npm run deploy` refuses to publish a stand-in that a served market requires
 * (scripts/deploy.ts, through `missingCompanySettings`).
 *
 * It reads no environment itself: lib/legalPages/values.ts passes the build's, and the deploy script the one
 * it is about to build with, which it judges before building.
 */

/** One company detail: the setting it is read from, and the stand-in a development build shows. */
interface Detail {
  readonly env: string;
  readonly standIn: string;
  /** Whether the company may state that it has none (`none`): a register, a VAT number. */
  readonly mayBeNone?: boolean;
}

const companyDetailSettings = {
  name: { env: 'LEGAL_NAME', standIn: 'SlimStart Ltd.' },
  address: { env: 'LEGAL_ADDRESS', standIn: '1 Example Street, London EC1A 1AA, United Kingdom' },
  representative: { env: 'LEGAL_REPRESENTATIVE', standIn: 'Alex Morgan, Managing Director' },
  phone: { env: 'LEGAL_PHONE', standIn: '+44 20 7946 0000' },
  register: { env: 'COMPANY_REGISTER', standIn: 'Companies House, company number 00000000', mayBeNone: true },
  vatId: { env: 'VAT_ID', standIn: 'GB 000 0000 00', mayBeNone: true },
  euRepresentative: {
    env: 'EU_REPRESENTATIVE',
    standIn: 'Example EU Representative Ltd., 1 Example Square, Dublin D02 0000, Ireland',
  },
  ukRepresentative: {
    env: 'UK_REPRESENTATIVE',
    standIn: 'Example UK Representative Ltd., 2 Example Street, London EC1A 1AB, United Kingdom',
  },
  cnRepresentative: { env: 'CN_REPRESENTATIVE', standIn: '示例代表有限公司，上海市示例路1号' },
  cnRepresentativeContact: { env: 'CN_REPRESENTATIVE_CONTACT', standIn: '+86 21 0000 0000, cn-rep@example.com' },
  krRepresentative: { env: 'KR_REPRESENTATIVE', standIn: '예시대리인 주식회사, 서울특별시 예시로 1' },
  krRepresentativeContact: { env: 'KR_REPRESENTATIVE_CONTACT', standIn: '+82 2 0000 0000, kr-agent@example.com' },
  hosting: { env: 'HOSTING_PROVIDER', standIn: 'Example Hosting Ltd., 3 Example Street, London EC1A 1AC' },
  hostingPhone: { env: 'HOSTING_PHONE', standIn: '+44 20 7946 0001' },
  apiOperator: { env: 'API_OPERATOR', standIn: 'Example API Operator Ltd., London, United Kingdom' },
  shareCapital: { env: 'SHARE_CAPITAL', standIn: '1,000 EUR (example)', mayBeNone: true },
  privacyOfficer: { env: 'PRIVACY_OFFICER', standIn: 'Alex Morgan' },
} as const satisfies Record<string, Detail>;

export type CompanyDetail = keyof typeof companyDetailSettings;

/** Where the company is established: an ISO 3166-1 alpha-2 code (COMPANY_COUNTRY). */
const COUNTRY_SETTING = 'COMPANY_COUNTRY';
const defaultCountry = 'GB';

/** The member states of the European Union, where GDPR art. 27 asks for no representative. */
const EU = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

/**
 * What each market's law asks the site to name, beyond the company's name and address and the
 * privacy contact that every market needs (docs/markets.md has the sources). A representative is
 * needed only where the company is established outside that market.
 */
const marketDetails: Record<string, (country: string) => CompanyDetail[]> = {
  // UK GDPR art. 27: a UK representative for a company outside the UK; GDPR art. 27 too, since
  // English is read across the EU and its policy shows the EU's sections (lib/i18n/localeTable.ts).
  en: (country) => [...(country === 'GB' ? [] : (['ukRepresentative'] as const)), ...euRepresentative(country)],
  // PIPL art. 53: a representative in China for a company abroad, and how to reach them.
  zh: (country) => (country === 'CN' ? [] : ['cnRepresentative', 'cnRepresentativeContact']),
  // LGPD art. 41: the encarregado (the privacy officer), whom every market names.
  pt: () => [],
  // § 5 DDG: who represents the company, a fast second channel, the register and the VAT ID;
  // GDPR art. 27 for a company outside the EU.
  de: (country) => ['representative', 'phone', 'register', 'vatId', ...euRepresentative(country)],
  // LCEN art. 6 III: the same, the publication director (the representative), the host's phone,
  // and the share capital of a company registered in France (RCS).
  fr: (country) => [
    'representative',
    'phone',
    'register',
    'vatId',
    'hostingPhone',
    ...(country === 'FR' ? (['shareCapital'] as const) : []),
    ...euRepresentative(country),
  ],
  // LSSI art. 10: a direct channel besides email, the register and the tax number.
  es: (country) => ['phone', 'register', 'vatId', ...euRepresentative(country)],
  // APPI art. 32: the name of the company's representative.
  ja: () => ['representative'],
  // PIPA art. 30: the officer's contact; art. 31-2: a domestic agent for a company abroad, with
  // the agent's telephone and email (art. 31-2(3)).
  ko: (country) => ['phone', ...(country === 'KR' ? [] : (['krRepresentative', 'krRepresentativeContact'] as const))],
};

function euRepresentative(country: string): CompanyDetail[] {
  return EU.includes(country) ? [] : ['euRepresentative'];
}

/**
 * Every market needs these: who the controller is, where, whom to ask about personal data, and the
 * host, whom the privacy policy names through the legal notice as the recipient of server logs.
 */
const everyMarket: CompanyDetail[] = ['name', 'address', 'hosting', 'privacyOfficer'];

/** The company's country from the environment, checked. */
export function companyCountry(env: Record<string, string | undefined>): string {
  const value = env[COUNTRY_SETTING]?.trim().toUpperCase() || defaultCountry;
  if (!/^[A-Z]{2}$/.test(value)) {
    throw new Error(
      `${COUNTRY_SETTING} must be a two-letter country code (ISO 3166-1), such as DE or GB; got "${value}"`,
    );
  }
  return value;
}

/**
 * The law that governs the terms (GOVERNING_LAW): the country where the company is established
 * (`country`, the default), or one of the legal systems of a country that has several. The United
 * Kingdom is no single legal system, so a company there names England and Wales, Scotland or
 * Northern Ireland, and a deploy refuses to go without it; a development build stands in with
 * England and Wales. The terms name it in each language (`Terms.sections.law`, a `select`).
 */
const GOVERNING_LAW_SETTING = 'GOVERNING_LAW';
const jurisdictions = ['country', 'england-wales', 'scotland', 'northern-ireland'] as const;
export type GoverningLaw = (typeof jurisdictions)[number];
/** Countries with several legal systems, and the stand-in a development build uses there. */
const severalSystems: Record<string, GoverningLaw> = { GB: 'england-wales' };

export function governingLaw(env: Record<string, string | undefined>): GoverningLaw {
  const value = env[GOVERNING_LAW_SETTING]?.trim().toLowerCase();
  const country = companyCountry(env);
  if (!value) return severalSystems[country] ?? 'country';
  if (value === 'country' && country in severalSystems) {
    throw new Error(
      `${GOVERNING_LAW_SETTING}=country names no single legal system for COMPANY_COUNTRY=${country}: ` +
        `set it to ${jurisdictions.slice(1).join(', ')}`,
    );
  }
  if (!(jurisdictions as readonly string[]).includes(value)) {
    throw new Error(
      `${GOVERNING_LAW_SETTING} must be one of ${jurisdictions.join(', ')} (country: the law of COMPANY_COUNTRY), ` +
        `got "${env[GOVERNING_LAW_SETTING]}"`,
    );
  }
  return value as GoverningLaw;
}

/**
 * How long every host keeps its access logs (the IP address, time and page of each request), in
 * months (ACCESS_LOG_MONTHS): each language's privacy policy states it, and the operator sets each
 * host to keep them exactly that long (docs/operators.md#access-logs). Where the Brazilian pages are
 * served, Marco Civil art. 15 asks for six months at least; elsewhere one is the least and the
 * default. The same period everywhere, so that no policy contradicts another.
 */
const ACCESS_LOG_SETTING = 'ACCESS_LOG_MONTHS';

export function accessLogMonths(env: Record<string, string | undefined>, localeCodes: readonly string[]): number {
  const least = localeCodes.includes('pt') ? 6 : 1;
  const value = env[ACCESS_LOG_SETTING]?.trim();
  if (!value) return least;
  const months = Number(value);
  if (!Number.isInteger(months) || months < least || months > 120) {
    const why = least > 1 ? ' (Marco Civil art. 15, for the Brazilian pages)' : '';
    throw new Error(
      `${ACCESS_LOG_SETTING} must be a whole number of months from ${least}${why} to 120, got "${value}"`,
    );
  }
  return months;
}

/**
 * The details the served locales' markets require, each once, in the table's order; with the
 * product API configured, every market's policy names who runs it among the recipients.
 */
function requiredDetails(localeCodes: readonly string[], country: string, withApi = false): CompanyDetail[] {
  const wanted = new Set([
    ...everyMarket,
    ...(withApi ? (['apiOperator'] as const) : []),
    ...localeCodes.flatMap((code) => marketDetails[code]?.(country) ?? []),
  ]);
  return (Object.keys(companyDetailSettings) as CompanyDetail[]).filter((key) => wanted.has(key));
}

/** The details that locales' markets require, each with the setting it is read from (npm run markets). */
export function requiredDetailSettings(env: Record<string, string | undefined>, localeCodes: readonly string[]) {
  return requiredDetails(localeCodes, companyCountry(env), hasApi(env)).map((key) => ({
    key,
    env: companyDetailSettings[key].env,
  }));
}

/** Whether the build has the product API (NEXT_PUBLIC_API_BASE_URL, lib/api/config.ts). */
const hasApi = (env: Record<string, string | undefined>) => Boolean(env.NEXT_PUBLIC_API_BASE_URL?.trim());

/** Words that mark a value nobody has filled in yet. */
const PLACEHOLDER = /\b(example|placeholder|todo|tbd|xxx+|changeme|lorem)\b/i;

/**
 * The settings a deploy must still be given for these markets: unset, a stand-in, or a value that
 * reads as a placeholder. `none` is an answer where a company may have no such detail.
 */
export function missingCompanySettings(env: Record<string, string | undefined>, localeCodes: readonly string[]) {
  const country = companyCountry(env);
  const details = requiredDetails(localeCodes, country, hasApi(env))
    .map((key) => companyDetailSettings[key] as Detail)
    .filter(({ env: name, standIn }) => {
      const value = env[name]?.trim() ?? '';
      return !value || value === standIn || PLACEHOLDER.test(value);
    })
    .map(({ env: name }) => name);
  // A country of several legal systems: which one governs the terms is the company's to say.
  const law = country in severalSystems && !env[GOVERNING_LAW_SETTING]?.trim() ? [GOVERNING_LAW_SETTING] : [];
  return [...details, ...law];
}

/** A detail as the pages show it: null where the company has none, or no served market asks for it. */
type CompanyDetails = Record<CompanyDetail, string | null>;

/**
 * The company's details for this build: what its served markets require (a stand-in where not
 * set), and anything else the operator set. Each is one line of plain text.
 */
export function companyDetails(
  env: Record<string, string | undefined>,
  localeCodes: readonly string[],
): CompanyDetails {
  const required = new Set(requiredDetails(localeCodes, companyCountry(env), hasApi(env)));
  const entries = (Object.entries(companyDetailSettings) as [CompanyDetail, Detail][]).map(([key, detail]) => {
    const set = env[detail.env]?.trim();
    if ((detail.mayBeNone && set?.toLowerCase() === 'none') || (!set && !required.has(key))) return [key, null];
    return [key, checkedText(detail.env, set || detail.standIn)];
  });
  return Object.fromEntries(entries) as CompanyDetails;
}

/** Refuses what is no single line of plain text: it goes into every locale's pages as it is. */
function checkedText(name: string, text: string): string {
  if (/[\n<>{}]/.test(text) || text.length > 200) {
    throw new Error(`${name} must be one line of plain text of at most 200 characters, got "${text}"`);
  }
  return text;
}
