/**
 * Extracted data: revenue, expense, team and legal findings, each with the sentence it
 * came from. A money amount belongs to the category whose keyword stands nearest to it in
 * its sentence, so in 'we raise $2M; revenue is $40K' only $40K is revenue. Amounts nearest
 * to fundraising, valuation or market-size words belong to neither list.
 */
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { ExtractedData, Finding } from './types';

/** At most this many findings per category, first in document order. */
export const maxFindingsPerCategory = 25;

type MoneyCategory = 'revenue' | 'expenses' | 'other';

const moneyKeywords: { category: MoneyCategory; pattern: RegExp }[] = [
  { category: 'revenue', pattern: /\b(revenues?|arr|mrr|sales|turnover|gmv|income|bookings|billings|earnings)\b/g },
  { category: 'expenses', pattern: /\b(cost of (?:sales|revenues?|goods sold)|burn(?:ing)?|expenses?|expenditures?|costs?|opex|capex|spend(?:ing)?|payroll|salar(?:y|ies)|cogs|net loss|losses|overheads?)\b/g },
  { category: 'other', pattern: /\b(rais(?:e|ed|es|ing)|round|investment|investors?|valuation|valued|pre-money|post-money|funding|seeking|ask|grants?|loans?|debt|market|tam|sam|som|price[ds]?|pricing)\b/g },
];

const kindLabels: Record<string, string> = {
  arr: 'ARR', mrr: 'MRR', gmv: 'GMV', cogs: 'COGS', opex: 'OPEX', capex: 'CAPEX', burning: 'burn', revenues: 'revenue',
  expense: 'expenses', expenditure: 'expenses', expenditures: 'expenses', cost: 'costs', spending: 'spend', salary: 'salaries',
  losses: 'net loss', overhead: 'overheads',
  // Kept as written, listed so that every kind a finding can carry is a translation key (decision 0023).
  sales: 'sales', turnover: 'turnover', income: 'income', earnings: 'earnings', payroll: 'payroll',
  'cost of sales': 'COGS', 'cost of revenue': 'COGS', 'cost of revenues': 'COGS', 'cost of goods sold': 'COGS',
};

function label(keyword: string): string {
  return kindLabels[keyword] ?? keyword;
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
  for (const hit of hits) {
    if (hit.end <= coveredTo) continue;
    kept.push(hit);
    coveredTo = hit.end;
  }
  return kept;
}

/**
 * The keyword nearest an amount (binary search over hits in order); on a tie, the one before it.
 * A semicolon ends a clause: 'burn of R600k; revenue of R200k' keeps R600k with burn.
 */
function nearestHit(hits: readonly KeywordHit[], start: number, end: number, lower: string): KeywordHit | undefined {
  let low = 0;
  let high = hits.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((hits[mid]?.start ?? Infinity) < end) low = mid + 1;
    else high = mid;
  }
  const before = hits[low - 1];
  const after = hits[low];
  if (!before) return after;
  if (!after) return before;
  const beforeCrosses = lower.slice(before.end, start).includes(';');
  if (beforeCrosses !== lower.slice(end, after.start).includes(';')) return beforeCrosses ? after : before;
  const beforeDistance = Math.max(0, start - before.end);
  return after.start - end < beforeDistance ? after : before;
}

function moneyFindings(sentence: SentenceFacts, revenue: Finding[], expenses: Finding[]): void {
  if (sentence.money.length === 0) return;
  const hits = keywordHits(sentence.lower);
  for (const money of sentence.money) {
    const nearest = nearestHit(hits, money.start, money.end, sentence.lower);
    if (!nearest || nearest.category === 'other') continue;
    const into = nearest.category === 'revenue' ? revenue : expenses;
    if (into.length >= maxFindingsPerCategory) continue;
    const { start: _start, end: _end, ...amount } = money;
    into.push({ kind: label(nearest.keyword), text: money.text, amount, sentence: excerpt(sentence.text, money.start) });
  }
}

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
  for (const sentence of sentences) {
    moneyFindings(sentence, data.revenue, data.expenses);
    patternFindings(sentence, teamPatterns, data.team);
    patternFindings(sentence, legalPatterns, data.legal);
  }
  return data;
}
