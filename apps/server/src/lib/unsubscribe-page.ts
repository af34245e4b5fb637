import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLocale, localeDirections } from '@baobab/i18n/locales';
import { siteName } from '@baobab/contracts/link-previews';
import { escapeHtml } from './page-head';

export type UnsubscribePage = {
  locale: string;
  /** The question asked, already in the reader's language ("Stop e-mails about …?"). */
  question: string;
  /** The button's words, which also title the page. */
  button: string;
  /** Where the form POSTs: the link's own address, token included. */
  actionPath: string;
  /** A way to the settings of what is unsubscribed, where there is one. */
  manage?: { href: string; label: string };
};

/**
 * What an unsubscribe link shows when opened in a browser, for every kind of e-mail: a question and a button that
 * POSTs to the same address. A GET never changes anything, because mail scanners and link previews open links
 * nobody clicked. The form works without JavaScript (its own policy lets the browser post it to this site). The caller writes the
 * words in the recipient's saved language, as their e-mails are.
 */
export function renderUnsubscribePage({ locale, question, button, actionPath, manage }: UnsubscribePage): string {
  const manageLink = manage ? `\n<a href="${escapeHtml(manage.href)}">${escapeHtml(manage.label)}</a>` : '';
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${isLocale(locale) ? localeDirections[locale] : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(button)} · ${escapeHtml(siteName)}</title>
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
<h1>${escapeHtml(question)}</h1>
<form method="post" action="${escapeHtml(actionPath)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(button)}</button>
</form>${manageLink}
</main>
</body>
</html>`;
}

/**
 * The page's own policy: its inline style, and its one form, which the browser itself posts to this site. The app's
 * pages allow no form to be sent by the browser (`form-action 'none'`, plugins/security.ts); this page has no script.
 */
export const UNSUBSCRIBE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Sends an unsubscribe page: HTML, never stored, under its own policy. */
export function sendUnsubscribePage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', UNSUBSCRIBE_PAGE_CSP).send(html);
}

/**
 * RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` as a form, and the page's button posts the
 * same form. Called inside each unsubscribe link's plugin, so only those routes accept form bodies. The same field
 * may come as multipart/form-data; the signed token is all that matters, so that body is not read.
 */
export function acceptUnsubscribeForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
}
