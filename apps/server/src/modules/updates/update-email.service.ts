/**
 * One recipient's e-mail of a sent update: an HTML version (the sanitised Markdown, a table of the
 * figures) and a text version (the Markdown as written, the figures as lines), so every mail client
 * shows something readable. Run by the queue's update-email worker, one task per recipient.
 */
import { localeDirections } from '@baobab/i18n/locales';
import { notificationKindLabels } from '@baobab/contracts/notifications';
import { currencyExponent } from '@baobab/contracts/metric-values';
import { figureChange, formatFigureValue, formatPeriod, updateEmail as e, updateMessages as m, type UpdateFigure } from '@baobab/contracts/updates';
import type { Db } from '../../db/client';
import type { Task } from '../../integrations/queue';
import type { Delivery } from '../../lib/delivery';
import { translatorFor, type Translator } from '../../lib/i18n';
import { emailRecipientFor } from '../notifications/notifications.service';
import { renderMarkdown } from './markdown';
import { storedFigures, toMonth, updateHref } from './updates.mapper';
import * as repo from './updates.repository';

export type UpdateEmailTask = { updateId: number; userId: string };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export type UpdateEmailInput = {
  startupName: string;
  title: string;
  /** 'YYYY-MM'. */
  period: string;
  body: string;
  highlights: string;
  lowlights: string;
  asks: string;
  figures: UpdateFigure[];
  firstName: string;
  readUrl: string;
  unsubscribeUrl: string;
  /** The text version's last line: why this e-mail came, and the unsubscribe link. */
  footer: string;
  /** The recipient's language (English when absent). */
  translator?: Translator;
};

const translatorOf = (input: Pick<UpdateEmailInput, 'translator'>) => input.translator ?? translatorFor('en');

/** A figure as the recipient reads numbers: the contracts' English, or French with its own separators. */
function figureValue(tr: Translator, figure: UpdateFigure, value: string | null): string {
  if (tr.locale === 'en' || value === null || !Number.isFinite(Number(value))) return tr.message(formatFigureValue(figure, value));
  const amount = Number(value);
  const oneDecimal = (n: number) => tr.number(n, { maximumFractionDigits: 1 });
  switch (figure.unit) {
    case 'money': {
      const currency = figure.currency ?? 'USD';
      return tr.number(amount / 10 ** currencyExponent(currency), { style: 'currency', currency, maximumFractionDigits: 0 });
    }
    case 'percent':
      return tr.number(amount / 100, { style: 'percent', maximumFractionDigits: 1 });
    case 'months':
      return tr.t(e.months, { value: oneDecimal(amount) });
    default:
      return oneDecimal(amount);
  }
}

/** The change from the month before, with the language's decimal separator. */
function changeOf(tr: Translator, figure: UpdateFigure): string | null {
  const change = figureChange(figure);
  return change && tr.locale !== 'en' ? change.replace('.', ',').replace('%', '\u00a0%') : change;
}

/** 'YYYY-MM' as "March 2026" or "mars 2026". */
const periodOf = (tr: Translator, period: string) =>
  tr.locale === 'en' ? formatPeriod(period) : tr.month(period);

const sections = (input: UpdateEmailInput) => {
  const tr = translatorOf(input);
  return [
    { label: tr.message(m.highlightsLabel), markdown: input.highlights },
    { label: tr.message(m.lowlightsLabel), markdown: input.lowlights },
    { label: tr.message(m.asksLabel), markdown: input.asks },
  ];
};

export const updateEmailSubject = (input: Pick<UpdateEmailInput, 'startupName' | 'title' | 'translator'>) =>
  translatorOf(input).t(e.subject, { startup: input.startupName, title: input.title });

function figureLine(tr: Translator, figure: UpdateFigure): string {
  const change = changeOf(tr, figure);
  const previous = figure.previous === null ? '' : ` (${tr.t(e.previousMonth)} ${figureValue(tr, figure, figure.previous)}${change ? `, ${change}` : ''})`;
  return `- ${figure.name}: ${figureValue(tr, figure, figure.value)}${previous}`;
}

/** The text version: the Markdown as the founder wrote it reads well as plain text. */
export function updateEmailText(input: UpdateEmailInput): string {
  const tr = translatorOf(input);
  const lines = [
    tr.t(e.greeting, { name: input.firstName }),
    '',
    tr.t(e.sentYou, { startup: input.startupName, title: input.title }),
    `${tr.t(e.period)}: ${periodOf(tr, input.period)}`,
  ];
  if (input.figures.length > 0) lines.push('', tr.t(e.figuresTitle), ...input.figures.map((figure) => figureLine(tr, figure)));
  if (input.body.trim()) lines.push('', input.body.trim());
  for (const section of sections(input)) if (section.markdown.trim()) lines.push('', section.label, section.markdown.trim());
  lines.push('', tr.t(e.readAt, { url: input.readUrl }), '', input.footer);
  return lines.join('\n');
}

const cell = 'padding:8px 10px;border-bottom:1px solid #e7e5e4;text-align:start;vertical-align:top;';

function figuresTable(tr: Translator, figures: UpdateFigure[], period: string): string {
  const rows = figures
    .map((figure) => {
      const change = changeOf(tr, figure);
      const previous = figure.previous === null ? '' : figureValue(tr, figure, figure.previous);
      return `<tr><td style="${cell}">${escapeHtml(figure.name)}</td><td style="${cell}font-weight:600;">${escapeHtml(figureValue(tr, figure, figure.value))}</td><td style="${cell}color:#57534e;">${escapeHtml(previous)}${change ? ` <span style="white-space:nowrap;">(${escapeHtml(change)})</span>` : ''}</td></tr>`;
    })
    .join('');
  const head = [tr.t(e.figuresTitle), periodOf(tr, period), tr.t(e.previousMonth)].map((label) => `<th style="${cell}font-size:12px;color:#57534e;">${escapeHtml(label)}</th>`).join('');
  return `<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px;margin:16px 0;"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * The HTML version. Every piece of text is escaped; the Markdown parts are the renderer's sanitised
 * HTML (markdown.ts), the same the web app shows. Inline styles only: mail clients drop style sheets.
 */
export function updateEmailHtml(input: UpdateEmailInput): string {
  const tr = translatorOf(input);
  const heading = (text: string) => `<h2 style="font-size:17px;margin:24px 0 8px;color:#1c1917;">${escapeHtml(text)}</h2>`;
  const parts = [
    `<p style="margin:0 0 4px;color:#57534e;font-size:14px;">${escapeHtml(tr.t(e.from, { startup: input.startupName }))} · ${escapeHtml(periodOf(tr, input.period))}</p>`,
    `<h1 style="font-size:22px;margin:0 0 16px;color:#1c1917;">${escapeHtml(input.title)}</h1>`,
    `<p style="margin:0 0 16px;">${escapeHtml(tr.t(e.greeting, { name: input.firstName }))}</p>`,
  ];
  if (input.figures.length > 0) parts.push(figuresTable(tr, input.figures, input.period));
  const body = renderMarkdown(input.body);
  if (body) parts.push(`<div>${body}</div>`);
  for (const section of sections(input)) {
    const html = renderMarkdown(section.markdown);
    if (html) parts.push(heading(section.label), `<div>${html}</div>`);
  }
  parts.push(
    `<p style="margin:24px 0;"><a href="${escapeHtml(input.readUrl)}" style="display:inline-block;background:#14532d;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none;">${escapeHtml(tr.t(e.readButton))}</a></p>`,
    `<p style="margin:24px 0 0;font-size:12px;color:#78716c;">${escapeHtml(tr.t(e.why, { kind: tr.message(notificationKindLabels.investor_update) }))} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#78716c;">${escapeHtml(tr.t(e.turnOff))}</a>.</p>`,
  );
  return `<!doctype html><html lang="${tr.locale}" dir="${localeDirections[tr.locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.title)}</title></head><body style="margin:0;padding:0;background:#fafaf9;"><div style="max-width:640px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#292524;background:#ffffff;">${parts.join('')}</div></body></html>`;
}

/**
 * The queue's worker for one recipient's copy. Nothing is sent when the update is gone or the person
 * is no longer its recipient (an account deleted since), or they turned update e-mails off (read when
 * the task runs). A throw (the mail server is down) retries it; the Message-ID names the update and the
 * person, so every attempt sends the same message.
 */
export async function emailUpdate(db: Db, delivery: Delivery, task: Task<UpdateEmailTask>): Promise<void> {
  const { updateId, userId } = task.data;
  const found = await repo.findUpdate(db, updateId);
  if (!found || found.update.status !== 'sent' || !(await repo.findRecipient(db, updateId, userId))) return;
  const recipient = await emailRecipientFor(db, delivery, userId, 'investor_update');
  if (!recipient) return;
  const { update, startup } = found;
  const input: UpdateEmailInput = {
    startupName: startup.name,
    title: update.title,
    period: toMonth(update.period),
    body: update.body,
    highlights: update.highlights,
    lowlights: update.lowlights,
    asks: update.asks,
    figures: storedFigures(update),
    firstName: recipient.firstName,
    readUrl: `${delivery.publicUrl}${updateHref(update.id)}`,
    unsubscribeUrl: recipient.unsubscribeUrl,
    footer: recipient.footer,
    translator: recipient.translator,
  };
  await delivery.mailer.send({
    to: recipient.email,
    subject: updateEmailSubject(input),
    text: updateEmailText(input),
    html: updateEmailHtml(input),
    unsubscribeUrl: recipient.unsubscribeUrl,
    messageId: `update-${updateId}-${userId}@${new URL(delivery.publicUrl).hostname}`,
  });
}
