/**
 * A revenue target for a year against the revenue the text reports for an earlier year, each said in a sentence of
 * its own rather than tabled side by side: '2025 revenue: GMD 6.2 million' then 'For 2026 we are planning revenue of
 * GMD 31.0 million'; "L'exercice 2025 s'est clôturé sur 330 M FCFA de chiffre d'affaires" then 'nous visons pour 2026
 * un chiffre d'affaires de 1 650 M FCFA'. The target may be cut over lines ('Pour 2026, notre objectif est
 * d'atteindre' / '2 300 000 TND' / "de chiffre d'affaires"), and may give its own base ('we intend to quintuple revenue
 * in 2025, from UGX 1.46bn to UGX 7.4bn'). The guide's bar: 4x a year, or 3x a year over three years or more. A
 * target denied ('we do not plan') or only possible ('could reach') raises nothing.
 */
import { bareRevenueYears } from './bare-revenue-years';
import { growthFlag } from './projected-jump';
import type { MoneyMatch } from './money';
import { sentenceFacts, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const revenueWord = /\b(revenues?|turnover|sales|chiffre d'affaires|ca|revenus?)\b/;
const aimWord = /\b(target\w*|objectifs?|planning|planned|plan to|plans to|intend\w*|aim\w*|takes? us to|visons|visez?|visee?s?|visent|prevoyons|prevu\w*|comptons atteindre|forecast\w*|projected|budget\w*)\b/;
const denied = /\b(not|n't|never|no|pas|jamais|could|might|may|pourrai\w*|pourrions)\b/;
const yearOf = /(?<![\d.,])(20\d\d)(?![\d.,%])/g;
/** The target's year said as its period: 'in 2025', 'pour 2026', 'for 2026', 'en 2026', '2026 target'. */
const periodYear = /\b(?:in|for|pour|en)\s(20\d\d)\b/;

interface Stated { year: number; amount: number; currency: string }

const yearsIn = (lower: string) => [...new Set([...lower.matchAll(yearOf)].map((m) => Number(m[1])))];

/** The amount nearest the revenue word: '330 M FCFA de chiffre d'affaires et un résultat de 24 M FCFA' is 330 M. */
function nearestRevenue(s: SentenceFacts): MoneyMatch | null {
  const word = revenueWord.exec(s.lower);
  if (!word) return null;
  const distance = (m: MoneyMatch) => (m.start >= word.index ? m.start - word.index : word.index - m.end);
  return [...s.money].sort((a, b) => distance(a) - distance(b))[0] ?? null;
}

/** Revenue the text reports for one year, in a sentence that aims at nothing. */
function reported(s: SentenceFacts): Stated | null {
  if (s.derived || aimWord.test(s.lower)) return null;
  const years = yearsIn(s.lower);
  const money = years.length === 1 ? nearestRevenue(s) : null;
  return money ? { year: years[0] as number, amount: money.amount, currency: money.currency } : null;
}

/** A line that does not end its sentence, read with the two after it: a target cut over lines. */
function withFollowing(written: readonly SentenceFacts[], i: number): SentenceFacts {
  const lines = [written[i] as SentenceFacts];
  while (lines.length < 3 && !/[.!?]\s*$/.test(lines[lines.length - 1]?.text ?? '.') && written[i + lines.length]) lines.push(written[i + lines.length] as SentenceFacts);
  if (lines.length === 1) return lines[0] as SentenceFacts;
  return sentenceFacts(lines.map((l) => l.text).join(' ')).find((s) => !s.derived) ?? (lines[0] as SentenceFacts);
}

/** The target a sentence aims at: its year and the first amount after the aim, or the 'to' of 'from X to Y'. */
function aimed(s: SentenceFacts): { target: Stated; from: MoneyMatch | null } | null {
  const aim = aimWord.exec(s.lower);
  if (!aim || !revenueWord.test(s.lower) || denied.test(s.lower.slice(0, aim.index))) return null;
  const year = periodYear.exec(s.lower) ?? /\b(20\d\d)\s(?:target|objectif|plan)\b/.exec(s.lower);
  const after = s.money.filter((m) => m.start > aim.index);
  const [first, second] = after;
  if (!year || !first) return null;
  const fromTo = second && /\b(from|de|du)\s$/.test(s.lower.slice(Math.max(0, first.start - 5), first.start)) && /^\s*(to|a)\s/.test(s.lower.slice(first.end, second.start));
  const money = fromTo ? second : first;
  return { target: { year: Number(year[1]), amount: money.amount, currency: money.currency }, from: fromTo ? first : null };
}

const unrealistic = (base: Stated, target: Stated) => {
  const years = target.year - base.year;
  if (years < 1 || base.currency !== target.currency || base.amount <= 0) return false;
  const perYear = (target.amount / base.amount) ** (1 / years);
  return perYear >= 4 || (years >= 3 && perYear >= 3);
};

export function revenueYearTargetJump(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  // A year's revenue written bare, its unit in a heading or a table's cells, is a base as well (bare-revenue-years.ts).
  const bases = [...written.map(reported).filter((b): b is Stated => b !== null), ...bareRevenueYears(sentences)];
  for (const [i, line] of written.entries()) {
    if (!aimWord.test(line.lower)) continue;
    const s = withFollowing(written, i);
    const found = aimed(s);
    if (!found) continue;
    const { target, from } = found;
    // 'quintuple revenue in 2025, from UGX 1.46bn to UGX 7.4bn': the growth of that one year.
    if (from && target.amount / from.amount >= 4 && from.currency === target.currency) return growthFlag(s.text);
    const base = bases.filter((b) => b.year < target.year).sort((a, b) => b.year - a.year)[0];
    if (!from && base && unrealistic(base, target)) return growthFlag(s.text);
  }
  return null;
}
