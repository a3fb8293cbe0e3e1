/** The editor's interface, mounted in the page its server sends (editor/server/server.ts): see App.tsx. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { keepKey } from './api';

keepKey();

createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
