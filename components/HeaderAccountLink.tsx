'use client';

import { useEffect, useState } from 'react';
import { probablySignedIn } from '@/lib/firebase/hint';
import NavLink from './NavLink';

/**
 * "Sign in" in the header, or "Your account" once Firebase confirms a signed-in visitor. Firebase
 * loads only when the page is idle, and only for a browser that has signed in before (a hint in
 * local storage), so the marketing pages' first load stays free of it.
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
    if (!probablySignedIn()) return;
    let stop = () => {};
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const handle = idle(() => {
      import('@/lib/firebase/auth').then(
        ({ watchUser }) => (stop = watchUser((user) => setSignedIn(Boolean(user)))),
        () => {},
      );
    });
    return () => {
      (window.cancelIdleCallback ?? window.clearTimeout)(handle);
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
