/**
 * Churn told as the customers a named period lost, counted (in digits or in words), against a base the text states
 * elsewhere, as monthly and quarterly updates tell it: 'We signed 6 new schools in the quarter but 23 schools
 * cancelled' under 'Schools at 31 March: 123 (1 January: 140)'; 'Nous avions 140 pharmacies abonnées au 1er avril.
 * Onze ont résilié au cours du mois'; 'we lost between 12 and 15 schools every month' under 'Schools on paid plans:
 * 200'. Or the loss unsaid, left to the balance: 'We started the quarter with 310 and signed 23 new schools' beside
 * 'Paying schools: 275 at 31 March' (58 lost). The other count readers want the base and the part in one sentence or
 * the next, with dates; here the period is named by the loss ('in the quarter', 'every month', 'sur le trimestre').
 * A base the period opened with is the base; a count stated without that opening (a headline count, taken at the
 * period's end) is counted with those lost added back, the smaller churn. The loss over the period is read as a
 * monthly churn, compounded, against the monthly line.
 */
import { statedCount as count } from './stated-count';
import { isHedgedAt } from './assertion';
import { customerNouns } from './churn-counts';
import { churnSeverity, monthlyChurnFromKept } from './churn-period';
import { highChurnFlag } from './churn-flag';
import { statedNumber } from './layout-cells';
import { monthNamesPattern as months } from './month-names';
import { spelledNumbersWorth, valuesFrom } from './spelled-numbers';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const spelled = spelledNumbersWorth(valuesFrom(2, 60));
const spelledWord = new RegExp(String.raw`(?<![\w-])(${Object.keys(spelled).sort((a, b) => b.length - a.length).join('|')})(?![\w-])`, 'g');
/** Counts in words read as digits: 'onze ont résilié', 'fourteen schools cancelled'. */
const withDigits = (lower: string) => lower.replace(spelledWord, (word) => String(spelled[word] ?? word));

/** Those lost, the count first ('23 schools cancelled', '48 ont résilié') or the verb first ('lost between 12 and 15 schools'). */
// A service's users also leave by turning it off ('41 switched off during the month', '12 ont désactivé leur compte').
const lostCountFirst = new RegExp(String.raw`(?<![\d.,])${count} (?:[a-z'-]+ ){0,2}?(?:cancell?ed|churned|left us|switched off|turned (?:us |the (?:service|app|software) )?off|deactivated|ont resilie|se sont desabonne\w*|ont quitte (?:la plateforme|le service)|ont desactive|did not renew|n'ont pas renouvele)\b`);
const lostVerbFirst = new RegExp(String.raw`\b(?:we lost|we have lost|nous avons perdu|on a perdu)\s(?:between ${count} and \d+|${count})\s(?:[a-z-]+\s)?${customerNouns}\b`);
/** The period the loss is told over, a month before a quarter ('the previous quarter, when we lost ... every month'). */
const periods: readonly [number, RegExp][] = [
  [1, /\b(?:in|during|over|this|that) the month\b|\b(?:every|each|a|per|this) month\b|\bau cours du mois\b|\bdans le mois\b|\bce mois(?:-ci)?\b|\bchaque mois\b|\bpar mois\b/],
  [3, /\b(?:in|during|over|this|that) the quarter\b|\bthis quarter\b|\b(?:sur|pendant|au cours du|dans) le trimestre\b|\bce trimestre\b/],
];
/** The base a period opened with: 'started the quarter with 310', 'commencé l'année avec 260 hôtels', 'nous avions 140 pharmacies abonnées au 1er avril', '(1 January: 140)'. */
const openings: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:started|began|commence|demarre|entame)\s(?:the |l'|le |la )?(?:month|quarter|year|mois|trimestre|annee)\s(?:with|avec)\s${count}(?![\d%.,])`),
  new RegExp(String.raw`\b(?:we had|nous avions|on avait|nous comptions)\s${count}\s(?:[a-z'-]+\s){0,3}?(?:au 1er|on (?:the )?1(?:st)?|at the start of)\b`),
  new RegExp(String.raw`\((?:on |au )?1(?:st|er)? (?:${months})(?: 20\d\d)?\s?:\s?${count}\)`),
];
/** A count stated on its own: 'Schools on paid plans: 200', 'Paying schools: 275 at 31 March', 'nous terminons donc à 242 clients'. */
const statedBases: readonly RegExp[] = [
  new RegExp(String.raw`^\W*(?:[a-z]+ )?${customerNouns}(?: [a-z]+){0,3}\s?:\s?${count}(?![\d%.,])(?:\s(?:at|on|au) \d{1,2} (?:${months})(?: 20\d\d)?)?(?:\s\(|\s*$|\s*\.)`),
  new RegExp(String.raw`\b(?:ended|finished|closed|terminons|finissons|cloturons)\s(?:[a-z']+\s){0,3}?(?:with|at|on|avec|a)\s${count}\s(?:[a-z]+\s)?${customerNouns}\b`),
];
/** Those won in the period: 'signed 23 new schools', '30 nouveaux établissements'. */
const won = new RegExp(String.raw`(?<![\d.,])${count} (?:new|nouveaux|nouvelles) (?:[a-z-]+ )?${customerNouns}\b`);

/** The match's count: its first group that holds digits (the people's group may come before it). */
const countIn = (m: RegExpExecArray) => statedNumber(m.slice(1).find((g) => g !== undefined && /^\d/.test(g)) ?? '');
const firstCount = (lower: string, patterns: readonly RegExp[]) => {
  for (const pattern of patterns) {
    const m = pattern.exec(lower);
    if (m && !isHedgedAt(lower, m.index)) return countIn(m);
  }
  return null;
};
const periodOf = (lower: string) => periods.find(([, words]) => words.test(lower))?.[0] ?? null;

interface Loss { lost: number; months: number }

function lossIn(lower: string): Loss | null {
  const months = periodOf(lower);
  const m = lostCountFirst.exec(lower) ?? lostVerbFirst.exec(lower);
  if (months === null || !m || isHedgedAt(lower, m.index + m[0].length)) return null;
  const lost = countIn(m);
  return lost > 0 ? { lost, months } : null;
}

const flagFor = (lost: number, base: number, months: number, evidence: string): RiskFlag | null => {
  if (!(base > lost) || !(lost > 0)) return null;
  const severity = churnSeverity(monthlyChurnFromKept(1 - lost / base, months), 'month');
  return severity ? highChurnFlag(evidence, severity) : null;
};

export function churnFromPeriodLoss(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected).map((s) => ({ s, lower: withDigits(s.lower) }));
  for (const [i, { s, lower }] of written.entries()) {
    const opening = written.slice(Math.max(0, i - 3), i + 1).reverse().map((n) => firstCount(n.lower, openings)).find((n) => n !== null) ?? null;
    const loss = lossIn(lower);
    if (loss) {
      // The opening may be stated with the headline figures, above the loss's paragraph.
      const opened = opening ?? written.slice(0, i).reverse().map((n) => firstCount(n.lower, openings)).find((n) => n !== null) ?? null;
      const stated = opened ?? written.slice(0, i + 1).reverse().map((n) => firstCount(n.lower, statedBases)).find((n) => n !== null) ?? null;
      const base = opened ?? (stated === null ? null : stated + loss.lost);
      const flag = base === null ? null : flagFor(loss.lost, base, loss.months, s.text);
      if (flag) return flag;
      continue;
    }
    // The balance: the opening base of a named period, those won in it and the count at its end, within a few lines.
    const openedPeriod = /\b(?:started|began|commence|demarre|entame)\s(?:the |l'|le |la )?(month|quarter|mois|trimestre)\b/.exec(lower);
    const wonHere = won.exec(lower);
    if (!openedPeriod || opening === null || !wonHere) continue;
    const around = written.slice(Math.max(0, i - 2), i + 3);
    const closing = around.map((n) => firstCount(n.lower, statedBases)).find((n) => n !== null) ?? null;
    const gained = countIn(wonHere);
    if (closing === null || !(gained > 0)) continue;
    const flag = flagFor(opening + gained - closing, opening, /month|mois/.test(openedPeriod[1] ?? '') ? 1 : 3, around.map((n) => n.s.text).join(' '));
    if (flag) return flag;
  }
  return null;
}
