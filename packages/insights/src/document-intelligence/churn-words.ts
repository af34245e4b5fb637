/**
 * Churn and retention said in words rather than as a churn rate (folded text: lower case, no accents):
 * 'about one in ten subscribers cancels every month' (10% a month), 'un client sur huit résilie chaque
 * mois', and a cohort followed for a year: 'only half of the farmers who joined in 2023 were still buying
 * from us a year later' (50% retained after a year). Shares in words come from the closed list of
 * number-words.ts; counts from a short list of number words.
 */
import { statedNumber } from './layout-cells';
import { fractionPercents } from './number-words';
import { withSpelledPercents } from './spelled-percents';
import { spelledNumbersWorth, valuesFrom } from './spelled-numbers';

const counts: Record<string, number> = spelledNumbersWorth([...valuesFrom(2, 10), 12, 15, 20]);
const count = String.raw`(?<n>\d{1,3}|${Object.keys(counts).join('|')})`;
const people = String.raw`(customers?|subscribers?|users?|members?|merchants?|clients?|buyers?|farmers?|schools?|riders?|drivers?|patients?|shops?|stores?|outlets?|households?|boutiques?|menages|foyers|abonnes?|utilisateurs?|membres?|marchands?|commercants?|agriculteurs?|ecoles?|dealers?|cooperatives?|vehicles?|vehicules?|trucks?|camions?|devices?|terminals?|terminaux)`;
// What is subscribed may be the thing rather than its owner ('one vehicle in twelve is taken off the service every
// month', 'un terminal sur dix est résilié chaque mois'): leaving then reads in the passive.
const leaves = String.raw`(cancels?|cancel|leaves?|churns?|quits?|stops? (paying|buying|using)|drops? out|resilie(nt)?|part(ent)?|nous quitte(nt)?|abandonne(nt)?|(is|are|gets?|get) (taken off|removed from|withdrawn from|disconnected from|switched off|cancell?ed)|(est|sont) (retire|resilie|desactive|debranche)e?s?)`;
/** The period each time: 'every month', 'in any given month', 'in a typical year', 'chaque mois'. */
const every = String.raw`(every|each|a|per|par|chaque|in any( given)?|in a (typical|normal|given)|in an average)`;
// 'one in ten subscribers cancels', 'un client sur huit résilie': the French puts the noun before 'sur'.
// 'six out of every 100 subscribers cancel': a count other than one, and 'every' before the whole.
const numerator = String.raw`(?<k>one|1|un|une|\d{1,2}|${Object.keys(counts).join('|')})`;
const oneIn = new RegExp(String.raw`\b${numerator} (?:${people} )?(in|out of|sur) (?:every |each |chaque )?${count} (of (our|the) )?(${people} )?${leaves}\b[^.;]{0,30}\b${every} (?<period>month|year|mois|an|annee)\b`);

// 'Chaque mois, environ un abonné sur dix résilie': the period first.
const oneInAfterPeriod = new RegExp(String.raw`\b${every} (?<period>month|year|mois|an|annee)\b[^.;]{0,30}\b${numerator} (?:${people} )?(in|out of|sur) (?:every |each |chaque )?${count} (of (our|the) )?(${people} )?${leaves}\b`);

// 'We lose one customer in twelve every month', 'nous perdons un client sur dix chaque mois': the verb first.
const loseOneIn = new RegExp(String.raw`\b(lose|losing|lost|perdons|perd) (about |around |roughly |environ )?${numerator} (?:${people} )?(in|out of|sur) (?:every |each |chaque )?${count}( ${people})?\b[^.;]{0,20}\b${every} (?<period>month|year|mois|an|annee)\b`);

// 'Every month we lose about one in eight of the stores that bought the month before', 'chaque mois, nous perdons environ
// un client sur dix': the period first, then the verb and the share.
const loseOneInAfterPeriod = new RegExp(String.raw`\b${every} (?<period>month|year|mois|an|annee)\b[^.;]{0,30}?\b(lose|losing|lost|perdons|perd) (about |around |roughly |environ )?${numerator} (?:${people} )?(in|out of|sur) (?:every |each |chaque )?${count}( (of|de) (our|the|nos|les) ${people})?\b`);

// 'We lose roughly a quarter of our subscribers every month', 'nous perdons un tiers de nos clients chaque année'.
const fractionOf: Record<string, number> = { 'a quarter': 25, 'one quarter': 25, 'one-quarter': 25, 'a third': 100 / 3, 'one third': 100 / 3, 'one-third': 100 / 3, half: 50, 'a fifth': 20, 'one fifth': 20, 'a tenth': 10, 'un quart': 25, 'un tiers': 100 / 3, 'la moitie': 50, 'un cinquieme': 20, 'un dixieme': 10 };
// 'We lose about 6% of active merchants every month', 'nous perdons 7 % de nos abonnés actifs chaque mois': the share as a percentage.
const loseShare = new RegExp(String.raw`\b(lose|loses|losing|lost|perdons|perd|perdent) (about |around |roughly |nearly |almost |close to |some |environ |pres d'|pres de |presque )?(?<share>${Object.keys(fractionOf).join('|')}|(?<![\d.,])\d{1,2}(?:[.,]\d+)?\s?(?:%|per ?cent\b|pour ?cent\b)) (of|de|des|d') ?(?<whose>our |their |the |nos |leurs |les )?((active|paying|existing) )?${people}\b( (actifs?|actives?|payants?|existants?))?[^.;]{0,20}\b${every} (?<period>month|year|mois|an|annee)\b`);
// 'Every month we lose around eight percent of the merchants we start it with': the period first.
const loseShareAfterPeriod = new RegExp(String.raw`\b${every} (?<period>month|year|mois|an|annee)\b[^.;]{0,25}?\b(lose|losing|lost|perdons|perd|perdent) (about |around |roughly |nearly |almost |close to |some |environ |pres d'|pres de |presque )?(?<share>${Object.keys(fractionOf).join('|')}|(?<![\d.,])\d{1,2}(?:[.,]\d+)?\s?(?:%|per ?cent\b|pour ?cent\b)) (of|de|des|d') ?(our |their |the |nos |leurs |les )?((active|paying|existing) )?${people}\b`);
/**
 * Their customers lost by a third party named as the subject: 'the clinics themselves lose about 8% of their patients a month',
 * 'les boutiques perdent 10 % de leurs clients chaque mois'. That is the churn of the company's customers' own base, not the
 * company's; the company losing its own says 'we', 'our', 'its' ('we lose 6% of our merchants').
 */
const ownSubject = /\b(we|us|our|ours|nous|notre|nos|the company|la societe|l'entreprise|they|ils|elles)\b/;
export function othersOwnBase(lower: string, at: number, whose: string): boolean {
  if (!/^(their|leurs)\b/.test(whose)) return false;
  const subject = lower.slice(0, at).split(/[.;:,]|\b(?:that|que|qu')\s/).pop() ?? '';
  return subject.trim().length > 0 && !ownSubject.test(subject);
}
const shareOf = (written: string) => fractionOf[written] ?? Number(written.replace(/\s?(%|per ?cent|pour ?cent)$/, '').replace(',', '.'));

/** Churn stated as 'one in N ... every month' ('6 out of every 100'), or 'a quarter of our subscribers every month': its percentage and period; null when the sentence has none. */
export function churnInWords(text: string): { percent: number; period: 'month' | 'year'; at: number } | null {
  // A share spelled out ('eight percent', 'sept pour cent') is read as its figure (spelled-percents.ts).
  const lower = text.includes('cent') ? withSpelledPercents(text) : text;
  const lost = loseShare.exec(lower) ?? loseShareAfterPeriod.exec(lower);
  if (lost && othersOwnBase(lower, lost.index, lost.groups?.whose ?? '')) return null;
  if (lost) return { percent: shareOf(lost.groups?.share ?? ''), period: /^(month|mois)$/.test(lost.groups?.period ?? '') ? 'month' : 'year', at: lost.index };
  const m = oneIn.exec(lower) ?? oneInAfterPeriod.exec(lower) ?? loseOneIn.exec(lower) ?? loseOneInAfterPeriod.exec(lower);
  if (!m) return null;
  const written = m.groups?.n ?? '';
  const n = counts[written] ?? Number(written);
  const lostWritten = m.groups?.k ?? '1';
  const k = /^(one|un|une)$/.test(lostWritten) ? 1 : counts[lostWritten] ?? Number(lostWritten);
  if (!n || !k || k >= n) return null;
  return { percent: (100 * k) / n, period: /^(month|mois)$/.test(m.groups?.period ?? '') ? 'month' : 'year', at: m.index };
}

const share = String.raw`(\d+(?:[.,]\d+)?\s?%|half|a third|one[- ]third|two[- ]thirds|a quarter|one[- ]quarter|three[- ]quarters|la moitie|un tiers|deux tiers|un quart|trois quarts)`;
const yearLater = String.raw`(a year later|one year later|twelve months later|12 months later|after (a|one) (full )?year|after (12|twelve) months|a year on|un an (plus tard|apres)|(12|douze) mois (plus tard|apres)|au bout d'un an|apres (un an|12 mois|douze mois))`;
const cohortKept = new RegExp(String.raw`\b${share} (of|des|de) (the |our |those |nos |les |ces )?[a-z' -]{0,30}?${people}? ?(who|that|qui|ayant)\b[^.;]{0,60}\b(still|remained|were active|stayed|encore|toujours|actifs?|restaient|etaient encore)\b[^.;]{0,60}\b${yearLater}`);

/** Those gone of a cohort a year on: 'un peu plus de la moitié des marchands recrutés en 2024 avaient cessé d'utiliser l'application douze mois plus tard', 'half of the shops that signed up in January had stopped ordering by December'. */
const cohortGone = new RegExp(String.raw`\b${share} (of|des|de) (the |our |those |nos |les |ces )?[a-z' -]{0,30}?${people}\b[^.;]{0,60}?\b(had |have )?(stopped|left|churned|cancell?ed|quit|no longer|avaient cesse|ont cesse|avaient arrete|ont arrete|avaient quitte|ont quitte|avaient abandonne|ont abandonne|n'etaient plus|ne sont plus)\b[^.;]{0,60}\b(${yearLater}|by (december|the end of (the|that) year|year[- ]end)|(a|en|fin) decembre|a la fin de l'annee)`);
/** 'Of the 400 shops that signed up in January 2024, 170 were still ordering in December': counts, over about a year. */
const cohortCounts = /\b(of( the)?|sur( les)?|des) (\d[\d,]*) [^.;]{0,40}?\b(joined|signed up|signed|started|onboarded|subscribed|acquired|inscrit\w*|arrive\w*|recrute\w*|embarque\w*)\b[^.;]{0,40}?,? (\d[\d,]*) ((were|are|remained|remain|sont|etaient|restaient) (still |encore |toujours )?(active|ordering|buying|using|paying|subscribed|customers|transacting|trading|actifs?|clients|abonnes)|renewed|re-?subscribed|came back|ont renouvele|se sont reabonnes)\b/;
/** 'Only 38% of the riders who subscribed in 2023 renewed for a second year'. */
const renewedSecondYear = new RegExp(String.raw`\b${share} (of|des|de) (the |our |those |nos |les |ces )?[a-z' -]{0,30}?(who|that|qui|ayant)\b[^.;]{0,60}\b(renewed|re-?subscribed|came back|stayed|renouvele\w*|se sont reabonne\w*|sont restes?)\b[^.;]{0,20}\b(for|pour) (a|une) (second|deuxieme|seconde) (year|annee)`);
/** 'Only 48% of first-year customers are still with us after twelve months', 'la moitié des clients sont encore actifs au bout d'un an'. */
const stillAfterYear = new RegExp(String.raw`\b${share} (of|des|de) [a-z' -]{0,40}?${people} (are|were|remain|remained|stay|stayed|sont|restent|etaient|restaient) (still |encore |toujours )?(with us|active|customers|paying|subscribed|buying|actifs?|clients|abonnes|fideles)\b[^.;]{0,30}\b${yearLater}`);
/** The cohort named first, its share after: 'Of the students who subscribed in January 2024, 51% were still paying twelve months later'. */
const cohortThenShare = new RegExp(String.raw`\b(?:of|among|sur|parmi) (?:the |those |our |les |nos |ces )?[a-z' -]{0,30}?(?:who|that|qui|ayant)\b[^.;]{0,60}?,\s*${share} (?:were|are|remained|remain|etaient|sont|restaient) (?:still |encore |toujours )?(?:active|paying|ordering|buying|using|subscribed|customers|with us|actifs?|abonnes|clients|payants)\b[^.;]{0,30}\b${yearLater}`);
/**
 * A cohort or a dated base named first, the share still there after: 'Sur la cohorte de janvier 2024, 48 % des abonnés
 * étaient encore actifs en janvier 2025', 'Of the customers active on 1 January 2024, 46% were still with us at 31
 * December' ('48 % l'étaient encore'), or after a colon ('sur la cohorte signée au T1 2024 : 48 % des cabinets sont encore clients'). Its time is read by the caller (a year apart, January to December).
 */
const datedThenShare = new RegExp(String.raw`\b(?:of|among|sur|parmi) (?:the |les |la |our |nos |those |ces )?[a-z0-9' -]{0,25}?(?:cohort|cohorte|${people})\b[^.;,:]{0,50}[,:]\s*(?<share>${share}) (?:(?:of|des|de) (?:the |our |les |nos )?[a-z]+ )?(?:were|are|remained|remain|etaient|sont|restaient|l'etaient|le sont|le restaient) (?:still|encore|toujours)\b`);
const aboutAYear = new RegExp(String.raw`${yearLater}|\bjanuary\b[^.;]*\bdecember\b|\bjanvier\b[^.;]*\bdecembre\b|(?<!\d)20\d\d(?!\d)[^.;]*\b(a year|twelve months|12 months|un an|12 mois)\b`);

/** 'in January 2024 ... in January 2025': the sentence's two years are one apart. */
function yearApart(lower: string): boolean {
  const years = [...new Set(lower.match(/(?<!\d)20\d\d(?!\d)/g) ?? [])].map(Number).sort();
  return years.length === 2 && (years[1] ?? 0) - (years[0] ?? 0) === 1;
}

/** A share as written, in percent: '48 %', 'half', 'la moitie', 'two-thirds'. */
function sharePercent(written: string): number | undefined {
  if (/^\d/.test(written)) return statedNumber(written.replace(/\s?%$/, ''));
  return fractionPercents(written === 'half' ? 'half of' : written === 'la moitie' ? 'moitie des' : written)[0];
}

/**
 * A retention labelled, then its value at a year after the values at shorter spans ('Rétention : à 30 jours — 71 % à
 * 12 mois — un inscrit sur trois', 'Retention: day 30 80%, at 12 months 35%'): the year's value, a share or one in N.
 */
const partInWhole = String.raw`(?:\d{1,2}|one|two|three|un|une|deux|trois) [a-z]+ (?:out of|in|sur) (?:\d{1,2}|two|three|four|five|six|ten|deux|trois|quatre|cinq|six|dix)`;
const retentionAtYear = new RegExp(String.raw`\b(?:retention|taux de retention)\b[^.;]{0,60}?\b(?:a|at|after|apres|au bout de)\s(?:12 mois|12 months|douze mois|twelve months|un an|one year|1 an|1 year)\s?[\u2014\u2013:-]?\s?(?<share>\d+(?:[.,]\d+)?\s?%|${partInWhole})`);

/**
 * A cohort's share that bought again within a year, the retention of a shop whose customers order now and then: 'Of the
 * customers won in March 2024, 38% placed at least one more order within the next 12 months', 'Sur les clients acquis en
 * janvier, 34 % ont passé au moins une nouvelle commande dans les 12 mois suivants'.
 */
const reorderedWithinYear = /(?<![\d.,])(\d{1,2}(?:[.,]\d+)?\s?%) (?:of them |d'entre eux )?(?:have |had |ont )?(?:placed|made|passe|effectue|fait) (?:at least one|au moins une|another|une autre)(?: more| new| further| repeat| nouvelle| autre)? (?:orders?|purchases?|commandes?|achats?)\b[^.;]{0,20}?\b(?:within|in|over|dans|sous|au cours) (?:the |les |des )?(?:next |following )?(?:12|twelve|douze) (?:months|mois)\b/;

/** The share of a cohort still a customer a year on, in percent; null when the sentence states none. */
export function retainedAfterYear(lower: string): { percent: number; at: number } | null {
  const labelled = retentionAtYear.exec(lower);
  const labelledShare = labelled ? (/%$/.test(labelled.groups?.share ?? '') ? sharePercent(labelled.groups?.share ?? '') : fractionPercents(labelled.groups?.share ?? '')[0]) : undefined;
  if (labelled && labelledShare !== undefined && labelledShare <= 100) return { percent: labelledShare, at: labelled.index };
  const counted = cohortCounts.exec(lower);
  if (counted && (aboutAYear.test(lower) || yearApart(lower))) {
    const joined = Number((counted[4] ?? '').replace(/,/g, ''));
    const kept = Number((counted[6] ?? '').replace(/,/g, ''));
    if (joined > 0 && kept <= joined) return { percent: (100 * kept) / joined, at: counted.index };
  }
  const dated = /\b(still|encore|toujours)\b/.test(lower) ? datedThenShare.exec(lower) : null;
  const datedShare = dated && (aboutAYear.test(lower) || yearApart(lower)) ? sharePercent(dated.groups?.share ?? '') : undefined;
  if (dated && datedShare !== undefined && datedShare <= 100) return { percent: datedShare, at: dated.index };
  const gone = cohortGone.exec(lower);
  const m = gone ?? cohortKept.exec(lower) ?? renewedSecondYear.exec(lower) ?? stillAfterYear.exec(lower) ?? cohortThenShare.exec(lower) ?? reorderedWithinYear.exec(lower);
  if (!m) return null;
  const figure = sharePercent(m[1] ?? '');
  if (figure === undefined) return null;
  // Those gone are the rest of those kept.
  return { percent: gone ? 100 - figure : figure, at: m.index };
}
