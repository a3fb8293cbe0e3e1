'use client';

import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import { followSwitcherLink } from '@/lib/i18n/cookie';
import type { Locale } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/paths';
import { localizedPath } from '@/lib/pages/paths';
import { isBuilt } from '@/lib/pages/built';
import { allPages } from '@/lib/pages/routes';
import { versionPageAt, versionUrl } from '@/lib/pages/legalVersions';

interface SwitcherOption {
  code: Locale;
  nativeName: string;
  hreflang: string;
}

/**
 * The same page in another locale, where it is built there (lib/pages/built.ts); anywhere else (a
 * 404, a page left out in that locale) that locale's home.
 */
export function switchTarget(pathname: string, locale: Locale): string {
  const { path } = splitLocale(pathname);
  const page = allPages.find((p) => p.path === path);
  if (page) return localizedPath(locale, isBuilt(locale, page) ? page.path : '/');
  // A legal version's page: the same version in the other language, where it is built.
  const version = versionPageAt(path);
  return version && isBuilt(locale, version.page) ? versionUrl(locale, version) : localizedPath(locale, '/');
}

export default function LocaleSwitcherMenu({
  current,
  label,
  options,
}: {
  current: Locale;
  label: string;
  options: SwitcherOption[];
}) {
  const pathname = usePathname();

  function choose(event: MouseEvent<HTMLAnchorElement>, code: Locale) {
    if (followSwitcherLink(event.currentTarget, code)) event.preventDefault();
  }

  const currentName = options.find((o) => o.code === current)?.nativeName;
  return (
    <details className="locale-switcher" data-island="switcher">
      <summary aria-label={`${label}: ${currentName}`}>
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        <span>{currentName}</span>
      </summary>
      <ul>
        {options.map((option) => (
          <li key={option.code}>
            <a
              href={switchTarget(pathname, option.code)}
              hrefLang={option.hreflang}
              lang={option.hreflang}
              aria-current={option.code === current ? 'true' : undefined}
              data-locale={option.code}
              onClick={(event) => choose(event, option.code)}
            >
              {option.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
