/**
 * The unit metrics a text states, read one way for the two unit-economics readers (unit-economics.ts: figures that
 * contradict a claim; unit-losses.ts: economics that lose money), in English and French (folded text): what a
 * customer costs to acquire, what it pays and the gross profit it brings a month, its gross margin, how long it
 * stays, and the payback and LTV/CAC ratio the text claims. A metric may be a label ('Customer lifetime: 36 months',
 * '| Durée de vie moyenne | 30 mois |') or a claim in words ('we recover our acquisition cost in six months', 'un
 * coût d'acquisition remboursé en un mois'). Amounts come from the one money reader (money.ts); a count of months
 * may be written in words.
 */
import { statedNumber } from './layout-cells';
import { inTimeOrder, metricClause } from './metric-values';
import type { MoneyMatch } from './money';
import { orderValueWord } from './order-costs';
import type { SentenceFacts } from './sentence-facts';
import { spelledNumbersWorth, valuesFrom } from './spelled-numbers';

const monthWords: Record<string, number> = { a: 1, an: 1, ...spelledNumbersWorth([...valuesFrom(1, 12), 18, 24, 30, 36]) };
const count = String.raw`(\d+(?:[.,]\d+)?|${Object.keys(monthWords).join('|')})`;
const unitOfTime = String.raw`(months?|mois|years?|ans?|annees?)`;
/** A payback may be quoted in weeks or years as well as months ('under 8 weeks', 'a CAC payback of 1 year'). */
// A note's shorthand counts months as 'mo' or 'mos' ('CAC payback 6 mo').
const paybackTime = String.raw`(months?|mos?|mois|weeks?|semaines?|years?|ans?|annees?)`;

/** A count of months, a year counted twelve and a week a twelfth of a quarter (52 weeks to 12 months). */
function inMonths(figure: string, unit: string): number {
  const n = monthWords[figure] ?? statedNumber(figure);
  return /^(years?|ans?|annees?)$/.test(unit) ? n * 12 : /^(weeks?|semaines?)$/.test(unit) ? (n * 12) / 52 : n;
}

/** What one customer costs to acquire: 'CAC', 'customer acquisition cost', 'coût d'acquisition (client)'; not the CAC of a ratio ('LTV/CAC proche de 5 : abonnement de 30 000'). */
// A label may name the acquisition alone, what it covers in brackets or its colon after it ('Customer acquisition (agent commission, demo days): US$ 38',
// 'Acquisition (agent terrain, formation) : 52 000 Ar par producteur' opening its line).
export const cacWord = /(?<!\b(?:ltv|clv|lifetime value)\s?(?:\/|:|to|-|sur)\s?)\b(cac|(customer )?acquisition cost|customer acquisition(?= ?[(:])|(?<=^\W{0,3})acquisition(?= \([^)]{0,80}\) ?:)|cost to acquire (a|an|each|one|every) [a-z-]+|cout d'acquisition( client| d'un client| par client)?|couts? d'acquisition)\b/g;
/**
 * What one customer costs, said with its verb: 'We spend about $180 in paid acquisition per subscriber', 'it costs us
 * about $45 to acquire a customer', 'we spent 120,000 FCFA on average to acquire each merchant', 'nous coûte 180 € à
 * acquérir'. Or what a customer's kit costs to put in ('we spend KES 6,000 to install a kit', 'on dépense 40 000 FCFA
 * pour installer un kit'): the up-front cost of a pay-as-you-go customer, which the payback it claims has to recover.
 * The one reading of it: the unit-economics readers (unit-economics.ts, unit-losses.ts, unit-order-payback.ts,
 * acquisition-spend-count.ts) take it from statedAcquisitionCost, and costs-said-to-exceed.ts leaves out what
 * `spentToAcquire` names.
 */
export const spendVerb = /\b(spend|spends|spent|pay|pays|paid|costs?|coute|coutent|depensons|depense)\b/;
// The amount's purpose after it, an average or a total maybe said between; money brought in is revenue, no customer ('we
// spend ZAR 1.9m to bring in ZAR 1.2m').
export const spentToAcquire = /^\s*((on average|in total|all-in|en moyenne|au total) )?(in (paid |marketing )?acquisition|on (paid )?acquisition|to (acquire|win|sign( up)?|onboard|install|connect|bring in(?![^.;,]{0,12}\d)|bring on board|recruit)|pour (l'|les )?(acquerir|recruter|signer|installer|raccorder)|a (acquerir|recruter|signer)|en acquisition)\b/;
/** 'We acquire a farmer for roughly $35', 'nous recrutons un commerçant pour environ 20 €': the price of one new customer. */
const acquireFor = /\b(acquire|acquiring|win|sign|onboard|acquerons|acquerir|recrutons|recruter|signons)\s(a|an|each|one|every|new|un|une|chaque|nouveau|nouvelle)\s([a-z'-]+\s){0,2}(for|pour|a)\s(roughly |about |around |some |on average |en moyenne |environ |a peu pres )?$/;
/**
 * What one new customer costs, said with its parts ('to get a new customer we give a voucher of thirty cedis and we spend
 * fifteen cedis on ads ... so about forty-five cedis'; 'pour recruter un nouveau client : 2 000 FCFA de bon et 1 000 FCFA
 * de publicité, soit 3 000 FCFA'): the largest amount after the words, up to where the sentence turns to orders.
 */
const winACustomer = /\b(to (get|acquire|win|sign( up)?|onboard|bring in) (a|one|each|every) (new )?|per new |pour (recruter|acquerir|gagner|avoir|signer) (un|une|chaque) (nouvel(le)? |nouveau )?|par nouvel?(le)? )(customer|client|user|buyer|utilisateur|acheteur)\b/;
const turnsToOrders = /\b(per|each|every|par|chaque) (order|commande)\b/g;
type Accept = (lower: string, at: number) => boolean;
function costToWin(s: SentenceFacts, accept: Accept): MoneyMatch | null {
  const m = winACustomer.exec(s.lower);
  if (!m) return null;
  turnsToOrders.lastIndex = m.index;
  const end = turnsToOrders.exec(s.lower)?.index ?? s.lower.length;
  const parts = s.money.filter((x) => x.start > m.index - 120 && x.start < end && x.period === null && accept(s.lower, x.start));
  return parts.reduce<MoneyMatch | null>((max, x) => (!max || x.amount > max.amount ? x : max), null);
}
function acquisitionCostSaid(s: SentenceFacts, accept: Accept): MoneyMatch | null {
  const spent = spendVerb.test(s.lower) ? s.money.find((m) => spentToAcquire.test(s.lower.slice(m.end, m.end + 40)) && accept(s.lower, m.start)) : undefined;
  return spent ?? s.money.find((m) => acquireFor.test(s.lower.slice(Math.max(0, m.start - 60), m.start)) && accept(s.lower, m.start)) ?? costToWin(s, accept);
}

/**
 * The CAC a sentence states: after its name ('CAC: $45', 'coût d'acquisition de 60 000 FCFA') or said with its verb;
 * `accept` decides on the name's or the amount's place (a reader that takes only what is asserted passes its test).
 */
/**
 * The CAC's name, then what it came to after a verb of value, further from it than a label's amount: 'le coût d'acquisition
 * par officine avec les commerciaux terrain est monté à 410 000 FCFA', 'our blended acquisition cost across both cities
 * has risen to $85'. The gap holds no other amount and no other metric.
 */
const valueVerbBefore = /\b(est (monte|passe|remonte|estime|evalue)e?s? a|s'eleve a|atteint|ressort a|(has |have )?(rose|risen|climbed|gone up|increased|grown|come) to|stands? at|came to|comes to|amounts? to)\s(environ |about |around |roughly |pres de |nearly )?$/;
function acquisitionCostReached(s: SentenceFacts, accept: Accept): MoneyMatch | null {
  cacWord.lastIndex = 0;
  for (let m = cacWord.exec(s.lower); m; m = cacWord.exec(s.lower)) {
    const from = m.index + m[0].length;
    const money = s.money.find((x) => x.start >= from);
    const gap = money ? s.lower.slice(from, money.start) : '';
    if (money && gap.length <= 100 && valueVerbBefore.test(gap) && !brokenGap.test(gap) && accept(s.lower, m.index)) return money;
  }
  return null;
}
export const statedAcquisitionCost = (s: SentenceFacts, accept: Accept = () => true): MoneyMatch | null => amountAfterWord(s, cacWord, accept) ?? acquisitionCostSaid(s, accept) ?? acquisitionCostReached(s, accept);
// 'Valeur vie client', 'valeur à vie d'un client', 'valeur client sur sa durée de vie', 'valeur vie d'un abonné'.
export const ltvWord = /\b(ltv|clv|lifetime value|customer lifetime value|valeur (a )?vie( client| d'un \w+| du client)?|valeur (client|d'un client|du client) (a vie|sur (sa|la) duree de vie)|valeur (a|sur la|sur sa) duree de vie)\b/g;
/** What one customer pays: 'ARPU', 'average monthly revenue per customer', 'revenu moyen par abonné et par mois'. */
// A net revenue is what the company keeps of what a customer pays ('Revenu net moyen par commerçant : 80 MAD par mois'), and an
// insurer's or a mutual's average premium billed per member is what that member pays ('Prime moyenne facturée par assuré').
// 'Average contract $6,000 a year', 'contrat moyen : 4 M FCFA par an': a B2B customer's payment is its contract (the amount's own period decides).
// 'Average billing per client: $2,400 per month' is what a B2B client pays.
// A pay-as-you-go plan's instalment is what its customer pays a month ('Paiement mensuel moyen', 'Mensualité', 'average monthly instalment').
const perCustomerWord = /\b(arpu|arpa|paiement mensuel moyen|mensualite( moyenne)?|average monthly (payment|instalment|installment|repayment)|average (annual )?contract( value| size)?|acv|(valeur|montant) moyen(ne)? (d'un|des|du) contrats?|contrat moyen|average (monthly )?revenue per (user|customer|merchant|account|school|clinic|farmer|subscriber|member|shop|pharmacy|store|household|home|patient|student|learner|rider|driver|policyholder|borrower|hotel|restaurant)|average (monthly )?billing per (client|customer|account)|(monthly )?revenue per (user|customer|merchant|account|subscriber)|(revenu|chiffre d'affaires)( net| brut)? (moyen |mensuel moyen |moyen mensuel |mensuel )?par (client|abonne|utilisateur|compte|marchand|commercant|boutique|membre|pharmacie|officine|ecole|clinique|magasin|point de vente|pdv|menage|foyer|assure|souscripteur|adherent|eleve|patient)( et par mois| par mois)?|(prime|cotisation|facture|facturation) moyenne( facturee| payee| encaissee| mensuelle)? par (client|abonne|assure|souscripteur|adherent|membre|menage|foyer))\b/g;
/** A gap between a metric's name and its amount that holds another clause, a modal or another metric: not that metric's figure. */
const brokenGap = /[;]|\b(would|could|might|if|si|pourrait|ltv|cac|arpu|payback)\b/;

/** The first amount within 40 characters after a metric's name, its clause unbroken; null when none. */
/** An operator after an amount: the amount is a term of a formula ('R450 × 75% × 31'), not its result. */
const operatorAfter = /^\s?([×x*÷/+]|fois|times)\s/;
/**
 * A metric worked out in its own clause ('LTV ≈ R450 × 75% × 31 ≈ R10,500', 'LTV at 1% churn = 400 x 0.8 / 0.01 = $32,000'):
 * its value is the amount right after the clause's last equals sign, when that amount is no term of a further operation.
 */
function formulaResult(s: SentenceFacts, from: number): MoneyMatch | null {
  const clause = s.lower.slice(from, from + 160).split(/;|\.(?!\d)|\n/)[0] ?? '';
  const lastEquals = Math.max(clause.lastIndexOf('='), clause.lastIndexOf('\u2248'));
  if (lastEquals < 0 || !/[\u00d7x*÷/]/.test(clause.slice(0, lastEquals))) return null;
  const at = from + lastEquals;
  const result = s.money.find((x) => x.start > at && x.start - at <= 6 && x.end <= from + clause.length);
  return result && !operatorAfter.test(s.lower.slice(result.end)) ? result : null;
}

export function amountAfterWord(s: SentenceFacts, word: RegExp, accept: (lower: string, at: number) => boolean = () => true): MoneyMatch | null {
  word.lastIndex = 0;
  for (let m = word.exec(s.lower); m; m = word.exec(s.lower)) {
    if (!accept(s.lower, m.index)) continue;
    const from = m.index + m[0].length;
    const worked = formulaResult(s, from);
    if (worked) return worked;
    // What the metric covers, in brackets between its name and its amount ('Le coût d'acquisition d'un client (commission
    // des agents, spots radio, démonstrations) s'élève à 90 000 FCFA'), is no gap: the distance is counted without it.
    const gapOf = (to: number) => s.lower.slice(from, to).replace(/\([^()]{0,200}\)/g, '');
    // An amount inside those brackets is a term of how the metric is computed ('LTV (₦40k ÷ 2.5% churn) ₦1.6m'), not its value.
    const inBrackets = (to: number) => { const gap = s.lower.slice(from, to); return (gap.match(/\(/g) ?? []).length > (gap.match(/\)/g) ?? []).length; };
    const money = s.money.find((x) => x.start >= from && !inBrackets(x.start) && gapOf(x.start).length <= 40);
    if (money && !brokenGap.test(gapOf(money.start))) return money;
  }
  return null;
}

/**
 * A monthly fee named by its plan or tier, a word of its own after the fee's name: 'Abonnement famille : 6 000 FCFA par
 * mois', 'Cotisation moyenne : 2 000 FCFA par mois', 'Premium plan: USD 40 a month'. The tier words are a closed list,
 * so a total collected ('Cotisations encaissées : 30 M par mois') is not read as what one customer pays.
 */
const planNamed = String.raw`(abonnement|tarif|cotisation|prime|forfait)( mensuel(le)?)? (moyen(ne)?|famille|familial(e)?|individuel(le)?|standard|premium|de base|entreprise|pro)( mensuel(le)?)?|(basic|standard|premium|family|individual|pro|business|starter) (plan|tier|package|subscription)( fee| price)?`;
/** 'The average subscriber pays $30 a month', 'which pays us $25 a month', 'chaque client paie en moyenne 25 € par mois', 'qui nous rapporte 20 € par mois', 'panier moyen : 20 € par mois'. */
// A subscription's price and a basket are what a customer pays per period: 'Monthly subscription: ZAR 95', 'Panier mensuel moyen : 9 €' (the amount's own period decides),
// whoever pays it named after it ('Average subscription per school: Br 5,270 a month'), a premium ('Prime mensuelle : 1 500 FCFA'), a plan ('on a plan of USD 6 a month').
const paysBefore = new RegExp(String.raw`\b(pays?|paying|spends?|paie|paient|depense|rapporte)\s(us |nous )?(about |around |on average |an average of |en moyenne |environ |a |an )?$|\b(on|sur) (a|an|the|our|un|une|notre) ([a-z]+ )?(plan|subscription|forfait|abonnement|offre) (of|at|priced at|de|a)\s?$|\b(average (monthly )?basket|panier (mensuel )?moyen( mensuel)?|ticket (mensuel )?moyen|(average )?(monthly )?(subscription|pricing|premium)( fee| price)?|(abonnement|tarif|prime|cotisation)( mensuel(le)?)?( moyen(ne)?)?|${planNamed})( (per|par) [a-z]+)?\s?:?\s?(a |at |de |is |est |was |etait )?(about |around |roughly |environ |d'environ )?$`);
function monthlyPayment(s: SentenceFacts): MoneyMatch | null {
  return s.money.find((m) => m.period === 'month' && paysBefore.test(s.lower.slice(Math.max(0, m.start - 30), m.start))) ?? null;
}

/** What one order is worth, by the order readers' own label ('Average order value: $14', 'Panier moyen : 9 000 FCFA'). */
const orderValueLabel = new RegExp(orderValueWord.source, 'g');
export const orderValue = (s: SentenceFacts): MoneyMatch | null => amountAfterWord(s, orderValueLabel);
/** Orders a customer places a month: 'Orders per customer per month: 1.6', 'Une commande par mois en moyenne', '3 commandes par mois'. */
// A freight or mobility customer's orders are its shipments, trips or bookings ('an active shipper books 2.1 shipments a month').
const ordersPerMonth = /\borders? per (customer|user|buyer) per month\s?:?\s?(\d+(?:[.,]\d+)?)|\b(\d+(?:[.,]\d+)?|one|two|three|four|une|deux|trois|quatre) (orders?|commandes?|achats?|purchases?|shipments?|bookings?|expeditions?|reservations?) ?(per |a |par |\/ ?)(month|mois)\b/;
export function monthlyOrders(lower: string): number | null {
  const m = ordersPerMonth.exec(lower);
  if (!m) return null;
  const written = m[2] ?? m[3] ?? '';
  return monthWords[written] ?? statedNumber(written);
}

/** What one customer pays a month (or per period, when the text names none): ARPU in words or as a label. */
export function revenuePerCustomer(s: SentenceFacts): MoneyMatch | null {
  return amountAfterWord(s, perCustomerWord) ?? monthlyPayment(s);
}

/** Whoever the customer is: 'per rider', 'par assuré', 'per home', 'par officine'. */
const customerUnit = String.raw`(customer|client|rider|driver|user|subscriber|merchant|member|shop|store|school|clinic|farmer|household|home|borrower|account|learner|student|patient|agent|tenant|policyholder|boutique|menage|foyer|abonne|utilisateur|marchand|membre|ecole|eleve|assure|souscripteur|officine|pharmacie)s?`;
/**
 * The gross profit one customer brings a month, stated as such: 'Gross profit per customer: $12 a month', 'brings in
 * $15 of gross profit a month', 'rapporte 45 € de marge brute par mois', '30 € de marge brute mensuelle'.
 */
const profitAfter = /^\s*(of|de) (gross (profit|margin)|contribution|marge( brute)?)\b/;
/** The unit and the month after the amount, then what it is: 'we keep roughly GH₵ 30 per member per month in gross profit', '30 € par membre et par mois en marge brute'. */
const keptPerUnitAs = new RegExp(String.raw`^\s*(?:,?\s?(?:et )?(?:per|par|a|each|chaque) (?:month|mois|${customerUnit})){1,2},? (?:in|as|en) (?:gross profit|gross margin|contribution|marge brute|marge)\b`);
// 'each merchant brings TZS 9k contribution a month', 'chaque client rapporte 40 € de marge par mois': one unit named before the amount, the profit word straight after it.
const eachUnitBrings = /\b(each|every|per|chaque)\s[a-z]+\s(brings?( in)?|earns?|generates?|contributes?|delivers?|rapporte|genere|apporte)\s(us |nous )?(about |around |on average |en moyenne |environ )?$/;
const profitWordAfter = /^\s*((of|de|d') )?(gross (profit|margin)|contribution|marge( brute)?)\b/;
// Whoever the unit is ('per active customer', 'per agent', 'par boutique'); a label that says monthly dates an amount that does not.
// A note's shorthand writes 'per' as a slash ('Contribution/sub/mo EGP 150'). The one who keeps the margin may be named
// before the unit ('Average monthly margin retained by the company per active store'); a bare 'margin' counts only said monthly.
const profitBefore = new RegExp(String.raw`\b(?<monthly>(monthly |mensuel(le)? )?)(gross (profit|margin)|contribution( margin)?|marge brute|marge|(?<=monthly )margin)(?<monthlyAfter>( mensuelle| monthly)?)( (retained|kept|earned|made) by [a-z]+( [a-z]+)?| (conservee|gardee|retenue) par [a-z]+( [a-z]+)?)?( per | par | ?\/ ?)([a-z]+ )?(${customerUnit}|subs?|outlet|magasin|commercant)\b( per month| a month| par mois| et par mois)?[^.;\d]{0,25}$`);
// 'Marge contributive : 60 MAD par abonné et par mois': a label and its colon before the amount, the unit after it.
const profitLabelBefore = /\b(gross (profit|margin)|contribution( margin)?|marge brute|marge de contribution|marge contributive)( of| de)?\s?:?\s?$/;
const perUnitAfter = /^\s*(per|par) (customer|client|user|subscriber|member|merchant|abonne|utilisateur|membre|marchand)\b/;
/**
 * Said with the profit word ahead and the unit after the amount: 'the contribution after airtime and collections is
 * like KES 400 a month per home', 'la marge, une fois les sinistres payés, est d'environ 2 500 FCFA par mois et par
 * assuré'. The gap holds no figure and no other clause, so the amount is that profit's.
 */
const profitWordAhead = /\b(gross (profit|margin)|contribution( margin)?|marge( brute| de contribution| contributive)?)\b[^.;\d]{0,50}$/;
const monthThenUnitAfter = new RegExp(String.raw`^\s*((a|per|each|par) (month|mois),?\s)?(et )?(per|par|for each|pour chaque|each|chaque) ${customerUnit}\b`);
/** Said rather than labelled: 'chaque flotte nous rapporte en marge à peu près 1 500 dirhams par mois', 'each shop brings us about $40 in margin a month'. */
const profitSaidBefore = /\b(rapporte|rapportent|brings?|earns?)( us| nous)? (en marge|de marge|in (gross )?margin|in contribution)( brute)?\s(a peu pres |environ |about |around |roughly )?$/;
/**
 * What is kept of a monthly price, its period left to the price before it: 'the subscription is R149 a month, and after
 * paying the gyms we keep roughly R60 of that as gross profit', 'l'abonnement est à 149 MAD par mois, dont 60 MAD de marge'.
 */
const keptOfPriceAs = /^\s*((of|out of) (that|it|this|each)\s)?(as|in) (gross profit|gross margin|margin|contribution)\b|^\s*(de|en) (marge( brute)?|contribution)\b/;
const keptOfMonthlyPrice = (s: SentenceFacts, m: MoneyMatch) => m.period === null && keptOfPriceAs.test(s.lower.slice(m.end, m.end + 30))
  && s.money.some((price) => price.period === 'month' && price.end <= m.start && price.currency === m.currency && price.amount > m.amount);
/** A margin per customer given as a share first, then as an amount: 'Marge par assuré après sinistres : 30 % de la prime, soit 450 FCFA par mois'. */
const profitShareThenAmount = new RegExp(String.raw`\b(gross (profit|margin)|contribution( margin)?|marge( brute| de contribution| contributive)?) (per|par) ${customerUnit}\b[^.;]{0,60}\b(soit|i\.e\.|that is|or)\s*$`);
export function monthlyProfitPerCustomer(s: SentenceFacts): MoneyMatch | null {
  return s.money.find((m) => {
    if (m.period === 'month' && profitShareThenAmount.test(s.lower.slice(Math.max(0, m.start - 120), m.start))) return true;
    if (keptOfMonthlyPrice(s, m)) return true;
    if (m.period === 'month' && profitSaidBefore.test(s.lower.slice(Math.max(0, m.start - 50), m.start))) return true;
    if (m.period === 'month' && profitAfter.test(s.lower.slice(m.end, m.end + 30))) return true;
    if (m.period === 'month' && keptPerUnitAs.test(s.lower.slice(m.end, m.end + 60))) return true;
    if (m.period === 'month' && eachUnitBrings.test(s.lower.slice(Math.max(0, m.start - 40), m.start)) && profitWordAfter.test(s.lower.slice(m.end, m.end + 30))) return true;
    // 'une marge brute de 6 000 FCFA par client et par mois': the unit and the month after the amount.
    if (m.period === 'month' && profitLabelBefore.test(s.lower.slice(Math.max(0, m.start - 30), m.start)) && perUnitAfter.test(s.lower.slice(m.end, m.end + 30))) return true;
    if (m.period === 'month' && profitWordAhead.test(s.lower.slice(Math.max(0, m.start - 70), m.start)) && monthThenUnitAfter.test(s.lower.slice(m.end, m.end + 40))) return true;
    const label = profitBefore.exec(s.lower.slice(Math.max(0, m.start - 70), m.start));
    return label !== null && (m.period === 'month' || (m.period === null && Boolean(label.groups?.monthly || label.groups?.monthlyAfter)));
  }) ?? null;
}

const grossMargin = /\bgross (profit )?margins?\b|\bmarges? brutes?\b|\btaux de marge brute\b/;
const otherMetrics = /\b(revenues?|churn|growth|burn|runway|cac|ltv|arpu|gross profit|net margin|chiffre d'affaires|marge nette|attrition|croissance|par mois|per month|a month|mensuel\w*)\b/;
/** The gross margin a sentence gives in percent (its latest figure), or null. */
export function grossMarginPercent(s: SentenceFacts): number | null {
  const clause = metricClause(s.lower, grossMargin, otherMetrics);
  const values = clause ? inTimeOrder(clause) : [];
  return values.length ? (values[values.length - 1] ?? null) : null;
}

/**
 * How long a customer stays, in months: 'stays 18 months', 'churn out after a year', 'Customer lifetime: 36 months',
 * 'Durée de vie moyenne d'un client : 30 mois', 'un client reste en moyenne 24 mois'.
 */
// Whoever the customer is: 'Average rider life: 8 months', 'expected merchant life', 'durée de vie d'une boutique'.
/** Whom a sentence's figure is per ('per merchant', 'par abonné', 'each school'), singular; null when it names no one. */
const perWhom = new RegExp(String.raw`\b(per|par|each|every|chaque) ${customerUnit}\b`);
export function perUnitNamed(lower: string): string | null {
  return perWhom.exec(lower)?.[2] ?? null;
}
/** A lifetime put at a figure by an estimate of the writer's ('une durée de vie client que nous estimons à 48 mois', 'a lifetime we estimate at 40 months'). */
const estimatedAt = String.raw`[^.;\d]{0,15}?\b(?:que nous estimons|que l'on estime|qu'on estime|estimee?|we estimate(?: it)?|estimated|we put(?: it)?)\s(?:a|at)\b`;
// A pay-as-you-go customer pays over its plan: 'Durée du plan de paiement : 24 mois', 'repayment term: 18 months'.
// 'Over the last 12 months', 'these past 6 months': a window of time, not what a customer lasts ('Durée moyenne de souscription : 10 mois' is).
const lifetime = new RegExp(String.raw`\b(stays?|stayed|remains?|(?<!\b(the|these|those|our) |\()lasts?|lifetime|duree (du plan )?de (paiement|remboursement)|(payment|repayment) (plan|period|term)|((average|expected|typical) )?((paying|active) )?${customerUnit} life|average( paying)? life|retained for|restent?|reste|duree de vie( moyenne)?( d'un \w+| des \w+)?|duree moyenne (de |d')(souscription|abonnement|adhesion)|average (subscription|membership|policy) (length|duration|life)|(churn|churns|leave|leaves|cancel|cancels|quit|quits)( out)? after|(partent|resilient|quittent) (au bout d'|apres))\b(?:${estimatedAt})?(?: {2,}|[^.;\d]){0,25}?\b${count}\s?${unitOfTime}\b`);
/** The count before the word: 'we model thirty months lifetime', 'a 30-month customer lifetime', '30 mois de durée de vie'. */
const lifetimeAfter = new RegExp(String.raw`\b(?<count>${count})[\s-]?(?<unit>${unitOfTime}) (of )?(average |expected )?(${customerUnit} )?(lifetime|life|de duree de vie)\b(?! value)`);
export function customerLifetimeMonths(lower: string): { months: number; at: number } | null {
  const after = lifetimeAfter.exec(lower);
  const m = lifetime.exec(lower);
  if (after && (!m || after.index < m.index)) return { months: inMonths(after.groups?.count ?? '', after.groups?.unit ?? ''), at: after.index };
  if (!m) return null;
  const groups = m.slice(1);
  const unit = groups[groups.length - 1] ?? '';
  return { months: inMonths(groups[groups.length - 2] ?? '', unit), at: m.index };
}

/**
 * How long a customer stays, from a monthly churn ('Monthly customer churn: 4%', 'churn mensuel de 5 %', '3% churn a month'):
 * the average customer leaves after 1 / churn months. Only a month's churn: a year's is too coarse for a lifetime.
 */
// 'churn mensuel moyen de 9 %', 'Mo churn avg 6.5%': an average said between the churn and its figure, 'mo' for monthly.
// A churn is also said as the share that cancels or does not renew: 'Monthly cancellation rate: 6%', 'Taux de résiliation mensuel : 4 %',
// the month first ('Every month roughly 9% of paying shops cancel', 'chaque mois, 8 % des abonnés résilient').
const monthlyChurn = /\b(?:(?:monthly|mo) (?:customer |user |subscriber |member |merchant |logo )?(?:churn|attrition|cancellation|non-renewal)(?: rate)?|(?:churn|attrition)(?: rate)? (?:per month|a month|monthly|mensuel(?:le)?)|(?:churn|attrition) mensuel(?:le)?|taux (?:de |d')(?:resiliation|desabonnement|non-renouvellement|attrition) mensuel(?:le)?)(?: (?:moyen(?:ne)?|average|avg))?(?: (?:des |de nos |of (?:our |the )?)[a-z]+)?(?: 20\d\d)?\s?(?:of|de|is|est|:)?\s?(\d+(?:[.,]\d+)?)\s?%|(?<![\d.,])(\d+(?:[.,]\d+)?)\s?% (?:monthly churn|churn (?:a|per) month|de churn mensuel)\b|(?<![\d.,])(\d+(?:[.,]\d+)?)\s?% (?:of (?:our |the |all )?(?:paying |active )?[a-z]+ |des [a-z]+ (?:payants |actifs )?)(?:cancel|churn|leave|quit|resilient|partent|quittent|se desabonnent)\w* (?:each|every|a|per|chaque|par) (?:month|mois)\b|\b(?:each|every|chaque) (?:month|mois),? (?:about |roughly |around |some |environ |pres de )?(\d+(?:[.,]\d+)?)\s?% (?:of (?:our |the |all )?(?:paying |active )?[a-z]+ |des [a-z]+ (?:payants |actifs )?|de nos [a-z]+ (?:payants |actifs )?)(?:cancel|churn|leave|quit|resilient|partent|quittent|se desabonnent)/;
/**
 * A churn named by whom it counts and given per month after a verb or a label ('Logo churn held at 2.5% a month', 'Member
 * churn: 3% a month'): the last such figure of the sentence, so 'was 8% a month, now 3% a month' reads the rate of now.
 */
const churnPerMonth = /\b(?:churn|attrition)\b[^.;%]{0,30}?(?<![\d.,])(\d+(?:[.,]\d+)?)\s?% (?:a|per|each|par) (?:month|mois)\b/g;
function lastChurnPerMonth(lower: string): string | null {
  const all = [...lower.matchAll(churnPerMonth)];
  const last = all[all.length - 1];
  if (!last) return null;
  // The later figures of the same sentence, each 'N% a month' after the first churn word, are the ones said last.
  const tail = [...lower.slice(last.index + last[0].length).matchAll(/(?<![\d.,])(\d+(?:[.,]\d+)?)\s?% (?:a|per|each|par) (?:month|mois)\b/g)];
  return tail[tail.length - 1]?.[1] ?? last[1] ?? null;
}
export function churnLifetimeMonths(lower: string): number | null {
  const m = monthlyChurn.exec(lower);
  const churn = statedNumber(m ? m[1] ?? m[2] ?? m[3] ?? m[4] ?? '' : lastChurnPerMonth(lower) ?? '');
  return churn > 0 && churn < 100 ? 100 / churn : null;
}

/**
 * The CAC payback a text claims, in months: 'CAC payback: 6 months', 'payback on acquisition spend: 4 months', 'we
 * recover our acquisition cost in six months', 'earns back what it costs to acquire a customer within three months' (or
 * 'what we spend to win a hotel': winning, signing or onboarding one is acquiring it),
 * 'Notre CAC de 300 € est amorti en deux mois', 'un coût d'acquisition remboursé en un mois'; a 'retour sur investissement' in a
 * sentence about acquiring customers; in weeks or years too.
 */
// The customer itself said to be paid back: 'each shop is paid back within three months', 'every kit pays back in under
// a year', 'chaque famille est rentabilisée en moins de deux mois'. Said as now ('is', 'est'): a hope ('sera un jour') is no claim.
const unitPaidBack = String.raw`(each|every|chaque) [a-z]+ (pays back|is (paid back|recouped)|est (rentabilise|amorti|rembourse)e?)`;
// 'Every subscription pays for itself in under three months', 'chaque abonnement se rembourse en quatre mois': the unit repays what it cost.
const payback = new RegExp(
  String.raw`\b(payback( period)?|(pays?|paid) for (itself|themselves)|${unitPaidBack}|se (rembourse|rentabilise)n?t?|pays? back (the |its |our )?(cac|acquisition (cost|spend))|(earn|earns|earned|recover|recovers|recovered|recoup|recoups|recouped|win|wins|pay|pays) back\b[^.;\d]{0,50}?\b(acquire|acquisition|cac|(spend|spent|pay|paid|costs?) to (win|sign|onboard))\w*( [a-z]+){0,2}|(recover|recovers|recovered|recoup|recoups|recouped) (the |its |our )?(cac|acquisition (cost|spend)|cost of acquisition|cost of acquiring( a| an| each| one)? [a-z]+)|(recover|recovers|recovered|recoup|recoups|recouped) what (we|it|they) (spend|spent|pay|paid) (to acquire|to win|to sign( up)?|to onboard|on acquiring)( (a|an|each|one|every) [a-z-]+)?|(recuperons|recupere|recuperer|remboursons|amortissons) ce que (nous )?(depensons|avons depense|coute) (pour|a) (acquerir|recruter|signer|gagner)( (un|une|chaque) [a-z]+)?|delai de (recuperation|remboursement)|(rembourse|recupere|amortit|rentabilise)n?t? (son|leur|le|sa) (cac|cout d'acquisition|couts d'acquisition)|(rentabilisation|amortissement) (du |de la |des )?(cac|couts? d'acquisition)|(cac|cout d'acquisition)\b[^.;]{0,25}?\b(est |sont )?(rembourse|recupere|amorti)e?s?|(?<=\b(acqui|acquer|cac)[^.]{0,200})retour sur (l')?investissement|retour sur (l')?investissement(?=[^.]{0,200}\b(acqui|acquer|cac))|retour sur (le )?(cac|cout d'acquisition))\b[^.;\d]{0,50}?\b${count}\s?${paybackTime}\b`,
);
/** The count before the word: 'we keep the "4-month payback" in the deck', 'a six-month CAC payback', 'un payback de 6 mois' is above. */
const paybackAfter = new RegExp(String.raw`\b(?<count>${count})[\s-]?(?<unit>${paybackTime}) (cac |acquisition )?payback\b`);
export function claimedPaybackMonths(lower: string): { months: number; at: number } | null {
  const m = payback.exec(lower);
  const after = paybackAfter.exec(lower);
  if (after && (!m || after.index < m.index)) return { months: inMonths(after.groups?.count ?? '', after.groups?.unit ?? ''), at: after.index };
  if (!m) return null;
  const groups = m.slice(1);
  return { months: inMonths(groups[groups.length - 2] ?? '', groups[groups.length - 1] ?? ''), at: m.index };
}

/**
 * A ratio asked and answered ('Et le LTV/CAC pour le deck ?' then 'On affiche 3,5x.', 'What's your LTV to CAC?' then
 * 'About 4x'): the answer's first multiple, in the sentence right after the question.
 */
const asksRatio = /\b(ltv|clv|lifetime value)\s?(\/|:|to|-|sur)\s?(cac|acquisition cost)\b[^?]{0,40}\?\s*$/;
const multiple = /(?<![\d.,])(\d{1,2}(?:[.,]\d)?)\s?(?:x|\u00D7|times|fois)(?![a-z])/;
export function answeredRatio(sentences: readonly SentenceFacts[]): { value: number; sentence: string } | null {
  const written = sentences.filter((s) => !s.derived);
  for (let i = 0; i + 1 < written.length; i += 1) {
    if (!asksRatio.test((written[i] as SentenceFacts).lower)) continue;
    const answer = written[i + 1] as SentenceFacts;
    const m = multiple.exec(answer.lower);
    if (m) return { value: statedNumber(m[1] ?? ''), sentence: answer.text };
  }
  return null;
}

/**
 * What a customer pays over its whole plan or life, which no LTV can exceed: 'Customer payments over the plan: 12 x US$ 4.60
 * = US$ 55', 'Total paid over the contract: KES 36,000', 'Paiements sur la durée du plan : 90 000 FCFA'.
 */
export const paidOverLifeWord = /\b((customer |client )?(payments?|paid) (over|across) (the|its|their|a) (plan|life(time)?|contract)|total (paid|payments?) (over|across) (the|its|their|a) (plan|life(time)?|contract)|paiements? (client )?(sur|pendant) (la duree (du|de son|de leur) (plan|contrat)|(le|son|leur) (plan|contrat)))\b/g;

/** The LTV/CAC ratio a text gives: 'LTV:CAC ratio of 4x', '| LTV/CAC | 3.2x |', 'Ratio LTV/CAC annoncé : 3,5', 'ratio LTV/CAC de 3'. */
// A table's run of spaces between a label and its figure counts as one character ('LTV / CAC                4.8x').
const ratio = /\b(?:ltv|clv|lifetime value)\s?(?:\/|:|to|-)\s?(?:cac|acquisition cost)\b(?: {2,}|[^\d.;]){0,25}?(\d+(?:[.,]\d+)?)\s?(?:x|×|:\s?1|times)?(?![\d])/;
/** The ratio in words: 'each learner pays back what we spend to acquire them three times over', 'rembourse trois fois son coût d'acquisition'. */
const timesWords: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, ten: 10, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, dix: 10 };
const ratioInWords = new RegExp(String.raw`\b(pays?|earns?|returns?) back\b[^.;\d]{0,50}?\b(acquir\w*|acquisition|cac)\b[^.;\d]{0,25}?\b(\d+(?:[.,]\d+)?|${Object.keys(timesWords).join('|')}) times\b|\b(rembourse|rapporte)\w*\s(\d+(?:[.,]\d+)?|${Object.keys(timesWords).join('|')}) fois (son|leur|le (?=cac|cout)|ce qu'(?:il|elle|ils|elles) (?:nous )?(?:coute|coutent) a) (cac|cout d'acquisition|acquerir|recruter|signer)\b`);
/** The LTV as a multiple of the CAC: 'the LTV is like three times CAC', 'LTV = 4x CAC', 'une LTV égale à trois fois le coût d'acquisition'. */
const ltvTimesCac = new RegExp(String.raw`\b(?:ltv|clv|lifetime value|valeur vie client)\s?(?:is |est |of |de |= ?|: ?|equals |egale a |vaut |represente )?(?:about |like |around |roughly |nearly |almost |environ |a peu pres |pres de )?(?<n>\d+(?:[.,]\d+)?|${Object.keys(timesWords).join('|')})\s?(?:x|\u00D7|times|fois) (?:the |our |its |le |notre |son )?(?:cac|acquisition cost|cout d'acquisition)\b`);
/** The ratio as a proportion, its figure maybe in words: 'our lifetime value to acquisition cost is five to one', 'ratio LTV/CAC de 4 pour 1'. */
const ratioToOne = new RegExp(String.raw`\b(?:ltv|clv|lifetime value)\s?(?:\/|:|to|-|sur)\s?(?:cac|acquisition cost|cout d'acquisition)\b[^\d.;]{0,25}?\b(?<n>\d+(?:[.,]\d+)?|${Object.keys(timesWords).join('|')}) (?:to|pour|sur|contre) (?:one|1|un)\b`);
export function statedRatio(lower: string): { value: number; at: number } | null {
  const one = ratioToOne.exec(lower);
  if (one) return { value: timesWords[one.groups?.n ?? ''] ?? statedNumber(one.groups?.n ?? ''), at: one.index };
  const m = ratio.exec(lower);
  if (m) return { value: statedNumber(m[1] ?? ''), at: m.index };
  const t = ltvTimesCac.exec(lower);
  if (t) return { value: timesWords[t.groups?.n ?? ''] ?? statedNumber(t.groups?.n ?? ''), at: t.index };
  const w = ratioInWords.exec(lower);
  const written = w?.[3] ?? w?.[5] ?? '';
  return w ? { value: timesWords[written] ?? statedNumber(written), at: w.index } : null;
}

// A comma or stop after the count ends it ('... (durée de vie) : 6,5, CAC : 38 TND', a table row read as one line).
/** Orders a customer places over its life: 'Orders per customer: 3', 'Nombre moyen de commandes par client : 3' (no month named). */
const lifetimeOrdersLabel = /\b((average )?(number of )?orders? per (customer|client|user|buyer)|(nombre (moyen )?de )?commandes par client)( over (its|their) life(time)?| sur (sa|leur) duree de vie| \((lifetime|over (its|their) life(time)?|duree de vie|sur (sa|leur) duree de vie)\))?\s?:?\s?(?<orders>\d+(?:[.,]\d+)?)(?![\d%]|[.,]\d)(?!\s?(?:per|a|par|each) (?:month|mois|year|an))/;
/** Said rather than labelled: 'une boutique passe en moyenne 2 commandes avant de cesser d'acheter', 'a customer orders 3 times before churning'. */
const ordersBeforeLeaving = new RegExp(String.raw`\b(?<orders>${count}) (orders?|commandes?|purchases?|achats?|times|fois) (on average |en moyenne )?(before |avant (de |d'))(nous |us |the app |l'appli )?(churning|leaving|stopping|lapsing|going quiet|cesser|partir|arreter|abandonner|quitter|disparaitre)\b`);
/** The count first, the customer's life after it: '1,6 commande par patient sur sa durée de vie', '4 orders per customer over its lifetime'. */
const ordersOverLife = new RegExp(String.raw`\b(?<orders>${count}) (orders?|commandes?|purchases?|achats?) (per|par) ${customerUnit} (over (its|their|a) (life(time)?|customer life)|sur (sa|leur) duree de vie|durant (sa|leur) vie)\b`);
export function lifetimeOrders(lower: string): number | null {
  const m = lifetimeOrdersLabel.exec(lower) ?? ordersBeforeLeaving.exec(lower) ?? ordersOverLife.exec(lower);
  const written = m?.groups?.orders ?? '';
  return m ? monthWords[written] ?? statedNumber(written) : null;
}

/** What one order leaves after its direct costs, as an amount: 'Marge contributive / commande : 4,2 TND', 'Contribution per order: $3'. */
// What the contribution is left after may be said before the colon ('Contribution per order after rider pay, fuel and packaging: MK 1,150').
const orderContributionLabel = /\b(contribution( margin)?|marge (contributive|de contribution|brute)|gross profit)\s?(per|par|\/)\s?(order|commande)( (after|apres|net of|nette? de) [^.;:\d]{1,60})?\s?:?\s?$/;
// Or the amount after it: 'marge contributive 22 %, soit 9,9 TND par commande', 'a 20% contribution margin, i.e. $3 per order'.
const perOrderAfter = /^\s?(par|per|a|an|\/)\s?(commande|order)\b/;
const contributionBefore = /\b(contribution|contributive|de contribution)\b[^.;]{0,40}\b(soit|i\.?e\.?|that is|or)\s*$/;
export function orderContribution(s: SentenceFacts): MoneyMatch | null {
  return s.money.find((m) => m.period === null && (orderContributionLabel.test(s.lower.slice(Math.max(0, m.start - 110), m.start)) || (perOrderAfter.test(s.lower.slice(m.end, m.end + 15)) && contributionBefore.test(s.lower.slice(Math.max(0, m.start - 60), m.start))))) ?? null;
}

/** The margin written beside an order's value ('Panier moyen : 12 €, marge de 20 %', 'Average basket: $15, 25% margin'): that order's margin, in percent. */
export function orderMarginPercent(s: SentenceFacts): number | null {
  if (!orderValue(s)) return null;
  const m = /\b(?:marge|margin)(?: brute| gross| contributive| de contribution)?\s?(?:de|of|:)?\s?(\d{1,2}(?:[.,]\d+)?)\s?%|(\d{1,2}(?:[.,]\d+)?)\s?% (?:gross |contribution )?margin\b/.exec(s.lower);
  return m ? statedNumber(m[1] ?? m[2] ?? '') : null;
}

/**
 * A CAC asked and answered: 'Q: What does it cost you to get a member? A: Around R900 all-in', 'Combien vous coûte
 * l'acquisition d'un client ? 8 000 FCFA'. The question names what is measured, the answer's first amount (not a monthly one) is it.
 */
const asksAcquisitionCost = /\b(what|how much)\b[^?]{0,30}\b(cost|spend)\b[^?]{0,30}\b(get|acquire|win|sign( up)?|bring in|onboard|acquisition)\b|\bcombien\b[^?]{0,30}\b(coute|depensez)\b[^?]{0,30}\b(acquisition|acquerir|recruter|signer|gagner)\b|\b(your|votre) (cac|acquisition cost|cout d'acquisition)\b/;
export function answeredAcquisitionCost(sentences: readonly SentenceFacts[]): { value: MoneyMatch; sentence: string } | null {
  const written = sentences.filter((s) => !s.derived);
  for (let i = 0; i + 1 < written.length; i += 1) {
    const question = written[i] as SentenceFacts;
    if (!question.lower.trimEnd().endsWith('?') || !asksAcquisitionCost.test(question.lower)) continue;
    const answer = (written[i + 1] as SentenceFacts).money.find((m) => m.period !== 'month');
    if (answer) return { value: answer, sentence: (written[i + 1] as SentenceFacts).text };
  }
  return null;
}
