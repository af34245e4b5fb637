/**
 * Churn from a cohort counted once and the part of it still there (or gone) after a span told in months rather than
 * by dates: 'Of the 5,200 farmers who bought a first bag in 2022, 1,900 bought again within twelve months', 'Sur les
 * 640 boutiques équipées au premier semestre, 300 payaient encore au bout de douze mois'; or across two sentences, the
 * cohort told by the act that made it and the span opening the next: '2,300 kits installed in Q2 2023. Twelve months
 * on, 1,050 still paying', '900 élèves inscrits en 2023. Un an plus tard, 380 sont encore actifs'. The share kept over
 * the span gives a monthly churn (1 − kept^(1/months)), read against the monthly line. Written so because the dated
 * readers (cohort-counts-kept.ts, churn-of-these.ts) want two dates, and repeat use or payment is often told this way.
 * A cohort table's row read cell by cell is a third way ('started 1,200, still paying 12 months later 610').
 */
import { statedCount as count } from './stated-count';
import { isHedgedAt } from './assertion';
import { churnSeverity, customersLostWords as lostWords, monthlyChurnFromKept } from './churn-period';
import { highChurnFlag } from './churn-flag';
import { statedNumber } from './layout-cells';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { spelledNumbersWorth } from './spelled-numbers';

const spelled = spelledNumbersWorth([1, 2, 3, 6, 9, 12, 18, 24]);
const spanNumber = String.raw`(\d{1,2}|${Object.keys(spelled).join('|')})`;
/** 'within twelve months', 'after 12 months', 'au bout de douze mois', 'dans les 12 mois', 'one year later'. */
const spanWords = new RegExp(String.raw`\b(?:within|after|over|in the|au bout de|apres|dans les|en|sous)\s(?:the\s)?(?:first\s|following\s|next\s)?${spanNumber}\s(months?|mois|years?|ans?)\b|\b${spanNumber}\s(months?|mois|years?|ans?)\s(?:on|later|afterwards|plus tard|apres)\b`);
/** 'Of the 5,200 farmers who ..., 1,900 ...': the cohort and its part in one sentence. */
const ofTheBase = new RegExp(String.raw`\b(?:of|among|sur|parmi) (?:the |those |our |les |nos |ces )?${count}\s([^.;]{0,90}?),\s*(?:only |just |seul(?:e)?s? |seulement )?${count}(?![\d%])(?: of them| d'entre (?:eux|elles))?\s([^.;]{0,100})`);
/** '2,300 kits installed in Q2 2023': a cohort told by the act that made it, then a period. */
const cohortMade = new RegExp(String.raw`(?<![\d.,])${count}\s(?:[a-z'-]+\s){0,3}?(?:connected|signed( up)?|joined|enrolled|onboarded|activated|installed|acquired|sold|raccorde\w*|inscrit\w*|signe\w*|equipe\w*|installe\w*|vendu\w*|active\w*)\s(?:in|during|en|au|pendant)\s`);
/** 'Twelve months on, 1,050 still paying', 'Un an plus tard, 380 sont encore actifs': the span opens the next sentence. */
const spanThenPart = new RegExp(String.raw`^(?:${spanWords.source}),?\s*(?:only |just |seul(?:e)?s? |seulement )?${count}(?![\d%])(?: of them| d'entre (?:eux|elles))?\s([^.;]{0,100})`);
const keptWords = /\b(still|again|second|repeat\w*|renew\w*|came back|returned|remain\w*|encore|toujours|de nouveau|deuxieme|second\w*|renouvel\w*|reabonn\w*|rest(ent|aient))\b/;

/** The months a span names: '12' or 'twelve' months, 'one year', 'un an'; NaN when none. */
function spanMonths(m: RegExpExecArray | null): number {
  if (!m) return NaN;
  const [n, unit] = m[1] ? [m[1], m[2]] : [m[3], m[4]];
  const value = spelled[n ?? ''] ?? Number(n);
  return /^(year|an)/.test(unit ?? '') ? value * 12 : value;
}

/** The flag for `told` of `total` kept (or lost, by the tail's verb) over `months`, when the monthly churn is high. */
function flagFor(total: number, told: number, tail: string, months: number, evidence: string): RiskFlag | null {
  if (!(total > 0) || !(told > 0) || told >= total || !(months >= 1 && months <= 24)) return null;
  const lost = lostWords.test(tail);
  if (!lost && !keptWords.test(tail)) return null;
  const kept = (lost ? total - told : told) / total;
  const severity = churnSeverity(monthlyChurnFromKept(kept, months), 'month');
  return severity ? highChurnFlag(evidence, severity) : null;
}

function inOneSentence(s: SentenceFacts): RiskFlag | null {
  const m = ofTheBase.exec(s.lower);
  // The hedge is looked for up to the end of the part ('..., 1,900 may buy again').
  if (!m || isHedgedAt(s.lower, m.index + m[0].length)) return null;
  const months = spanMonths(spanWords.exec(m[4] ?? '') ?? spanWords.exec(m[2] ?? ''));
  return flagFor(statedNumber(m[1] ?? ''), statedNumber(m[3] ?? ''), m[4] ?? '', months, s.text);
}

function acrossTwo(before: SentenceFacts, after: SentenceFacts): RiskFlag | null {
  const base = cohortMade.exec(before.lower);
  const part = base ? spanThenPart.exec(after.lower) : null;
  if (!base || !part || isHedgedAt(before.lower, base.index) || isHedgedAt(after.lower, part[0].length)) return null;
  const told = part[part.length - 2], tail = part[part.length - 1] ?? '';
  return flagFor(statedNumber(base[1] ?? ''), statedNumber(told ?? ''), tail, spanMonths(spanWords.exec(after.lower)), `${before.text} ${after.text}`);
}

/**
 * A cohort table's row as the layout reads it, each cell after its column's heading ('Jan-2024: started 1,200, still
 * paying 12 months later 610'): a cell headed by the act that made the cohort, and a later cell headed by what was
 * kept and the span, the last figure of the row.
 */
const rowStartedThenKept = new RegExp(String.raw`\b(?:started|starting|new|signed(?: up)?|joined|acquired|onboarded|cohort size|debut|inscrits?|nouveaux|nouvelles)\s${count},\s([^,;:]{0,60}?)\s${count}(?![\d%])\s*[.;]?\s*$`);
function inTableRow(s: SentenceFacts): RiskFlag | null {
  const m = rowStartedThenKept.exec(s.lower);
  if (!m || isHedgedAt(s.lower, m.index)) return null;
  const heading = m[2] ?? '';
  return flagFor(statedNumber(m[1] ?? ''), statedNumber(m[3] ?? ''), heading, spanMonths(spanWords.exec(heading)), s.text);
}

export function cohortKeptAfterSpan(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const rows = sentences.filter((s) => s.derived && !s.projected).map(inTableRow).find((f) => f !== null);
  if (rows) return rows;
  const written = sentences.filter((s) => !s.derived);
  for (let i = 0; i < written.length; i++) {
    const here = written[i], next = written[i + 1];
    if (!here) continue;
    const flag = inOneSentence(here) ?? (next ? acrossTwo(here, next) : null);
    if (flag) return flag;
  }
  return null;
}
