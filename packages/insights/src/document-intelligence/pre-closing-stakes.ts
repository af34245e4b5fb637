/**
 * A cap table stated as it stood before a round, and the round's own figures: the stakes after closing, which the
 * document never writes. 'Holdings immediately before closing (fully diluted): founders A and B 60%; SGF 20%; ESOP
 * 12%; angels 8%', then 'Amount received: US$3,000,000' and 'Pre-money valuation: US$4,000,000': every holder keeps
 * its stake times pre-money over post-money (4/7), and the round's investor adds the new money over post-money (3/7).
 * The founders' stake after closing under 40% is a small founder stake; the investor's, at 50% or more, is control,
 * read only when the round has one investor, named in the document ('Investor: Sahel Growth Fund II ("SGF")') and
 * among the holders before. The caption must say 'before' the closing ('avant la levée'), so a table of the stakes
 * after closing is read as written by the other readers. The round's figures come from round-stake.ts. Reads folded text.
 */
import { roundFraction, severalInvestors } from './round-stake';
import { saysInactiveFounder } from './inactive-holders';
import { statedNumber } from './layout-cells';
import { lowFounderOwnershipFlag } from './founder-stake-flag';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

/** A caption of the holdings before the round: 'Holdings immediately before closing', 'Répartition du capital avant la levée'. */
// Or the holdings a term sheet calls current ('Current holdings: Founders 70%; angel investors 20%; ESOP 10% - pre-money').
const beforeRound = /\b(holdings?|shareholding|cap(itali[sz]ation)? table|ownership|actionnariat|repartition du capital|detention du capital|capital)\b[^:;]{0,30}\b((immediately |just )?(before|prior to) (the )?(closing|completion|round|investment|series [a-e])|(juste )?avant (la |le |l')?(cloture|closing|levee|operation|augmentation de capital|tour))\b[^:;]{0,30}:|\b(current|existing|actuel(le)?s?) ((fully[- ]diluted|fd) )?(holdings?|shareholding|cap(itali[sz]ation)? table|ownership|actionnariat|repartition du capital)\s*:/;
const item = /^\s*(.*?[^\d\s.,%])\s*:?\s*(\d+(?:[.,]\d+)?)\s?%\s*\.?\s*$/;
const founderWord = /\b(co-?founders?|founders?|cofondat\w+|fondat\w+)\b/;
/** The round's investor named on its own line: 'Investor: Sahel Growth Fund II ("SGF")', 'Investisseur : Fonds Atlas'. */
const investorLine = /^(?:lead |sole )?(?:investor|investisseur|subscriber|souscripteur)\s*:\s*([^(,;]+?)\s*(?:\(\s*"?([a-z]{2,})"?\s*\))?\s*(?:[,;(]|$)/;

interface Holding { holder: string; stake: number }

/** The holdings the caption lists, one per item between semicolons; null unless they make a whole table. */
function holdingsBefore(s: SentenceFacts): Holding[] | null {
  const caption = beforeRound.exec(s.lower);
  if (!caption) return null;
  const holdings: Holding[] = [];
  // A remark after the last stake ('10% - fully diluted, pre-money') is no holder.
  for (const part of s.lower.slice(caption.index + caption[0].length).replace(/%[^%;]*$/, '%').split(';')) {
    const m = item.exec(part);
    if (!m) return null;
    holdings.push({ holder: (m[1] ?? '').trim(), stake: statedNumber(m[2] ?? '') });
  }
  const total = holdings.reduce((sum, h) => sum + h.stake, 0);
  return holdings.length >= 3 && total >= 95 && total <= 105 ? holdings : null;
}

/**
 * The same holdings set one to a line under their caption ('Current fully diluted holdings:' then 'Johannes Shikongo
 * (co-founder, CEO)   35%', ...): the caption closes its line, and each line after it is one holder and its stake,
 * up to the first line that is not.
 */
function holdingRowsAfter(sentences: readonly SentenceFacts[], i: number): Holding[] | null {
  const caption = sentences[i];
  if (!caption || !/:\s*$/.test(caption.lower) || !beforeRound.test(caption.lower)) return null;
  const holdings: Holding[] = [];
  for (const s of sentences.slice(i + 1)) {
    const m = s.derived ? null : item.exec(s.lower);
    if (!m) break;
    holdings.push({ holder: (m[1] ?? '').trim(), stake: statedNumber(m[2] ?? '') });
  }
  const total = holdings.reduce((sum, h) => sum + h.stake, 0);
  return holdings.length >= 3 && total >= 95 && total <= 105 ? holdings : null;
}

/** The names the round's one investor goes by: its first word and its defined short name. */
function investorNames(sentences: readonly SentenceFacts[]): string[] {
  if (sentences.some((s) => !s.derived && severalInvestors.test(s.lower))) return [];
  const named = sentences.map((s) => investorLine.exec(s.lower.trim())).find((m) => m);
  if (!named) return [];
  return [named[1]?.trim().split(/\s+/)[0] ?? '', named[2] ?? ''].filter((name) => name.length >= 2);
}

/** The flags the stakes after the round raise, for the classes not already raised. */
export function preClosingFlags(sentences: readonly SentenceFacts[], raised: ReadonlySet<string>): RiskFlag[] {
  if (raised.has('low-founder-ownership') && raised.has('investor-control')) return [];
  // Most sentences name no moment before a round, and are passed over at once.
  const found = sentences.map((s, i) => ({ s, holdings: /before|prior|avant|current|existing|actuel/.test(s.lower) ? (s.lower.includes('%') ? holdingsBefore(s) : null) ?? holdingRowsAfter(sentences, i) : null })).find((h) => h.holdings);
  if (!found?.holdings) return [];
  const round = roundFraction(sentences, false);
  if (!round) return [];
  const kept = 1 - round.fraction;
  const out: RiskFlag[] = [];
  const founders = found.holdings.filter((h) => founderWord.test(h.holder) && !saysInactiveFounder(h.holder));
  const founderStake = founders.reduce((sum, h) => sum + h.stake, 0) * kept;
  if (founders.length > 0 && founderStake < 40 && !raised.has('low-founder-ownership')) out.push(lowFounderOwnershipFlag(founderStake, found.s, founders.length));
  const names = investorNames(sentences);
  const investor = found.holdings.find((h) => names.some((name) => h.holder.startsWith(name) && !/[a-z]/.test(h.holder.charAt(name.length))));
  if (investor && investor.stake * kept + 100 * round.fraction >= 50 && !raised.has('investor-control')) {
    out.push({
      ruleId: 'investor-control', category: 'cap-table', title: 'An investor holds control', severity: 'medium', evidence: excerpt(found.s.text), occurrences: 1,
      recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.',
    });
  }
  return out;
}
