'use client';

import { useEffect, useState } from 'react';
import { onHintChange, probablySignedIn } from '@/lib/firebase/hint';
import NavLink from './NavLink';

/**
 * "Sign in" in the header, or "Your account" once Firebase confirms a signed-in visitor. Firebase
 * loads only when the page is idle, and only for a browser that has signed in before (a hint in
 * local storage), so the marketing pages' first load stays free of it. It follows signing in, up and
 * out at once, on every screen and in every tab (the hint announces its changes).
 */
export default function HeaderAccountLink({
  paths,
  texts,
}: {
  paths: { signIn: string; account: string };
  texts: { signIn: string; account: string };
}) {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let stop = () => {};
    let following = 0;
    // Confirms the hint with Firebase, or drops the signed-in state when the hint is gone.
    const follow = () => {
      const turn = ++following;
      stop();
      stop = () => {};
      if (!probablySignedIn()) return setSignedIn(false);
      import('@/lib/firebase/user').then(
        ({ watchUser }) => {
          if (turn === following) stop = watchUser((user) => setSignedIn(Boolean(user)));
        },
        () => {},
      );
    };
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const handle = idle(follow);
    // Signing in, up or out, here or in another tab, changes the header at once, without a reload.
    const unsubscribe = onHintChange(follow);
    return () => {
      (window.cancelIdleCallback ?? window.clearTimeout)(handle);
      unsubscribe();
      following++;
      stop();
    };
  }, []);
  return signedIn ? (
    <NavLink href={paths.account} path="/account" prefetch={false}>
      {texts.account}
    </NavLink>
  ) : (
    <NavLink href={paths.signIn} path="/sign-in" prefetch={false}>
      {texts.signIn}
    </NavLink>
  );
}
