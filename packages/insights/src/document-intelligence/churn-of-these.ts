/**
 * Churn from a base counted at a date in one sentence and, in the next, the part of it that left or stayed, opened by a
 * pronoun that points back to that base: 'Merchants active on 1 April: 600. Of these, 132 had closed their accounts by
 * 30 June', 'Nous comptions 820 abonnés actifs au 1er mars. Parmi eux, 95 avaient résilié fin mai'. The dates may go
 * without their year (the same year, or the next when the end month comes first). The share kept over the months
 * between gives a monthly churn (1 − kept^(1/months)), read against the monthly line; a span of one to thirteen months.
 */
import { statedCount as count } from './stated-count';
import { isHedgedAt } from './assertion';
import { churnSeverity } from './churn-period';
import { highChurnFlag } from './churn-flag';
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const date = String.raw`(?:\d{1,2}(?:st|nd|rd|th|er)?\s)?(${monthNamesPattern})(?:\s(20\d\d))?`;
const unit = String.raw`(?:customers?|clients?|merchants?|marchands?|commer\w+|subscribers?|abonne\w*|users?|utilisateurs?|members?|membres?|agents?|schools?|ecoles?|shops?|boutiques?|accounts?|comptes?|pharmacies|stores?|families|familles|households?|menages|foyers)`;
// A cohort is also those who ordered in its month ('avaient commandé au moins une fois ce mois-là', 'had ordered at least once').
const state = String.raw`(?:active|actifs?|actives|live|paying|payants?|subscribed|abonne\w*|en activite|(?:had |avaient )?(?:ordered|bought|commande|achete))`;
/** 'Merchants active on 1 April: 600', 'Abonnés actifs au 1er mars : 820'. */
const labelledBase = new RegExp(String.raw`\b${unit}\s(?:[a-z]+\s)?${state}\s(?:on|at|as of|in|au|le|en|at the start of|debut)\s${date}\s?:\s?${count}\s*\.?$`);
/** A base dated by pointing back ('that month', 'ce mois-là') to a cohort's month named in the sentence before: 'la cohorte de janvier 2024', 'our January 2024 cohort'. */
const pointedMonth = String.raw`that month|ce mois-la|le mois meme`;
/** '600 merchants were active on 1 April', 'Nous comptions 820 abonnés actifs au 1er mars', '6,000 families were paying for the app on 1 January'. */
const toldBase = new RegExp(String.raw`(?<![\d.,])${count}\s(?:[a-z'-]+\s){0,2}${unit}\s(?:\([^()]{0,40}\)\s)?(?:[a-z]+\s){0,2}${state}\s(?:[a-z]+\s){0,4}?(?:(?:on|at|as of|in|au|le|en|at the start of|debut)\s${date}|(?<pointed>${pointedMonth}))\s?\.?$`);
/** 'Of these, 132 had closed ...', 'Parmi eux, 95 avaient résilié ...'. */
const ofThese = new RegExp(String.raw`^(?:of (?:these|them|those)|among (?:these|them|those)|parmi (?:eux|elles|ceux-ci|celles-ci)|sur ce nombre|de ce nombre),?\s*(?:only |just |seul(?:e)?s |seulement )?${count}\s([^.;]{0,80})`);
/**
 * The count first, pointing back after it: '2,950 of those same families were still subscribed on 31 December', 'En
 * décembre 2024, 470 de ces clients ont encore commandé' (the end date may open the sentence, a chat line's speaker before it).
 */
const chatSpeaker = String.raw`(?:\[[^\]]{0,30}\]\s?[^:\d]{1,40}:\s)?`;
const theseFirst = new RegExp(String.raw`^${chatSpeaker}(?<opening>(?:in|by|at the end of|en|fin|a fin|au)\s${date},?\s)?(?:only |just |seul(?:e)?s |seulement )?${count}\s(?:of (?:these|those|them)(?: same)?(?:\s${unit})?|d'entre (?:eux|elles)|de ces (?:memes )?${unit})\s([^.;]{0,80})`);
const cohortMonth = new RegExp(String.raw`\b(?:cohort|cohorte)\s(?:de |d'|of |from )?${date}|\b${date}\scohort\b`);
const lostWords = /\b(left|cancell?ed|churned|quit|stopped|closed|gone|lost|resili\w+|partie?s|ferme\w*|ont cesse|avaient cesse|ont quitte|avaient quitte)\b/;
const keptWords = /\b(still|encore|toujours|remain\w*|were (active|paying|live))\b/;
const until = new RegExp(String.raw`\b(?:by|in|on|at the end of|au|fin|a fin|en|le)\s${date}\b`);

function base(lower: string, previous: string): { total: number; month: number; year: number | null } | null {
  const labelled = labelledBase.exec(lower);
  const m = labelled ?? toldBase.exec(lower);
  if (!m || isHedgedAt(lower, m.index)) return null;
  const cohort = m.groups?.pointed ? cohortMonth.exec(previous) : null;
  if (m.groups?.pointed && !cohort) return null;
  const [month, year, total] = labelled ? [m[1], m[2], m[3]] : cohort ? [cohort[1] ?? cohort[3], cohort[2] ?? cohort[4], m[1]] : [m[2], m[3], m[1]];
  const index = monthIndex.get(month ?? '');
  return index === undefined ? null : { total: statedNumber(total ?? ''), month: index, year: year ? Number(year) : null };
}

/** The part told after the base: its count, what follows it, and the words that may date it (an opening date, else the tail). */
function partAfter(lower: string): { told: number; tail: string; dated: string } | null {
  const m = ofThese.exec(lower) ?? theseFirst.exec(lower);
  if (!m) return null;
  const tail = m[m.length - 1] ?? '';
  return { told: statedNumber(m[m.length - 2] ?? ''), tail, dated: m.groups?.opening ?? tail };
}

export function churnOfTheseNext(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (let i = 0; i + 1 < written.length; i++) {
    const before = written[i], after = written[i + 1];
    if (!before || !after) continue;
    const counted = base(before.lower, written[i - 1]?.lower ?? '');
    const part = counted ? partAfter(after.lower) : null;
    if (!counted || !part || !(counted.total > 0)) continue;
    const { told, tail } = part;
    const lost = lostWords.test(tail);
    const end = until.exec(part.dated);
    const endMonth = end ? monthIndex.get(end[1] ?? '') : undefined;
    if (!(told >= 0) || told > counted.total || (!lost && !keptWords.test(tail)) || endMonth === undefined) continue;
    const endYear = end?.[2] ? Number(end[2]) : null;
    const months = endYear !== null && counted.year !== null ? (endYear - counted.year) * 12 + endMonth - counted.month : endMonth - counted.month + (endMonth <= counted.month ? 12 : 0);
    if (months < 1 || months > 13) continue;
    const kept = (lost ? counted.total - told : told) / counted.total;
    const severity = churnSeverity((1 - kept ** (1 / months)) * 100, 'month');
    if (severity) return highChurnFlag(`${before.text} ${after.text}`, severity);
  }
  return null;
}
