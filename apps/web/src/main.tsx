import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getLocale } from './lib/i18n/locale';
import { preloadLanguage } from './lib/i18n/use-t';
import './index.css';

document.documentElement.lang = getLocale();
// A French visitor's shell catalog starts downloading beside the session call, not after it.
void preloadLanguage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
