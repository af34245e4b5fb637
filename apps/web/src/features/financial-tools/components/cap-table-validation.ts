import { createCapTableInputSchema, type CreateCapTableInput } from '@baobab/contracts/financial-tools-cap-table';
import { financialToolsMessages as m } from '@baobab/contracts/financial-tools-messages';
import { preMoneyForPrice } from '@baobab/finance/spec-round-price';
import { type CapTableDraft, draftToInput } from './cap-table-draft';

/**
 * Everything the cap table tab checks with the contract's zod schemas, in one module the tab loads
 * after its editor has painted (use-cap-table-validation.ts): building those schemas and zod itself
 * took some 100 ms of a slow phone's CPU, in the same task as the tab's own code (bench/README.md).
 */

export type DraftCheck = { input: CreateCapTableInput | null; errors: Map<string, string> };

/** Field path ('shares.0.shares') to its first message, from the shared contract. */
export function checkDraft(draft: CapTableDraft): DraftCheck {
  const parsed = createCapTableInputSchema.safeParse(draftToInput(draft));
  if (parsed.success) return { input: parsed.data, errors: new Map() };
  const errors = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return { input: null, errors };
}

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

const exitValuesSchema = createCapTableInputSchema.shape.exitValues.unwrap();

/** Exit values as typed ("5000000, 20000000"), checked by the contract's own exitValues rule. */
export function parseExitValues(text: string): { values: number[]; error: string | null } {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const parsed = exitValuesSchema.safeParse(parts.map((p) => Number(p.replace(/[$_\s]/g, ''))));
  return parsed.success ? { values: parsed.data, error: null } : { values: [], error: parsed.error.issues[0]?.message ?? null };
}
