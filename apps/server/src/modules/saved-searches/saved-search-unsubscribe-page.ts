import { siteName } from '@baobab/contracts/link-previews';
import { notificationMessages } from '@baobab/contracts/notifications';
import { savedSearchEmail } from '@baobab/contracts/saved-searches';
import type { Translator } from '../../lib/i18n';
import { escapeHtml } from '../../lib/page-head';

/**
 * What a digest's unsubscribe link shows in a browser: a question and a button that POSTs to the same
 * address (a GET changes nothing: mail scanners open links), in the reader's saved language.
 */
export function renderSavedSearchUnsubscribePage(name: string, actionPath: string, { locale, t, message }: Translator): string {
  const question = escapeHtml(t(savedSearchEmail.unsubscribeQuestion, { name }));
  const button = escapeHtml(message(notificationMessages.unsubscribeButton));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${button} · ${escapeHtml(siteName)}</title>
<style>
body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:28rem;margin:12vh auto 0;padding:2rem 1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
p.brand{margin:0 0 1rem;font-weight:700;color:#166534}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 1.5rem}
button{font:inherit;font-weight:600;color:#fff;background:#166534;border:0;border-radius:.5rem;padding:.625rem 1.25rem;cursor:pointer}
button:focus-visible{outline:3px solid #86efac;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(siteName)}</p>
<h1>${question}</h1>
<form method="post" action="${escapeHtml(actionPath)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${button}</button>
</form>
</main>
</body>
</html>`;
}
