import type { ReactNode } from 'react';
import './globals.css';

// The document itself is rendered by app/[locale]/layout.tsx, which knows the language.
// @see https://next-intl.dev/docs/routing/setup#layout
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
