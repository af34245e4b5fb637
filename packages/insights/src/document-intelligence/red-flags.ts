/**
 * Red flags: the sentence rules of red-flag-rules.ts plus three rules over the whole
 * document (burn against revenue, missing figures, contradictory unit economics). One flag per rule, carrying its highest severity, the first sentence that
 * triggered it and how many did. Flags are ordered by severity, then by rule order.
 */
import type { DocumentType } from '@baobab/contracts/enums';
import { fillText } from '@baobab/contracts/i18n/fill';
import { monthlyAmount } from './money';
import { sentenceRules } from './red-flag-rules';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { ExtractedData, Finding, RiskCategory, RiskFlag, Severity } from './types';
import { contradictoryUnitEconomics } from './unit-economics';
import { departedHoldings } from './departed-holdings';
import { formatAmount as writeAmount } from '@baobab/contracts/money-display';

const severityRank: Record<Severity, number> = { high: 3, medium: 2, low: 1 };

/** Every rule of the set, for documentation screens and tests. */
export const redFlagCatalogue: readonly { id: string; category: RiskCategory; title: string }[] = [
  ...sentenceRules.map(({ id, category, title }) => ({ id, category, title })),
  { id: 'burn-above-revenue', category: 'burn', title: 'Monthly burn exceeds monthly revenue' },
  { id: 'missing-financials', category: 'missing-financials', title: 'No revenue or cost figures' },
  { id: 'unit-economics', category: 'financial-health', title: 'Unit economics figures contradict each other' },
];

function sentenceFlags(sentences: readonly SentenceFacts[], documentType: DocumentType): RiskFlag[] {
  const flags: RiskFlag[] = [];
  for (const rule of sentenceRules) {
    if (rule.documentTypes && !rule.documentTypes.includes(documentType)) continue;
    let flag: RiskFlag | null = null;
    for (const sentence of sentences) {
      const severity = rule.test(sentence);
      if (!severity) continue;
      if (!flag) {
        flag = { ruleId: rule.id, category: rule.category, title: rule.title, severity, evidence: excerpt(sentence.text), occurrences: 0, recommendation: rule.recommendation };
      } else if (severityRank[severity] > severityRank[flag.severity]) {
        flag.severity = severity;
      }
      flag.occurrences += 1;
    }
    if (flag) flags.push(flag);
  }
  return flags;
}

/** Burn words whose unstated period is taken as monthly: a burn rate is quoted per month by convention. */
const burnKinds = new Set(['burn']);
const volumeKinds = new Set(['GMV', 'bookings', 'billings']);

function largestMonthly(findings: readonly Finding[], assumeMonthly: (f: Finding) => boolean): Map<string, { amount: number; finding: Finding }> {
  const best = new Map<string, { amount: number; finding: Finding }>();
  for (const finding of findings) {
    if (!finding.amount) continue;
    const monthly = monthlyAmount(finding.amount) ?? (assumeMonthly(finding) ? finding.amount.amount : null);
    if (monthly === null) continue;
    const current = best.get(finding.amount.currency);
    if (!current || monthly > current.amount) best.set(finding.amount.currency, { amount: monthly, finding });
  }
  return best;
}

/** A document's figure, in whole units, in the one spelling (contracts/money-display.ts). */
function formatAmount(currency: string, amount: number): string {
  return writeAmount(Math.round(amount), currency);
}

/**
 * Burn above revenue: the largest monthly burn or cost figure against the largest monthly
 * revenue figure in the same currency (no conversion). High when burn is at least twice
 * revenue, medium when above it; low when burn is stated and no revenue figure is.
 */
function burnAboveRevenue(data: ExtractedData): RiskFlag | null {
  const burns = largestMonthly(data.expenses, (f) => burnKinds.has(f.kind));
  // Gross volume (GMV, bookings, billings) is money passing through, not the company's revenue.
  const revenues = largestMonthly(data.revenue.filter((f) => !volumeKinds.has(f.kind)), () => false);
  const recommendation = 'Show the path to break-even: monthly burn, revenue growth and the month they cross.';
  for (const [currency, burn] of burns) {
    const revenue = revenues.get(currency);
    if (!revenue && data.revenue.length === 0) {
      return { ruleId: 'burn-above-revenue', category: 'burn', title: fillText('Monthly burn of {{burn}} with no revenue stated', { burn: formatAmount(currency, burn.amount) }), severity: 'low', evidence: burn.finding.sentence, occurrences: 1, recommendation };
    }
    if (revenue && burn.amount > revenue.amount) {
      return {
        ruleId: 'burn-above-revenue',
        category: 'burn',
        title: fillText('Monthly burn ({{burn}}) exceeds monthly revenue ({{revenue}})', { burn: formatAmount(currency, burn.amount), revenue: formatAmount(currency, revenue.amount) }),
        severity: burn.amount >= 2 * revenue.amount ? 'high' : 'medium',
        evidence: burn.finding.sentence,
        occurrences: 1,
        recommendation,
      };
    }
  }
  return null;
}

/**
 * Amounts in currencies the money parser does not read (CFA francs, birr, Ugandan, Tanzanian and
 * Rwandan shillings and francs, kwacha...) beside a revenue or cost word: figures all the same.
 */
const otherCurrencyFigure = /\b(revenues?|sales|turnover|mrr|arr|burn|costs?|expenses?)\b[^.;]{0,40}\b((xof|xaf|cfa|etb|ugx|tzs|rwf|zmw|mwk|mad|mzn|bwp)\s?\d|\d[\d,.]*\s?(k|m|million|bn|billion)?\s?(xof|xaf|cfa francs?|etb|birr|ugx|tzs|rwf|zmw|kwacha|mwk|mad|dirhams?|mzn|bwp|pula)\b)/;

/** Decks, plans and statements should carry figures; legal documents need not. */
function missingFinancials(sentences: readonly SentenceFacts[], data: ExtractedData, documentType: DocumentType): RiskFlag | null {
  if (documentType === 'legal_docs') return null;
  const hasFigures = [...data.revenue, ...data.expenses].some((f) => f.amount !== null) || sentences.some((s) => otherCurrencyFigure.test(s.lower));
  if (hasFigures) return null;
  return {
    ruleId: 'missing-financials',
    category: 'missing-financials',
    title: 'No revenue or cost figures',
    severity: documentType === 'financial_statements' ? 'high' : 'medium',
    evidence: null,
    occurrences: 0,
    recommendation: 'Add revenue, monthly burn, gross margin and runway with their currency and period.',
  };
}

export function detectRedFlags(sentences: readonly SentenceFacts[], data: ExtractedData, documentType: DocumentType): RiskFlag[] {
  const flags = sentenceFlags(sentences, documentType);
  const burn = burnAboveRevenue(data);
  if (burn) flags.push(burn);
  const leaverStake = flags.some((f) => f.ruleId === 'dead-equity') ? null : departedHoldings(sentences);
  if (leaverStake) flags.push(leaverStake);
  const unitEconomics = contradictoryUnitEconomics(sentences);
  if (unitEconomics) flags.push(unitEconomics);
  const missing = sentences.length > 0 ? missingFinancials(sentences, data, documentType) : null;
  if (missing) flags.push(missing);
  return flags
    .map((flag, order) => ({ flag, order }))
    .sort((a, b) => severityRank[b.flag.severity] - severityRank[a.flag.severity] || a.order - b.order)
    .map(({ flag }) => flag);
}
