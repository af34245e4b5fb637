import { type AntiDilutionMethod, createCapTableInputSchema, defaultCapTableShareholders, type CreateCapTableInput } from '@baobab/contracts/financial-tools';

/**
 * The editable cap table: text as typed (so a half-typed number can be shown and
 * explained), turned into the contract's input and checked by the same zod schema the
 * server uses. The editor puts a holder's whole holding under vesting (vesting total =
 * shares), as the spec's pre-filled founders do.
 */
export type ShareholderDraft = {
  key: number;
  shareholderName: string;
  shareholderType: string;
  shareClass: string;
  shares: string;
  vested: string;
  cliff: string;
  schedule: string;
  liquidationPreference: string;
  antiDilution: CreateCapTableInput['shares'][number]['antiDilution'];
  exercisePrice: string;
};
/** antiDilution 'entries' leaves the method to the holders' entries (the contract's default when the class declares none). */
export type PreferredClassDraft = { key: number; name: string; issuePrice: string; liquidationPreference: string; participating: boolean; seniority: string; antiDilution: AntiDilutionMethod | 'entries' };
export type SafeDraft = { key: number; holderName: string; investment: string; valuationCap: string; discountPercent: string };
export type CapTableDraft = { shareholders: ShareholderDraft[]; classes: PreferredClassDraft[]; safes: SafeDraft[]; optionPool: string };

let nextKey = 1;
export const newKey = () => nextKey++;

export const shareholderTypes = ['founder', 'employee', 'advisor', 'investor'] as const;
export const vestingSchedules = ['4-year', '3-year', '2-year', '1-year', 'immediate'] as const;

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
/** Empty or not a number stays NaN so the contract's "must be a number" message names the field. */
const required = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
const optional = (s: string) => (s.trim() === '' ? undefined : Number(s));

export function emptyShareholder(): ShareholderDraft {
  return { key: newKey(), shareholderName: '', shareholderType: 'employee', shareClass: 'Common', shares: '', vested: '0', cliff: '12', schedule: '4-year', liquidationPreference: '1', antiDilution: 'None', exercisePrice: '' };
}
export const emptyClass = (): PreferredClassDraft => ({ key: newKey(), name: '', issuePrice: '', liquidationPreference: '1', participating: false, seniority: '1', antiDilution: 'entries' });
export const emptySafe = (): SafeDraft => ({ key: newKey(), holderName: '', investment: '', valuationCap: '', discountPercent: '' });

export function draftFromInput(input: Pick<CreateCapTableInput, 'shares'> & Partial<CreateCapTableInput>): CapTableDraft {
  return {
    shareholders: input.shares.map((s) => ({
      key: newKey(),
      shareholderName: s.shareholderName,
      shareholderType: s.shareholderType,
      shareClass: s.shareClass,
      shares: text(s.shares),
      vested: text(s.vesting.vested),
      cliff: text(s.vesting.cliff),
      schedule: s.vesting.schedule,
      liquidationPreference: text(s.liquidationPreference),
      antiDilution: s.antiDilution,
      exercisePrice: text(s.exercisePrice),
    })),
    classes: (input.shareClasses ?? [])
      .filter((c) => c.kind === 'preferred')
      .map((c) => ({ key: newKey(), name: c.name, issuePrice: text(c.issuePrice), liquidationPreference: text(c.liquidationPreference ?? 1), participating: c.participation === 'participating', seniority: text(c.seniority ?? 1), antiDilution: c.antiDilution ?? 'entries' })),
    safes: (input.safes ?? []).map((s) => ({ key: newKey(), holderName: s.holderName, investment: text(s.investment), valuationCap: text(s.valuationCap), discountPercent: text(s.discountPercent) })),
    optionPool: text(input.unallocatedOptionPool),
  };
}

export const defaultDraft = () => draftFromInput({ shares: defaultCapTableShareholders });

/** The draft as the contract's input (before validation: numbers may be NaN). */
export function draftToInput(draft: CapTableDraft): Record<string, unknown> {
  const isOption = (name: string) => name.trim().toLowerCase().includes('option');
  return {
    shares: draft.shareholders.map((s) => ({
      shareholderName: s.shareholderName,
      shareholderType: s.shareholderType,
      shares: required(s.shares),
      shareClass: s.shareClass,
      vesting: { total: required(s.shares), vested: required(s.vested), cliff: required(s.cliff), schedule: s.schedule },
      liquidationPreference: required(s.liquidationPreference),
      antiDilution: s.antiDilution,
      ...(isOption(s.shareClass) && s.exercisePrice.trim() !== '' ? { exercisePrice: Number(s.exercisePrice) } : {}),
    })),
    ...(draft.classes.length > 0
      ? {
          shareClasses: draft.classes.map((c) => ({
            name: c.name,
            kind: 'preferred',
            issuePrice: required(c.issuePrice),
            liquidationPreference: required(c.liquidationPreference),
            participation: c.participating ? 'participating' : 'non-participating',
            seniority: required(c.seniority),
            ...(c.antiDilution !== 'entries' ? { antiDilution: c.antiDilution } : {}),
          })),
        }
      : {}),
    ...(draft.safes.length > 0
      ? {
          safes: draft.safes.map((s) => {
            const cap = optional(s.valuationCap);
            const discount = optional(s.discountPercent);
            return { holderName: s.holderName, investment: required(s.investment), ...(cap !== undefined ? { valuationCap: cap } : {}), ...(discount !== undefined ? { discountPercent: discount } : {}) };
          }),
        }
      : {}),
    ...(draft.optionPool.trim() !== '' ? { unallocatedOptionPool: required(draft.optionPool) } : {}),
  };
}

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
