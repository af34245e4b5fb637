/**
 * Revenue split between named customers where the sentence that lists them does not say 'revenue' itself:
 * - an answer to a question that asked for the split ('3.4 Please give revenue by merchant partner for FY2025.' then
 *   'Response: Nour Electronics 24%, Dar El Mobile 17%, all other merchants (212) 59%'; 'Q1. Répartition du chiffre
 *   d'affaires par client ?' then 'Groupe Néodis : 34 % ; client n° 2 : 8 %'), or a list led by 'Customers:' ('Customers:
 *   Serengeti Maltings took 29% of FY2025 revenue and Arusha Grain Traders 18%'). The named parties are the guide's named
 *   few: their shares add up (as respectiveShares in customer-names.ts), and 30% or more is concentration. A row for
 *   many ('all other merchants (212)', 'no other buyer') is no party, and more than five named parties is a spread book
 *   whose largest share alone is read;
 * - a named customer's share of 'that' revenue, said through a pronoun after the revenue was given ('On est à environ
 *   95 millions de FCFA par mois.' then 'MTN, c'est à peu près 45 % de ça').
 * Written English and French; names are read on the text with its capitals.
 */
import { concentrationFlag } from './concentration-flag';
import { isHedgedAt } from './assertion';
import { statedNumber } from './layout-cells';
import { customerLeadIn, foldName, isParty, places } from './customer-names';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const revenueWords = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes|recettes)\b/;
/** A request for the split by party: 'revenue by merchant partner', 'répartition du chiffre d'affaires par client', 'top customers'. */
const splitAsked = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes)\b[^.?;]{0,30}\b(by|par) ([a-z]+ )?(customers?|clients?|merchants?|partners?|buyers?|accounts?|distributors?|offtakers?|marchands?|partenaires?|acheteurs?|distributeurs?|comptes?)\b/;
/**
 * Or a question that asks how revenue splits, by no key ('Comment se répartissent vos revenus ?', 'How does your revenue
 * break down?'), answered in a sentence that names customers of a kind ('Les deux opérateurs mobiles, c'est le gros
 * morceau : A nous apporte autour de 18 %, et B un peu plus de 14 %'): the named parties of that answer are customers.
 * An answer that names no customer (a split by product line, 'Transferts 60 %, Factures 40 %') is passed over.
 */
const splitVerb = /\b(se repartissen?t|repartis?|repartition|split|splits|breaks? down|broken down|breakdown)\b/;
const askedRevenue = /\b(revenues?|revenus?|sales|turnover|income|chiffre d'affaires|ca|ventes|recettes)\b/;
const splitOfRevenueAsked = (lower: string) => lower.includes('?') && askedRevenue.test(lower) && splitVerb.test(lower);
const namesCustomers = /\b(customers?|clients?|operators?|operateurs?|partners?|partenaires?|buyers?|acheteurs?|distributors?|distributeurs?|accounts?|comptes?|banks?|banques?|telcos?)\b/;
const averageWords = /\b(average|avg|mean|moyen\w*|arpu|arpa|per month|par mois|mensuel\w*|monthly)\b/;
/** A party and its share: 'Nour Electronics 24%', 'Groupe Néodis : 34 %', 'Serengeti Maltings Ltd took 29%'. */
const partyShare = /(?:^|[\s,;:(])([A-Z][^:;,%\d()]{1,50}?)\s*(?::|took|takes|accounts? for|accounted for|represents?|represente|pese|=)?\s*(?:about |around |roughly |environ |pres de )?(\d{1,2}(?:[.,]\d+)?)\s?%/g;
/** A label for many or for none: 'all other merchants', 'Others', 'Autres clients', 'no other buyer', 'Total'. */
const manyLabel = /\b(others?|autres?|all|rest|reste|remaining|divers|various|total|no|aucun|aucune|none)\b/i;
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\u2019/g, "'");


/** The named parties' shares the sentence lists, added up when they are a few (two to five); 0 when it lists none. */
function namedFewShare(s: SentenceFacts): number {
  const shares: number[] = [];
  partyShare.lastIndex = 0;
  const text = plain(s.text);
  for (let m = partyShare.exec(text); m; m = partyShare.exec(text)) {
    const label = (m[1] ?? '').trim();
    if (!isParty(label) || manyLabel.test(label) || places.test(foldName(label)) || customerLeadIn.test(foldName(`${label}:`))) continue;
    const share = statedNumber(m[2] ?? '');
    if (Number.isFinite(share)) shares.push(share);
  }
  if (shares.length === 0) return 0;
  return shares.length <= 5 ? shares.reduce((sum, x) => sum + x, 0) : Math.max(...shares);
}

export function namedSplitOfRevenue(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    // The cheap test first: a share at all.
    if (!s.lower.includes('%')) continue;
    // 'Average revenue per customer', 'revenu moyen par client': a metric per customer, no split between them.
    const before = written.slice(Math.max(0, i - 3), i);
    const asked = before.some((q) => splitAsked.test(q.lower) && !averageWords.test(q.lower)) || (namesCustomers.test(s.lower) && before.some((q) => splitOfRevenueAsked(q.lower) && !averageWords.test(q.lower)));
    const ledIn = customerLeadIn.test(s.lower) && revenueWords.test(s.lower);
    if (!asked && !ledIn) continue;
    if (isHedgedAt(s.lower, s.lower.indexOf('%'))) continue;
    const share = namedFewShare(s);
    if (share >= 30 && share <= 100) return concentrationFlag(share, s.text);
  }
  return null;
}

/** 'MTN, c'est à peu près 45 % de ça', 'Acme, that's about 40% of it': a named party's share of the revenue just said. */
const shareOfThat = /([A-Z][\w&'.-]+(?:\s[A-Z][\w&'.-]+){0,3}),?\s(?:c'est|it's|it is|that's|that is|they're|they are|ce sont)\s(?:a peu pres |about |around |roughly |environ |presque |nearly |pres de )?(\d{1,2}(?:[.,]\d+)?)\s?%\s(?:de ca|de cela|of (?:that|it|this))\b/;

export function namedShareOfRevenueJustSaid(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    if (!/%\s(de ca|de cela|of (that|it|this))\b/.test(s.lower)) continue;
    const m = shareOfThat.exec(plain(s.text));
    if (!m || !isParty(m[1] ?? '') || places.test(foldName(m[1] ?? ''))) continue;
    // 'That' is the revenue of the sentence or two before: a figure of revenue, or a question about it.
    if (!written.slice(Math.max(0, i - 3), i).some((before) => revenueWords.test(before.lower))) continue;
    const share = statedNumber(m[2] ?? '');
    if (share >= 30 && share <= 100 && !isHedgedAt(s.lower, s.lower.indexOf('%'))) return concentrationFlag(share, s.text);
  }
  return null;
}

/**
 * A sales split by any key (channel, segment, outlet) whose row is one named customer: 'Sales by channel, Q3 2025' then
 * '| Palace Mart (all branches) | 1,340 |', '| Pharmacies and salons | 1,120 |', '| Online shop | 590 |'. A row named as
 * a business is named, each word with its capital, is one party; a kind of outlet ('Pharmacies and salons', 'Online
 * shop', 'Modern Trade') is many. Its share of the rows' sum is its share of those sales. The split may be captioned
 * by its table's header alone ('| Canal de facturation | CA 2024 |'); a total row is left out of the sum.
 */
const salesSplitCaption = /\b(sales|revenues?|turnover|chiffre d'affaires|ventes|ca)\s(by|par)\s[a-z]+/;
/** Or the table's own header, its key first and the revenue after: '| Canal de facturation | CA 2024 (M FCFA) |', '| Channel | Revenue FY25 |'. */
const revenueHeader = /^\s*\|\s*(canal|canaux|channels?|segments?|sources?|partenaires?|partners?|clients?|customers?|origine|source de revenus)\b[^|]*\|\s*(sales|revenues?|turnover|chiffre d'affaires|ventes|revenus|ca)\b/;
const totalRow = /^(total|sous-total|subtotal|ensemble)\b/;
const genericRow = /\b(trade|retail|wholesale|online|export|exports|direct|modern|general|traditional|key|accounts?|shops?|stores?|pharmacies|distributors?|government|corporate|hotels?|restaurants?|others?|e-commerce|b2b|b2c|channel|segment|total|autres?|divers|grossistes|detail|export|marches?|supermarkets?|supermarches)\b/i;
const namedBusiness = /^[A-Z][\w&'.-]*(?:\s(?:[A-Z][\w&'.-]*|&))+$/;

export function namedRowOfSalesSplit(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  const rows = sentences.filter((s) => s.derived && s.money.length === 1);
  for (const [i, caption] of written.entries()) {
    if (!(salesSplitCaption.test(caption.lower) || revenueHeader.test(caption.lower)) || caption.money.length > 0) continue;
    const labels = written.slice(i + 1, i + 10).filter((s) => s.lower.trimStart().startsWith('|')).map((s) => s.lower.split('|')[1]?.trim() ?? '').filter(Boolean);
    const rowsOfSplit = rows.filter((r) => labels.some((label) => r.lower.startsWith(`${label}:`)));
    // A total row is the whole the parts add up to, no part of it.
    const split = rowsOfSplit.filter((r) => !totalRow.test(r.lower));
    if (split.length < 2 || new Set(split.map((r) => r.money[0]?.currency)).size !== 1) continue;
    const sum = split.reduce((total, r) => total + (r.money[0]?.amount ?? 0), 0);
    for (const row of split) {
      const label = plain(row.text.split(':')[0] ?? '').replace(/\s*\([^)]*\)\s*/g, ' ').trim();
      const share = (100 * (row.money[0]?.amount ?? 0)) / sum;
      if (share >= 30 && share < 100 && namedBusiness.test(label) && !genericRow.test(label) && isParty(label) && !places.test(foldName(label))) return concentrationFlag(share, row.text);
    }
  }
  return null;
}
