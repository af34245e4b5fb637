import { getLocale } from './lib/i18n/locale';
import { keepWhatIsDoneBeforeTakeover } from './lib/before-takeover';
import './index.css';

/**
 * The entry, small on purpose. A public page the server rendered for a visitor (decision 0074) reads, scrolls and
 * follows its links without the app; the app (React, the router, the screen: start-app.tsx) is loaded and takes the
 * page over at the visitor's first touch, key, focus or click, not during the load, where its work blocked a slow phone's
 * main thread for most of a second (decision 0086). Until then what the visitor does is kept and passed on to the
 * app (lib/before-takeover.ts). Anything else (a signed-in screen, a page in another language than this device's)
 * is drawn at once; the server names the app's chunks beside this one for those (route-chunks.mjs).
 */
const startApp = (rendered: boolean) => import('./start-app').then((app) => app.startApp(rendered));

// A click alone counts too: a screen reader's or a switch's activation comes as a click with no pointer or key event.
const intents = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'click'] as const;
function onFirstIntent(start: () => void) {
  const once = () => {
    for (const name of intents) window.removeEventListener(name, once, true);
    start();
  };
  // On the window, whose capture listeners run first: the document's, which holds early clicks, stops a click there.
  for (const name of intents) window.addEventListener(name, once, { capture: true, passive: true });
}

// The language the server wrote the page in (its <html lang>) against this device's choice.
const rendered = document.getElementById('query-state') !== null && getLocale() === document.documentElement.lang;
if (rendered) {
  keepWhatIsDoneBeforeTakeover();
  // A visitor already in a field (focused before this script ran) is interacting: no reason to wait.
  const interacting = document.activeElement !== null && document.activeElement !== document.body;
  if (interacting) void startApp(true);
  else onFirstIntent(() => void startApp(true));
} else {
  void startApp(false);
}
