/**
 * Extracted data: revenue, expense, team and legal findings, each with the sentence it
 * came from. A money amount belongs to the category whose keyword stands nearest to it in
 * its sentence, so in 'we raise $2M; revenue is $40K' only $40K is revenue. Amounts nearest
 * to fundraising, valuation or market-size words belong to neither list.
 */
import { newSubjectJoin } from './money';
import { orderBreakdownSentences } from './order-costs';
import { partsListedAt } from './parts-of-total';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { ExtractedData, Finding } from './types';

/** At most this many findings per category, first in document order. */
export const maxFindingsPerCategory = 25;

type MoneyCategory = 'revenue' | 'expenses' | 'other';

const moneyKeywords: { category: MoneyCategory; pattern: RegExp }[] = [
  // 'Driven by the sales team', 'sales and marketing': people and their costs, not revenue.
  { category: 'revenue', pattern: /\b(gross written premiums?|premiums? written|gwp|primes (?:brutes )?emises|revenues?|arr|mrr|sales(?! (?:team|staff|force|reps?|people|agents?|managers?|director|head|hires?|and marketing|& marketing|commissions?|offices?))|turnover|gmv|income|bookings|billings|earnings|chiffre d'affaires|ca|ventes|revenus?|recettes|rev(?![-\s]?shar)|factur(?:ons|ation|e|ent)|produits(?= ?:)|produits d'exploitation|produits d'interets(?: et (?:de )?(?:frais|commissions))?|produits du (?:mois|trimestre)|produit net(?: bancaire)?|generat(?:e|es|ed|ing)|earn(?:s|ed)?|bill(?:s|ed)?|invoic(?:e|es|ed)|gen[e\u00E9]rons|encaissons|collections|collected|sold|vendu|vendons)\b/g },
  { category: 'expenses', pattern: /\b(net cash (?:used|outflows?|consumed|burn)(?: (?:in|by|from) (?:operating activities|operations)(?: and (?:capex|capital expenditure|investing activities|investment))?)?|cash outflows?|net operating (?:cash )?outflows?|(?:weekly |monthly )?net outflows?|operating cash outflows?|cost of (?:sales|revenues?|goods sold)|direct costs|co[u\u00FB]ts directs|burn(?:ing)?|expenses?|expenditures?|costs?|opex|capex|spend(?:ing)?|payroll|salar(?:y|ies)|cogs|net loss|losses|overheads?|co[u\u00FB]t (?:d'achat )?des (?:ventes|(?:marchandises|produits) vendu(?:e)?s)|achats consomm[e\u00E9]s|consomm(?:ation (?:(?:nette|mensuelle|moyenne|brute) ){0,2}de tr[e\u00E9]sorerie|ation|ons|e)|(?:les|des|nos|de|en) charges|charges de l'exercice|charges totales|total des charges|charges(?=\s*[:|])|charges (?:d'exploitation|de personnel|externes|fixes|mensuelles|annuelles|variables|sociales|de structure)|co[u\u00FB]ts?|d[e\u00E9]penses|masse salariale|salaires|perte nette|pertes? mensuelles?|perte d'exploitation|d[e\u00E9]pens(?:ons|e|ent)|br[u\u00FB]l(?:e|ons|ent)|lose|losing|perdons|going through|goes through|sorties (?:nettes(?: de tr[e\u00E9]sorerie)?|de tr[e\u00E9]sorerie)(?: mensuelles)?|d[e\u00E9]caissements nets|(?:cash |bank )?balance (?:has )?(?:fallen|fell|falls|dropped|drops|declined|declines|gone down|goes down|went down) by|tr[e\u00E9]sorerie(?: d'exploitation| disponible)? (?:baisse|diminue|recule)(?: en moyenne)? de)\b/g },
  // 'current liabilities exceeded current assets by ₦630 million', 'inflow of ₦45 million': a balance sheet's gap and cash coming in are no cost.
  { category: 'other', pattern: /\b(current (?:assets|liabilities)|net current liabilities|working capital|actifs? courants?|passifs? courants?|fonds de roulement|inflows?|rais(?:e|ed|es|ing)|round|bridge|investment|investors?|valuation|valued|pre-money|post-money|funding|seeking|ask|grants?|loans?|debt|market|tam|sam|som|price[ds]?|pricing|lev[e\u00E9]e|lever|valorisation|investisseurs?|financement|pr[e\u00EA]ts?|dettes?|march[e\u00E9]|prix|tr[e\u00E9]sorerie|cash|hold|holds|held|in (?:the )?bank|on hand|en banque|bank balance|balance at bank|solde bancaire|solde|balances|bank (?:is|stands) at|holding|sur (?:le|notre) compte|on (?:the|our) accounts?|closing|bank(?=\s?:?\s?(?:[a-z]{1,3}[$\u20A6\u20AC\u00A3\u20B5]?\s?|[$\u20A6\u20AC\u00A3\u20B5]\s?)?\d))\b/g },
];

const kindLabels: Record<string, string> = {
  // 'rev R1.31m', 'rev ~ $18k/mo': the abbreviation chats and notes write ('rev-share' is a split, not revenue).
  rev: 'revenue', arr: 'ARR', mrr: 'MRR', gmv: 'GMV', cogs: 'COGS', opex: 'OPEX', capex: 'CAPEX', burning: 'burn', revenues: 'revenue',
  expense: 'expenses', expenditure: 'expenses', expenditures: 'expenses', cost: 'costs', spending: 'spend', salary: 'salaries',
  losses: 'net loss', overhead: 'overheads',
  // Kept as written, listed so that every kind a finding can carry is a translation key (decision 0023).
  sales: 'sales', turnover: 'turnover', income: 'income', earnings: 'earnings', payroll: 'payroll',
  // French words carry the English kind they mean, so every kind stays a translation key.
  generate: 'revenue', generates: 'revenue', generated: 'revenue', generating: 'revenue', earn: 'revenue', earns: 'revenue', earned: 'revenue',
  bill: 'revenue', bills: 'revenue', billed: 'revenue', invoice: 'revenue', invoices: 'revenue', invoiced: 'revenue', generons: 'revenue', 'générons': 'revenue', encaissons: 'revenue',
  sold: 'sales', vendu: 'sales', vendons: 'sales',
  // Cash collected from customers is the revenue as a cash report states it ('encaissements' is left out: a wrapped French line read alone gives it the costs before it); 'going through ₦45m a month' is a burn.
  collections: 'revenue', collected: 'revenue', 'going through': 'burn', 'goes through': 'burn',
  "chiffre d'affaires": 'revenue', ca: 'revenue', produits: 'revenue', "produits d'exploitation": 'revenue', 'produit net': 'revenue', 'produit net bancaire': 'revenue', facturons: 'billings', facturation: 'billings', facture: 'billings', facturent: 'billings', ventes: 'sales', revenu: 'revenue', revenus: 'revenue', recettes: 'revenue',
  'dépenses': 'expenses', depenses: 'expenses', 'coût': 'costs', 'coûts': 'costs', cout: 'costs', couts: 'costs',
  'masse salariale': 'payroll', depensons: 'spend', brule: 'burn', brulons: 'burn', brulent: 'burn', depense: 'spend', depensent: 'spend', lose: 'burn', losing: 'burn', perdons: 'burn', salaires: 'salaries', 'perte nette': 'net loss', consommons: 'burn', consommation: 'burn', consomme: 'burn',
  'consommation de trésorerie': 'burn', 'consommation de tresorerie': 'burn',
  'coût des ventes': 'COGS', 'cout des ventes': 'COGS', 'coût des marchandises vendues': 'COGS', 'cout des marchandises vendues': 'COGS',
  'achats consommés': 'COGS', 'achats consommes': 'COGS',
  // Insurance premiums written pass through to the insurer: volume, like GMV, not the company's revenue.
  'gross written premiums': 'premiums', 'gross written premium': 'premiums', 'premiums written': 'premiums', 'premium written': 'premiums', gwp: 'premiums', 'primes emises': 'premiums', 'primes brutes emises': 'premiums',
  'direct costs': 'COGS', 'coûts directs': 'COGS', 'couts directs': 'COGS',
  'cost of sales': 'COGS', 'cost of revenue': 'COGS', 'cost of revenues': 'COGS', 'cost of goods sold': 'COGS',
};

function label(keyword: string): string {
  // 'nos charges', 'charges de personnel': French for expenses ('charges' alone is also the English verb).
  // 'consommation mensuelle de trésorerie': a burn, whatever word stands between.
  if (keyword.startsWith('consommation ') && keyword.includes('tresorerie')) return 'burn';
  // 'Net cash used in operating activities', 'cash outflow', 'sorties nettes (de trésorerie)', 'décaissements nets': what a statement of cash flows calls the burn
  // (net of what customers paid; gross 'décaissements' alone are every payment out, not a burn).
  if (keyword.startsWith('net cash') || keyword.startsWith('cash outflow') || keyword.startsWith('sorties ') || /^d[e\u00E9]caissements nets/.test(keyword) || /^((net )?operating (cash )?|(weekly |monthly )?net )outflow/.test(keyword)) return 'burn';
  // 'the balance has fallen by about USD 9,500 a week', 'each month the balance goes down by SDG 95m', 'la trésorerie baisse en moyenne de 290 k MAD par semaine': cash falling is the net burn.
  if (/^((cash |bank )?balance (has )?(fallen|fell|falls|dropped|drops|declined|declines|gone down|goes down|went down) by|tr[e\u00E9]sorerie.* de)$/.test(keyword)) return 'burn';
  // 'Produits d'intérêts et de frais du mois', 'les produits du mois': a lender's or a month's revenue, as the statement names it.
  if (/^produits (d'interets|du )/.test(keyword)) return 'revenue';
  // 'Perte mensuelle : 150 000 EUR': a month's loss is the net burn.
  if (/^pertes? mensuelles?$/.test(keyword)) return 'burn';
  // 'Coût d'achat des marchandises vendues', 'coût des produits vendus': the French statement's cost of sales.
  if (/^co[u\u00FB]t (d'achat )?des ((marchandises|produits) vendue?s)$/.test(keyword)) return 'COGS';
  return kindLabels[keyword] ?? (keyword.includes('charges') ? 'expenses' : keyword);
}

interface KeywordHit { category: MoneyCategory; keyword: string; start: number; end: number }

/** Keyword hits in order of position; a keyword inside a longer one ('sales' in 'cost of sales') is dropped. */
function keywordHits(lower: string): KeywordHit[] {
  const hits: KeywordHit[] = [];
  for (const { category, pattern } of moneyKeywords) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(lower); m; m = pattern.exec(lower)) {
      hits.push({ category, keyword: m[1] ?? m[0], start: m.index, end: m.index + m[0].length });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: KeywordHit[] = [];
  let coveredTo = -1;
  // Keywords in brackets right after a keyword list what it contains (parts-of-total.ts).
  let partsTo = -1;
  for (const hit of hits) {
    if (hit.end <= coveredTo || hit.start < partsTo) continue;
    kept.push(hit);
    coveredTo = hit.end;
    partsTo = partsListedAt(lower, hit.end);
  }
  return kept;
}

/**
 * The keyword nearest an amount (binary search over hits in order); on a tie, the one before it.
 * A semicolon ends a clause: 'burn of R600k; revenue of R200k' keeps R600k with burn.
 */
function nearestHit(hits: readonly KeywordHit[], start: number, end: number, lower: string, nextMoneyStart: number): KeywordHit | undefined {
  let low = 0;
  let high = hits.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((hits[mid]?.start ?? Infinity) < end) low = mid + 1;
    else high = mid;
  }
  const before = hits[low - 1];
  const after = hits[low];
  if (!before) return after && !labelsNextAmount(lower, end, after, hits[low + 1], nextMoneyStart) ? after : undefined;
  if (!after) return before;
  // 'Dépenses de 150 000 € pour un chiffre d'affaires de 60 000 €': the keyword after belongs to the next amount.
  if (nextMoneyStart > after.end && nextMoneyStart - after.end <= 30 && !lower.slice(before.end, start).includes(';')) return before;
  // '... s'élève à 84 millions FCFA et que les décaissements nets ...': a keyword past a clause with its own subject is that clause's.
  if (newSubjectJoin.test(lower.slice(end, after.start)) && !lower.slice(before.end, start).includes(';')) return before;
  const beforeCrosses = lower.slice(before.end, start).includes(';');
  if (beforeCrosses !== lower.slice(end, after.start).includes(';')) return beforeCrosses ? after : before;
  const beforeDistance = Math.max(0, start - before.end);
  return after.start - end < beforeDistance ? after : before;
}

/**
 * An amount with no keyword before it, whose next keyword opens another phrase and labels the amount just after it
 * ('Il s'établit à 431 M FCFA en 2024, au-dessus de son niveau de 2022, pour des charges de 398 M FCFA'): the keyword is
 * the next amount's, and this one (the revenue a pronoun stands for) is left unread rather than taken for costs.
 */
function labelsNextAmount(lower: string, end: number, after: KeywordHit, afterNext: KeywordHit | undefined, nextMoneyStart: number): boolean {
  const ownsNext = nextMoneyStart > after.end && nextMoneyStart - after.end <= 30 && (!afterNext || afterNext.start >= nextMoneyStart);
  return ownsNext && /,|\b(pour|for|against|contre|versus|vs)\b/.test(lower.slice(end, after.start));
}

const forecastWords = /\b(forecast\w*|project(ed|ion|ions)|expect\w*|plan(s|ned)? to|target\w*|budget\w*|will|prevo\w+|previsions?|previsionnel\w*|objectif\w*|visons)\b/;
const yearAt = /(?<!\d)20\d\d(?!\d)/g;
const targetLine = /^\W*(objectifs?|targets?|goals?|cibles?)\b[^:.;]{0,60}:/;
const comingYear = /^[^.;\d]{0,25}\b(next year|the following year|l'an prochain|l'annee prochaine|l'exercice suivant)\b/;

/**
 * An amount a sentence expects rather than reports: 'we forecast $2.5M next year', 'passer de 80 k€ en 2024 à
 * 1,2 M€ en 2025' (the later year's). Not the company's revenue or costs.
 */
function expected(sentence: SentenceFacts, money: SentenceFacts['money'][number]): boolean {
  if (!forecastWords.test(sentence.lower)) return false;
  // A line headed by its target ('Objectif présenté pour fin juin 2026 : 11 M MAD d'ARR', 'Target for 2026: $9m') is what is aimed at.
  if (targetLine.test(sentence.lower) && money.start > sentence.lower.indexOf(':')) return true;
  const after = sentence.lower.slice(money.end, money.end + 30);
  if (comingYear.test(after)) return true;
  const years = [...sentence.lower.matchAll(yearAt)].map((m) => Number(m[0]));
  const own = /^[^.;\d]{0,25}?(20\d\d)/.exec(after)?.[1];
  return years.length >= 2 && own !== undefined && Number(own) > Math.min(...years);
}

/** '$12 each', '$3 per bag', '500 FCFA l'unité', '$48 to recruit': a price of one, not a period's revenue or costs. */
const unitPrice = /^\s*(to (acquire|recruit|sign( up)?|onboard|win) (a|an|each|one|every|new)?|(a|pour) (acquerir|recruter|signer)|each(?! (day|week|month|quarter|year|season))|apiece|a piece|per (unit|item|piece|bag|box|order|meal|ride|trip|delivery|kg|kilo|litre|liter|ton|tonne|head|bottle|pack)|a (unit|bag|box|kg|litre|bottle)|l'unite|la piece|le kilo|par (unite|piece|sac|commande|repas|trajet|livraison|kg|litre))\b/;
// 'spend $600k a quarter, net of revenue': the period may stand between, and a comma.
const netOfRevenue = /^[^.;\d]{0,25}\bnet of (revenues?|income|sales|receipts|collections|recettes|revenus|chiffre d'affaires)\b|^[^.;\d]{0,25}\bnets? des? (recettes|revenus|ventes)\b/;

/**
 * A revenue noun qualified by a participle: 'chiffre d'affaires facturé', 'revenue billed', 'ventes facturées'
 * is the revenue invoiced, not a volume of billings passing through; the noun decides the kind.
 */
const revenueNounBefore = /\b(chiffre d'affaires|revenues?|revenus?|recettes|ventes|sales)\s+$/;

function moneyFindings(sentence: SentenceFacts, revenue: Finding[], expenses: Finding[], written: Set<string>): void {
  // Projections are what the company expects, not its revenue or costs.
  if (sentence.money.length === 0 || sentence.projected) return;
  const hits = keywordHits(sentence.lower);
  sentence.money.forEach((money, i) => {
    const nearest = nearestHit(hits, money.start, money.end, sentence.lower, sentence.money[i + 1]?.start ?? -1);
    if (!nearest || nearest.category === 'other' || expected(sentence, money) || unitPrice.test(sentence.lower.slice(money.end, money.end + 25))) return;
    // '... décaissements nets de 14 M par mois ; les encaissements mensuels sont de 22 M': the receipts' own clause, after a ';'
    // or a contrast ('alors que', 'while'), is not the costs named in the clause before it.
    if (nearest.start < money.start && receiptsClause.test(sentence.lower.slice(nearest.end, money.start))) return;
    // 'Net burn ₦20m / month · ₦410m in the bank': past a middle dot, a bullet or a bar, an amount after the keyword's own
    // amount is the next item's, not the keyword's.
    const previous = sentence.money[i - 1];
    if (nearest.start < money.start && previous && previous.start > nearest.end && /[\u00B7\u2022|]/.test(sentence.lower.slice(previous.end, money.start))) return;
    // '₦310m at 30 September, against a net burn of ₦22m a week': an amount dated to a day is a balance held, not the cost named after it.
    if (nearest.category === 'expenses' && nearest.start > money.end && balanceAtDate.test(sentence.lower.slice(money.end, money.end + 30))) return;
    const into = nearest.category === 'revenue' ? revenue : expenses;
    if (into.length >= maxFindingsPerCategory) return;
    const { start: _start, end: _end, ...amount } = money;
    // A sentence read from the layout repeats amounts the text's own sentences gave: each is listed once.
    const key = `${nearest.category} ${amount.currency} ${amount.amount} ${amount.period}`;
    if (sentence.derived && written.has(key)) return;
    if (!sentence.derived) written.add(key);
    // 'spend $60k a month net of revenue': a cost said net of revenue is the burn.
    const kind = nearest.category === 'expenses' && netOfRevenue.test(sentence.lower.slice(money.end, money.end + 40)) ? 'burn'
      : revenueNounBefore.test(sentence.lower.slice(Math.max(0, nearest.start - 25), nearest.start)) ? 'revenue' : label(nearest.keyword);
    into.push({ kind, text: money.text, amount, sentence: excerpt(sentence.text, money.start) });
  });
}

// Or after a contrast, as prose sets them side by side: '... un burn net de 12 M FCFA par mois, alors que nos encaissements
// mensuels dépassent 55 M FCFA', '... a net burn of $40k a month, while our receipts are above $90k'.
const receiptsClause = /(;|,\s*(alors que|tandis que|while|whereas|but|mais))\s*(les |nos |des |our |the )?(encaissements|receipts|cash receipts|cash in|money in)\b[^;]*$/;
const balanceAtDate = /^\s*(at|as at|as of|on|au|a fin|fin)\s+(\d{1,2}(st|nd|rd|th|er)?\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|fev|avr|mai|juin|juil|aout)[a-z]*\b/;

interface PatternKind { kind: string | ((match: RegExpExecArray) => string); pattern: RegExp }

const teamPatterns: PatternKind[] = [
  { kind: (m) => ((m[1] ?? '').toLowerCase().startsWith('co') ? 'co-founder' : 'founder'), pattern: /\b(co-?founders?|founders?)\b/gi },
  { kind: (m) => (m[1] ?? '').toUpperCase(), pattern: /\b(ceo|cto|coo|cfo|cmo|cpo)\b/gi },
  { kind: (m) => (m[1] ?? '').toLowerCase(), pattern: /\b(chief [a-z]+ officer|head of [a-z]+|vp of [a-z]+|vice president|managing director|board members?|advis[eo]rs?)\b/gi },
  { kind: 'headcount', pattern: /\b(?:team of|employ(?:s|ing)?)\s+\d{1,5}(?![\d,.])\b|\b\d{1,5}(?![\d,.])\s+(?:full-time\s+)?(?:employees|staff|engineers|developers|people|team members|ftes?)\b/gi },
  { kind: 'background', pattern: /\b(?:ex-[A-Z][\w&]*|former(?:ly)? (?:at|with) [A-Z][\w&]*|previously (?:at|with|founded|worked at) [A-Z][\w&]*|\d+ years? of experience|Ph\.?D|MBA)\b/g },
];

const legalPatterns: PatternKind[] = [
  { kind: 'incorporation', pattern: /\b(?:incorporated|incorporation|registered (?:in|as|with)|delaware|c-corp|llc)\b/gi },
  { kind: 'licence', pattern: /\b(?:licen[cs]e[sd]?|unlicensed|permits?)\b/gi },
  { kind: 'intellectual property', pattern: /\b(?:patents?|patented|trademarks?|intellectual property|copyrights?)\b/gi },
  { kind: 'litigation', pattern: /\b(?:litigation|lawsuits?|sued|arbitration|legal action|legal proceedings|court)\b/gi },
  { kind: 'regulation', pattern: /\b(?:complian(?:ce|t)|regulat(?:ed|ion|ions|ory|ors?)|central bank|cbn|fsca|capital markets authority)\b/gi },
  { kind: 'data protection', pattern: /\b(?:gdpr|ndpr|popia|data protection)\b/gi },
  { kind: 'KYC/AML', pattern: /\b(?:kyc|aml|anti-money laundering)\b/gi },
  { kind: 'agreements', pattern: /\b(?:shareholders'? agreement|term sheet|safe notes?|convertible notes?|esop|option pool|vesting)\b/gi },
];

function patternFindings(sentence: SentenceFacts, patterns: readonly PatternKind[], into: Finding[]): void {
  const seen = new Set<string>();
  for (const { kind, pattern } of patterns) {
    if (into.length >= maxFindingsPerCategory) return;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(sentence.text); m; m = pattern.exec(sentence.text)) {
      const name = typeof kind === 'string' ? kind : kind(m);
      if (seen.has(name) || into.length >= maxFindingsPerCategory) continue;
      seen.add(name);
      into.push({ kind: name, text: m[0], amount: null, sentence: excerpt(sentence.text, m.index) });
    }
  }
}

export function extractData(sentences: readonly SentenceFacts[]): ExtractedData {
  const data: ExtractedData = { revenue: [], expenses: [], team: [], legal: [] };
  const written = new Set<string>();
  // An order's value and costs itemised are one order's, not a period's revenue or costs.
  const orderLines = orderBreakdownSentences(sentences);
  for (const sentence of sentences) {
    if (!orderLines.has(sentence)) moneyFindings(sentence, data.revenue, data.expenses, written);
    if (sentence.derived) continue;
    patternFindings(sentence, teamPatterns, data.team);
    patternFindings(sentence, legalPatterns, data.legal);
  }
  return data;
}
