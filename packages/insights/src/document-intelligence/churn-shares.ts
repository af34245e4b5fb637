/**
 * Churn said through a share of the base rather than as a churn rate (folded text: lower case, no accents): what is kept
 * from one month to the next ('Monthly logo retention: 91%', 'nous conservons 88 % de nos marchands d'un mois sur
 * l'autre'), what leaves as a share of the base ('Cancellations run at 7% of the subscriber base each month', 'les
 * résiliations représentent 6 % de la base chaque mois'), what is not renewed or renewed of yearly contracts ('non-renewal
 * rate of 52%', 'seules 45 % des écoles ont renouvelé leur abonnement annuel'), and a count lost out of a base in one phrase
 * ('we lose about 300 of our 4,000 subscribers every month') or so many in a hundred ('9 assurés sur 100'). Each is returned as the churn it means: a retention of 91%
 * a month is 9% churn a month. Percentages through money.ts, counts through layout-cells.ts.
 */
import { cellNumber } from './layout-cells';
import { parsePercents } from './money';

export interface ChurnShare { percent: number; period: 'month' | 'year'; at: number }

// Starting only after a non-digit keeps long digit runs linear.
const share = String.raw`(?<![\d.,])\d+(?:[.,]\d+)?\s?(?:%|per ?cent\b|pour ?cent\b)`;
const count = String.raw`(?<![\d.,])\d{1,3}(?:[, \u00A0\u202F]\d{3})*(?![\d])`;
// 'over the month', 'sur le mois': the month a monthly letter reports ('7,5 % de notre base active a cessé de commander sur le mois').
const monthWords = String.raw`(from )?(one )?month to (the next|month)|each month|every month|a month|per month|monthly|month[- ](on|over)[- ]month|(over|during|in) the month\b|d'un mois (sur|a) l'autre|chaque mois|par mois|(sur|au cours) (le|du) mois\b|mensuel\w*`;
const yearWords = String.raw`after (a|one) (full )?year|after (12|twelve) months|a year later|each year|every year|a year|per year|annual\w*|yearly|au bout d'un an|apres (un an|12 mois)|un an (plus tard|apres)|chaque annee|par an\b|annuel\w*`;
const isMonth = new RegExp(String.raw`\b(${monthWords})`);

/** 'Monthly logo retention: 91%', 'taux de rétention mensuel : 90 %', 'month-on-month retention of 92%'. */
const monthlyRetention = new RegExp(String.raw`\b((monthly|month[- ](on|over)[- ]month|mom) (logo |customer |user |subscriber |merchant |client )?retention( rate)?|retention (rate )?(mensuel\w*|monthly|d'un mois sur l'autre))\b[^.;%]{0,25}?(?<share>${share})`);
/** Kept, with the period it is kept over: 'We keep about 88% of our merchants from one month to the next', 'we retain only 40% of the households we sign after a year'. */
const keptShare = new RegExp(String.raw`\b(keep|keeps|kept|retain|retains|retained|conservons|conserve|gardons|garde)\b (only |just |about |around |roughly |some |seulement |environ |pres de |a peine )?(?<share>${share}) (of|de|des|d')[^.;]{0,60}?\b(?<period>${monthWords}|${yearWords})`);
/** Leaving, as a share of the base over a period: 'Cancellations run at roughly 7% of the subscriber base each month'. */
const leavingShare = new RegExp(String.raw`\b(cancell?ations|resiliations|desabonnements|departures|non-renewals)\b[^.;%]{0,30}?(?<share>${share}) (of|de|des|du) [^.;%]{0,40}?\b(?<period>${monthWords}|${yearWords})`);
/** Not renewed: 'the non-renewal rate reached 52%', 'taux de non-renouvellement des contrats annuels : 48 %'; a year unless it says month. */
const nonRenewal = /\b(non-renewal( rate)?|non-renouvellement)\b/;
/** Renewed of yearly contracts: 'Only 48% of the schools on an annual licence renewed it', 'Annual renewal rate: 86%'. */
const renewedShare = new RegExp(String.raw`(?<share>${share}) (of|des|de) [^.;%]{0,50}?\b(renewed|ont renouvele|renouvellent|se sont reabonne\w*)\b`);
const renewalRate = new RegExp(String.raw`\b(renewal rate|taux de renouvellement)\b[^.;%]{0,25}?(?<share>${share})`);
const yearlyContract = new RegExp(String.raw`\b(${yearWords}|school year|annee scolaire|rentree)`);
/** A count lost out of a base: 'we lose about 300 of our 4,000 subscribers every month', 'nous perdons environ 250 de nos 3 000 abonnés chaque mois'. */
const lostOfBase = new RegExp(String.raw`\b(lose|losing|lost|perdons|perdent|perd)\b (about |around |roughly |some |nearly |environ |pres de |quelque )?(?<lost>${count}) (of|out of|de|sur) (our |the |nos |les )?(?<base>${count}) [^.;]{0,30}?\b(?<period>${monthWords}|${yearWords})`);

/** A share of a base that left over a period: '48 % des entreprises clientes de début 2025 avaient résilié douze mois plus tard', '30% of January's subscribers had cancelled within a year'. */
// The base may leave as one, its verb singular ('7,5 % de notre base active a cessé de commander').
const leftVerb = String.raw`(cancell?ed|churned|left|quit|stopped (paying|using|ordering|buying)|avaient resilie|ont resilie|resilient|sont partis|etaient partis|se sont desabonnes|s'etaient desabonnes|(ont|avaient|a|avait) cesse (d'|de )(utiliser|acheter|commander|payer)|(did not|didn't|do not|don't) renew|(ne renouvellent|n'ont) pas (renouvele)?)`;
// The present says a habit, as the past says a cohort: '12% of paying students cancel each month', '8 % des abonnés résilient chaque mois'.
const leavesVerb = String.raw`(cancels?|churns?|leaves?|quits?|stops? (paying|ordering|buying|using)|drops? out|partent|se desabonnent|arretent|cessent)`;
const leftShare = new RegExp(String.raw`(?<share>${share}) (of|des|de|d')[^.;%]{0,60}?\b(${leftVerb}|${leavesVerb})\b[^.;%]{0,50}?\b(?<period>${monthWords}|${yearWords}|(12|twelve|douze) (months|mois) (later|plus tard)|within (a|one) year|en un an)`);
/** The period first, the verb in the present: 'Each month about 6% of our merchants stop ordering', 'chaque mois, 7 % des abonnés résilient'. */
const leftShareAfterPeriod = new RegExp(String.raw`\b(?<period>each month|every month|chaque mois|tous les mois|each year|every year|chaque annee)\b[^.;%]{0,20}?(?<share>${share}) (of|des|de|d')[^.;%]{0,50}?\b(${leftVerb}|cancel|churn|leave|quit|stop (paying|ordering|buying|using)|resilient|partent|se desabonnent|arretent|cessent)\b`);
/** So many in a hundred, the period first: 'Chaque mois, environ 9 assurés sur 100 ne renouvellent pas leur prime', 'every month 8 in 100 riders cancel'. */
const perHundredLeaving = new RegExp(String.raw`\b(?<period>each month|every month|chaque mois|tous les mois|each year|every year|chaque annee)\b[^.;%]{0,20}?(?<![\d.,])(?<n>\d{1,2}) ([a-z]+ ){0,2}(sur|out of every|out of|in every|in) 100\b[^.;%]{0,40}?\b(${leftVerb}|${leavesVerb}|ne renouvellent pas|abandonnent)`);
const staff = /\b(staff|employees?|employes?|salaries|personnel|agents|hires|recrues|team members)\b/;
const percentOf = (text: string | undefined) => parsePercents(text ?? '')[0];
const periodOf = (text: string | undefined): 'month' | 'year' => (isMonth.test(text ?? '') ? 'month' : 'year');

/** The churn a share of the base states, with its period; null when the sentence states none this way. */
export function churnFromShares(lower: string): ChurnShare | null {
  const retention = monthlyRetention.exec(lower);
  const retained = percentOf(retention?.groups?.share);
  if (retention && retained !== undefined && retained <= 100) return { percent: 100 - retained, period: 'month', at: retention.index };
  const kept = keptShare.exec(lower);
  const keptPercent = percentOf(kept?.groups?.share);
  if (kept && keptPercent !== undefined && keptPercent <= 100) return { percent: 100 - keptPercent, period: periodOf(kept.groups?.period), at: kept.index };
  const leaving = leavingShare.exec(lower);
  const left = percentOf(leaving?.groups?.share);
  if (leaving && left !== undefined) return { percent: left, period: periodOf(leaving.groups?.period), at: leaving.index };
  const notRenewed = nonRenewal.exec(lower);
  const notRenewedPercent = notRenewed ? percentOf(lower.slice(notRenewed.index, notRenewed.index + 80).split(/[.;]/)[0]) : undefined;
  if (notRenewed && notRenewedPercent !== undefined) return { percent: notRenewedPercent, period: /\b(monthly|each month|a month|mensuel\w*|par mois)\b/.test(lower) ? 'month' : 'year', at: notRenewed.index };
  const renewed = yearlyContract.test(lower) ? renewedShare.exec(lower) ?? renewalRate.exec(lower) : null;
  const renewedPercent = percentOf(renewed?.groups?.share);
  if (renewed && renewedPercent !== undefined && renewedPercent <= 100) return { percent: 100 - renewedPercent, period: 'year', at: renewed.index };
  const leftOf = leftShare.exec(lower) ?? leftShareAfterPeriod.exec(lower);
  const leftPercent = percentOf(leftOf?.groups?.share);
  // Staff who leave are turnover, not churn: '12% of our agents quit each month'.
  if (leftOf && leftPercent !== undefined && leftPercent <= 100 && !staff.test(leftOf[0])) return { percent: leftPercent, period: periodOf(leftOf.groups?.period), at: leftOf.index };
  const perHundred = perHundredLeaving.exec(lower);
  if (perHundred && !staff.test(perHundred[0])) return { percent: Number(perHundred.groups?.n), period: periodOf(perHundred.groups?.period), at: perHundred.index };
  const lost = lostOfBase.exec(lower);
  const gone = Number(cellNumber(lost?.groups?.lost ?? '') ?? NaN);
  const base = Number(cellNumber(lost?.groups?.base ?? '') ?? NaN);
  if (lost && gone > 0 && base > gone) return { percent: (100 * gone) / base, period: periodOf(lost.groups?.period), at: lost.index };
  return null;
}
