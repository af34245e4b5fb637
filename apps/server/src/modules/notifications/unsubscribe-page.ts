import { notificationKindLabels, notificationMessages, unsubscribeQuestionTemplate, type NotificationKind } from '@baobab/contracts/notifications';
import { message as messageOf } from '@baobab/contracts/i18n/message';
import { siteName } from '@baobab/contracts/link-previews';
import type { Translator } from '../../lib/i18n';
import { escapeHtml } from '../../lib/page-head';

/**
 * What an unsubscribe link shows when opened in a browser: a question and a button that POSTs
 * to the same address. A GET never changes anything, because mail scanners and link previews
 * open links nobody clicked. The form works without JavaScript (the CSP allows only 'self' forms).
 * It is in the recipient's saved language, as their e-mails are.
 */
export function renderUnsubscribePage(kind: NotificationKind, actionPath: string, { locale, message }: Translator): string {
  const question = escapeHtml(message(messageOf(unsubscribeQuestionTemplate, { label: messageOf(notificationKindLabels[kind]) })));
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
button:focus-visible,a:focus-visible{outline:3px solid #86efac;outline-offset:2px}
a{display:inline-block;margin-top:1.25rem;color:#166534}
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
<a href="/notifications">${escapeHtml(message(notificationMessages.unsubscribeManage))}</a>
</main>
</body>
</html>`;
}
