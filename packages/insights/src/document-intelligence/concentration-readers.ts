/**
 * Customer concentration read across a document rather than in one sentence: the readers of a customer's share of
 * revenue, tried in the order below, the first that finds a share of 30% or more raising the flag. Earlier readers
 * state the share most plainly (revenue without the customer, a customer table, a share of stated revenue); later ones
 * work it out from amounts, splits and rows. A revenue stated only in a table's cells is set against a customer's
 * amount as if written (tabled-revenue.ts).
 */
import { buyerOutputShare } from './buyer-output-share';
import { shareAfterColon } from './colon-clause-share';
import { concentrationFlag } from './concentration-flag';
import { countedFewShares } from './counted-few-shares';
import { contractAmountOfRevenue, contractAmountOutOfTotal, contractShareOfRevenue } from './contract-share';
import { customerBareRowsShare, ofWhichRowShare } from './customer-bare-rows';
import { customerColumnShare } from './customer-columns';
import { customerItemShares } from './customer-item-shares';
import { customerRowsOfStatedTotal } from './customer-rows-total';
import { customerShareRows } from './customer-share-rows';
import { namedRowOfSalesSplit, namedShareOfRevenueJustSaid, namedSplitOfRevenue } from './customer-split';
import { revenueSplitItems } from './customer-split-items';
import { customerTableShare, largestCustomerOfStatedRevenue } from './customer-table';
import type { FigureSeries } from './document-figures/series';
import { namedShareOfRevenueAmounts } from './named-revenue-share';
import { partOfSalesInFigures } from './part-of-sales-figures';
import { rankedPartyOfRevenue } from './ranked-party-amounts';
import { shareWithout } from './red-flag-rules';
import { respectiveAmountsShare } from './respective-amounts';
import type { SentenceFacts } from './sentence-facts';
import { splitAmountsShare } from './split-amounts';
import { withTabledRevenue } from './tabled-revenue';
import type { RiskFlag } from './types';

/** One customer measured by what revenue would be without it ('without it, 2025 revenue would have been $0.9M instead of $2.6M'). */
function anchorCustomer(sentences: readonly SentenceFacts[]): RiskFlag | null {
  for (const s of sentences) {
    const share = shareWithout(s);
    if (share < 30) continue;
    return concentrationFlag(share, s.text);
  }
  return null;
}

/** The readers of the document's sentences (with a tabled revenue written in), in order. */
const sentenceReaders: readonly ((sentences: readonly SentenceFacts[]) => RiskFlag | null)[] = [
  anchorCustomer, customerTableShare, largestCustomerOfStatedRevenue, contractShareOfRevenue, namedShareOfRevenueAmounts,
  contractAmountOfRevenue, customerColumnShare, customerItemShares, customerRowsOfStatedTotal, namedSplitOfRevenue,
  namedShareOfRevenueJustSaid, namedRowOfSalesSplit, customerShareRows, revenueSplitItems, respectiveAmountsShare,
  contractAmountOutOfTotal, splitAmountsShare, buyerOutputShare, shareAfterColon, partOfSalesInFigures,
  rankedPartyOfRevenue, countedFewShares,
];
/** The readers of the document as written, its rows one a line, after the sentence readers. */
const textReaders: readonly ((text: string) => RiskFlag | null)[] = [customerBareRowsShare, ofWhichRowShare];

/** The first concentration flag the readers find in a document, or null. */
export function concentrationAcrossDocument(text: string, sentences: readonly SentenceFacts[], series: readonly FigureSeries[]): RiskFlag | null {
  const withRevenue = withTabledRevenue(text, sentences, series);
  for (const read of sentenceReaders) {
    const flag = read(withRevenue);
    if (flag) return flag;
  }
  for (const read of textReaders) {
    const flag = read(text);
    if (flag) return flag;
  }
  return null;
}
