import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { App } from './app/app';
import { getLocale, markDocument } from './lib/i18n/locale';
import { preloadLanguage } from './lib/i18n/use-t';
import { queryClient } from './lib/query-client';

/** Draws the app, or takes over the page the server rendered (`rendered`: main.tsx decided). */
export function startApp(rendered: boolean) {
  markDocument(getLocale());
  // A French or Arabic visitor's shell catalog starts downloading beside the session call, not after it.
  void preloadLanguage();
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A public page the server rendered for a visitor (decision 0074) comes with the answers it was drawn from:
  // with them the first render is the same page, which React then takes over in place. Anything else (a
  // signed-in screen, a page in another language than the one chosen on this device) is drawn here.
  const serverAnswers = document.getElementById('query-state');
  if (rendered && serverAnswers) {
    // The server sends only answered queries (dehydrate's default): each is set as answered now, not when the
    // page was rendered: the server forgets a rendered page on the same changes as the answers in it, so they are
    // current when it arrives, and a page kept a few seconds must not look stale to a query that is fresh for
    // ten (a startup's page asked for its data again). Not the library's hydrate(), which also restores
    // mutations and pending promises and would cost the landing page's budget 0.4 KB (scripts/bundle-budget.mjs).
    // Its forms are on screen before they answer to the app: a submit until then waits (lib/early-submits.ts),
    // and what is typed until then is handed to the app when it takes the screen over (lib/early-edits.ts).
    const { queries } = JSON.parse(serverAnswers.textContent!) as DehydratedState;
    const arrived = Date.now();
    for (const { queryKey, state } of queries) queryClient.setQueryData(queryKey, state.data, { updatedAt: arrived });
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}
