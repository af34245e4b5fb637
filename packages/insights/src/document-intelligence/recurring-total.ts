/**
 * One-off revenue inside a recurring section that adds up to its total: a heading naming recurring revenue ('Recurring
 * revenue', 'Revenus récurrents mensuels, septembre 2025'), its item lines ('Clinic subscriptions: 412,600', 'Ministry
 * tender (once-off, March) 180,000', 'Frais d'installation des' / 'nouveaux magasins (facturés une fois): 400'), then
 * 'Total recurring revenue: 826,500'. When the items add up to that total, a one-off item among them is counted in
 * it, though no one line says so. Statements often carry no currency on their lines, so the figures are read as bare
 * numbers (layout-cells.ts); a one-off item taken out ('(180,000)', '-400') or said excluded raises nothing.
 */
import { statedNumber } from './layout-cells';
import { monthNamesPattern } from './month-names';
import { exclusionWords, oneOffWords, recurringWords } from './red-flag-rules-metrics';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { scaleMultiplier } from './scale-words';

/** A line's last figure, after its label: 'clinic subscriptions: 412,600', 'tender (once-off, march) 180,000', 'total: 1 200'. */
// A deck's figure may carry a currency sign and a multiplier against it ('Subscriptions: P4.7m', 'Total ARR: $1.2m'): both
// lines of one section write them alike, so the multiplier scales each and the sum still meets the total.
const trailingFigure = /[:\s](?:[a-z$\u20AC\u00A3\u20A6]{1,3}\s?)?(-?\(?\d{1,3}(?:[, \u00A0\u202F]\d{3})+\)?|-?\(?\d+(?:[.,]\d+)?\)?)(?:\s?(k|m|mn|bn|million|millions))?\s*$/;
/** A section's heading: one naming recurring revenue, or a revenue breakdown whose total line says it is recurring ('Revenue mix' over 'Total ARR'). */
/** A heading's closing year is its date, no figure: 'Revenue mix, year to June 2025', 'Revenus récurrents, septembre 2025'. */
const datedHeading = new RegExp(String.raw`\b(?:${monthNamesPattern}|fy|year)\s20\d\d\s*$`);
const revenueHeading = /\b(revenues?|revenus?|chiffre d'affaires|sales|ventes)\b/;
const totalLine = /^\W*(total|sous-total|subtotal)\b/;
/** Item lines read after the heading before giving up on a total. */
const maxItems = 12;

function figureOf(lower: string): number | null {
  const m = trailingFigure.exec(lower);
  if (!m) return null;
  const written = m[1] ?? '';
  const value = statedNumber(written.replace(/[-()]/g, '').replace(/[ \u00A0\u202F]/g, ',')) * (scaleMultiplier[m[2] ?? ''] ?? 1);
  if (!Number.isFinite(value)) return null;
  return /[-(]/.test(written) ? -value : value;
}

/** The one-off item line of a recurring section that starts at `at` and adds up to its total; null otherwise. */
function oneOffInSection(written: readonly SentenceFacts[], at: number): SentenceFacts | null {
  const heading = written[at] as SentenceFacts;
  if (!(recurringWords.test(heading.lower) || revenueHeading.test(heading.lower)) || totalLine.test(heading.lower) || heading.money.length > 0 || heading.percents.length > 0 || (figureOf(heading.lower) !== null && !datedHeading.test(heading.lower))) return null;
  let sum = 0;
  let oneOff: SentenceFacts | null = null;
  let label = '';
  for (let j = at + 1; j < written.length && j <= at + maxItems; j += 1) {
    const line = written[j] as SentenceFacts;
    const figure = figureOf(line.lower);
    if (totalLine.test(line.lower)) {
      // The total must be the recurring one the heading opened, and the items must make it up.
      if (figure === null || !recurringWords.test(line.lower) || !oneOff || figure <= 0) return null;
      return Math.abs(sum - figure) <= figure * 0.005 ? oneOff : null;
    }
    // A label cut over two lines ('Frais d'installation des' then 'nouveaux magasins (...): 400') is one item.
    if (figure === null) {
      if (label || line.lower.length > 60) return null;
      label = line.lower;
      continue;
    }
    const item = `${label} ${line.lower}`;
    label = '';
    sum += figure;
    if (figure > 0 && oneOffWords.test(item) && !exclusionWords.test(item)) oneOff = line;
  }
  return null;
}

export function oneOffInRecurringTotal(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  // Most texts have no total line at all: no section to read.
  if (!written.some((s) => totalLine.test(s.lower))) return null;
  for (let i = 0; i < written.length; i += 1) {
    const item = oneOffInSection(written, i);
    if (item) {
      return {
        ruleId: 'non-recurring-revenue', category: 'financial-health', title: 'One-off revenue is presented as recurring', severity: 'medium',
        evidence: excerpt(`${(written[i] as SentenceFacts).text} ${item.text}`), occurrences: 1,
        recommendation: 'Split revenue into recurring and one-off lines, and compute ARR from contracted recurring revenue only.',
      };
    }
  }
  return null;
}
