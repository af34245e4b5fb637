/**
 * Churn from counts rather than a rate (folded text): customers at the start of a period (or the base it opened
 * with: 'we started 2024 with 1,000 paying shops') and those lost in it, in a table row or a sentence. 'January: Subscribers at start 4,000, Cancellations 260' (6.5% that
 * month), 'Sur 800 abonnés au 1er janvier, 60 ont résilié au cours du mois' (7.5%). The period is a month
 * when the text names a month or says 'month'/'mois', a year when it says 'year'/'an'; with neither,
 * no rate is read.
 */
import { monthIndex, monthNamesPattern } from './month-names';

/** The customers a count may name, English and French (folded). */
// Agents of a payment or agency-banking network, and the sites a B2B contract covers, are the customers that churn.
export const customerNouns = String.raw`(agents?|sites?|subscribers?|subs|riders?|drivers?|fleets?|customers?|clients?|clientes?|etablissements?|users?|members?|accounts?|merchants?|schools?|shops?|stores?|outlets?|clinics?|pharmacies|officines?|households?|foyers|menages|restaurants?|farmers?|retailers?|abonnes?|utilisateurs?|membres?|comptes?|marchands?|boutiques?|magasins?|cliniques?|commercants?|agriculteurs?|ecoles?|points de vente)`;
const number = String.raw`(\d{1,3}(?:[, \u00A0\u202F]\d{3})+|\d+)`;
/** The base: 'subscribers at start 4,000', 'customers at the start of the month: 800', 'sur 800 abonnés', '800 abonnés au 1er janvier'. */
// A base dated '1er janvier 2025' is counted after its date: the year is no count.
// 'Nouvelles pharmacies : 19', 'New shops: 40': those won are no base.
const baseAfter = new RegExp(String.raw`(?<!\b(?:new|nouveaux|nouvelles) )\b${customerNouns}( (at|au) (the )?(start|beginning|debut|depart|opening)( of (the )?(month|period|year|quarter))?| opening| (au|at) 1er \w+(?: 20\d\d)?(?! 20\d\d(?!\d)))?\s?:?\s${number}\b`);
// 'we had 2,000 paying shops', 'nous comptions 1 240 abonnés': a count the period opened with, the word before it.
const baseBefore = new RegExp(String.raw`\b(sur|of|out of|from|we had|we counted|we served|nous comptions|nous avions|nous servions) (the |les |nos |our )?${number} ([a-z]+ )?${customerNouns}\b`);
/**
 * A base dated at its period's first day, the count before its people ('300 abonnés actifs au 1er mai', '2,400 active
 * riders at the start of March') or the date first ('Au 1er janvier : 8 450 abonnés', 'On 1 March: 2,400 riders').
 */
const baseDated = new RegExp(String.raw`\b(?<a>${number}) ${customerNouns}( (actifs?|actives?|active|paying|payants?|abonnes?))? (au 1er|at the (start|beginning)|on (the )?1st|as of (the )?1st|(en|au) debut (de|du|d')|at (the )?(start|beginning) of)\b|\b((au )?1er [a-z]+|on 1(st)? [a-z]+|as (of|at) 1(st)? [a-z]+)( 20\d\d)?\s?:?\s(?<b>${number}) ([a-z]+ )?${customerNouns}\b`);
/** An installed base dated at its period's start, its people after the count or unsaid: 'Parc au 1er avril : 600 officines', 'Installed base at 1 April: 600'. */
const baseInstalled = new RegExp(String.raw`\b(parc( installe| clients?| d'abonnes)?|installed base|customer base|base (clients?|installee))( actif| active)? (au 1er [a-z]+|at (the )?(start|beginning) of [a-z]+|on 1(st)? [a-z]+|(as of|at) 1(st)? [a-z]+)( 20\d\d)?\s?:?\s(?<a>${number})\b`);
/**
 * A base dated at its period's first day whose people the label before it or the line before it names ('Abonnés
 * entreprises : 212 au 1er août, 31 résiliations dans le mois'; '1,050 on 1 October, 96 cancellations in the month'):
 * read only when those lost are counted with a word that only customers take (a cancellation, not 'left' or 'lost').
 */
const baseDatedBare = new RegExp(String.raw`(?<![\d,.])(?<a>${number}) (au 1er|on (the )?1(st)?|as (of|at) (the )?1(st)?|at (the )?1(st)?) (${monthNamesPattern})\b`);
const cancellationNoun = /\b(cancell?ations?|resiliations?|desabonnements?|unsubscribes?|churned)\b/;
/**
 * 'On avait 1 200 abonnés', 'we had 1,200 subscribers', 'la société comptait 180 abonnés' (any subject): the base the
 * period opened with.
 */
const baseSpoken = new RegExp(String.raw`\b(on avait|on comptait|we had|we were at|comptait|comptaient|comptions|avait|avaient|servait|servaient|servions|counted|served) (?<a>${number}) ([a-z]+ )?${customerNouns}\b`);
/** The base a period opened with: 'We started 2024 with 1,000 paying shops', 'commencé l'année avec 1 200 boutiques abonnées'. */
// 'We ended 2025 with 40 customers' opens 2026 with them: a base as much as 'started 2026 with 40'.
// 'Riders: started Jan with 150 on subscription': the people named by the label, the count 'on subscription' or 'paying'.
const baseOpened = new RegExp(String.raw`\b(started|began|opened|entered|ended|closed|finished|commence\w*|debute\w*|demarre\w*|entame\w*|termine\w*|cloture\w*|fini)\b[^.;]{0,25}\b(with|avec) ${number} (([a-z]+ )?${customerNouns}\b|on (a )?subscriptions?\b|(paying|active|abonnes|actifs)\b)`);
/** 'Opened the month at 1,240 paying', 'a commencé le mois avec 800': the base a named period opened with, its people unsaid. */
const periodOpenedAt = new RegExp(String.raw`\b(opened|started|began|entered|commence\w*|debute\w*|ouvert)\b (?:the |le |l')?(month|quarter|year|mois|trimestre|annee) (?:at|with|a|avec) ${number}(?![\d%.,])`);
/**
 * The people named by a label, the base after a start ('Schools: started Feb on 140', 'Clients : démarré mars à 80'):
 * the label may follow a chat line's speaker ('Ana: Schools: started Feb on 140').
 */
const labelOpened = new RegExp(String.raw`(?:^\W*|:\s?)${customerNouns}\s?:\s?(?:we |on a |nous avons )?(?:started|began|opened|commence\w*|debute\w*|demarre\w*)\b[^.;:]{0,25}?\b(with|on|at|avec|a) ${number}(?![\d%]|[.,]\d)`);
/** The lost: 'cancellations 260', 'churned: 45', '60 ont résilié', '45 cancelled', 'résiliations 58'. */
/** A movement table's row names no people: 'Jan: Opening 820, Lost 41, Won 96, Closing 875' (layout-periods.ts). */
const openingAfter = new RegExp(String.raw`\b(opening|at start|ouverture|debut)\s?:?\s${number}\b`);
/** Still a customer, said by what they still do: 'were still ordering', '322 utilisaient encore notre logiciel'. */
const stillUsing = String.raw`((were|are) )?still (using|ordering|buying|paying|transacting|trading)|(utilisaient|utilisent|commandaient|commandent|achetaient|achetent|payaient|paient) (encore|toujours)`;
/** Those kept: '610 renewed', '170 still active', 'Actifs après 12 mois 170', '450 d'entre eux ont renouvelé', 'sur les 900 ménages, 410 l'étaient encore'. */
const keptBefore = new RegExp(String.raw`\b${number} (of them |of those |d'entre eux |d'entre elles )?(have |had |ont )?(renewed|re-subscribed|remain(ed)?|stayed|are still (active|paying|with us)|were still (active|paying)|ont renouvele|se sont reabonnes|sont (toujours|encore) actifs|restent actifs|(were|are) still (subscribed|subscribers|customers|paying|buying)|(etaient|sont) (toujours|encore) (abonnee?s|clientes?|actifs|actives)|l'(etaient|sont) (toujours|encore)|le (sont|restent) (toujours|encore)?|${stillUsing})\b`);
// 'Fin avril il en reste 610', 'only 610 remain' (said): those still there.
const keptAfter = new RegExp(String.raw`\b(il en reste|il reste|en reste|plus que|actifs?|active|retained|still active|remaining|restants?|renewed|renouveles)( (apres|after) (12|douze|twelve|6|six|3|trois) (mois|months))?\s?:?\s${number}\b`);
/** Not renewing, in any tense: 'did not renew', '402 of them had not renewed', 'n'avaient pas renouvelé'. */
const notRenewed = String.raw`(did not|didn't|had not|hadn't|have not|haven't|has not|failed to) renew(ed)?|not renewed|n'(ont|avaient|a|avait) pas (renouvele|reconduit)`;
// The label may say when it counted them: 'Résiliations enregistrées au T1 : 480 en janvier'.
const lostAfter = new RegExp(String.raw`\b(cancell?ations?|churned|lost|cancell?ed|departures|resiliations?|desabonnements?|departs|perdu|perdus)(?: (?:enregistrees?|recorded|registered|in|en|au|during|du|de|entre|between|from|sur|over)(?: [a-z0-9']+){0,3}\s?:)?\s?:?\s${number}\b`);
// '42 résiliations en mai', '11 cancellations': the count before the noun as well as before the verb.
// The customers' contracts stand for them: '387 contrats résiliés', '120 subscriptions cancelled'.
const lostBefore = new RegExp(String.raw`\b${number} (of them |of those |d'entre eux |d'entre elles )?(contrats |contracts |abonnements |subscriptions |polices |policies )?(have |ont |had |avaient )?(cancell?ations|resiliations|desabonnements|cancell?ed|churned|left|gone|resilie\w*|ont resilie|(sont|etaient) partis|se sont desabonnes|stopped (paying|ordering|buying|using|transacting|trading)|quit|ont (arrete|cesse)|${notRenewed})\b`);
// 'May' is also a modal verb, so the month is read only after a word that dates ('movement for May', 'résiliations en mai').
const monthly = /\b(?:(?:for|in|during|of|en|de|pour|durant) (?:may|mai)|month|monthly|mois|mensuel\w*|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/;
const yearly = /\b(year|annual|annuel\w*|an|annee)\b/;
const twelveMonths = /\b(12|twelve|douze) (months|mois)\b/;
// 'Résiliations sur l'année : 210', 'lost over the year': the loss counted over a year, whatever month dates the base.
const overTheYear = /\b(sur|over|during|in|au cours de|pendant|dans) (l'annee|the year|l'exercice|the full year|the whole year|toute l'annee)\b/;

/** The months a loss is counted over: 'résiliations entre avril et juin', 'cancellations from April to June' (3 months). */
const monthSpan = new RegExp(String.raw`\b(?:entre|between|from|d')\s?(${monthNamesPattern}) (?:et|and|to|a|through) (${monthNamesPattern})\b`);
// 'au cours du trimestre', 'over the quarter' and no month named: three months, read as three months' churn compounded
// like any span. With a month named, the counts are that month's ('480 en janvier, ... soit 1 570 sur le trimestre').
const quarter = /\b(quarter|quarterly|trimestre|trimestriel\w*)\b/;
const quarterOnly = (lower: string) => quarter.test(lower) && !monthly.test(lower);
// 'au cours du premier semestre', 'in the first half': six months.
const halfYear = /\b(semestre|semester|half[- ]year|first half|second half|six months|6 months|six mois|6 mois)\b/;
// 'Sur les 1 200 abonnés présents au 1er janvier 2023, 312 étaient partis au 31 décembre': from a month's first day to
// another's last, those months ('1 January to 31 December' is twelve).
const datedSpan = new RegExp(String.raw`\b(?:au|on|at|as (?:of|at)) 1(?:er|st)? (${monthNamesPattern})\b[^.;]*?\b(?:au|at|by|on|as (?:of|at)) (?:\d{1,2}|fin) (${monthNamesPattern})\b`);
function spanMonths(lower: string): number {
  const dated = datedSpan.exec(lower);
  const [first, last] = [monthIndex.get(dated?.[1] ?? ''), monthIndex.get(dated?.[2] ?? '')];
  if (first !== undefined && last !== undefined) return ((last - first + 12) % 12) + 1;
  if (halfYear.test(lower)) return 6;
  if (quarterOnly(lower)) return 3;
  const m = monthSpan.exec(lower);
  const [from, to] = [monthIndex.get(m?.[1] ?? ''), monthIndex.get(m?.[2] ?? '')];
  return from === undefined || to === undefined ? 1 : ((to - from + 12) % 12) + 1;
}

/** The base named after those lost: 'we lost 14 schools out of the 610 we started with', 'sur les 610 du départ'. */
const baseStartedWith = new RegExp(String.raw`\b(?:out of|of|sur) (?:the |les |nos |our )?(?<a>${number})(?: [a-z]+)? (?:we (?:started|began|opened)(?: the year)? with|we had at the start|(?:au|du|de) depart)\b`);

/** A cohort's size: '4,200 paying members in our January 2023 cohort', '1 200 clients de la cohorte de janvier 2023'. */
const baseCohort = new RegExp(String.raw`\b(?<a>${number}) ([a-z]+ )?${customerNouns} (in|of|from|de) (our |the |la |notre )?([a-z]+ )?(20\d\d )?(cohort|cohorte)\b`);

/** A cohort counted when it joined: '2,400 paying households at sign-up', '1 150 commerçants à l'inscription'. */
const baseAtSignUp = new RegExp(String.raw`\b(?<a>${number}) ([a-z-]+ )?${customerNouns} (at sign-?up|at signing|at launch|at onboarding|when (they|it) (joined|signed up|subscribed)|a l'inscription|a leur inscription|a l'adhesion)\b`);

const toNumber = (written: string) => Number(written.replace(/[, \u00A0\u202F]/g, ''));
/** The count of a base match: its named count when the pattern names one, else its last group. */
const baseCount = (m: RegExpExecArray) => m.groups?.a ?? m.groups?.b ?? m[m.length - 1] ?? '';

/** The share lost of those at the start, with its period; null when the sentence gives no such pair. */
export function churnFromCounts(lower: string): { percent: number; period: 'month' | 'year'; at: number } | null {
  // Every count pattern needs a figure: most sentences have none and are ruled out before the long patterns run.
  if (!/\d/.test(lower)) return null;
  const opened = baseOpened.exec(lower) ?? periodOpenedAt.exec(lower) ?? labelOpened.exec(lower);
  const base = opened ? null : baseAfter.exec(lower) ?? baseDated.exec(lower) ?? baseSpoken.exec(lower) ?? baseInstalled.exec(lower) ?? baseStartedWith.exec(lower) ?? (cancellationNoun.test(lower) ? baseDatedBare.exec(lower) : null);
  const baseFirst = opened || base ? null : baseBefore.exec(lower);
  const lost = lostAfter.exec(lower) ?? lostBefore.exec(lower);
  const opening = !opened && !base && !baseFirst && lost ? openingAfter.exec(lower) : null;
  // Those kept of a base a year opened with ('We started 2024 with 260 paying schools. 131 of them renewed') or a cohort's.
  if ((!opened && !base && !baseFirst && !opening) || !lost) return keptFromCounts(lower, opened ?? base ?? baseFirst ?? baseCohort.exec(lower) ?? baseAtSignUp.exec(lower), baseFirst !== null || opened !== null) ?? keptOfStatedBase(lower);
  const start = toNumber(opened ? opened[3] ?? '' : base ? baseCount(base) : baseFirst?.[3] ?? opening?.[2] ?? '');
  const gone = toNumber(lostAfter.test(lower) ? lost[2] ?? '' : lost[1] ?? '');
  if (!(start > 0) || !(gone > 0) || gone >= start) return null;
  // 'in twelve months', 'sur 12 mois' is a year.
  // A base a year opened with ('started 2025 with ...', 'commencé l'année avec ...') is counted over that year, whatever month ends it.
  const openedYear = opened !== null && /(?<!\d)20\d\d(?!\d)|\b(the year|this year|l'annee|cette annee)\b/.test(opened[0]);
  const period = openedYear || twelveMonths.test(lower) || overTheYear.test(lower) ? 'year' : monthly.test(lower) || quarterOnly(lower) ? 'month' : yearly.test(lower) ? 'year' : null;
  // A loss over a span of months is that many months' churn compounded: 21% from April to June is 7.6% a month.
  const months = period === 'month' ? spanMonths(lower) : 1;
  const percent = months > 1 ? 100 * (1 - (1 - gone / start) ** (1 / months)) : (100 * gone) / start;
  return period ? { percent, period, at: Math.min(opened?.index ?? base?.index ?? baseFirst?.index ?? 0, lost.index) } : null;
}

/**
 * Those kept counted against the base in one phrase: '610 de ces 1 240 abonnés avaient toujours un abonnement actif',
 * '380 of the 900 households were still paying'. 'Still not' is no keeping.
 */
const keptOfBase = new RegExp(String.raw`(?<![\d,.])(?<kept>${number}) (de ces|d'entre les|des|sur (les|ces)|of (the|these|those|our)|out of (the|these|those|our)) (?<base>${number}) ([a-z]+ )?${customerNouns}\b[^.;]{0,40}?\b(still|toujours|encore)\b(?! (pas|not)\b)`);
function keptOfStatedBase(lower: string): { percent: number; period: 'month' | 'year'; at: number } | null {
  const m = keptOfBase.exec(lower);
  if (!m || /\b(no longer|ne|n'|plus)\b/.test(lower.slice(m.index, m.index + m[0].length))) return null;
  const [kept, base] = [toNumber(m.groups?.kept ?? ''), toNumber(m.groups?.base ?? '')];
  if (!(base > 0) || !(kept > 0) || kept >= base) return null;
  const period = /\b(month|monthly|mois|mensuel\w*)\b/.test(lower) && !twelveMonths.test(lower) ? 'month' : 'year';
  return { percent: (100 * (base - kept)) / base, period, at: m.index };
}

/**
 * Churn from those kept of a base: 'Of the 1,200 schools that subscribed in September 2024, 610 renewed this
 * September' (49% lost), a cohort's row 'Clients au départ 400, Actifs après 12 mois 170'. Renewals and cohorts
 * are counted over a year unless the sentence says month; a month's name there dates the base, it is no period.
 */
function keptFromCounts(lower: string, base: RegExpExecArray | null, baseFirst: boolean): { percent: number; period: 'month' | 'year'; at: number } | null {
  if (!base) return null;
  const kept = keptBefore.exec(lower) ?? keptAfter.exec(lower);
  if (!kept) return null;
  const start = toNumber((baseFirst ? base[3] ?? '' : baseCount(base)));
  const stayed = toNumber((keptBefore.test(lower) ? kept[1] : kept[kept.length - 1]) ?? '');
  if (!(start > 0) || !(stayed > 0) || stayed >= start) return null;
  const period = /\b(month|monthly|mois|mensuel\w*)\b/.test(lower) && !twelveMonths.test(lower) ? 'month' : 'year';
  return { percent: (100 * (start - stayed)) / start, period, at: Math.min(base.index, kept.index) };
}

