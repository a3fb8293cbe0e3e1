import NotFoundContent from '@/components/NotFoundContent';
import SiteDocument from '@/components/SiteDocument';
import { defaultLocale } from '@/lib/i18n/locales';

/**
 * Unmatched routes outside the locales (in the export: the root 404.html). It must stay static, or
 * every page would become dynamic, so the browser fills in the path here. Its translations name
 * their locale explicitly: it renders within every page's tree, so a setRequestLocale() here
 * would switch every page to English.
 */
export default function RootNotFound() {
  return (
    <SiteDocument locale={defaultLocale}>
      <NotFoundContent locale={defaultLocale} />
    </SiteDocument>
  );
}
