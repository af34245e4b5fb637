/**
 * A series said in one sentence: a line of the accounts named once and two figures or more after it, each with its
 * period after it ('Sales were N42 million in January, N39 million in February and N33 million in March', 'un chiffre
 * d'affaires de 1,2 M€ au T1 puis 0,9 M€ au T3') or before it ('Q1 $310k, Q2 $325k', 'FY24: 41%'). Or a figure set
 * against another of the same line ('Q3 revenue was $1.24M against $1.31M in Q2', 'le taux de marge brute recule à
 * 44 %, contre 52 % pour l'exercice précédent', 'Gross margin 34% (FY24: 41%)'): the figure after 'against', 'contre',
 * 'compared with' or in brackets is the earlier one, as accounts compare a period with the one before, unless it is a
 * target, a budget or a plan. Revenue is read from amounts, the gross margin from percentages. Read from what the
 * sentence asserts (clause-scope.ts: no supposition, expectation or state said to be over), never from a projection,
 * and only when every figure has its period (or the two are compared) and no other line is named among them.
 */
import { isNegatedWithin } from '../assertion';
import { assertedFacts } from '../clause-scope';
import { signedPercents } from '../metric-values';
import { monthNamesPattern } from '../month-names';
import type { SentenceFacts } from '../sentence-facts';
import { projection } from '../revenue-series';
import { inTimeOrder, readPeriod, type Period } from './periods';
import type { AccountLine, FigureSeries, PeriodFigure } from './series';

interface Figure { value: number; start: number; end: number }
interface LineWords { line: AccountLine; named: RegExp; others: RegExp; figures: (s: SentenceFacts) => Figure[] }

const lines: readonly LineWords[] = [
  {
    line: 'revenue',
    named: /\b(revenues?|sales|turnover|chiffre d'affaires|ventes|ca)\b/,
    others: /\b(costs?|expenses|burn|margin|profit|ebitda|cash|charges|marge|tresorerie|depenses|gmv|volumes?|orders|commandes|arr|mrr)\b/,
    // One currency: amounts in two currencies are no series.
    figures: (s) => (s.money.every((m) => m.currency === s.money[0]?.currency) ? s.money.map((m) => ({ value: m.amount, start: m.start, end: m.end })) : []),
  },
  {
    line: 'gross-margin-rate',
    named: /\b(gross margins?|gross profit margin|marge brute|taux de marge brute|gm)\b/,
    others: /\b(net margin|marge nette|ebitda|operating margin|marge operationnelle|churn|growth|croissance|revenues?|sales|chiffre d'affaires|ventes|cac|retention|share|part)\b/,
    figures: (s) => signedPercents(s.lower).map((p) => ({ value: p.value, start: p.at, end: p.end })),
  },
];

const periodWords = String.raw`(?:${monthNamesPattern})(?:\s(?:20\d\d))?|[qths][1-4](?:\s20\d\d)?|(?:fy\s?)?20\d\d|fy\s?'?\d\d|(?:week|semaine|w|s)\s?\d{1,2}`;
const periodAfter = new RegExp(String.raw`^\s*(?:in|en|au|for|pour|during|over|du|de|at)\s+(?:the\s+|le\s+|la\s+|l')?(${periodWords})\b`);
const periodBefore = new RegExp(String.raw`(?:^|[\s,;(])(${periodWords})\s*[:=]?\s*$`);
const comparedWith = new RegExp(String.raw`^[^.;]{0,25}?(\b(against|versus|vs\.?|compared (with|to)|contre|par rapport a|down from|en baisse par rapport a)\s*|\(\s*(${periodWords})?\s*[:=]?\s*)$`);
const notEarlier = /^[^.;]{0,40}\b(targets?|budget\w*|plan\w*|forecasts?|objectifs?|prevus?|prevision\w*|expected|attendus?)\b/;

function periodOf(lower: string, figure: Figure): Period | null {
  const after = periodAfter.exec(lower.slice(figure.end, figure.end + 30));
  const before = after ? null : periodBefore.exec(lower.slice(Math.max(0, figure.start - 16), figure.start));
  const written = after?.[1] ?? before?.[1];
  return written ? readPeriod(written) : null;
}

/** The last year written before a figure ('Le chiffre d'affaires 2025 ressort à'), or null. */
const yearBefore = (lower: string, at: number): number | null => {
  const years = lower.slice(0, at).match(/(?<!\d)20\d\d(?!\d)/g);
  return years ? Number(years[years.length - 1]) : null;
};

/**
 * The two figures of a comparison, the reference first; null when the sentence compares nothing, or when the
 * reference is dated no earlier than the year the stated figure is of ('2,7 M€ en 2025 (3,1 M€ en 2026)').
 */
function compared(lower: string, [stated, reference]: readonly Figure[]): PeriodFigure[] | null {
  if (!stated || !reference || !comparedWith.test(lower.slice(stated.end, reference.start)) || notEarlier.test(lower.slice(reference.end)) || notEarlier.test(lower.slice(stated.end, reference.start))) return null;
  const referenceYear = periodOf(lower, reference)?.year ?? null;
  const statedYear = yearBefore(lower, stated.start);
  if (referenceYear !== null && statedYear !== null && referenceYear >= statedYear) return null;
  return [{ period: { kind: 'compared', year: null, index: 0 }, value: reference.value }, { period: { kind: 'compared', year: null, index: 1 }, value: stated.value }];
}

function sentenceSeries(s: SentenceFacts, words: LineWords): PeriodFigure[] | null {
  const named = words.named.exec(s.lower);
  const figures = words.figures(s);
  const [first] = figures;
  const last = figures[figures.length - 1];
  if (!named || !first || !last || figures.length < 2 || named.index > first.start || words.others.test(s.lower.slice(named.index, last.end))) return null;
  // 'Revenue has not fallen in any quarter: ...': a denied movement reads no series.
  if (isNegatedWithin(s.lower.slice(named.index, first.start))) return null;
  const points = figures.map((f) => ({ period: periodOf(s.lower, f), value: f.value }));
  if (points.every((p) => p.period !== null)) return inTimeOrder(points as PeriodFigure[], false);
  return figures.length === 2 ? compared(s.lower, figures) : null;
}

/**
 * A figure and the one before it said in the next sentence, which names the earlier period and leaves the line to the
 * first: 'We closed the year at TZS 2.6 billion of revenue.' then 'The year before it was TZS 3.3 billion.'; 'Le chiffre
 * d'affaires de l'exercice atteint 410 M FCFA.' then 'L'année précédente, il était de 480 M FCFA.'. One amount each, in
 * one currency, and no other line of the accounts named in the second.
 */
const earlierPeriodFirst = /^\W*(?:(?:and |et )?(?:the year before|the previous year|the prior year|a year (?:earlier|before)|the quarter before|the previous quarter|the month before|the previous month|l'annee (?:precedente|d'avant)|un an plus tot|l'exercice precedent|le trimestre precedent|le mois precedent)\b)/;
function nextSentenceEarlier(first: SentenceFacts, second: SentenceFacts, words: LineWords): PeriodFigure[] | null {
  if (words.line !== 'revenue' || first.money.length !== 1 || second.money.length !== 1 || !earlierPeriodFirst.test(second.lower)) return null;
  const [stated] = first.money;
  const [earlier] = second.money;
  if (!stated || !earlier || stated.currency !== earlier.currency || !words.named.test(first.lower) || words.others.test(first.lower) || words.others.test(second.lower) || words.named.test(second.lower)) return null;
  return [{ period: { kind: 'compared', year: null, index: 0 }, value: earlier.amount }, { period: { kind: 'compared', year: null, index: 1 }, value: stated.amount }];
}

export function proseSeries(sentences: readonly SentenceFacts[]): FigureSeries[] {
  const out: FigureSeries[] = [];
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (let i = 0; i + 1 < written.length; i += 1) {
    const [first, second] = [assertedFacts(written[i] as SentenceFacts, 'state'), assertedFacts(written[i + 1] as SentenceFacts, 'state')];
    const points = projection.test(first.lower) ? null : nextSentenceEarlier(first, second, lines[0] as LineWords);
    if (points) out.push({ line: 'revenue', label: 'revenue', points, evidence: `${written[i]?.text ?? ''} ${written[i + 1]?.text ?? ''}`, group: `sentences ${i}`, projected: false });
  }
  for (const written of sentences) {
    if (written.derived || written.projected || projection.test(written.lower)) continue;
    for (const words of lines) {
      // Most sentences name no line of the accounts: they are passed over before their clauses are read.
      if (!words.named.test(written.lower)) continue;
      const points = sentenceSeries(assertedFacts(written, 'state'), words);
      if (points && points.length >= 2) out.push({ line: words.line, label: words.line, points, evidence: written.text, group: `sentence ${out.length}`, projected: false });
    }
  }
  return out;
}
