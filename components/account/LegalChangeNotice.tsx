'use client';

import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { LegalPaths } from '@/lib/pages/built';
import { legalStanding, versionDay } from '@/lib/legal/versions';
import { LEGAL_TEXTS } from '@/lib/legal/texts';
import type { LegalPayload } from '@/lib/legal/payload';
import { hostNow } from '@/lib/legal/hostClock';

/**
 * The notice of each announced change to a legal text (lib/legal/versions.ts): the date it applies
 * from, what it changes, a link to the text, and, for the terms, what happens on that day and the
 * free way out until then (the download and the deletion further down this screen). Nothing is
 * locked meanwhile. Shown while the version is announced and not yet in force.
 */
export default function LegalChangeNotice({
  legal,
  paths,
  acceptedTerms,
}: {
  legal: LegalPayload;
  paths: LegalPaths;
  /** The announced terms this visitor accepted already (the agreement's `nextTerms`): asked nothing on their day. */
  acceptedTerms?: string;
}) {
  const t = useTranslations('Account.notice');
  const format = useFormatter();
  const { upcoming } = legalStanding(hostNow(), legal.versions);
  const announced = LEGAL_TEXTS.filter((text) => upcoming[text]);
  if (!announced.length) return null;
  const linkTo = (href: string) =>
    function TextLink(chunks: ReactNode) {
      return <a href={href}>{chunks}</a>;
    };

  return (
    <section className="coming-changes" aria-labelledby="legal-notice-heading">
      <h2 id="legal-notice-heading">{t('heading')}</h2>
      {announced.map((text) => {
        const next = upcoming[text]!;
        const date = versionDay(format, next);
        const changes = legal.changes[text]?.[next.version] ?? '';
        return (
          <p key={text} data-testid={`notice-${text}`}>
            {t.rich(text === 'terms' && acceptedTerms === next.version ? 'termsAccepted' : text, {
              date,
              changes,
              // The announced version's own page (lib/pages/legalVersions.ts), or the text's page.
              link: linkTo(paths.versions[text][next.version] ?? paths.pages[text]),
            })}
          </p>
        );
      })}
    </section>
  );
}
