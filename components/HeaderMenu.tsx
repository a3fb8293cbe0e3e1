'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The header's navigation behind a menu button on a phone: a `<details>`, so that it opens without
 * JavaScript. On a wide screen the stylesheet shows its content and hides the button
 * (components/header.css, `.nav-menu`). A client-side navigation leaves the page in place, so the
 * menu closes itself when the path changes.
 */
export default function HeaderMenu({ label, children }: { label: string; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <details ref={menu} className="nav-menu">
      <summary>
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
        <span className="visually-hidden">{label}</span>
      </summary>
      {children}
    </details>
  );
}
