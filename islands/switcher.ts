/**
 * The language switcher's island (docs/design.md#documents): on a document, a click on one of its
 * links remembers the choice for the next visit to `/` and keeps the hash, as the application's
 * switcher does (components/LocaleSwitcherMenu.tsx). Without it the links still work: the browser
 * follows them, and only the cookie is not set.
 */
import { followSwitcherLink } from '@/lib/i18n/cookie';

for (const switcher of document.querySelectorAll('[data-island="switcher"]')) {
  switcher.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-locale]');
    if (link?.dataset.locale && followSwitcherLink(link, link.dataset.locale)) event.preventDefault();
  });
}
