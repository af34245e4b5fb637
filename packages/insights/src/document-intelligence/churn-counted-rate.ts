/**
 * The monthly churn a text's own counts imply, as a rate for the unit-economics checks (which otherwise read only a
 * churn stated as a rate): a base dated at the first of a month (or at the last day of the month before), the customers
 * lost, and the date (or the period) they were lost by, a few lines apart ('Members on 1 March: 500 / Cancelled: 60 /
 * Members on 31 May: 470', '1 200 abonnés au 1er avril ; 150 résiliations au cours du trimestre'); a table's rows of
 * customers at the start of each month and customers lost in it; an average base beside the cancellations of a month
 * ('Average base: 2,000 subscribers. Cancellations: 130 a month'). The loss over the months between, compounded, gives
 * the rate a month; the same rate also raises high churn on its own when it passes the monthly line.
 */
import { statedCount as count } from './stated-count';
import { isHedgedAt } from './assertion';
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern as months } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { churnSeverity, monthlyChurnFromKept } from './churn-period';
import { highChurnFlag } from './churn-flag';

export interface CountedChurn { percent: number; sentence: string }

const lostWord = String.raw`(?:cancell?ed|cancell?ations?|churned|lost|resilie\w*|resiliations?|perdue?s|departs?)`;
/** 'Members on 1 March: 500', 'Abonnés actifs au 1er mai : 212', '2 150 ménages au 1er janvier', '240 on 1 April'. */
const startLabelled = new RegExp(String.raw`\b(?:on|at|as of|au|le)\s1(?:st|er)?\s(${months})(?:\s20\d\d)?\s?:\s?${count}(?![\d%])`);
const startTold = new RegExp(String.raw`(?<![\d.,])${count}\s(?:[a-z'-]+\s){0,3}?(?:on|at|as of|au|le)\s1(?:st|er)?\s(${months})\b`);
/**
 * A base counted at a month's last day, as a quarterly report opens its table ('Au 31 mars 2025 ....... 215', 'At 31
 * March: 215'): the base the next month starts with.
 */
const startAtMonthEnd = new RegExp(String.raw`\b(?:on|at|as of|au|le)\s(?:28|29|30|31)\s(${months})(?:\s20\d\d)?\s?:\s?${count}(?![\d%])`);
/** 'Cancelled: 60', 'Résiliations : 17', '45 cancelled', '387 contrats résiliés'. */
const lostLabelled = new RegExp(String.raw`\b${lostWord}\s?(?:\([^)]{0,30}\)\s?)?:\s?${count}(?![\d%])`);
const lostTold = new RegExp(String.raw`(?<![\d.,])${count}\s(?:[a-z'-]+\s){0,2}?${lostWord}\b`);
/** 'on 30 June', 'au 31 mai': the end of the span. */
const endDate = new RegExp(String.raw`\b(?:on|at|as of|au|le|by)\s(?:28|29|30|31)\s(${months})\b`);
const periodWords: readonly [RegExp, number][] = [[/\b(in the month|during the month|this month|du mois|au cours du mois|ce mois)\b/, 1], [/\b(in the quarter|during the quarter|this quarter|du trimestre|au cours du trimestre|ce trimestre)\b/, 3]];

const monthly = (lost: number, base: number, span: number): number => monthlyChurnFromKept(1 - lost / base, span);

/** A base at the first of a month and the customers lost by a later date or within a named period, over up to four lines. */
function datedBaseAndLoss(written: readonly SentenceFacts[]): CountedChurn | null {
  for (let i = 0; i < written.length; i++) {
    const here = written[i];
    if (!here) continue;
    const labelled = startLabelled.exec(here.lower);
    const monthEnd = labelled ? null : startAtMonthEnd.exec(here.lower);
    const m = labelled ?? monthEnd ?? startTold.exec(here.lower);
    if (!m || isHedgedAt(here.lower, m.index)) continue;
    const [month, base] = labelled || monthEnd ? [m[1], m[2]] : [m[2], m[1]];
    const named = monthIndex.get(month ?? '');
    const start = named !== undefined && monthEnd ? (named + 1) % 12 : named;
    const total = statedNumber(base ?? '');
    const windowText = written.slice(i, i + 4).map((s) => s.lower).join(' \n ');
    const after = windowText.slice(m.index + m[0].length);
    const lostMatch = lostLabelled.exec(after) ?? lostTold.exec(after);
    if (start === undefined || !(total > 0) || !lostMatch || isHedgedAt(after, lostMatch.index)) continue;
    const lost = statedNumber(lostMatch[1] ?? '');
    const end = endDate.exec(after);
    const endIndex = end ? monthIndex.get(end[1] ?? '') : undefined;
    const span = endIndex !== undefined ? ((endIndex - start + 12) % 12) + 1 : periodWords.find(([words]) => words.test(after))?.[1];
    if (!span || !(lost > 0) || lost >= total) continue;
    return { percent: monthly(lost, total, span), sentence: written.slice(i, i + 4).map((s) => s.text).join(' ') };
  }
  return null;
}

/** A table's row of customers at the start of each month and its row of customers lost: the mean of the months' rates. */
const startRow = /^[a-z ]*\b(?:at (?:the )?start of (?:the )?month|en debut de mois|au debut du mois|debut de mois)\b[^\d]*((?:\d[\d,]*\s+){0,11}\d[\d,]*)\s*$/;
const lostRow = new RegExp(String.raw`^[a-z ]*\b${lostWord}\b[^\d]*((?:\d[\d,]*\s+){0,11}\d[\d,]*)\s*$`);
const cells = (row: string): number[] => row.trim().split(/\s+/).map((c) => statedNumber(c));

function monthRows(written: readonly SentenceFacts[]): CountedChurn | null {
  const lines = written.flatMap((s) => s.lower.split('\n').map((line) => ({ line: line.trim(), text: s.text })));
  const start = lines.map((l) => ({ ...l, m: startRow.exec(l.line) })).find((l) => l.m);
  const lost = lines.map((l) => ({ ...l, m: lostRow.exec(l.line) })).find((l) => l.m);
  if (!start?.m || !lost?.m) return null;
  const bases = cells(start.m[1] ?? ''), losses = cells(lost.m[1] ?? '');
  if (bases.length !== losses.length || !bases.length) return null;
  const rates = bases.map((b, k) => (b > 0 && (losses[k] ?? NaN) >= 0 ? ((losses[k] ?? 0) / b) * 100 : NaN));
  if (rates.some((r) => !(r >= 0 && r < 100))) return null;
  return { percent: rates.reduce((a, b) => a + b, 0) / rates.length, sentence: lost.text };
}

/** 'Average base: 1,100 subscribers. Cancellations: 74 a month on average': an average base and a month's losses. */
const averageBase = new RegExp(String.raw`\b(?:average (?:base|number of (?:customers|subscribers|clients))|parc moyen|base moyenne|nombre moyen d'abonnes)\b[^.\d]{0,40}?:?\s?${count}(?![\d%])`);
const lostAMonth = new RegExp(String.raw`\b${lostWord}\b[^.\d]{0,40}?${count}(?![\d%])\s(?:[a-z]+\s)?(?:a month|per month|each month|par mois|chaque mois)\b`);

function averageBaseAndMonthlyLoss(written: readonly SentenceFacts[]): CountedChurn | null {
  for (let i = 0; i < written.length; i++) {
    const windowText = written.slice(i, i + 2).map((s) => s.lower).join(' ');
    const base = averageBase.exec(written[i]?.lower ?? '');
    const lost = base ? lostAMonth.exec(windowText) : null;
    if (!base || !lost || isHedgedAt(windowText, lost.index)) continue;
    const total = statedNumber(base[1] ?? ''), gone = statedNumber(lost[1] ?? '');
    if (total > 0 && gone > 0 && gone < total) return { percent: (gone / total) * 100, sentence: written.slice(i, i + 2).map((s) => s.text).join(' ') };
  }
  return null;
}

export function countedMonthlyChurn(sentences: readonly SentenceFacts[]): CountedChurn | null {
  const written = sentences.filter((s) => !s.derived);
  return datedBaseAndLoss(written) ?? averageBaseAndMonthlyLoss(written) ?? monthRows(written);
}

/** High churn from the same counts: the monthly rate they imply, read against the monthly line (churn-period.ts). */
export function churnFromCountedRate(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const counted = countedMonthlyChurn(sentences);
  const severity = counted ? churnSeverity(counted.percent, 'month') : null;
  return counted && severity ? highChurnFlag(counted.sentence, severity) : null;
}
