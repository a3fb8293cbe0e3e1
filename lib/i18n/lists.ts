/**
 * Where each list of the site's pages has its entries in the messages, every one read in
 * lib/pages/lists.ts: the editor adds, removes and moves their entries in English
 * (editor/domain/lists.ts), and a language that lacks an entry new in English leaves it out of its
 * pages until it is translated (./fallback.ts).
 */
export const LIST_KEYS = [
  'Home.how',
  'Home.features',
  'Home.app.features',
  'Faq.items',
  'Privacy.sections',
  'Terms.sections',
] as const;
