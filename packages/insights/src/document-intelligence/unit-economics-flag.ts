/**
 * The one unit-economics flag of a document, its readers asked in turn: a claim or a stated figure the text's own
 * figures contradict (unit-economics.ts, unit-contradictions.ts, unit-waterfall.ts), or economics that lose money
 * (unit-losses.ts); a CAC said to be earned back within fewer orders than it takes (unit-order-payback.ts); a CAC below
 * the acquisition spend and new customers a few sentences apart imply (acquisition-spend-count.ts); a CSV export's
 * contribution-per-order column ending below zero (csv-columns.ts); a commission below the per-order costs listed under
 * it while every order is called profitable (commission-claim.ts). A per-order loss is flagged whether or not the
 * period's gross margin reports the same loss: the development set's writers read it as unit economics that fail
 * (decision 0036, the doubted per-order loss settled). A lifetime, stated or behind an LTV, longer than the high churn
 * another reader raised allows (unit-lifetime-churn.ts): that churn is read in more ways than these readers read a churn.
 * An asset's payback claimed against its cost over what it earns a month (unit-asset-payback.ts). A margin on one unit
 * claimed as an amount above what the price and costs told around it leave (unit-margin-told.ts).
 */
import { cacBelowSpendPerNew } from './acquisition-spend-count';
import { csvContributionLoss } from './csv-columns';
import { commissionBelowOrderCosts } from './commission-claim';
import { assetPaybackContradicted } from './unit-asset-payback';
import type { SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';
import { contradictoryUnitEconomics } from './unit-economics';
import { contradictedUnitFigures } from './unit-contradictions';
import { lifetimeBeyondHighChurn } from './unit-lifetime-churn';
import { losingUnitEconomics } from './unit-losses';
import { marginToldAboveLines } from './unit-margin-told';
import { orderPaybackContradicted } from './unit-order-payback';
import { contributionAboveLines } from './unit-waterfall';

export function unitEconomicsFlag(sentences: readonly SentenceFacts[], churnIsHigh: boolean): RiskFlag | null {
  return contradictoryUnitEconomics(sentences) ?? losingUnitEconomics(sentences) ?? contributionAboveLines(sentences) ?? contradictedUnitFigures(sentences) ?? orderPaybackContradicted(sentences) ?? cacBelowSpendPerNew(sentences) ?? csvContributionLoss(sentences) ?? commissionBelowOrderCosts(sentences) ?? lifetimeBeyondHighChurn(sentences, churnIsHigh) ?? assetPaybackContradicted(sentences) ?? marginToldAboveLines(sentences);
}
