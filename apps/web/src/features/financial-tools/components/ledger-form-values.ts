import { z } from 'zod';
import { type LedgerEntryInput, ledgerEntryInputSchema, type LedgerEntryKind, ledgerEntryKinds, vestingFrequencies, ledgerCurrencies as currencies, ledgerMessages } from '@baobab/contracts/financial-tools-ledger';
import { decimalPriceToMinor } from '@baobab/contracts/price-per-share';
import { PRICE_FRACTION_DIGITS, readPriceText } from '@baobab/contracts/money-reader';
import type { GrantOption, PlanOption } from './ledger-grants';
import { englishRemembered, issueRemembered } from '@/lib/i18n/english-remembered';

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
  /** A price in the currency's own units as typed ('0,0475', 'XOF 12,5'), sent with its real decimals (`pricePerShare`) and as the ledger's minor units. */
  pricePerShareMinor: z.string(),
  currency: z.enum(currencies),
  isOption: z.boolean(),
  /** A grant's exercise price as typed, read as the price per share is and sent both ways (`exercisePrice`, `exercisePriceMinor`). */
  exercisePriceMinor: z.string(),
  vestingStart: z.string(),
  vestingMonths: z.string(),
  cliffMonths: z.string(),
  frequency: z.enum(vestingFrequencies),
  grantId: z.string(),
  /** A grant's plan (the plan entry's id), or '' for a grant outside any plan. */
  planId: z.string(),
  planName: z.string(),
  boardApprovalDate: z.string(),
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
  planId: '',
  planName: '',
  boardApprovalDate: '',
});

/** Empty or not a number stays NaN so the contract's message names the field. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A price read by the one reader in the entry's currency: the exact decimal and the older minor units (NaN when unread). */
function readPrice(text: string, currency: LedgerFormValues['currency']): { minor: number; decimal?: string } {
  const reading = readPriceText(text, { currency, isCurrencyFixed: true });
  return reading.ok ? { minor: decimalPriceToMinor(reading.price, currency), decimal: reading.price } : { minor: Number.NaN };
}

function price(values: LedgerFormValues) {
  const { minor, decimal } = readPrice(values.pricePerShareMinor, values.currency);
  return { pricePerShareMinor: minor, ...(decimal === undefined ? {} : { pricePerShare: decimal }) };
}

function exercisePrice(values: LedgerFormValues) {
  const { minor, decimal } = readPrice(values.exercisePriceMinor, values.currency);
  return { exercisePriceMinor: minor, ...(decimal === undefined ? {} : { exercisePrice: decimal }) };
}

/** The entry of the chosen kind; an exercise or a grant's cancellation takes its holder and class from the grant, a grant from a plan its class from the plan. */
export function formToEntry(values: LedgerFormValues, grants: readonly GrantOption[], plans: readonly PlanOption[] = []): Record<string, unknown> {
  const base = { kind: values.kind, date: values.date, shares: num(values.shares) };
  const grant = grants.find((g) => String(g.id) === values.grantId);
  const grantId = values.grantId === '' ? Number.NaN : Number(values.grantId);
  const plan = values.isOption ? plans.find((p) => String(p.id) === values.planId) : undefined;
  switch (values.kind) {
    case 'issuance':
      return {
        ...base,
        holder: values.holder,
        shareClass: plan?.shareClass ?? values.shareClass,
        ...(plan ? { planId: plan.id } : {}),
        ...price(values),
        currency: values.currency,
        isOption: values.isOption,
        ...(values.isOption
          ? {
              ...exercisePrice(values),
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
      return { ...base, holder: values.holder, shareClass: values.shareClass, ...price(values), currency: values.currency };
    case 'plan':
      return { ...base, planName: values.planName, shareClass: values.shareClass, ...(values.boardApprovalDate === '' ? {} : { boardApprovalDate: values.boardApprovalDate }) };
    case 'pool-increase':
      return { ...base, planId: values.planId === '' ? Number.NaN : Number(values.planId), ...(values.boardApprovalDate === '' ? {} : { boardApprovalDate: values.boardApprovalDate }) };
  }
}

/** A contract path as the form field that shows it: vesting terms are flat in the form, and a missing grant's terms sit on its switch. */
export function formField(path: readonly PropertyKey[]): keyof LedgerFormValues {
  const [first, second] = path.map(String);
  if (first === 'vesting') return (second as keyof LedgerFormValues | undefined) ?? 'isOption';
  if (first === 'pricePerShare') return 'pricePerShareMinor';
  if (first === 'exercisePrice') return 'exercisePriceMinor';
  return (first ?? 'kind') as keyof LedgerFormValues;
}

export type LedgerFormCheck = { entry: LedgerEntryInput; errors?: undefined } | { entry?: undefined; errors: Map<keyof LedgerFormValues, string> };

export function checkLedgerForm(values: LedgerFormValues, grants: readonly GrantOption[], plans: readonly PlanOption[] = []): LedgerFormCheck {
  const parsed = ledgerEntryInputSchema.safeParse(formToEntry(values, grants, plans));
  if (parsed.success) return { entry: parsed.data };
  const errors = new Map<keyof LedgerFormValues, string>();
  for (const issue of parsed.error.issues) {
    // An exercise takes its holder from the grant: with no grant chosen, the grant's own message says what to do.
    if (issue.path[0] === 'holder' && values.kind === 'exercise') continue;
    const field = formField(issue.path);
    // The form asks for amounts, not the API's minor units: say so in the amount's own terms.
    const message =
      field === 'pricePerShareMinor' ? englishRemembered(ledgerMessages.priceAmount(values.currency, PRICE_FRACTION_DIGITS))
      : field === 'exercisePriceMinor' ? englishRemembered(ledgerMessages.exercisePriceAmount(values.currency, PRICE_FRACTION_DIGITS))
      : issueRemembered(issue);
    if (!errors.has(field)) errors.set(field, message);
  }
  return { errors };
}

/** Which fields the chosen kind asks for; a grant from a plan takes the plan's class. */
export function fieldsFor(kind: LedgerEntryKind, isOption: boolean, grantChosen: boolean, planChosen = false) {
  return {
    holder: kind === 'issuance' || kind === 'repurchase' || (kind === 'cancellation' && !grantChosen),
    transfer: kind === 'transfer',
    shareClass: (kind === 'issuance' && !(isOption && planChosen)) || kind === 'transfer' || kind === 'repurchase' || kind === 'plan' || (kind === 'cancellation' && !grantChosen),
    plan: kind === 'plan',
    planChoice: (kind === 'issuance' && isOption) || kind === 'pool-increase',
    boardApproval: kind === 'plan' || kind === 'pool-increase',
    price: kind === 'issuance' || kind === 'repurchase',
    isOption: kind === 'issuance',
    optionTerms: kind === 'issuance' && isOption,
    grant: kind === 'exercise' || kind === 'cancellation',
  };
}
