import { createCapTableInputSchema } from '@baobab/contracts/financial-tools-cap-table';
import { financialToolsMessages as m } from '@baobab/contracts/financial-tools-messages';
import { preMoneyForPrice } from '@baobab/finance/spec-round-price';
import { type CapTableDraft, draftToInput } from './cap-table-draft';

/**
 * The pre-money valuation (text for the editor's field) that prices the draft's round at a
 * price per share, found by the same engine. The round is stored by its pre-money, the term the
 * engine prices on; the result then shows the price per share it gives.
 */
export function preMoneyFromPrice(draft: CapTableDraft, priceText: string): { preMoney: string } | { error: string } {
  const price = priceText.trim() === '' ? Number.NaN : Number(priceText);
  if (!(price > 0) || !Number.isFinite(price)) return { error: m.pricePerShare };
  if (!draft.round) return { error: m.pricePerShareNeedsTable };
  // Any positive pre-money stands in while the rest of the table is checked.
  const parsed = createCapTableInputSchema.safeParse(draftToInput({ ...draft, round: { ...draft.round, preMoneyValuation: '1' } }));
  if (!parsed.success) return { error: m.pricePerShareNeedsTable };
  try {
    return { preMoney: String(preMoneyForPrice(parsed.data, price)) };
  } catch (error) {
    if (error instanceof RangeError) return { error: error.message };
    throw error;
  }
}
