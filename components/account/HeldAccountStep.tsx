'use client';

import { useEffect } from 'react';
import type { LegalPaths } from '@/lib/pages/built';
import { isAccountScreen } from '@/lib/pages/built';
import { discardAsLeaving } from '@/lib/firebase/deleteAsLeaving';
import { leavingOnPurpose } from '@/lib/firebase/droppedSession';
import { discardNewAccount } from '@/lib/firebase/newAccountHold';
import { onLeavingDocument } from '@/lib/navigation/leaving';
import { onNavigation } from '@/lib/navigation/siteNavigation';
import AgreementStep from './AgreementStep';

/**
 * The step a new account that Google made without the visitor's agreement stops at: accepting
 * records the agreement, declining deletes the account. Leaving the step declines too, whichever
 * way: by a link to a page that is not an account screen (which would show the same step), or by
 * leaving the document, when only a request that outlives the page can still go
 * (docs/design.md#the-account-session).
 */
export default function HeldAccountStep({
  uid,
  paths,
  onAccept,
  onDecline,
}: {
  uid: string;
  paths: LegalPaths;
  onAccept: () => Promise<void>;
  onDecline: () => Promise<void>;
}) {
  useEffect(() => {
    const stopNavigation = onNavigation(({ to }) => {
      if (!isAccountScreen(to.pathname)) void leavingOnPurpose(() => discardNewAccount(uid)).catch(() => {});
    });
    const stopLeaving = onLeavingDocument(() => discardAsLeaving(uid));
    return () => {
      stopNavigation();
      stopLeaving();
    };
  }, [uid]);

  return <AgreementStep paths={paths} reason="new" onAccept={onAccept} onDecline={onDecline} />;
}
