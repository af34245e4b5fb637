/**
 * One investor holding through two vehicles: the stakes of two funds named in one sentence, and the sentence (or the
 * next) saying that both are run by one manager ('The register shows Sahel Fund II at 31% and Sahel Co-Invest I at
 * 22%. Both vehicles are managed by Sahel Capital Management', 'les deux fonds sont gérés par la même société de
 * gestion'). Their stakes added at 50% or more raise investor-control. A sentence with other than two investor stakes
 * is left alone. Reads folded text; percentages go through the one number reader.
 */
import { statedNumber } from './layout-cells';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const oneManager = /\b(both|the two|these two|les deux|ces deux)( \w+)? (vehicles|funds|entities|holders|shareholders|investors|fonds|vehicules|entites|actionnaires|investisseurs)\b[^.;]{0,40}\b(are|sont) (both )?(managed|advised|controlled|run|gere\w*|conseille\w*|controle\w*)\b|\b(same|one single|a single) (fund )?(manager|general partner|gp|management company)\b|\bmeme (gerant|societe de gestion|gestionnaire)\b/;
const stake = /(\d+(?:[.,]\d+)?)\s?%/g;
const notInvestor = /\b(co-?founders?|founders?|fondat\w+|cofondat\w+|esop|pool|options?|bspce|employees?|staff|angels?|salaries|others?|autres|management team|ceo|cto)\b[^%]{0,40}$/;

/** Investor control through two vehicles of one manager; null when none. */
export function vehiclesOfOneManager(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived);
  for (let i = 0; i < written.length; i += 1) {
    const s = written[i];
    if (!s || !oneManager.test(s.lower)) continue;
    for (const holding of [s, written[i - 1]]) {
      if (!holding) continue;
      const stakes = [...holding.lower.matchAll(stake)].filter((m) => !notInvestor.test(holding.lower.slice(Math.max(0, (m.index ?? 0) - 60), m.index))).map((m) => statedNumber(m[1] ?? ''));
      if (stakes.length !== 2) continue;
      const total = (stakes[0] ?? 0) + (stakes[1] ?? 0);
      if (total >= 50 && total <= 100) {
        return {
          ruleId: 'investor-control', category: 'cap-table', title: 'An investor holds control', severity: 'medium', evidence: excerpt(`${holding.text} ${holding === s ? '' : s.text}`.trim()), occurrences: 1,
          recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.',
        };
      }
    }
  }
  return null;
}
