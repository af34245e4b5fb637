import type { AssessmentRange } from '@baobab/contracts/assessment';
import { dealPriorityLabels, vocabularyLabel, type DealPriority } from '@baobab/contracts/enums';
import type { Text } from '@baobab/contracts/i18n/message';
import type { CashPosition } from '@baobab/contracts/metrics';
import type { MoneyAmount } from '@baobab/contracts/money-amount';
import { formatMinorAmount, formatRateDate } from '@baobab/contracts/money-display';
import type { ValuationInCurrency } from '@baobab/contracts/financial-tools-valuation';
import { translatorFor } from '../../lib/i18n';
import { leftToRightWriter, MUTED, rightToLeftWriter } from './deal-summary-writer';

/**
 * A one- to three-page deal summary with real (searchable) text. The startup section is
 * always there; the deal, analysis, cap table and valuation sections appear when the data
 * exists, so modules that arrive later only have to pass their part in.
 */
export type DealSummaryData = {
  generatedAt: Date;
  startup: {
    name: string;
    description: string;
    sector: string;
    region: string;
    country: string | null;
    city: string | null;
    fundingStage: string;
    businessModel: string;
    teamSize: number;
    raisingAmount: string;
    raisingAmountUsd: number | null;
    /**
     * The raise read as money, in its own currency and converted into the reader's display currency at
     * the latest rates (as the startup page shows it); null or absent when the text could not be read.
     */
    raise?: MoneyAmount | null;
    tractionUsers: number | null;
    monthlyRevenueUsd: number | null;
    foundedYear: number | null;
    website: string | null;
  };
  deal?: {
    stageLabel: string;
    priority: string;
    interestLevel: number;
    sourceChannel: string | null;
    nextAction: string | null;
    notes: { body: string; createdAt: string }[];
  };
  /** The startup's one assessment for this investor (decision 0042): point, range, coverage and critical findings. */
  assessment?: Omit<AssessmentRange, 'criticalFindings'> & {
    /** Messages (decision 0046): rendered in the reader's language, a quote from a document as it was written. */
    criticalFindings: Text[];
  };
  /** The latest document analysis in brief: never the document's text, evidence or findings. */
  analysis?: { documentLabel: string; analysedAt: string; confidence: number; deckScore: number | null; redFlags: Text[] };
  /** The largest holders only; percentages are fully diluted. */
  capTable?: { totalShares: number; shareClasses: string[]; holders: { name: string; percentage: number }[] };
  /** The engine's dollars, and the same figures in the company's currency when it is not the US dollar and has a rate (decision 0035). */
  valuation?: { fairValueUsd: number; minUsd: number; maxUsd: number; inCompanyCurrency?: ValuationInCurrency };
  /** Cash, burn and runway as of the latest recorded month (company metrics), when the reader may see them. */
  actuals?: CashPosition;
  /** False when the reader may not see the analysis, cap table and valuation (the PDF says why). */
  privateSectionsVisible?: boolean;
};

/** A page holds about this many notes; older ones are summarised so the PDF stays short. */
const MAX_NOTES = 12;
const MAX_NOTE_CHARS = 600;

export const PRIVATE_SECTIONS_NOTE =
  'Document analysis, cap table and valuation appear here only when the founder shares them with you.';

// Plain concatenation rather than template literals in this file: scripts/check-i18n.ts reads its keys as string literals.

/** The summary in the reader's language (English by default; Arabic right to left): labels, numbers, money and dates. */
export async function buildDealSummaryPdf(data: DealSummaryData, locale: string | null = null): Promise<Buffer> {
  const tr = translatorFor(locale);
  const { t, message } = tr;
  const usd = (value: number) => tr.usd(value);
  const whole = (value: number) => tr.number(value);
  const percent = (fraction: number, digits: number) => tr.number(fraction, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const day = (value: Date) => tr.date(value);
  // Loaded on first use: pdfkit is large and the server should start without it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 50, lang: tr.locale, info: { Title: t('{{name}}: deal summary', { name: data.startup.name }), Author: 'Baobab' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // French sets a no-break space before a colon.
  const w = tr.locale === 'ar' ? rightToLeftWriter(doc) : leftToRightWriter(doc, tr.locale === 'fr' ? '\u00a0: ' : ': ');
  const { row, heading, paragraph } = w;
  // Arabic separates a list with its own comma.
  const comma = tr.locale === 'ar' ? '\u060c ' : ', ';

  const s = data.startup;
  w.title(s.name);
  paragraph(t('Deal summary generated by Baobab on {{date}}', { date: day(data.generatedAt) }), { size: 10, color: MUTED });

  heading(t('Overview'));
  w.userText(s.description);
  w.gap(0.4);
  row(t('Sector'), message(vocabularyLabel(s.sector)));
  row(t('Location'), [s.city, s.country, s.region].filter(Boolean).map((part) => message(vocabularyLabel(part!))).join(comma));
  row(t('Funding stage'), message(vocabularyLabel(s.fundingStage)));
  row(t('Business model'), message(s.businessModel));
  if (s.foundedYear) row(t('Founded'), String(s.foundedYear));
  if (s.website) row(t('Website'), s.website);

  heading(t('Team and traction'));
  row(t('Team size'), t('{{number}} people', { count: s.teamSize, number: whole(s.teamSize) }));
  row(t('Users'), s.tractionUsers === null ? t('Not reported') : whole(s.tractionUsers));
  row(t('Monthly revenue'), s.monthlyRevenueUsd === null ? t('Not reported') : usd(s.monthlyRevenueUsd));

  heading(t('The raise'));
  // As the startup page: the raise in its own currency, then converted into the reader's currency with the rate's date.
  const raise = s.raise ?? null;
  row(t('Raising'), raise ? formatMinorAmount(raise.amountMinor, raise.currency, { locale: tr.locale }) : s.raisingAmount);
  if (raise?.converted) {
    // In words rather than '≈', which the PDF's standard fonts (WinAnsi) cannot write.
    const amount = formatMinorAmount(raise.converted.amountMinor, raise.converted.currency, { whole: true, locale: tr.locale });
    row(t('Converted'), t('about {{amount}} at the rate of {{date}}', { amount, date: formatRateDate(raise.converted.rateDate, tr.locale) }));
  } else if (raise?.currency !== 'USD' && s.raisingAmountUsd !== null) {
    row(t('In US dollars'), usd(s.raisingAmountUsd));
  }

  if (data.assessment) {
    const a = data.assessment;
    heading(t('Baobab assessment'));
    row(t('Score'), t('{{score}}, likely {{low}}–{{high}}', { score: a.score, low: a.low, high: a.high }));
    row(t('Based on'), t('{{known}} of {{total}} fact groups', { known: a.coverage.known, total: a.coverage.total }));
    if (a.criticalFindings.length) {
      paragraph(t('Critical findings'), { bold: true, before: 0.3 });
      w.list(a.criticalFindings.map((finding) => message(finding)));
    } else row(t('Critical findings'), t('None found'));
  }
  if (data.analysis) {
    const a = data.analysis;
    heading(t('Latest document analysis'));
    row(t('Document'), t('{{document}}, analysed {{date}}', { document: message(a.documentLabel), date: day(new Date(a.analysedAt)) }));
    row(t('Confidence'), percent(Math.round(a.confidence * 100) / 100, 0));
    if (a.deckScore !== null) row(t('Deck score'), String(a.deckScore) + '/100');
    if (a.redFlags.length) {
      paragraph(t('Red flags'), { bold: true, before: 0.3 });
      w.list(a.redFlags.map((flag) => message(flag)));
    } else row(t('Red flags'), t('None found'));
  }
  if (data.capTable) {
    heading(t('Cap table summary'));
    row(t('Total shares'), whole(data.capTable.totalShares));
    row(t('Share classes'), data.capTable.shareClasses.map(message).join(comma) || t('None recorded'));
    data.capTable.holders.forEach((h) => row(h.name, percent(h.percentage / 100, 2)));
  }
  if (data.actuals) {
    const a = data.actuals;
    heading(t('Cash and runway'));
    row(t('Cash'), formatMinorAmount(a.cash, a.currency, { whole: true, locale: tr.locale }));
    if (a.burnRate !== null) row(t('Burn rate'), t('{{amount}} a month', { amount: formatMinorAmount(a.burnRate, a.currency, { whole: true, locale: tr.locale }) }));
    const runway = a.status === 'burning' ? t('{{months}} months', { months: tr.number(Number(a.runwayMonths)) }) : a.status === 'not_burning' ? t('Not burning cash') : t('Not known yet');
    row(t('Runway'), runway);
    paragraph(t('As of {{month}}, from company metrics', { month: tr.month(a.month) }), { size: 9, color: MUTED });
  }
  if (data.valuation) {
    heading(t('Valuation range'));
    const figures = data.valuation.inCompanyCurrency;
    if (figures) {
      // In the company's currency, as the valuation tab states it, with the rate it was converted at.
      const money = (minor: string) => formatMinorAmount(minor, figures.currency, { whole: true, locale: tr.locale });
      row(t('Fair value'), money(figures.fairValueMinor));
      row(t('Range'), t('{{min}} to {{max}}', { min: money(figures.minMinor), max: money(figures.maxMinor) }));
      paragraph(t('Converted from US dollars at the rate of {{date}} ({{source}})', { date: formatRateDate(figures.rateDate, tr.locale), source: figures.source }), { size: 9, color: MUTED });
    } else {
      row(t('Fair value'), usd(data.valuation.fairValueUsd));
      row(t('Range'), t('{{min}} to {{max}}', { min: usd(data.valuation.minUsd), max: usd(data.valuation.maxUsd) }));
    }
  }
  const missing = [!data.analysis && t('analysis'), !data.capTable && t('cap table'), !data.valuation && t('valuation')].filter(Boolean);
  if (data.privateSectionsVisible === false) {
    paragraph(t(PRIVATE_SECTIONS_NOTE), { size: 9, color: MUTED, before: 0.6 });
  } else if (missing.length) {
    paragraph(t('Not yet available for this startup on Baobab: {{sections}}.', { sections: missing.join(comma) }), { size: 9, color: MUTED, before: 0.6 });
  }

  heading(t('Your deal'));
  if (!data.deal) {
    paragraph(t('This startup is not in your pipeline.'));
  } else {
    row(t('Stage'), message(data.deal.stageLabel));
    row(t('Priority'), message(dealPriorityLabels[data.deal.priority as DealPriority] ?? data.deal.priority));
    row(t('Interest'), String(data.deal.interestLevel) + '/10');
    if (data.deal.sourceChannel) row(t('Source'), message(data.deal.sourceChannel));
    if (data.deal.nextAction) row(t('Next action'), data.deal.nextAction);
    paragraph(t('Deal notes'), { bold: true, before: 0.4 });
    if (data.deal.notes.length === 0) paragraph(t('No notes yet.'));
    data.deal.notes.slice(0, MAX_NOTES).forEach((note) => {
      const body = note.body.length > MAX_NOTE_CHARS ? note.body.slice(0, MAX_NOTE_CHARS) + '...' : note.body;
      paragraph(day(new Date(note.createdAt)), { size: 9, color: MUTED, before: 0.3 });
      w.userText(body);
    });
    const older = data.deal.notes.length - MAX_NOTES;
    if (older > 0) {
      paragraph(t('{{number}} older notes not shown.', { count: older, number: whole(older) }), { color: MUTED, before: 0.3 });
    }
  }

  doc.end();
  return done;
}
