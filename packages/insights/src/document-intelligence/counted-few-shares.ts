/**
 * A few customers counted, then each given its share after a colon: 'Deux d'entre eux structurent l'activité : Agro-Tell,
 * qui représente à elle seule un peu plus du quart des ventes, et Sahel Distribution, environ un septième', 'Two of them
 * matter: Acme, about a fifth of sales, and Beta, 15%'. The count says how many parties the list names, and each part
 * ('et', 'and', ';') holds one party (a capital opens its name) and one share, in figures or in words (number-words.ts).
 * When every announced party has its share, they are the guide's named few and their shares add up. A count above
 * three, a list whose parts do not match the count, a denial or a hedge raise nothing.
 */
import { isHedgedAt, isNegatedAt } from './assertion';
import { concentrationFlag } from './concentration-flag';
import { withoutAccents } from './customer-names';
import { parsePercents } from './money';
import { fractionPercents } from './number-words';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const counts: Readonly<Record<string, number>> = { two: 2, three: 3, deux: 2, trois: 3, '2': 2, '3': 3 };
/** 'deux d'entre eux', 'two of them', 'deux clients', 'our two main buyers', then the colon that opens the list. */
const fewAnnounced = /\b(two|three|deux|trois|2|3) (of them|d'entre (eux|elles)|([a-z-]+ ){0,2}(customers?|clients?|buyers?|acheteurs?|donneurs d'ordre|accounts?|comptes|operators?|operateurs?|distributors?|distributeurs?|partners?|partenaires?|offtakers?))\b[^:.;]{0,60}:/;
const revenueWords = /\b(revenues?|sales|turnover|chiffre d'affaires|ca|ventes|recettes|revenus)\b/;

/** The sum of the announced parties' shares; 0 when the list is not one share per announced party. */
function announcedShares(s: SentenceFacts): number {
  const m = fewAnnounced.exec(s.lower);
  if (!m) return 0;
  const after = m.index + m[0].length;
  const lowerParts = s.lower.slice(after).split(/,? (?:et|and) |;/);
  const textParts = withoutAccents(s.text).slice(after).split(/,? (?:et|and) |;/);
  if (lowerParts.length !== counts[m[1] ?? ''] || textParts.length !== lowerParts.length) return 0;
  const shares = lowerParts.map((part, k) => (/[A-Z]/.test(textParts[k] ?? '') ? parsePercents(part)[0] ?? fractionPercents(part)[0] ?? 0 : 0));
  return shares.every((x) => x > 0) ? shares.reduce((sum, x) => sum + x, 0) : 0;
}

export function countedFewShares(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const s of sentences) {
    if (s.derived || !s.lower.includes(':') || !revenueWords.test(s.lower)) continue;
    const share = announcedShares(s);
    const at = s.lower.indexOf(':');
    if (share >= 30 && share <= 100 && !isNegatedAt(s.lower, at) && !isHedgedAt(s.lower, at)) return concentrationFlag(share, s.text);
  }
  return null;
}
