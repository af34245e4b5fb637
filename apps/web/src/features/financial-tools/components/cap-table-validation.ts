import { createCapTableInputSchema, type CreateCapTableInput } from '@baobab/contracts/financial-tools-cap-table';
import { readCapTableAmount } from '@baobab/contracts/financial-tools-cap-table-amounts';
import { financialToolsMessages as m } from '@baobab/contracts/financial-tools-messages';
import { currencyExponents, type CurrencyCode } from '@baobab/contracts/currencies';
import { preMoneyForPrice } from '@baobab/finance/spec-round-price';
import { type CapTableDraft, draftToInput } from './cap-table-draft';
import { refusalText } from '@baobab/finance/engine-errors';
import { englishRemembered, issueRemembered } from '@/lib/i18n/english-remembered';

/**
 * Everything the cap table tab checks with the contract's zod schemas, in one module the tab loads
 * after its editor has painted (use-cap-table-validation.ts): building those schemas and zod itself
 * took some 100 ms of a slow phone's CPU, in the same task as the tab's own code (bench/README.md).
 */

export type DraftCheck = { input: CreateCapTableInput | null; errors: Map<string, string> };

/**
 * Field path ('shares.0.shares') to its first message, from the shared contract; the amounts are read in
 * the company's currency first, and a reader's refusal ("This amount is in XOF, but...") is the field's message.
 */
export function checkDraft(draft: CapTableDraft, currency: CurrencyCode = 'USD'): DraftCheck {
  const refusals = new Map<string, string>();
  const parsed = createCapTableInputSchema.safeParse(draftToInput(draft, currency, refusals));
  if (parsed.success) return { input: parsed.data, errors: new Map() };
  const errors = new Map(refusals);
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (!errors.has(path)) errors.set(path, issueRemembered(issue));
  }
  return { input: null, errors };
}

/**
 * The pre-money valuation (text for the editor's field) that prices the draft's round at a
 * price per share, found by the same engine. The round is stored by its pre-money, the term the
 * engine prices on; the result then shows the price per share it gives.
 */
export function preMoneyFromPrice(draft: CapTableDraft, priceText: string, currency: CurrencyCode = 'USD'): { preMoney: string } | { error: string } {
  const reading = priceText.trim() === '' ? null : readCapTableAmount(priceText, 'price', currency, m.pricePerShare);
  if (reading && !reading.ok) return { error: englishRemembered(reading.message) };
  const price = reading?.value ?? Number.NaN;
  if (!(price > 0) || !Number.isFinite(price)) return { error: m.pricePerShare };
  if (!draft.round) return { error: m.pricePerShareNeedsTable };
  // Any positive pre-money stands in while the rest of the table is checked.
  const parsed = createCapTableInputSchema.safeParse(draftToInput({ ...draft, round: { ...draft.round, preMoneyValuation: '1' } }, currency));
  if (!parsed.success) return { error: m.pricePerShareNeedsTable };
  try {
    // To the currency's minor unit (whole francs in XOF), digits only: the field reads it back in the company's currency.
    return { preMoney: String(Number(preMoneyForPrice(parsed.data, price).toFixed(currencyExponents[currency]))) };
  } catch (error) {
    if (error instanceof RangeError) return { error: englishRemembered(refusalText(error)) };
    throw error;
  }
}

const exitValuesSchema = createCapTableInputSchema.shape.exitValues.unwrap();

/**
 * The exit-value list split into its values: semicolons separate them, unambiguous in English and French alike
 * ('1,5 M' is a French decimal, '1,500,000' English grouping). With no semicolon, the older list ('5000000,
 * 20000000') is still read: a comma followed by a space is never inside a number.
 */
export function splitExitValues(text: string): string[] {
  return text.split(text.includes(';') ? ';' : /,\s+/).map((p) => p.trim()).filter(Boolean);
}

/**
 * Exit values as typed ('XOF 5 000 000; 1,5 Md'), each read by the one reader in the company's currency, then
 * checked by the contract's own exitValues rule. A refusal names the value: its place in the list and its text.
 */
export function parseExitValues(text: string, currency: CurrencyCode = 'USD'): { values: number[]; error: string | null } {
  const parts = splitExitValues(text);
  const values: number[] = [];
  for (const [i, part] of parts.entries()) {
    const reading = readCapTableAmount(part, 'amount', currency, m.exitValueNumber);
    if (!reading.ok) return { values: [], error: englishRemembered(m.exitValueAt(i + 1, part, reading.message)) };
    values.push(reading.value);
  }
  const parsed = exitValuesSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, error: null };
  const issue = parsed.error.issues[0];
  const index = issue?.path[0];
  const part = typeof index === 'number' ? parts[index] : undefined;
  return { values: [], error: issue === undefined ? null : part === undefined ? issueRemembered(issue) : englishRemembered(m.exitValueAt(Number(index) + 1, part, issue.message)) };
}
