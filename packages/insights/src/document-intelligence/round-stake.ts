/**
 * One investor's stake given by the round's figures instead of a percentage: its investment over the post-money
 * valuation, or over the pre-money valuation plus the investment ('Acacia Capital will invest USD 6m at a post-money
 * valuation of USD 10m', 'Investment: KES 500m by Savanna Fund' then 'Pre-money valuation: KES 400m', 'le fonds Atlas
 * investit 600 M FCFA sur une valorisation pré-money de 500 M FCFA'). 50% or more is control. The investment must be
 * one named investor's (a fund's name, 'the Investor'), in a document that names no co-investors or syndicate, so a
 * round raised from several is none; and one investment and one valuation, so an earlier round's figures beside a
 * later one's pair none. The amounts are read by the one money reader and compared in one currency. A hedged figure
 * ('could invest up to') is none. Reads folded text.
 */
import { isHedgedAt } from './assertion';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

type Amount = { value: number; currency: string; s: SentenceFacts };

/** Words just before the investment: 'will invest', 'Investment:', 'investit', 'souscrira pour', 'Montant de l'investissement :'. */
const investedBefore = /\b(invest|invests|invested|will invest|to invest|investment|investing|amount (received|raised|invested)|montant (recu|leve|investi)|montant de (l'investissement|la souscription|l'operation)|montant(?= ?:)|subscribes?( for)?|will subscribe( for)?|subscription( amount)?|investit|investira|investissement|souscrit|souscrira|souscription|apport(e|era)?)\b[^.;\d]{0,30}$/;
/** Words just before a valuation, or just after it: 'post-money valuation of', 'valorisation pré-money de', 'USD 10m post-money'. */
// 'Pre-money value:', 'Valorisation avant investissement :' (before, pre; after, post).
const valuationBefore = /\b(?<kind>post|pre)-?money\b( valuation| value| valorisation| valeur)?( of| de| d'| at| :|:)?\s*$|\bvalorisation (?<fr>post|pre)-?money\b( de| :|:)?\s*$|\b(valorisation|valeur) (?<when>avant|apres) (l')?(investissement|operation|augmentation de capital|la levee)\b( de| :|:)?\s*$/;
const valuationAfter = /^\s*\(?(?<kind>post|pre)-?money\b/;
/** A form's investor label with its value: 'Lead Investor: Sahel Growth Fund II LP', 'Investisseur principal : ...'. */
const investorLabelLine = /^\W*(lead investor|investor|investisseur( principal| chef de file)?)\s*:/;
/** One investor named: a fund's name or the defined term. */
const oneInvestor = /\b(capital|ventures|partners|fund|fonds|investments|holdings|the investor|l'investisseur|le fonds)\b/;
/** Several investors in the round: then no one of them is read from the round's total. */
export const severalInvestors = /\b(led by|co-led|mene par|menee par|co-?investors?|co-?investisseurs?|syndicate|syndicat|alongside|aux cotes d[eu']|together with|conjointement avec|with participation from|investors will|investisseurs (investiront|souscriront)|existing investors|other investors|autres investisseurs)\b/;

/**
 * The round's new money over its post-money valuation, with the investment's sentence: one investment (a named
 * investor's when `named`) and one valuation, null otherwise.
 */
export function roundFraction(sentences: readonly SentenceFacts[], named = true): { fraction: number; s: SentenceFacts } | null {
  const written = sentences.filter((s) => !s.derived);
  // A term sheet names its one investor on a label line of its own ('Lead Investor: Sahel Growth Fund II LP'), not in the investment's line.
  const investorLabelled = written.some((s) => investorLabelLine.test(s.lower) && oneInvestor.test(s.lower));
  // One round: a document that states two investments or two valuations (an earlier round, a later one) pairs none.
  const investments: Amount[] = [];
  const posts: Amount[] = [];
  const pres: Amount[] = [];
  for (const s of written) {
    for (const m of s.money) {
      if (isHedgedAt(s.lower, m.start)) continue;
      const before = s.lower.slice(Math.max(0, m.start - 45), m.start);
      const valued = valuationBefore.exec(before) ?? valuationAfter.exec(s.lower.slice(m.end, m.end + 15));
      const amount = { value: m.amount, currency: m.currency, s };
      if (valued) ((valued.groups?.kind ?? valued.groups?.fr ?? (valued.groups?.when === 'apres' ? 'post' : 'pre')) === 'post' ? posts : pres).push(amount);
      else if (investedBefore.test(before) && (!named || oneInvestor.test(s.lower) || investorLabelled)) investments.push(amount);
    }
  }
  const one = (amounts: readonly Amount[]) => (new Set(amounts.map((a) => `${a.currency} ${a.value}`)).size === 1 ? amounts[0] ?? null : null);
  const invested = one(investments);
  const post = one(posts);
  const pre = one(pres);
  if (!invested || (posts.length > 0 && !post) || (pres.length > 0 && !pre)) return null;
  const { value, currency } = invested;
  const whole = post && post.currency === currency ? post.value : pre && pre.currency === currency ? pre.value + value : null;
  return whole === null || value >= whole ? null : { fraction: value / whole, s: invested.s };
}

/** The investment of one named investor and the round's valuation, from any sentences of the document. */
// The stakes after the round, stated with their percentages ('Shareholding after closing (fully diluted): ... OC 40%'): the
// document's own figures, which the round's arithmetic does not overrule.
const statedAfterRound = /\b(after|post|following|apres|a l'issue d[eu']) (the )?(closing|completion|round|investment|la levee|la realisation|l'operation|la cloture)\b[^.]{0,80}%/;
export function roundInvestorStake(sentences: readonly SentenceFacts[]): RiskFlag | null {
  if (sentences.some((s) => !s.derived && (severalInvestors.test(s.lower) || statedAfterRound.test(s.lower)))) return null;
  const round = roundFraction(sentences);
  if (!round || round.fraction < 0.5) return null;
  return {
    ruleId: 'investor-control', category: 'cap-table', title: 'An investor holds control', severity: 'medium', evidence: excerpt(round.s.text), occurrences: 1,
    recommendation: 'Explain the governance rights attached to the controlling stake and how founders keep decision rights.',
  };
}
