/**
 * The one unit-economics flag of a document, its readers asked in turn: a claim or a stated figure the text's own
 * figures contradict (unit-economics.ts, unit-contradictions.ts, unit-waterfall.ts), or economics that lose money
 * (unit-losses.ts); a CAC said to be earned back within fewer orders than it takes (unit-order-payback.ts); a CAC below
 * the acquisition spend and new customers a few sentences apart imply (acquisition-spend-count.ts); a CSV export's
 * contribution-per-order column ending below zero (csv-columns.ts).
 *
 * A per-order loss the text states itself and its own lines reproduce ('Average order value ₦8,500', the costs under
 * it, 'Contribution per order −₦380'), with nothing calling the economics positive, in a text whose period figures
 * already show the cost of sales above revenue (the gross-margin flag raised), contradicts nothing: the figures agree
 * with what is stated, and the loss is the gross margin's, seen per order. It is not flagged a second time here.
 */
import { cacBelowSpendPerNew } from './acquisition-spend-count';
import { csvContributionLoss } from './csv-columns';
import { commissionBelowOrderCosts } from './commission-claim';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { claimsPositive, contradictoryUnitEconomics } from './unit-economics';
import { contradictedUnitFigures, linesLeave, signedAmount } from './unit-contradictions';
import { losingUnitEconomics } from './unit-losses';
import { amountAfterWord } from './unit-metrics';
import { orderPaybackContradicted } from './unit-order-payback';
import { contributionAboveLines, orderCostLines } from './unit-waterfall';

const contributionPerOrder = /\b(contribution( margin)?|marge de contribution|marge contributive)( per| par| ?\/) ?(order|commande|delivery|livraison|box|basket|panier)\b/g;

function lossStatedAsTheLinesGiveIt(sentences: readonly SentenceFacts[]): boolean {
  const written = sentences.filter((s) => !s.derived);
  const lines = orderCostLines(written);
  if (!lines) return false;
  const stated = written.map((s) => signedAmount(s, amountAfterWord(s, contributionPerOrder))).find((m) => m !== null);
  return Boolean(stated && stated.currency === lines.currency && stated.amount < 0 && Math.abs(stated.amount - linesLeave(lines)) <= 0.02 * lines.price);
}

export function unitEconomicsFlag(sentences: readonly SentenceFacts[], raised: ReadonlySet<string>): RiskFlag | null {
  const contradicted = contradictoryUnitEconomics(sentences);
  if (contradicted) return contradicted;
  const losing = losingUnitEconomics(sentences);
  const owned = losing && raised.has('gross-margin') && typeof losing.title !== 'string' && losing.title.i18nKey === 'Each order or customer loses money' && !sentences.some(claimsPositive) && lossStatedAsTheLinesGiveIt(sentences);
  return (owned ? null : losing) ?? contributionAboveLines(sentences) ?? contradictedUnitFigures(sentences) ?? orderPaybackContradicted(sentences) ?? cacBelowSpendPerNew(sentences) ?? csvContributionLoss(sentences) ?? commissionBelowOrderCosts(sentences);
}
