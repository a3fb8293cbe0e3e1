/**
 * The 404 page's island (docs/design.md#documents): where the host left the requested path's slot
 * empty (lib/hosting/notFoundSlot.ts: every host but nginx, `npm start` and server mode, which fill
 * it in as they serve the page), the browser shows the path it is at, as text, never as markup.
 */
import { displayPath } from '@/lib/url';

for (const slot of document.querySelectorAll('[data-requested-path]')) {
  if (!slot.textContent) slot.textContent = displayPath(location.pathname);
}
