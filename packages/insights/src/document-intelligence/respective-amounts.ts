/**
 * A few customers' amounts said 'respectively', added up against the revenue stated before them: "Le chiffre
 * d'affaires atteint 960 M FCFA." then "Nos deux plus gros clients ont représenté respectivement 210 M FCFA et 170 M
 * FCFA du chiffre d'affaires"; 'Revenue for the year was $5.0m.' then 'Our two largest customers contributed $1.1m and
 * $0.9m respectively.' Each amount alone may be under the guide's 30% while the few together, named as customers by
 * rank or count, are above it (respectiveShares in customer-names.ts reads the same said in percent). Amounts in
 * brackets are the year before ('(2023 : 150 M FCFA et 120 M FCFA)') and are passed over.
 */
import { isHedgedAt, isNegatedAt } from './assertion';
import { concentrationFlag } from './concentration-flag';
import { statedRevenue } from './named-revenue-share';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const counts: Readonly<Record<string, number>> = { two: 2, three: 3, deux: 2, trois: 3, '2': 2, '3': 3 };
/** 'our two largest customers', 'les deux principaux clients', 'the three biggest buyers': a counted few, called customers. */
const countedCustomers = /\b(two|three|deux|trois|[23]) (?:[a-z-]+ ){0,3}(?:customers|clients|buyers|acheteurs|accounts|comptes|donneurs d'ordre|offtakers)\b/;
const respectively = /\b(respectivement|respectively)\b/;
/** Sentences back in which the revenue may be stated: a note's opening line, then a line or two about it. */
const reach = 4;

type Amount = SentenceFacts['money'][number];
/** Whether an amount stands inside brackets, where a comparative year is written. */
const inBrackets = (lower: string, at: number) => {
  const before = lower.slice(0, at);
  return before.split('(').length > before.split(')').length;
};

/** The few's amounts, in the sentence's order after the count, outside brackets and in one currency; null when fewer than the count. */
function fewAmounts(s: SentenceFacts): Amount[] | null {
  const few = countedCustomers.exec(s.lower);
  if (!few || !respectively.test(s.lower) || isNegatedAt(s.lower, few.index) || isHedgedAt(s.lower, few.index)) return null;
  const count = counts[few[1] ?? ''] ?? 0;
  const amounts = s.money.filter((m) => m.start > few.index && !inBrackets(s.lower, m.start)).slice(0, count);
  const currency = amounts[0]?.currency;
  return amounts.length === count && amounts.every((m) => m.currency === currency) ? amounts : null;
}

/**
 * 'du chiffre d'affaires 2024', 'of FY2025 revenue': the few's sentence names the revenue they are part of, which may be
 * stated anywhere before (a table at the top of a note), not only in the lines just above.
 */
const namesRevenue = /\b(?:of|du|de) (?:the |our |notre |le |total )?(?:(?:fy\s?)?20\d\d )?(?:revenues?|sales|turnover|chiffre d'affaires|ventes)(?: (?:fy\s?)?20\d\d)?\b/;

/** The latest revenue stated in the few sentences before (or any before, when the sentence names it), in the amounts' currency. */
function revenueBefore(written: readonly SentenceFacts[], i: number, currency: string): Amount | undefined {
  const back = namesRevenue.test(written[i]?.lower ?? '') ? i : reach;
  for (let j = i - 1; j >= Math.max(0, i - back); j--) {
    const stated = statedRevenue(written[j] as SentenceFacts);
    if (stated && stated.currency === currency) return stated;
  }
  return undefined;
}

export function respectiveAmountsShare(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    if (s.money.length < 2) continue;
    const amounts = fewAmounts(s);
    const whole = amounts ? revenueBefore(written, i, amounts[0]?.currency ?? '') : undefined;
    const sum = amounts ? amounts.reduce((total, m) => total + m.amount, 0) : 0;
    if (whole && sum < whole.amount && (100 * sum) / whole.amount >= 30) return concentrationFlag((100 * sum) / whole.amount, s.text);
  }
  return null;
}
