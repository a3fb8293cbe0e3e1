/**
 * The consent banner and the analytics services on a document (docs/design.md#analytics): the
 * application's code (lib/analytics/run.ts) for the one page a document shows. A page the browser
 * prerendered asks nothing and counts nothing until the visitor opens it.
 */
import { runAnalytics } from '@/lib/analytics/run';
import { loadPageTexts } from '@/lib/hosting/pageTexts';

const slot = document.querySelector<HTMLElement>('[data-island="analytics"]');
if (slot) {
  const onlyThisPage = (listener: (pathname: string) => void) => {
    listener(location.pathname);
    return () => {};
  };
  runAnalytics(slot, onlyThisPage, loadPageTexts);
}
