/**
 * Texts that a screen needs only after its first paint (docs/design.md#texts-on-demand): error
 * messages, dialogs, a form's feedback. They stay out of the prerendered HTML, which bots and the
 * first paint read, and arrive from the page's payload (`{page}/_payload.json?{buildId}`) once the
 * page runs. Each entry is a message path: a whole namespace, a group or a single text.
 */

/** A tree of messages, as in messages/{locale}.json. */
export type MessageTree = { [key: string]: string | MessageTree };

const accountFeedback = [
  'Account.errors',
  'Account.validation',
  'Account.agreement.ageRequired',
  'Account.agreement.termsRequired',
  'Account.agreement.transferRequired',
];

/** By screen: what its payload carries. */
const byPage: Record<string, readonly string[]> = {
  'sign-in': accountFeedback,
  account: [
    ...accountFeedback,
    'Account.crop',
    'Account.account.confirmTitle',
    'Account.account.confirmText',
    'Account.account.confirmDelete',
    'Account.account.cancel',
    'Account.account.signOutPending',
    'Account.account.signOutWithdrawalPending',
    'Account.account.deleteRefused',
    'Account.account.signInAgainPassword',
    'Account.account.signInAgainGoogle',
    'Account.account.signInAgainDelete',
    'Account.account.verificationSent',
    // The sign-in details' forms open on request; their feedback comes after.
    'Account.login.currentPassword',
    'Account.login.newEmail',
    'Account.login.sendLink',
    'Account.login.linkSent',
    'Account.login.sameEmail',
    'Account.login.newPassword',
    'Account.login.savePassword',
    'Account.login.passwordChanged',
    'Account.health.required',
    'Account.health.withdrawn',
    'Account.export.done',
    'Account.export.fromDevice',
  ],
  faq: ['Contact.success', 'Contact.emailInvalid', 'Contact.messageRequired', 'Contact.messageTooLong', 'Api'],
};

/**
 * Where analytics are configured: the consent banner, shown only once a page runs. Every page of a
 * locale asks its home page's payload for it (lib/analytics/run.ts), a 404 page too.
 */
const consentBanner = [
  'title',
  'text',
  'accept',
  'reject',
  'learnMore',
  'gpc',
  'close',
  'stillCounted',
  'refuseEverywhere',
].map((key) => `Consent.${key}`);

/**
 * The texts that stay in the HTML although they are deferred: what a screen shows when its texts
 * could not be loaded (components/DeferredTexts.tsx).
 */
export const FALLBACK_TEXT = 'Account.errors.network';

/** The message paths a page defers: its own, and on a home page the consent banner's. */
export function deferredPaths(pageName: string, withAnalytics = false): string[] {
  return [...(byPage[pageName] ?? []), ...(withAnalytics && pageName === 'index' ? consentBanner : [])];
}

function at(tree: MessageTree, path: string): string | MessageTree | undefined {
  return path
    .split('.')
    .reduce<string | MessageTree | undefined>(
      (node, key) => (node && typeof node === 'object' ? node[key] : undefined),
      tree,
    );
}

/** Just the messages at `paths`, in their places. */
export function pickTexts(tree: MessageTree, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {};
  for (const path of paths) {
    const value = at(tree, path);
    if (value === undefined) continue;
    const keys = path.split('.');
    let node = picked;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as MessageTree;
    node[keys.at(-1)!] = value;
  }
  return picked;
}

/** The messages without those at `paths` (and below them), except the texts in `keep`. */
export function omitTexts(tree: MessageTree, paths: readonly string[], keep: readonly string[] = []): MessageTree {
  const deferred = (path: string) => paths.some((p) => path === p || path.startsWith(`${p}.`));
  const walk = (node: MessageTree, prefix: string): MessageTree =>
    Object.fromEntries(
      Object.entries(node).flatMap(([key, value]): [string, string | MessageTree][] => {
        const path = prefix + key;
        if (typeof value === 'string') return deferred(path) && !keep.includes(path) ? [] : [[key, value]];
        const inner = walk(value, `${path}.`);
        return Object.keys(inner).length ? [[key, inner]] : [];
      }),
    );
  return walk(tree, '');
}

/** `base` with `extra` laid over it, group by group. */
export function mergeTexts(base: MessageTree, extra: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && current && typeof current === 'object' ? mergeTexts(current, value) : value;
  }
  return merged;
}
