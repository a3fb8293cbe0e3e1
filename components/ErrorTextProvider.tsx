'use client';

import { createContext, useContext, type ReactNode } from 'react';

interface ErrorTexts {
  notFound: string;
  internal: string;
  retry: string;
}

// English until a layout provides the visitor's language (the texts of docs/spec.md#2-screens-and-routes).
const ErrorTextContext = createContext<ErrorTexts>({
  notFound: 'Page Not Found',
  internal: 'Internal Server Error',
  retry: 'Try again',
});

/** Hands the error page its texts, translated on the server, without shipping the message files. */
export function ErrorTextProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextContext.Provider value={texts}>{children}</ErrorTextContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  return useContext(ErrorTextContext);
}
