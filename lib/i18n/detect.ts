import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './cookie';
import { builtForFirebaseHosting, firebaseLanguageCookie } from './firebaseLanguage';
import { defaultLocale, servedLocaleTable } from './locales';

/** What detection needs of the locale table: the real tag and the URL segment of each locale. */
type DetectionTable = readonly { readonly code: string; readonly segment: string }[];

/**
 * Decides where a visitor to `/` belongs (docs/design.md#locale-detection, "Locale detection"): a valid
 * locale cookie wins (its code or its URL segment, so `ja` and `jp` both count), then the first of
 * the browser's languages that the site has, then the default. Returns the path to redirect to,
 * or null to stay. The path is built only from the table, never from the inputs, so whatever the
 * cookie or header holds, a redirect cannot leave the site.
 *
 * This function must stay self-contained (no imports, no outer variables): the static export
 * serialises it into an inline script, so the proxy and the browser run the very same code.
 */
export function detectRedirect(
  table: DetectionTable,
  defaultCode: string,
  cookie: unknown,
  languages: readonly unknown[],
): string | null {
  const normalise = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
  const wanted = normalise(cookie);
  let found = wanted ? table.find((l) => l.code === wanted || l.segment === wanted) : undefined;
  for (let i = 0; !found && i < languages.length && i < 32; i++) {
    const primary = normalise(languages[i]).split('-')[0];
    found = table.find((l) => l.code === primary);
  }
  return found && found.code !== defaultCode ? '/' + found.segment : null;
}

/**
 * The languages of an Accept-Language header, best first (RFC 9110 section 12.5.4). Entries with
 * q=0 or a malformed weight are dropped; ties keep their order.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1024)
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q =
        qParam === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(qParam.slice(2)) ? Number(qParam.slice(2)) : 0;
      return { tag: tag.trim(), q, index };
    })
    .filter((l) => l.q > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(l.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * The inline script that does the same detection on a static host, where no server runs. It acts
 * on `/` only and replaces the location, keeping query and hash; any failure leaves the visitor on
 * the English page.
 */
export function detectionScript(firebaseHosting = builtForFirebaseHosting): string {
  const table = JSON.stringify(servedLocaleTable.map(({ code, segment }) => ({ code, segment })));
  // In a build for Firebase Hosting, a language the visitor chose (NEXT_LOCALE, set before the site
  // was built for it) becomes Firebase's cookie too (lib/i18n/firebaseLanguage.ts); a language taken
  // from the browser does not: Firebase reads the browser's languages itself.
  const [before, after] = firebaseLanguageCookie('CODE', LOCALE_COOKIE_MAX_AGE).split('CODE');
  const tellFirebase = firebaseHosting
    ? `var l=${table}.filter(function(x){return "/"+x.segment===t})[0];` +
      `if(l&&c)document.cookie=${JSON.stringify(before)}+l.code+${JSON.stringify(after)};`
    : '';
  return (
    `(function(){try{if(location.pathname!=="/")return;` +
    `var m=/(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)/.exec(document.cookie),c;` +
    `try{c=m?decodeURIComponent(m[1]):""}catch(e){c=""}` +
    `var t=(${detectRedirect.toString()})(${table},${JSON.stringify(defaultLocale)},c,navigator.languages||[navigator.language]);` +
    `if(t){${tellFirebase}location.replace(t+location.search+location.hash)}}catch(e){}})()`
  );
}
