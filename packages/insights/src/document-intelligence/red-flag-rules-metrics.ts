/**
 * Red-flag rules that read a metric's figures in one sentence: gross margin, churn,
 * recurring revenue and projected growth (the pending-licence rule, listed with them, is in
 * pending-licence-rule.ts). Each states its threshold and why; each reads the latest figure,
 * so a problem the text says is behind the company raises no flag.
 */
import { statedNumber } from './layout-cells';
import { inTimeOrder, metricClause, profitRow, valuesByYear } from './metric-values';
import { assertedMatch, isHedgedAt } from './assertion';
import { churnInWords, othersOwnBase, retainedAfterYear } from './churn-words';
import { fractionPercents } from './number-words';
import { churnFromCounts } from './churn-counts';
import { churnFromShares } from './churn-shares';
import { churnPeriodNamed, churnSeverity } from './churn-period';
import { monthNamesPattern } from './month-names';
import type { SentenceFacts } from './sentence-facts';
import type { SentenceRule } from './sentence-rule';
import { pendingLicenceRule } from './pending-licence-rule';
import { perYearClaim } from './per-year-multiple';
import { blank } from '../text/blank';
import { amountAfterWord } from './unit-metrics';
import { partsOfCosts } from './parts-of-total';

// A margin's own base ('33 % du chiffre d'affaires, contre 41 %', '28% of sales') is no other metric: the clause goes on.
const otherMetrics = /(?<!%\s(?:of|du|des|de)\s(?:the\s|our\s|total\s)?)\b(revenues?|sales|chiffre d'affaires|ventes)\b|\b(churn|retention|growth|grew|net margin|ebitda|operating margin|contribution margin|burn|runway|cac|ltv|arpu|take rate|attrition|croissance|marge nette|marge operationnelle|marge de contribution|ebe|consommation|autonomie)\b/;

const grossMargin = /\bgross (profit )?margins?\b|\bmarges? brutes?\b|\btaux de marge brute\b/;
const negativeMarginWords = /\b(negative gross (profit )?margins?|negative gross profit|gross (profit|margin) (is|was|turned|went|became|remained|has been) negative|gross (profit )?margins? (is|are|was|were|remains?|remained|turned|went|stays?) negative|gross loss(es)?|(sell|selling|sold|sells) (each \w+ |every \w+ |our \w+ |products |units )?(below|under|at less than) cost|marges? brutes? (est |sont |etait |reste |restent |demeure )?negatives?|(lose|losing|lost) money on (every|each) (unit|sale|product|item|bag|meal|box)|(cost of (sales|goods sold|revenues?)|direct costs|cogs) (exceeds?|exceeded|is above|is higher than|was above|was higher than) (revenues?|sales)|cout des (ventes|marchandises vendues) (depasse|excede|est superieur au) (le )?chiffre d'affaires|vend\w* a perte|sous (le|notre) prix de revient|(each|every|chaque) [a-z-]+ (costs us|nous coute) (donc |therefore |so )?([\d][\d ,.]*\s?([a-z]{1,4} )?)?(more than|de plus que) (it (brings in|brings|earns|sells for)|ce qu'(il|elle) (nous )?rapporte)|plus on vend,? plus on perd|the more we sell,? the more we lose)\b/;
// The negativeMarginWords above include a unit's direct cost said to exceed what it brings: 'Chaque passage nous coûte
// donc 1 500 de plus que ce qu'il rapporte', 'each delivery costs us more than it brings in', 'plus on vend, plus on perd'.
/** 'Le coût d'achat des marchandises vendues (1,9 M€) a dépassé les ventes (1,7 M€)': cost of sales said to exceed sales. */
/** Goods sold for less than they were bought ('on a vendu en dessous du prix d'achat', 'we sold below our purchase price'): a gross loss, unless denied. */
const soldBelowPurchase = /\b(vendu|vendons|vendent|vend) (en dessous|au-dessous) (du|de notre|de nos) (prix|couts?) d'(achat|revient)|\b(sold|sell|selling|sells) (below|under) (our |the )?(purchase|buying) (price|cost)s?\b/;
export const costOfSalesAboveSales = /\b(cost of (sales|goods sold|revenues?|goods)|cogs|direct costs|cout (d'achat )?des (ventes|marchandises( vendues)?)|achats consommes|couts directs)\b[^.;]{0,50}\b(exceed\w*|outstrip\w*|(was|were|is|are|came in) (above|higher than|greater than)|a depasse|ont depasse|depasse\w*|excede\w*|(est|etait|a ete) superieur\w*)\b[^.;]{0,15}\b(revenues?|sales|turnover|ventes|chiffre d'affaires|recettes)\b/;
const fallingMarginWords = /\bgross (profit )?margins? (has |have |is |are )?(been )?(falling|declining|shrinking|eroding|compressing|under pressure|fell|declined|dropped|shrank|eroded|narrowed|compressed)\b|\bmarges? brutes? (a |ont )?(baisse|recule|diminue|chute|s'est erodee|se degrade|en baisse|en recul|en diminution|sous pression)\b/;
/** Words that say a past problem is over ('turned positive', 'no longer negative'). */
const recovered = /\b(turned positive|now positive|no longer|recovered|back (up )?to|improv(ed|ing)|rose|risen|expanded|increased|redevenue? positive|desormais positive|ne .{0,20}plus negative|amelior\w+|remonte\w*)\b/;

const costOfSales = /\b(cost of (goods sold|sales|revenues?|goods)|cogs|direct costs|cout des (ventes|marchandises vendues|biens vendus)|achats consommes|couts directs)\b/;
const revenueLine = /\b(revenues?|sales|turnover|chiffre d'affaires|ventes|revenus?)\b/g;

// The metric readers' one reading of a figure after its name (unit-metrics.ts amountAfterWord): every mention, its
// clause unbroken, needs its word list global.
const costOfSalesWord = new RegExp(costOfSales.source, 'g');
const grossMarginWord = new RegExp(grossMargin.source, 'g');

/** Cost of sales above revenue stated in one sentence ('revenue was $600,000 and cost of goods sold $720,000'). */
function costAboveRevenue(written: SentenceFacts): boolean {
  const s = { ...written, lower: written.lower.replace(partsOfCosts, blank) };
  const cost = amountAfterWord(s, costOfSalesWord);
  if (!cost) return false;
  const beforeCost = { ...s, lower: s.lower.replace(costOfSales, blank) };
  const revenue = amountAfterWord(beforeCost, revenueLine);
  return Boolean(revenue && revenue !== cost && revenue.currency === cost.currency && cost.amount > revenue.amount);
}

const sellWords = /\b(sell|sells|sold|selling|priced? at|price of|retail(s)? (for|at)|charge|charges|vend\w*|prix de vente|facture\w*)\b/g;
const unitCostWords = /\b(costs? us|it costs?|unit cost|cost per (unit|kit|bag|box|item|meal|device)|costs? [a-z ]{0,20}to (make|produce|build|deliver|manufacture|source)|cout unitaire|cout de revient|nous coute\w*|revient a)\b/g;

/** 'We sell each kit for $90 and it costs us $110 to make and deliver': a unit sold below what it costs. */
function unitCostAbovePrice(s: SentenceFacts): boolean {
  if (!/\b(each|per|a unit|the unit|every|chaque|par|l'unite|piece)\b|\bfor \$/.test(s.lower)) return false;
  const price = amountAfterWord(s, sellWords);
  const cost = amountAfterWord(s, unitCostWords);
  return Boolean(price && cost && price !== cost && price.currency === cost.currency && cost.amount > price.amount && price.period === null && cost.period === null);
}

/** A gross margin written as a negative amount: 'Marge brute | -12 000 000 FCFA', 'Gross profit (6,000,000)'. */
function negativeMarginAmount(s: SentenceFacts): boolean {
  const money = amountAfterWord(s, grossMarginWord);
  return money !== null && /(^|[\s|:])[-\u2212(]$/.test(s.text.slice(0, money.start));
}

/**
 * Cost of sales as a share of sales, risen from one figure to another: 'our cost of sales has crept up to about
 * three-quarters of what we sell, from roughly two-thirds in 2024' (the gross margin fell from a third to a quarter).
 * Shares in figures or in words (number-words.ts); a rise of 5 points or more is the guide's fall of the margin.
 */
const about = String.raw`(?:about |roughly |around |nearly |almost |some |close to |environ |pres de |presque )?`;
const shareWritten = String.raw`(\d{1,2}(?:[.,]\d+)?\s?%|half|(?:a|one|two|three|four|un|deux|trois|la)[- ](?:thirds?|quarters?|fifths?|tenths?|tiers|quarts?|moitie))`;
const costShareRise = new RegExp(String.raw`\b(cost of (sales|goods sold|revenues?)|cogs|direct costs|cout des (ventes|marchandises vendues)|couts directs)\b[^.;]{0,60}?\b(to|at|a) ${about}(?<now>${shareWritten}) (of|de|du|des) (what we sell|our sales|sales|revenues?|turnover|chiffre d'affaires|nos ventes|ventes)\b[^.;]{0,25}?\b(from|contre|versus|vs\.?) ${about}(?<then>${shareWritten})(?![a-z])`);
const shareValue = (written: string) => (/\d/.test(written) ? statedNumber(written.replace(/\s?%$/, '')) : fractionPercents(`${written} of`)[0]);
function costShareRose(lower: string): boolean {
  const m = costShareRise.exec(lower);
  if (!m || isHedgedAt(lower, m.index)) return false;
  const now = shareValue(m.groups?.now ?? '');
  const then = shareValue(m.groups?.then ?? '');
  return now !== undefined && then !== undefined && Number.isFinite(now) && Number.isFinite(then) && now - then >= 5;
}

/** The size of a fall written in points: 'down 4 points', 'by 3.5 pp', 'de 3 points', 'de 4 points de pourcentage'. */
const pointsDrop = /(?:^|[\s(])(\d+(?:[.,]\d+)?)\s?(?:percentage points?|points? de pourcentage|points?|pts?\b|pp\b)/;
function statedPointsDrop(lower: string): number | null {
  const m = pointsDrop.exec(lower);
  return m?.[1] ? statedNumber(m[1]) : null;
}

/**
 * Gross margin: high when the latest figure is below zero (every sale loses money before any
 * overhead); medium when it fell by 5 percentage points or more from the earliest figure given,
 * a drop larger than the year-to-year noise of a stable business, or when the text says it is falling.
 */
const grossMarginRule: SentenceRule = {
  id: 'gross-margin', category: 'financial-health', title: 'Gross margin is negative or falling', assertion: 'figure',
  recommendation: 'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.',
  test: (written) => {
    // 'LTV = marge brute mensuelle (3 100 FCFA) × durée (30,5 mois)': a formula names the margin as a term, no trend of it.
    const s = formulaDefinition.test(written.lower) ? { ...written, lower: written.lower.replace(formulaDefinitions, blank) } : written;
    const clause = metricClause(s.lower, grossMargin, otherMetrics);
    const values = clause ? inTimeOrder(clause) : [];
    const latest = values[values.length - 1];
    if (latest !== undefined && latest < 0) return 'high';
    if (costAboveRevenue(s) || negativeMarginAmount(s) || unitCostAbovePrice(s)) return 'high';
    if (costShareRose(s.lower)) return 'medium';
    if (values.length >= 2 && latest !== undefined && (values[0] ?? 0) - latest >= 5) return 'medium';
    if ((negativeMarginWords.test(s.lower) || assertedMatch(s.lower, costOfSalesAboveSales) || assertedMatch(s.lower, soldBelowPurchase)) && !recovered.test(s.lower)) return latest !== undefined && latest > 0 ? null : 'high';
    // A fall whose size is written decides by its size, not by its verb: 'recule de 3 points, à 41 % contre
    // 44 %', 'fell 4 points to 51%' are under the guide's 5 points; 'slipping' with no size still counts.
    if (values.length >= 2 && latest !== undefined && latest > 0) return null;
    const stated = statedPointsDrop(clause ?? s.lower);
    if (stated !== null && stated < 5) return null;
    return fallingMarginWords.test(s.lower) && !/\bnot\b/.test(s.lower) ? 'medium' : null;
  },
};

// 'We lose roughly 6% of them each month' (them: the customers just counted), 'nous en perdons 6 % chaque mois': the pronoun with its period.
const churn = /\b(churn( rate)?(?! through)|attrition|taux de desabonnement|desabonnements? (mensuels?|annuels?)|cancell?ation rate|\d+(,\d+)? ?% (de nos|des) (clients|abonnes|utilisateurs|membres) (resilient|partent|nous quittent)|\d+(\.\d+)? ?% of (our )?(customers|users|subscribers|members) (cancel|leave|churn)|taux d'attrition|taux de resiliation|resiliations? (mensuelles?|annuelles?)|(nous )?perdons (environ |pres de |pratiquement )?\d+(,\d+)? ?% de nos (clients|utilisateurs|abonnes)|(customers?|users?|subscribers?|merchants?|clients?) (we )?lose|lose (about |around |roughly |nearly |some |over )?\d+(\.\d+)?\s?% of (our |their )?(customers|users|subscribers|merchants|clients|members|schools|farmers|riders|drivers)|lose (about |around |roughly |nearly |some |over )?\d+(\.\d+)?\s?% of (them|those) (each|every|a|per) (month|year)|(nous )?en perdons (environ |pres de )?\d+(,\d+)? ?% (chaque|par) (mois|an))\b/;
const yearly = /\b(annual|annually|a year|per year|yearly|per annum|12-month|twelve-month|year[- ]on[- ]year|annuel(le)?|par an|sur (un an|12 mois|une annee|l'annee|douze mois)|en un an|chaque annee|each year|every year|over a year|in a year|a 12 mois)\b/;
const goodChurn = /\b(negative (net )?churn|net negative churn)\b/;
const highChurnWords = /\b(high|heavy|significant|elevated|rising|worrying) (customer |user |merchant |logo )?(churn|attrition)\b|\b(churn|attrition) (is|was|remains|remained) (high|a problem|our biggest (problem|challenge))\b/;
/** Churn and retention complement each other: 12-month retention of 40% is 60% annual churn. */
// 'Retention of the January 2025 cohort at month 12', 'Rétention des clients de la cohorte 2024 après 12 mois': words between.
const retention = /\b(12-month|twelve-month|annual|year-one|month-12|m12|cohort) (customer |logo |user )?retention\b|\bretention\b[^.;:%]{0,40}?\b(a 12 mois|annuelle|a un an|apres (12 mois|un an)|after (12 months|one year|a year)|at (12 months|month 12)|au mois 12)\b|\b(still|encore|toujours) (ordering|buying|using|paying|active|subscribed|transacting|actifs?|clients|abonnes) (after|at|apres|au bout de|a) (12|twelve|douze) (months|mois)\b/;

/**
 * A list item that ends with its semicolon: the next item is another statement ('Merchant churn: 4% in May; Largest merchant
 * brought 27%', 'résiliation annuelle : 38 % ; 62 % des assurés renouvellent'), unless it opens on a period or a word that carries
 * the churn on ('; in 2024: 7%', '; T1 : 3 %', '; it is now 3%', '; depuis, 2 %').
 */
const churnItemEnd = new RegExp(`;(?= ?(?!(?:in|en|au|at|on|over|sur|for|pour|during|pendant|last|this|previous|prior|the|l'an|l'annee|fy\\s?\\d*|[qht][1-4]|s[12]|(?:19|20)\\d\\d|${monthNamesPattern}|month\\w*|year\\w*|annual\\w*|mensuel\\w*|annuel\\w*|par|a|per|soit|i\\.e|or|ou|up|down|vs|contre|versus|compared|against|it|its|this|that|which|now|today|since|currently|then|but|before|after|when|il|elle|ce|cela|c'|depuis|desormais|maintenant|aujourd'hui|actuellement|mais|avant|apres|puis|lors)\\b)[a-z])|;(?= ?\\d+(?:[.,]\\d+)? ?% (?:of|des|de|du)\\b)`);

/** What ends the churn's clause: another metric, a retention figure, the next labelled item or the next statement. */
const churnOtherMetrics = new RegExp(`${/\b(revenues?|sales|growth|grew|margin|marges?|chiffre d'affaires|ventes|tresorerie|croissance|burn|runway|cac|ltv|arpu|nrr|net revenue retention|staff|employees?|personnel|headcount|turnover|renew\w*|renouvel\w*|retention|retained|retain|fidelis\w*|reabonn\w*)\b|\b(and|et) (?=\d+(?:[.,]\d+)? ?% (?:of|des|de)\b)|;(?= [a-z][a-z'()-]*(?: [a-z'()-]+){1,5} ?:)/.source}|${churnItemEnd.source}`);

/** The words a limit is named by: most sentences have none, and are read as they are. */
const limitWord = /ceiling|cap\b|limit|threshold|target|red line|benchmark|plafond|seuil|objectif|ligne rouge/;
/** A limit or target the company sets itself, with its figure: 'notre plafond interne de 5 %', 'our 5% ceiling', 'a target of 3%'. */
const statedLimit = /\b((our|the|a|an|its|notre|nos|un|une|le|la|son|leur) )?((internal|own|interne|propre|monthly|mensuel(le)?) )?(ceiling|cap|limit|threshold|target|red line|benchmark|plafond|seuil|limite|objectif|ligne rouge)( (interne|internal|mensuel(le)?|monthly))? (of |de |at |a |fixe a )?\d+(?:[.,]\d+)?\s?%|\b(our|the|a|notre) \d+(?:[.,]\d+)?\s?% (ceiling|cap|limit|threshold|target|red line|plafond|seuil|objectif)\b/g;

const recentWindow = /\b(over|in|during) the (last|past) (twelve|12|six|6|three|3) months\b|\b(sur|au cours) des (douze|12|six|6|trois|3) derniers mois\b|\b(this year|since then|today|now|cette annee|depuis|aujourd'hui)\b/;
/** A churn figure's period said again: 'il s'agit d'un taux annuel', 'that is an annual rate', 'the figure is yearly'. */
const periodRestated = /\b((il|cela) s'agit d'un taux (annuel|sur (un an|douze mois|12 mois))|c'est un taux annuel|(ce|le) (taux|chiffre) est annuel|(it|this|that) is an? (annual|yearly|twelve-month|12-month) (rate|figure)|(the|this|that) (rate|figure) is (annual|yearly|per year|a year's))\b/;
function churnCountedUnderLine(lower: string): boolean {
  const counted = churnFromCounts(lower);
  return counted !== null && churnSeverity(counted.percent, counted.period) === null;
}

/**
 * High churn: 5% of customers or more a month, or 45% or more a year (5% a month compounded);
 * above that a company replaces half its base each year. A churn figure without a period is
 * read as monthly, how decks quote it. Annual retention under 55% is the same threshold.
 */
const highChurnRule: SentenceRule = {
  id: 'high-churn', category: 'financial-health', title: 'Customer churn is high', assertion: 'figure',
  recommendation: 'Show churn by monthly cohort, why customers leave, and what has been done about it.',
  // 'In 2022 we were losing 9% a month.' then 'Over the last twelve months we lost 14 schools out of the 610 we started
  // with': the latest window's churn, counted and under the line, says the rate before it is history.
  // 'La ligne « attrition 14 % »...' then 'il s'agit d'un taux annuel : sur 1 000 pharmacies, 140 ont cessé...': the figure's
  // period said again, with counts that put it under the line.
  overLater: (later) => (recentWindow.test(later.lower) || periodRestated.test(later.lower)) && churnCountedUnderLine(later.lower),
  test: (sentence) => {
    // 'soit 4,1 %, juste sous notre plafond interne de 5 %', 'above our 5% target': a limit the company sets is no churn of its own.
    const s = limitWord.test(sentence.lower) ? { ...sentence, lower: sentence.lower.replace(statedLimit, blank) } : sentence;
    if (goodChurn.test(s.lower)) return null;
    const mention = churn.exec(s.lower);
    // 'If churn rose above 5% a month, we would...': a hypothesis, not the company's churn.
    if (mention && isHedgedAt(s.lower, mention.index)) return null;
    // 'The shops themselves lose 9% of their customers a month': their customers' churn, not the company's (churn-words.ts).
    if (mention && mention[0].startsWith('lose') && othersOwnBase(s.lower, mention.index, / of (their|our|the) /.exec(mention[0])?.[1] ?? '')) return null;
    // 'Employee attrition', 'staff turnover': people leaving the company, not customers.
    if (mention && /\b(employees?|staff|team|talent|personnel|workforce|salaries|salaries|des effectifs|du personnel)\s*$/.test(s.lower.slice(Math.max(0, mention.index - 20), mention.index))) return null;
    // 'Monthly churn is below 5%', 'below our 5% red line': a bound, not a figure above the threshold.
    if (mention && /\b(below|under|less than|lower than|sous|moins de|inferieure? a)\s*((our|the|its|a|notre|nos|le|la|leur|son) )?\d+(?:[.,]\d+)?\s?%/.test(s.lower.slice(mention.index, mention.index + 60))) return null;
    // A retention figure in the same sentence ('... et 92 % des clients renouvellent') is not churn.
    // French metrics end the clause too ('désabonnement : 3,8 %; Marge brute : 34 % sur les douze derniers mois'), and so does a
    // list's next labelled item ('Logo churn: 1% a month; Largest account: 9%'), not a period's ('; 2025: 8%').
    const clause = metricClause(s.lower, churn, churnOtherMetrics);
    const values = clause ? inTimeOrder(clause).filter((v) => v >= 0) : [];
    const latest = values[values.length - 1];
    if (clause && latest !== undefined) {
      // The period the churn's own clause names comes first ('taux d'attrition mensuel ..., contrat annuel'), then a year the sentence names.
      // 'Quarterly logo churn: 9%': the period may stand just before the word churn.
      const named = churnPeriodNamed(clause) ?? (mention ? churnPeriodNamed(s.lower.slice(Math.max(0, mention.index - 25), mention.index)) : null);
      return churnSeverity(latest, named ?? (yearly.test(s.lower) ? 'year' : 'month'));
    }
    // In words: 'one in ten subscribers cancels every month', 'only half ... were still buying a year later'.
    const inWords = churnInWords(s.lower);
    if (inWords) {
      if (isHedgedAt(s.lower, inWords.at)) return null;
      return churnSeverity(inWords.percent, inWords.period);
    }
    // As a share of the base: 'Monthly logo retention: 91%', 'Cancellations run at 7% of the base each month', 'non-renewal rate of 52%'.
    const shared = churnFromShares(s.lower);
    const sharedSeverity = shared && !isHedgedAt(s.lower, shared.at) ? churnSeverity(shared.percent, shared.period) : null;
    if (sharedSeverity) return sharedSeverity;
    // In counts: 'January: Subscribers at start 4,000, Cancellations 260', 'sur 800 abonnés, 60 ont résilié au cours du mois'.
    const counted = churnFromCounts(s.lower);
    const countedSeverity = counted && !isHedgedAt(s.lower, counted.at) ? churnSeverity(counted.percent, counted.period) : null;
    if (countedSeverity) return countedSeverity;
    const cohort = retainedAfterYear(s.lower);
    if (cohort) return cohort.percent < 55 && !isHedgedAt(s.lower, cohort.at) ? 'medium' : null;
    const kept = metricClause(s.lower, retention, otherMetrics);
    const retained = kept ? inTimeOrder(kept) : [];
    const lastRetained = retained[retained.length - 1];
    if (lastRetained !== undefined) return lastRetained < 55 ? 'medium' : null;
    return highChurnWords.test(s.lower) && !/\b(no longer|not|reduced|cut|solved)\b/.test(s.lower) ? 'medium' : null;
  },
};

export const recurringWords = /\b(arr|mrr|annual recurring revenue|monthly recurring revenue|recurring revenues?|recurring|run[- ]rate|subscription revenue|recurrent(e|s|es)?|revenus? d'abonnement|chiffre d'affaires d'abonnement)\b/;
// Hardware 'sold outright' is paid once; 'contrat de formation et de paramétrage unique': a service rendered once.
// 'fees that we charge once, at go-live', 'charged once per site': charged once for each customer, not once a month;
// 'formation réalisée en une session unique', 'delivered in a single session': work done once.
// 'there is no subscription or renewal element', 'aucun volet récurrent': a contract said to have no part that recurs.
export const oneOffWords = /\b((charge|charges|charged|charging|levy|levies|levied) (only )?once\b(?!,? (a|per|every|each) (day|week|month|quarter|year|annum|term|semester|season)\b)|(in|during) a single (session|sitting|visit|instalment|installment|payment)|en une (seule )?(session|seance|intervention|tranche) unique|en une seule (session|seance|intervention|tranche)|one[- ]off|one[- ]time|once[- ]off|non[- ]recurring|set[- ]?up fees?|installation fees?|hardware\b|device sales|grants?|pilot( contracts?| projects?| fees?)?|consulting (fees|projects?|income|revenue)|a single (order|tender|contract|project|deal)|tender|exceptional|windfall|bulk order|implementation fees?|onboarding fees?|integration fees?|(onboarding|set[- ]?up|installation|implementation|integration|migration) and [a-z-]+ fees?|(data[- ])?migration (fees?|projects?)|fees? for (migrating|setting up|installing)|(sold|billed|invoiced|paid) (only )?once|(buy|buys|bought|purchased?) (it |them )?(only )?once\b(?! (a|per|every|each) (day|week|month|quarter|year|annum|term|semester|season)\b)|one[- ]shot|(vendue?s?|facturee?s?|payee?s?|versee?s?|livree?s?|realisee?s?|executee?s?) (en )?une (seule )?fois|facturee?s? a la signature|programmes? pilotes?|delivered (only )?once|delivered in one go|perpetual licen[cs]es?|licences? perpetuelles?|une seule fois|ponctuel(le)?s?|frais d'installation|frais de mise en (service|place)|frais d'(integration|implementation|activation|raccordement)|frais de (deploiement|parametrage|demarrage)|exceptionnel(le)?s?|non recurrent(e|s|es)?|subventions?|vente de materiel|appel d'offres|projets? pilotes?|commande unique|ventes? uniques?|vente unique de|one[- ]time sales?|facturations? uniques?|(sold|purchased|bought) ([a-z0-9,-]+ ){0,3}outright|outright (sales?|purchases?)|(parametrage|formation|installation|deploiement|integration|migration|prestation|mission) uniques?|non renouvelables?|ne se renouvellera pas|will not recur|won't recur|(has|have|had|with|without) no renewal( clause| option)?|sans (clause de )?renouvellement|no (subscription|recurring|renewal) (or (subscription|recurring|renewal) )?(elements?|components?)|non[- ]renewable|aucune? (element|volet|composante) (recurrente?|d'abonnement|de renouvellement)|a single cohort|une seule cohorte)\b/;
// 'presented EGP 12m of one-time fees within "Subscription revenue"': within the recurring line named.
// 'ARR = March billings x 12, plus the set-up fees': a definition of the figure that adds an item to it.
const inclusionWords = /\b((arr|mrr)\s?(=|is|means)\s[^;]{0,80}\bplus\b|within (the )?["\u201c\u00ab]?\s?(subscription|recurring|arr|mrr)|includ(es|ed|ing)|of which|of (that|this|it) (is|was|are|were|comes?|came)|comprises?|consists? of|made up of|counts?|counted|counting|booked as|treat(ed)? as|reported as|from|(show|shows|shown|showing|present|presents|presented|record|records|recorded) (it|them|this|these|those) (in|into|within) (the )?(arr|mrr|recurring)|inclut|incluent|comprend|comprennent|y compris|dont|integree?s?|compte|comptabilise\w*)\b/;
// French says the exclusion with its negation ('n'est pas incluse dans le CA récurrent', 'ne sont pas comptés dans l'ARR').
// 'are never included in MRR', 'neither is included in ARR', 'sits on its own line', 'ARR counts subscription fees only', 'n'y sont jamais comptés': kept out by other words.
export const exclusionWords = /\b(exclud(es|ed|ing)|(not|never|don't|doesn't|didn't) (show|present|record)\w* (it|them|this|these|those) (in|into|within)|net of|(not|never|no longer) (be |been )?(included|counted|in|part of)|(on|in) (its|their|a) (own|separate) (line|row)s?|(on|in) separate (lines|rows)|(neither|none) (of (them|these|those|which) )?(is|are|was|were|has been|have been) (included|counted|part of)|(aucune?|ni l'une? ni l'autre) (n'est|ne sont|n'etait) (inclu|compt)\w*|(counts?|includes?|covers?) ([a-z-]+ ){1,3}only|(counts?|includes?|covers?) only|(sur|dans|en) (une|sa|leur) (propre )?ligne (a part|distincte|separee)|(ne|n'y) (sont|est|figurent?) jamais|jamais (inclu|compt|integr)\w*|(ne|n')\s?(compte|comprend|inclut|integre)n?t? que|uniquement (les|des) (abonnements|revenus d'abonnement)|(n'est|ne sont|n'etait|n'etaient) pas (inclu|compri|compte|comptabilise|integre|pri)\w* (dans|en)|non (inclu|compri|integre)\w*|exclue?s? (du|de|des)|pas pris\w* en compte|stripped out|separately|apart from|leaves? out|excepting|reported separately|hors|exclut|excluant|a l'exclusion|non compris|sans compter|separement)\b/;
/** What a recurring figure holds, in brackets after its name: 'Recurring revenue (subscriptions plus the one-off sale of 400 terminals)'. */
const recurringBrackets = /\b(arr|mrr|recurring revenues?|revenus? recurrents?|chiffre d'affaires recurrent)\s*\(([^()]{3,160})\)/g;
const oneOffInBrackets = (lower: string) => [...lower.matchAll(recurringBrackets)].some((m) => oneOffWords.test(m[2] ?? ''));
const annualised = /\b(annuali[sz](ed|ing)|run[- ]rate|times 12|x ?12)\b/;
const unusualPeriod = /\b(best|peak|record|strongest|festive|harvest|holiday|election|ramadan|christmas) (month|quarter|week|season)\b|\b(december|november)('s)? (sales|revenue)\b|\bsingle (month|week|quarter)\b/;

/**
 * Non-recurring revenue presented as recurring: a sentence that counts a one-off item (set-up
 * fees, hardware, grants, pilots, a single tender) inside ARR, MRR or 'recurring' revenue, or
 * annualises one exceptional month. Saying the item is excluded is the honest way and raises none.
 */
const recurringRule: SentenceRule = {
  id: 'non-recurring-revenue', category: 'financial-health', title: 'One-off revenue is presented as recurring',
  recommendation: 'Split revenue into recurring and one-off lines, and compute ARR from contracted recurring revenue only.',
  test: (s) => {
    if (!recurringWords.test(s.lower) || exclusionWords.test(s.lower)) return null;
    if (oneOffWords.test(s.lower) && (inclusionWords.test(s.lower) || oneOffInBrackets(s.lower))) return 'medium';
    return annualised.test(s.lower) && unusualPeriod.test(s.lower) ? 'medium' : null;
  },
};

// 'The 2026 plan', 'our FY26 budget': a plan named by its year is a plan.
// 'Ambition : multiplier nos revenus par dix chaque année pendant les trois prochaines années': an ambition and the years ahead are a plan's.
const futureWords = /\b(will|(our|the|revenue|financial) ((fy\s?)?(20)?\d\d )?plan\b|base case|(our|the) (central|main) scenario|(our |the )?plan is to|le plan|project(ed|ion|ions|s)?|forecast(s|ed)?|expect(ed|s)?|plan(s|ned)? to|target(s|ing)?|aim(s|ing)? to|going to|next (year|\w+ years)|within \w+ (months|years)|budget(ed)?|model(led)?|prevo\w+|previsions?|previsionnel(le)?|projet\w*|visons|viser|vise|visent|objectif|ambitions?|ambitionn\w+|l'an prochain|l'annee prochaine|(\w+ )?prochaines annees|annees a venir|coming years|d'ici)\b/;
// A jump or leap of a multiple ('a five-fold jump in a single year', 'un bond de x5') is growth by its name.
const growthWords = /\b(grow|growth|increase|scale|jump|leap|bond|saut|revenues?|tenfold|fivefold|fourfold|sixfold|sevenfold|eightfold|twentyfold|multiply|multiplying|multipli\w*|tripl\w*|trebl\w*|decupl\w*|quintupl\w*|quadrupl\w*|users|customers|merchants|reach|gmv|arr|sales|chiffre d'affaires|croissance|ventes|clients|utilisateurs|multiplier|croitre|atteindre)\b/;
/** Multiples written as words: 'tenfold', 'décupler', 'quintupler'. */
const multipleWords: Record<string, number> = { fourfold: 4, fivefold: 5, sixfold: 6, sevenfold: 7, eightfold: 8, tenfold: 10, twentyfold: 20, hundredfold: 100, quadrupl: 4, quintupl: 5, sextupl: 6, decupl: 10, centupl: 100 };
const multipleWord = /\b(fourfold|fivefold|sixfold|sevenfold|eightfold|tenfold|twentyfold|hundredfold|(quadrupl|quintupl|sextupl|decupl|centupl)\w*)\b/;

function wordMultiple(lower: string): number {
  // 'five-fold', 'five fold': the same word as 'fivefold'.
  const m = multipleWord.exec(lower.replace(/\b(four|five|six|seven|eight|ten|twenty|hundred)[- ]fold\b/g, '$1fold'));
  if (!m) return 0;
  return multipleWords[m[2] ?? m[1] ?? ''] ?? 0;
}
const multiplierClaim = /\b(\d+(?:\.\d+)?)\s?x\b|\bx\s?(\d+(?:[.,]\d+)?)\b|\b(?:multipli\w+|multiply|multiplying)\b[^.;]{0,50}\bpar (\d+(?:[.,]\d+)?)\b|\b(?:multiply|multiplying)\b[^.;]{0,50}\bby (\d+(?:\.\d+)?)\b/;
/** 'multiplier le chiffre d'affaires par huit', 'multiply revenue by eight': a multiple written as a number word. */
const multiplierWords: Record<string, number> = { four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, vingt: 20 };
const multipliedBy = /\b(?:multipli\w+|multiply|multiplying)\b[^.;]{0,50}\b(?:par|by) (four|five|six|seven|eight|nine|ten|twenty|quatre|cinq|six|sept|huit|neuf|dix|vingt)\b/;
const multipliedByWord = (lower: string) => multiplierWords[multipliedBy.exec(lower)?.[1] ?? ''] ?? 0;
/**
 * A multiple said as 'N times', set off on its own ('we will do thirty million – ten times – because...') or
 * with what it multiplies ('ten times more', 'dix fois plus', '5 times our revenue'): 'three times a week' is a frequency.
 */
const timesMultiple = /(?:[\u2013\u2014(,-]\s?)(four|five|six|seven|eight|nine|ten|twenty|quatre|cinq|six|sept|huit|neuf|dix|vingt|\d{1,3}) (?:times|fois)\s?(?=[\u2013\u2014),-])|\b(four|five|six|seven|eight|nine|ten|twenty|quatre|cinq|six|sept|huit|neuf|dix|vingt|\d{1,3}) (?:times|fois) (?:more|bigger|larger|as (?:much|big|large)|our|this year'?s?|what we|plus|notre|nos|le chiffre)\b/;
function timesWordMultiple(lower: string): number {
  const m = timesMultiple.exec(lower);
  const written = m?.[1] ?? m?.[2] ?? '';
  return multiplierWords[written] ?? (Number(written) || 0);
}
const oneYear = /\b(next year|this year|in (fy\s?)?20\d\d|within (a|one) year|within 12 months|(in|within|over|en|sur) (twelve|douze) (months|mois)|in (a|one|a single) year|en une (seule )?annee|en (un|1) an|in (the )?(coming|next) 12 months|l'an prochain|l'annee prochaine|en 20\d\d|d'ici (un|1) an|cette annee|dans (les )?12 (prochains )?mois|sur 12 mois)\b/;
/** A monthly growth rate ('20% month on month', '15 % par mois') and a year or more of months to hold it (a year's plan is twelve). */
const monthlyRate = /(\d+(?:[.,]\d+)?)\s?%\s?(month[- ]on[- ]month|mom|m\/m|a month|per month|every month|each month|par mois|chaque mois|d'un mois sur l'autre)/;
const yearOfMonths = /\b(for|over|during|across|throughout|pendant|sur|durant) (the next |the coming |the |les )?(twelve|12|eighteen|18|twenty-four|24|douze|dix-huit|vingt-quatre) (prochains )?(months|mois)\b|\b(next|coming) (year|12 months)\b|\bpendant (un|1) an\b|\b20\d\d (plan|budget|forecast)\b|\b(plan|budget|forecast|plan d'affaires|previsions?|budget) (for |pour )?20\d\d\b/;
const pastGrowth = /\b(grew|have grown|has grown|rose|went from|increased|doubled|tripled|reached|achieved|a (progresse|augmente|double|triple|atteint)|avons (double|triple|atteint))\b/;

/**
 * A count said to move from one figure to another: 'from 40 paying schools today to 2,000 by the end of next
 * year', 'passer de 35 pharmacies clientes aujourd'hui à 1 500 d'ici fin 2026'. Neither figure a percentage,
 * an amount of money or a year; the multiple the two make, 0 when there is none.
 */
const countFigure = String.raw`(\d{1,3}(?:[,\u00A0\u202F ]\d{3})+|\d+)(?![.,]?\d|\s?%|\s?(k|m|bn|million|millions|milliards?)\b)`;
const countMove = new RegExp(String.raw`\b(?:from|de|d')\s?${countFigure}\s(?:[a-z'-]+\s){0,4}?(?:to|a)\s${countFigure}`);
/** The later figure first: 'to be in 500 cities by 2027, up from 3 today', '120 000 clients fin 2026 contre 2 500 aujourd'hui'. */
const countMoveBack = new RegExp(String.raw`\b${countFigure}\s[^.;%]{0,30}?\b(?:up from|compared (?:with|to)|versus|vs\.?|against|contre|par rapport a)\s${countFigure}(?:\s(?:today|now|currently|at present|this year|aujourd'hui|actuellement|cette annee))`);
/** A metric defined by a formula: 'LTV = marge brute mensuelle × durée', 'CAC = marketing spend / new customers', to the clause's end. */
const formulaDefinition = /\b(ltv|clv|cac|ltv\/cac|payback|arpu|contribution|unit margin)\s?=\s?[^;]*/;
const formulaDefinitions = new RegExp(formulaDefinition.source, 'g');

/** The written sentence around `index` in a paragraph read as one (sentences end on '. ', '! ', '? '). */
function ownSentence(lower: string, index: number): string {
  const head = lower.slice(0, index);
  const start = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? ')) + 1;
  const after = lower.slice(index).search(/[.!?](\s|$)/);
  return lower.slice(start, after < 0 ? lower.length : index + after);
}

function countMultiple(s: SentenceFacts): number {
  const back = countMoveBack.exec(s.lower);
  if (back && !s.money.some((x) => x.start < back.index + back[0].length && x.end > back.index) && ![back[1], back[3]].some((n) => /^(19|20)\d\d$/.test(n ?? ''))) {
    const [to, from] = [back[1], back[3]].map((n) => Number((n ?? '').replace(/[,\u00A0\u202F ]/g, '')));
    if (from && to) return to / from;
  }
  const m = countMove.exec(s.lower);
  if (!m || s.money.some((x) => x.start < m.index + m[0].length && x.end > m.index)) return 0;
  // A paragraph read whole: the move's own sentence must look ahead ('she will relocate. She built the network from 3 to 41 clinics' is past).
  if (!s.projected && !futureWords.test(ownSentence(s.lower, m.index))) return 0;
  if ([m[1], m[3]].some((n) => /^(19|20)\d\d$/.test(n ?? ''))) return 0;
  const [from, to] = [m[1], m[3]].map((n) => Number((n ?? '').replace(/[,\u00A0\u202F ]/g, '')));
  if (!from || !to) return 0;
  return to / from;
}

/** Highest growth multiple per year between consecutive years of a projection, and over the whole. */
function annualMultiple(lower: string): { perYear: number; years: number; compounded: number } | null {
  const points = valuesByYear(lower);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2 || first.value <= 0) return null;
  let perYear = 0;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b && a.value > 0) perYear = Math.max(perYear, (b.value / a.value) ** (1 / (b.year - a.year)));
  }
  // 'Over three years' is the whole span compounded: one 3× year followed by slower ones is no 3× a year.
  const years = last.year - first.year;
  return { perYear, years, compounded: years > 0 ? (last.value / first.value) ** (1 / years) : 0 };
}

/**
 * Implausible projections. A projected multiple of 4× or more in any year (300% growth; '5x
 * revenue next year' too), or 3× a year sustained over three years or more, outruns 'triple, triple, double', the path of the
 * fastest-growing software companies; a bare claim of 10× or of a hockey stick counts too.
 * Past growth ('we grew 400% last year') is a result, not a projection.
 */
const growthRule: SentenceRule = {
  id: 'unrealistic-growth', category: 'growth-claims', title: 'Projected growth looks unrealistic', assertion: 'projection',
  recommendation: 'Tie projections to a bottom-up model (customers × price × conversion) and show the assumptions behind each year.',
  test: (s) => {
    // A line under a heading of projections (sentence-facts.ts) is a projection whatever its own words.
    if (!futureWords.test(s.lower) && !s.projected) return null;
    // A multiple said for each year of the plan: its words decide, not the rounding of the figures beside it.
    if (perYearClaim(s.lower) && !pastGrowth.test(s.lower)) return 'medium';
    // A projection's values by year ('Projections financières 2025 : 150 000 €; 2026 : 900 000 €') are growth, unless a profit row's.
    const projection = profitRow.test(s.lower) ? null : annualMultiple(s.lower);
    if (projection && (projection.perYear >= 4 || (projection.years >= 3 && projection.compounded >= 3))) return 'medium';
    // 'from $1M to $5M next year', 'passer de 200 k€ à 1 M€ l'an prochain': the multiple the two amounts make.
    const [from, to] = s.money;
    const moved = from && to && from.currency === to.currency && from.amount > 0 && /\b(from|de|d')\s*$/.test(s.lower.slice(Math.max(0, from.start - 8), from.start)) && /^\s*(this year|today|now|in 20\d\d|en 20\d\d|cette annee|aujourd'hui|actuellement)?\s*(to|a)\b/.test(s.lower.slice(from.end, to.start)) ? to.amount / from.amount : 0;
    // 'de 250 millions FCFA en 2025 à 2 Md FCFA en 2028': the two years named give the span, and the multiple a year.
    const named = [...new Set(s.lower.match(/(?<!\d)20\d\d(?!\d)/g) ?? [])].map(Number);
    const span = named.length >= 2 ? Math.max(...named) - Math.min(...named) : 0;
    if (moved > 0 && span >= 2 && !pastGrowth.test(s.lower)) return moved ** (1 / span) >= 4 || (span >= 3 && moved ** (1 / span) >= 3) ? 'medium' : null;
    if (moved >= 4 && oneYear.test(s.lower) && !pastGrowth.test(s.lower)) return 'medium';
    // 'we grow 20% month on month for the next twelve months': a monthly rate held for a year, compounded.
    const monthly = monthlyRate.exec(s.lower);
    if (monthly && yearOfMonths.test(s.lower) && (1 + statedNumber(monthly[1] ?? '0') / 100) ** 12 >= 4) return 'medium';
    const counted = pastGrowth.test(s.lower) ? 0 : countMultiple(s);
    if (counted >= 10 || (counted >= 4 && oneYear.test(s.lower))) return 'medium';
    const times = timesWordMultiple(s.lower);
    if (!growthWords.test(s.lower) && times === 0) return null;
    if (pastGrowth.test(s.lower) && !/\bwill\b/.test(s.lower)) return null;
    const claim = multiplierClaim.exec(s.lower);
    const multiple = Math.max(statedNumber(claim?.slice(1).find(Boolean) ?? '0'), wordMultiple(s.lower), multipliedByWord(s.lower), times);
    const inOneYear = multiple >= 4 && oneYear.test(s.lower);
    return Math.max(0, ...s.percents) >= 300 || multiple >= 10 || inOneYear || s.lower.includes('hockey stick') ? 'medium' : null;
  },
};

export const metricRules: readonly SentenceRule[] = [grossMarginRule, highChurnRule, recurringRule, pendingLicenceRule, growthRule];
