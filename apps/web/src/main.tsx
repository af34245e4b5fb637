import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { formatUsNumber } from '@baobab/i18n/us-number';
import { App } from './app/app';
import { getLocale, markDocument } from './lib/i18n/locale';
import { preloadLanguage } from './lib/i18n/use-t';
import './index.css';

markDocument(getLocale());
// A French or Arabic visitor's shell catalog starts downloading beside the session call, not after it.
void preloadLanguage();
// The first number a page formats sets up the browser's number formatting data: some 70 ms on a slow
// phone's CPU, added to whatever task first shows a figure (the cap table's took 100 ms). Done when
// the browser is first idle, it is a short task of its own (bench/README.md).
const warmNumberFormatting = () => void formatUsNumber(0);
if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warmNumberFormatting);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
