/**
 * Burn above revenue in a currency the money reader does not know (money.ts reads the currencies Baobab converts):
 * 'Revenue: ZMW 1.9 million per month' then 'Operating costs: ZMW 2.4 million per month'; 'Chiffre d'affaires mensuel
 * moyen : 420 millions GNF' then 'Burn mensuel : 610 millions GNF'. Only African ISO codes outside that list are read
 * (never a metric's capitals such as ARR), both figures must be a month's and in the same code.
 */
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const codes = 'ZMW|GNF|MGA|CDF|MWK|MZN|AOA|BIF|BWP|DJF|DZD|GMD|KMF|LRD|LSL|LYD|MRU|MUR|NAD|SCR|SDG|SLE|SLL|SOS|SSP|SZL|ZWL|CVE|ERN|STN';
const scale = String.raw`(millions?|milliards?|billions?|thousand|mille|bn|m|k)`;
const amount = new RegExp(String.raw`\b(${codes})\s?(\d+(?:[.,]\d+)?)\s?${scale}?\b|(?<![\d.,])(\d+(?:[.,]\d+)?)\s?${scale}?\s?(?:de |d')?(${codes})\b`);
const monthly = /\b(per month|a month|monthly|each month|mensuel\w*|par mois|du mois)\b/;
const revenueWords = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes|recettes)\b/;
const costWords = /\b(operating costs?|costs?|expenses|opex|burn|charges|depenses|couts?|sorties)\b/;

const multiplier = (word: string) => (/^(milliards?|billions?|bn)$/.test(word) ? 1e9 : /^(millions?|m)$/.test(word) ? 1e6 : /^(thousand|mille|k)$/.test(word) ? 1e3 : 1);

function monthlyFigure(s: SentenceFacts): { code: string; value: number } | null {
  if (s.projected || !monthly.test(s.lower)) return null;
  const m = amount.exec(s.text.replace(/\u00A0|\u202F/g, ' '));
  if (!m) return null;
  const code = m[1] ?? m[6] ?? '';
  const value = statedNumber(m[2] ?? m[4] ?? '') * multiplier((m[3] ?? m[5] ?? '').toLowerCase());
  return code && value > 0 ? { code, value } : null;
}

export function otherCurrencyBurn(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const revenue: { code: string; value: number }[] = [];
  const costs: { code: string; value: number; s: SentenceFacts }[] = [];
  for (const s of sentences) {
    if (s.derived) continue;
    const isRevenue = revenueWords.test(s.lower);
    const isCost = costWords.test(s.lower);
    // One kind of figure a line: a line naming both is another reader's (statement-figures.ts).
    if (isRevenue === isCost) continue;
    const figure = monthlyFigure(s);
    if (!figure) continue;
    if (isRevenue) revenue.push(figure);
    else costs.push({ ...figure, s });
  }
  for (const cost of costs) {
    const earned = revenue.filter((r) => r.code === cost.code);
    if (earned.length > 0 && cost.value > Math.max(...earned.map((r) => r.value))) {
      return {
        ruleId: 'burn-above-revenue', category: 'burn', title: 'Monthly burn exceeds monthly revenue', severity: cost.value >= 2 * Math.max(...earned.map((r) => r.value)) ? 'high' : 'medium',
        evidence: excerpt(cost.s.text), occurrences: 1, recommendation: 'Show the path to break-even: monthly burn, revenue growth and the month they cross.',
      };
    }
  }
  return null;
}
