/**
 * Churn from a base held at the turn of a month and the part of it lost (or kept) in the month that follows, in one
 * sentence or the next: 'We began June with 3,400 paying riders; 410 of them cancelled during June', 'On 1 May we had
 * 900 active meters. During May we cut off 120 of them', 'Sur les 760 vendeuses actives fin avril, 95 ont fermé leur
 * compte en mai', 'Nous avons entamé octobre avec 2 050 clients. 260 d'entre eux sont partis'. A base at the end of a
 * month counts as the start of the next; a part without its own month is the month the base opens. The share kept
 * over the months between (one to three) gives a monthly churn, read against the monthly line. Written so because
 * monthly updates tell the month's loss as counts, never as a rate, and the other count readers want a dated span.
 */
import { statedCount as count } from './stated-count';
import { isHedgedAt } from './assertion';
import { churnSeverity, customersLostWords as lostWords, monthlyChurnFromKept } from './churn-period';
import { highChurnFlag } from './churn-flag';
import { statedNumber } from './layout-cells';
import { monthIndex, monthNamesPattern as months } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const state = String.raw`(?:active|live|paying|subscribed|actifs?|actives|payants?|abonne\w*)`;
/** Bases at the start of a month: 'went into March with 1,100', 'démarré mars avec 1 100', '1,100 active ... on 1 March'. */
const startBases: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:went into|entered|started|began|opened|demarre|commence|entame|aborde)\s(?:the month of\s|le mois de\s)?(${months})(?:\s20\d\d)?\s(?:with|avec)\s(?:only |just |seulement )?${count}(?![\d%])`),
  new RegExp(String.raw`(?<![\d.,])${count}\s(?:[a-z'-]+\s){0,4}?${state}\b[^.;\d]{0,30}?\b(?:on|at|au|le)\s(?:the\s)?1(?:st|er)?\s(${months})\b`),
  new RegExp(String.raw`\b(?:on|au|le)\s1(?:st|er)?\s(${months})(?:\s20\d\d)?,?\s(?:we had|we counted|nous avions|nous comptions|on comptait)\s${count}\s(?:[a-z'-]+\s){0,3}?${state}`),
];
/** Bases at the end of a month: 'Of the 900 members active at the end of April', 'Sur les 900 membres actifs fin avril'. */
const endBase = new RegExp(String.raw`\b(?:of|among|sur|parmi) (?:the |our |les |nos )?${count}\s[^.;\d]{0,60}?${state}\s(?:at the end of|end of|en fin de|a (?:la )?fin(?: de)?|fin|on 3[01]|au 3[01])\s(${months})\b`);

/** A part lost named by its verb first: 'we disconnected and repossessed 520 units', 'nous avons perdu 95 clients'. */
const verbFirst = new RegExp(String.raw`\b(?:disconnected|repossessed|deactivated|churned|lost|removed|cut off|switched off|desactive|perdu|resilie|coupe)\w*(?:\s(?:and|et)\s[a-z]+)?\s(?:only |just )?${count}(?![\d%])`);
/** A part by its count first: '96 d'entre eux ... sont sortis', 'only 1,023 of them had ...', '310 ont fermé leur compte'. */
const countFirst = new RegExp(String.raw`(?<![\d.,])(only |just |seul(?:e)?s? |seulement )?${count}(?![\d%])(?!\s(?:days?|weeks?|months?|years?|jours?|semaines?|mois|ans?|annees?)\b)(?!\s(?:${months})\b)(\s(?:of them|of these|d'entre (?:eux|elles)))?\s([^.;]{0,80})`, 'g');
const keptWords = /\b(still|encore|toujours|remain\w*|rest(ent|aient))\b/;
/** A part told over a year or a quarter is not a month's loss. */
const longerPeriod = /\b(year|annee|quarter|trimestre|20\d\d|since (launch|inception)|depuis (le lancement|la creation))\b/;
const partMonth = new RegExp(String.raw`\b(?:during|in|by|over|through|en|au cours de|pendant|d'ici|au|fin|end of)\s(?:the month of\s|le mois de\s)?(?:\d{1,2}(?:st|nd|rd|th|er)?\s)?(${months})\b`);

interface Base { total: number; start: number; end: number }

function baseIn(lower: string): Base | null {
  for (const pattern of startBases) {
    const m = pattern.exec(lower);
    if (!m || isHedgedAt(lower, m.index)) continue;
    // The second pattern names its count before its month.
    const [month, total] = pattern === startBases[1] ? [m[2], m[1]] : [m[1], m[2]];
    const index = monthIndex.get(month ?? '');
    if (index !== undefined) return { total: statedNumber(total ?? ''), start: index, end: m.index + m[0].length };
  }
  const m = endBase.exec(lower);
  const index = m ? monthIndex.get(m[2] ?? '') : undefined;
  if (!m || index === undefined || isHedgedAt(lower, m.index)) return null;
  return { total: statedNumber(m[1] ?? ''), start: index + 1, end: m.index + m[0].length };
}

/** The share of the base kept, from a part lost or kept in `text`, or null when none is told there. */
function keptShare(text: string, total: number): number | null {
  if (isHedgedAt(text, 0)) return null;
  const verb = verbFirst.exec(text);
  const lostByVerb = verb ? statedNumber(verb[1] ?? '') : NaN;
  if (verb && !isHedgedAt(text, verb.index + verb[0].length) && lostByVerb > 0 && lostByVerb < total) return 1 - lostByVerb / total;
  for (const m of text.matchAll(countFirst)) {
    const told = statedNumber(m[2] ?? ''), tail = m[4] ?? '';
    // The hedge is looked for up to the end of the part ('95 pourraient fermer'), not only before its count.
    if (!(told > 0) || told >= total || isHedgedAt(text, m.index + m[0].length)) continue;
    if (lostWords.test(tail)) return 1 - told / total;
    if ((m[1] || m[3]) && keptWords.test(tail) || (m[1] && m[3])) return told / total;
  }
  return null;
}

/** Months from the base's month start to the end of the part's month (the base's own month when the part names none). */
function spanOf(part: string, start: number): number {
  const named = partMonth.exec(part);
  const index = named ? monthIndex.get(named[1] ?? '') : undefined;
  if (index === undefined) return 1;
  return ((index - start + 12) % 12) + 1;
}

export function churnFromMonthBase(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (let i = 0; i < written.length; i++) {
    const here = written[i];
    const base = here ? baseIn(here.lower) : null;
    if (!here || !base || !(base.total > 0)) continue;
    const rest = here.lower.slice(base.end);
    const next = written[i + 1];
    // The base's own sentence is read to its end ('...; during June we lost 410'), the next one to its first ';'.
    for (const [clause, evidence] of [[rest, here.text], [(next?.lower ?? '').split(';')[0] ?? '', `${here.text} ${next?.text ?? ''}`]] as const) {
      if (!clause || longerPeriod.test(clause)) continue;
      const kept = keptShare(clause, base.total);
      if (kept === null) continue;
      const span = spanOf(clause, base.start);
      if (span > 3) continue;
      const severity = churnSeverity(monthlyChurnFromKept(kept, span), 'month');
      if (severity) return highChurnFlag(evidence, severity);
      break;
    }
  }
  return null;
}
