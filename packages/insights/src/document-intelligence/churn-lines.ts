/**
 * Churn from counts on separate lines of a list or dashboard export, each line a label and its figure
 * ('Active merchants, 1 Sept: 2,400' then 'Closed accounts during Sept: 139'; 'Abonnés actifs au 1er juillet : 4 800'
 * then 'Résiliations en juillet : 312'): the base is the line counting customers, the lost the line counting those
 * who left; new sign-ups are neither. The period is a month when a label names one, a year when one names a year.
 * Numbers through the one number reader (layout-cells.ts).
 */
import { isHedgedAt } from './assertion';
import { churnFromCounts } from './churn-counts';
import { churnSeverity, monthlyChurnFromKept } from './churn-period';
import { statedNumber } from './layout-cells';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { monthIndex, monthNamesPattern } from './month-names';
import { highChurnFlag } from './churn-flag';

/** 'Label: 2,400', 'Résiliations en juillet: 312' (dot leaders are already folded to ': ' by layout.ts). */
// A remark in brackets may follow the count ('Active users, October: 1,450 (no new users after the launch)').
// The count may carry whom it counts after it ('Parc au 1er janvier : 1 840 abonnés'): that word joins the label.
const labelledCount = /^\W*([a-z][^:]{1,60}?)\s*:\s*(\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+)(?:\s([a-z]+))?\s*(?:\([^()]*\))?\s*\.?$/;
const customersLabel = /\b(subscribers?|subs|customers?|clients?|users?|members?|accounts?|merchants?|schools?|shops?|stores?|outlets?|restaurants?|pharmacies|clinics?|abonnes?|utilisateurs?|membres?|comptes?|marchands?|boutiques?|commercants?|ecoles?)\b/;
const newLabel = /\b(new|sign-?ups?|signed|joined|added|gross adds|won|acquired|nouveaux|nouvelles|inscriptions?|recrute\w*|gagnes?)\b/;
const lostLabel = /\b(cancell?ations?|cancell?ed|churned|lost|closed|closures?|departures|left|resiliations?|resilie\w*|desabonnements?|departs|perdus?|fermes?|fermetures?|clotures?)\b/;
const monthName = /\b(month|monthly|mois|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/;
const yearName = /\b(year|annual|annee|an)\b|(?<!\d)20\d\d(?!\d)/;

interface Count { label: string; value: number }

/** A plural noun both labels open with or hold ('salons', 'kiosques'), not a period's or a count's word. */
function namesSamePeople(a: string, b: string): boolean {
  const nouns = (label: string) => new Set((label.match(/\b[a-z]{3,}s\b/g) ?? []).filter((w) => !monthName.test(w) && !/^(months|years|days|weeks|this|those|these|ones)$/.test(w)));
  const inB = nouns(b);
  return [...nouns(a)].some((w) => inB.has(w));
}

function counted(s: SentenceFacts): Count | null {
  const m = labelledCount.exec(s.lower);
  const value = statedNumber((m?.[2] ?? '').replace(/[ \u00A0\u202F]/g, ','));
  // A word after the count other than whom it counts ('120 km', '40 days') is no count of customers.
  const after = m?.[3];
  if (after && !customersLabel.test(after)) return null;
  return m && value > 0 ? { label: after ? `${m[1] ?? ''} ${after}` : m[1] ?? '', value } : null;
}

const oneMonth = new RegExp(String.raw`\b(${monthNamesPattern})\b`, 'g');
/** The one month a label names ('Active users, July'), or null. */
function labelMonth(label: string): number | null {
  const names = [...new Set([...label.matchAll(oneMonth)].map((m) => monthIndex.get(m[1] ?? '') ?? -1))];
  return names.length === 1 && (names[0] ?? -1) >= 0 ? (names[0] ?? null) : null;
}

/**
 * The same base counted at two months, smaller at the later ('Active users, July: 2,100' then 'Active users, October:
 * 1,450'): at least the difference left in between, whatever joined, so the monthly churn is at least the fall spread
 * over the months, compounded. A base that grew says nothing.
 */
function baseFallMonthly(first: Count, second: Count): number | null {
  const [a, b] = [labelMonth(first.label), labelMonth(second.label)];
  if (a === null || b === null || first.label.replace(oneMonth, '') !== second.label.replace(oneMonth, '')) return null;
  const months = (b - a + 12) % 12;
  if (months === 0 || second.value >= first.value) return null;
  return monthlyChurnFromKept(second.value / first.value, months);
}

/** Still there later: 'Of those, still paying at 30 September 2026', 'Encore actifs au 31 mars 2026', 'Retained after 12 months'. */
// The feminine is the same reading ('encore abonnées', 'toujours actives': écoles, pharmacies, boutiques kept).
const keptLabel = /\b(of (those|them)|still (paying|active|subscribed|customers|with us)|retained|renewed|(encore|toujours) (actif|active|abonne|abonnee|client|cliente)s?|d'entre eux)\b/;
const yearIn = /(?<!\d)20\d\d(?!\d)/;
/** The share kept a year on, when the two labels' years are a year apart or the second says twelve months; null otherwise. */
function keptShare(base: Count, kept: Count): number | null {
  const from = Number(yearIn.exec(base.label)?.[0] ?? 0);
  const to = Number(yearIn.exec(kept.label)?.[0] ?? 0);
  const aYear = (from > 0 && to === from + 1) || /\b(12|twelve|douze) (months|mois)\b|\b(a|one|un) (year|an)\b/.test(kept.label) || firstToLastDay(base.label, kept.label, from, to);
  return aYear ? (100 * kept.value) / base.value : null;
}

/**
 * A base counted on the first day of the year and those kept on its last ('Clients au 1er janvier 2025 : 400' then
 * 'parmi eux, encore abonnés au 31 décembre 2025 : 180'): the same year, or no year written on the second, is a year.
 */
const yearStart = /\b(1er|1st|1) (janvier|january)\b|\b(january|jan) 1(st)?\b/;
const yearEnd = /\b31 (decembre|december|dec)\b|\b(december|dec) 31(st)?\b/;
function firstToLastDay(baseLabel: string, keptLabel: string, from: number, to: number): boolean {
  return yearStart.test(baseLabel) && yearEnd.test(keptLabel) && (to === 0 || to === from);
}

/** The high-churn flag a run of labelled count lines states; null when no run holds a base and a loss. */
export function churnAcrossLines(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (let i = 0; i + 1 < written.length; i += 1) {
    const first = counted(written[i] as SentenceFacts);
    const second = counted(written[i + 1] as SentenceFacts);
    if (!first || !second) continue;
    const isLost = (c: Count) => lostLabel.test(c.label) && !newLabel.test(c.label);
    // 'Salons live on 1 July: 1,400' then 'Salons that cancelled in July: 91': the people the loss names are the base's, whatever they are.
    const isBase = (c: Count) => (customersLabel.test(c.label) || [first, second].some((o) => o !== c && isLost(o) && namesSamePeople(c.label, o.label))) && !newLabel.test(c.label) && !lostLabel.test(c.label);
    const fall = isBase(first) && isBase(second) ? baseFallMonthly(first, second) : null;
    const fallSeverity = fall === null ? null : churnSeverity(fall, 'month');
    if (fallSeverity) return churnFlag(fallSeverity, written[i] as SentenceFacts, written[i + 1] as SentenceFacts);
    // 'Customers active at 1 October 2025: 1,250' then 'Of those, still paying at 30 September 2026: 650': those kept a year on.
    const kept = isBase(first) && keptLabel.test(second.label) && second.value < first.value ? keptShare(first, second) : null;
    const keptSeverity = kept === null ? null : churnSeverity(100 - kept, 'year');
    if (keptSeverity) return churnFlag(keptSeverity, written[i] as SentenceFacts, written[i + 1] as SentenceFacts);
    const [base, lost] = isBase(first) && isLost(second) ? [first, second] : isBase(second) && isLost(first) ? [second, first] : [null, null];
    if (!base || !lost || lost.value >= base.value) continue;
    const labels = `${base.label} ${lost.label}`;
    const period = monthName.test(labels) ? 'month' : yearName.test(labels) ? 'year' : null;
    if (!period) continue;
    const severity = churnSeverity((100 * lost.value) / base.value, period);
    if (severity) return churnFlag(severity, written[i] as SentenceFacts, written[i + 1] as SentenceFacts);
  }
  return null;
}

/**
 * A base in one written sentence and those lost in the next, said as prose: 'Riders: started Jan with 150 on
 * subscription.' then '11 cancelled during the month'; '300 abonnés actifs au 1er mai.' then '42 résiliations en mai'.
 * Neither sentence alone is a rate; read together they are one (churn-counts.ts), compared with the guide's 5% a
 * month or 45% a year.
 */
export function churnAcrossSentences(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (let i = 0; i + 1 < written.length; i += 1) {
    const [first, second] = [written[i] as SentenceFacts, written[i + 1] as SentenceFacts];
    if (churnFromCounts(first.lower) || churnFromCounts(second.lower)) continue;
    const joined = `${first.lower} ${second.lower}`;
    const counted = churnFromCounts(joined);
    if (!counted || isHedgedAt(joined, counted.at)) continue;
    const severity = churnSeverity(counted.percent, counted.period);
    if (severity) return churnFlag(severity, first, second);
  }
  return null;
}

const churnFlag = (severity: 'high' | 'medium', first: SentenceFacts, second: SentenceFacts): RiskFlag => highChurnFlag(`${first.text} ${second.text}`, severity);
