'use client';

import { useEffect } from 'react';
import { onHintChange, probablySignedIn, showSignedIn } from '@/lib/firebase/hint';
import NavLink from './NavLink';

/**
 * "Sign in" in the header, or "Your account" for a signed-in visitor: both links are in the page,
 * and the stylesheet shows one by the mark that the page's first script sets on `<html>` from the
 * signed-in hint (lib/firebase/hint.ts), before the header is painted. Here, in the application,
 * Firebase then confirms the hint: it loads only when the page is idle, and only for a browser that
 * has signed in before, so that no first load carries it. It follows signing in, up and out at
 * once, on every screen and in every tab (the hint announces its changes). On a document, the
 * header island follows the hint alone (islands/accountLink.ts).
 */
export default function HeaderAccountLink({
  paths,
  texts,
}: {
  paths: { signIn: string; account: string };
  texts: { signIn: string; account: string };
}) {
  useEffect(() => {
    let stop = () => {};
    let following = 0;
    // Confirms the hint with Firebase, or drops the signed-in state when the hint is gone.
    const follow = () => {
      const turn = ++following;
      stop();
      stop = () => {};
      if (!probablySignedIn()) return showSignedIn(false);
      import('@/lib/firebase/user').then(
        ({ watchUser }) => {
          if (turn === following) stop = watchUser((user) => showSignedIn(Boolean(user)));
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
  return (
    <>
      <span className="when-signed-out">
        <NavLink href={paths.signIn} path="/sign-in" prefetch={false}>
          {texts.signIn}
        </NavLink>
      </span>
      <span className="when-signed-in">
        <NavLink href={paths.account} path="/account" prefetch={false}>
          {texts.account}
        </NavLink>
      </span>
    </>
  );
}
