/**
 * The founders' stake in a cap table whose rows name each holder beside a role column ('| Grace Njeri |
 * CEO, founder | 38% |'): no one sentence states the founders' stake, and one founder's row is not the
 * founders' stake when two founders share the table. The table's rows are read as written (a row with an
 * empty cell is a row too), under a header that names the holders; the rows of founders still with the
 * company are added, only when the rows make up the whole table (their stakes add to about 100%): a
 * partial table says nothing.
 */
import { statedNumber } from './layout-cells';
import { saysInactiveFounder } from './inactive-holders';
import type { SentenceFacts } from './sentence-facts';
import { lowFounderOwnershipFlag } from './founder-stake-flag';
import type { RiskFlag } from './types';

const tableLine = /^\s*\|/;
const holderHeader = /\|\s*((share)?holders?|names?|actionnaires?|associee?s?|detenteurs?|porteurs?)\s*\|/;
const rowStake = /\|\s*(\d+(?:[.,]\d+)?)\s?%\s*\|?\s*$/;
const founderRole = /\b(co-?founders?|founders?|fondat\w+|cofondat\w+|co-fondat\w+)\b/;
const totalRow = /^\s*\|\s*(total|grand total|ensemble)\b/;
const leaverRole = /\b(former|ex-?|left|departed|resigned|until|ancien\w*|partie?s?|sortie?s?|jusqu)\b/;

/** The rows of each cap table: the written lines after a header naming the holders, up to the first line that is not a row. */
function capTables(sentences: readonly SentenceFacts[]): SentenceFacts[][] {
  const tables: SentenceFacts[][] = [];
  let current: SentenceFacts[] | null = null;
  for (const s of sentences) {
    if (s.derived || !tableLine.test(s.lower)) { current = null; continue; }
    if (holderHeader.test(s.lower) && !rowStake.test(s.lower)) { current = []; tables.push(current); continue; }
    if (current && rowStake.test(s.lower)) current.push(s);
  }
  return tables;
}

export function foundersAcrossRows(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const rows of capTables(sentences)) {
    const stakeOf = (s: SentenceFacts) => statedNumber(rowStake.exec(s.lower)?.[1] ?? '0');
    // A 'Total' row repeats the others' sum.
    const holders = rows.filter((s) => !totalRow.test(s.lower));
    const total = holders.reduce((sum, s) => sum + stakeOf(s), 0);
    const founders = holders.filter((s) => founderRole.test(s.lower) && !leaverRole.test(s.lower) && !saysInactiveFounder(s.lower));
    const first = founders[0];
    if (!first || total < 95 || total > 105) continue;
    const stake = founders.reduce((sum, s) => sum + stakeOf(s), 0);
    if (stake >= 40) continue;
    return lowFounderOwnershipFlag(stake, first, founders.length);
  }
  return null;
}
