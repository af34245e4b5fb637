import { z } from 'zod';
import { type LedgerEntryInput, ledgerEntryInputSchema } from '@baobab/contracts/financial-tools-ledger';
import { type LedgerEntryKind, ledgerEntryKinds, vestingFrequencies } from '@baobab/contracts/financial-tools-ledger-texts';
import { ledgerCurrencies as currencies } from '@baobab/contracts/financial-tools-ledger-texts';
import { ledgerMessages } from '@baobab/contracts/financial-tools-ledger-texts';
import { priceDecimals, priceToMinor } from '@baobab/contracts/price-per-share';
import type { GrantOption } from './ledger-grants';

/**
 * The add-entry form's values: text as typed, one flat set for every kind. Submitting builds the
 * entry of the chosen kind and checks it with the contract, so the messages beside the fields are
 * the contract's (the server gives the same ones).
 */
export const ledgerFormSchema = z.object({
  kind: z.enum(ledgerEntryKinds),
  date: z.string(),
  holder: z.string(),
  fromHolder: z.string(),
  toHolder: z.string(),
  shareClass: z.string(),
  shares: z.string(),
  /** An amount in the currency's own units ('0.05', '12.5'), sent as the ledger's minor units. */
  pricePerShareMinor: z.string(),
  currency: z.enum(currencies),
  isOption: z.boolean(),
  exercisePriceMinor: z.string(),
  vestingStart: z.string(),
  vestingMonths: z.string(),
  cliffMonths: z.string(),
  frequency: z.enum(vestingFrequencies),
  grantId: z.string(),
});
export type LedgerFormValues = z.infer<typeof ledgerFormSchema>;

export const emptyLedgerForm = (today: string, currency: LedgerFormValues['currency'] = 'USD'): LedgerFormValues => ({
  kind: 'issuance',
  date: today,
  holder: '',
  fromHolder: '',
  toHolder: '',
  shareClass: 'Common',
  shares: '',
  pricePerShareMinor: '0',
  currency,
  isOption: false,
  exercisePriceMinor: '',
  vestingStart: today,
  vestingMonths: '48',
  cliffMonths: '12',
  frequency: 'monthly',
  grantId: '',
});

/** Empty or not a number stays NaN so the contract's message names the field. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The entry of the chosen kind; an exercise or a grant's cancellation takes its holder and class from the grant. */
export function formToEntry(values: LedgerFormValues, grants: readonly GrantOption[]): Record<string, unknown> {
  const base = { kind: values.kind, date: values.date, shares: num(values.shares) };
  const grant = grants.find((g) => String(g.id) === values.grantId);
  const grantId = values.grantId === '' ? Number.NaN : Number(values.grantId);
  switch (values.kind) {
    case 'issuance':
      return {
        ...base,
        holder: values.holder,
        shareClass: values.shareClass,
        pricePerShareMinor: priceToMinor(values.pricePerShareMinor, values.currency),
        currency: values.currency,
        isOption: values.isOption,
        ...(values.isOption
          ? {
              exercisePriceMinor: priceToMinor(values.exercisePriceMinor, values.currency),
              vesting: { vestingStart: values.vestingStart, vestingMonths: num(values.vestingMonths), cliffMonths: num(values.cliffMonths), frequency: values.frequency },
            }
          : {}),
      };
    case 'transfer':
      return { ...base, fromHolder: values.fromHolder, toHolder: values.toHolder, shareClass: values.shareClass };
    case 'cancellation':
      return grant ? { ...base, holder: grant.holder, shareClass: grant.shareClass, grantId } : { ...base, holder: values.holder, shareClass: values.shareClass };
    case 'exercise':
      return { ...base, holder: grant?.holder ?? '', grantId };
    case 'repurchase':
      return { ...base, holder: values.holder, shareClass: values.shareClass, pricePerShareMinor: priceToMinor(values.pricePerShareMinor, values.currency), currency: values.currency };
  }
}

/** A contract path as the form field that shows it: vesting terms are flat in the form, and a missing grant's terms sit on its switch. */
export function formField(path: readonly PropertyKey[]): keyof LedgerFormValues {
  const [first, second] = path.map(String);
  if (first === 'vesting') return (second as keyof LedgerFormValues | undefined) ?? 'isOption';
  return (first ?? 'kind') as keyof LedgerFormValues;
}

export type LedgerFormCheck = { entry: LedgerEntryInput; errors?: undefined } | { entry?: undefined; errors: Map<keyof LedgerFormValues, string> };

export function checkLedgerForm(values: LedgerFormValues, grants: readonly GrantOption[]): LedgerFormCheck {
  const parsed = ledgerEntryInputSchema.safeParse(formToEntry(values, grants));
  if (parsed.success) return { entry: parsed.data };
  const errors = new Map<keyof LedgerFormValues, string>();
  for (const issue of parsed.error.issues) {
    // An exercise takes its holder from the grant: with no grant chosen, the grant's own message says what to do.
    if (issue.path[0] === 'holder' && values.kind === 'exercise') continue;
    const field = formField(issue.path);
    // The form asks for amounts, not the API's minor units: say so in the amount's own terms.
    const message =
      field === 'pricePerShareMinor' ? ledgerMessages.priceAmount(values.currency, priceDecimals(values.currency))
      : field === 'exercisePriceMinor' ? ledgerMessages.exercisePriceAmount(values.currency, priceDecimals(values.currency))
      : issue.message;
    if (!errors.has(field)) errors.set(field, message);
  }
  return { errors };
}

/** Which fields the chosen kind asks for. */
export function fieldsFor(kind: LedgerEntryKind, isOption: boolean, grantChosen: boolean) {
  return {
    holder: kind === 'issuance' || kind === 'repurchase' || (kind === 'cancellation' && !grantChosen),
    transfer: kind === 'transfer',
    shareClass: kind === 'issuance' || kind === 'transfer' || kind === 'repurchase' || (kind === 'cancellation' && !grantChosen),
    price: kind === 'issuance' || kind === 'repurchase',
    isOption: kind === 'issuance',
    optionTerms: kind === 'issuance' && isOption,
    grant: kind === 'exercise' || kind === 'cancellation',
  };
}
