import type { AntiDilutionMethod } from '@baobab/contracts/financial-tools-cap-table-texts';
import { founderCapTableShareholders } from '@baobab/contracts/financial-tools-cap-table-defaults';
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools-cap-table';
import type { CurrencyCode } from '@baobab/contracts/currencies';
import { financialToolsMessages as m } from '@baobab/contracts/financial-tools-messages';
import { amountReader } from './draft-amounts';
import { type RoundDraft, roundFromInput, roundToInput } from './round-draft';

/**
 * The editable cap table: text as typed (so a half-typed number can be shown and
 * explained), turned into the contract's input, which cap-table-validation.ts checks with the
 * same zod schema the server uses. The editor puts a holder's whole holding under vesting (vesting total =
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
export type PreferredClassDraft = {
  key: number;
  name: string;
  issuePrice: string;
  liquidationPreference: string;
  participating: boolean;
  /** Total return cap of participating preferred, a multiple of the issue price; empty is uncapped. */
  participationCap: string;
  conversionRatio: string;
  seniority: string;
  antiDilution: AntiDilutionMethod | 'entries';
};
export type SafeDraft = { key: number; holderName: string; investment: string; valuationCap: string; discountPercent: string; isMfn: boolean; safeType: 'post-money' | 'pre-money'; proRata: boolean };
export type NoteDraft = { key: number; holderName: string; principal: string; interestRatePercent: string; issueDate: string; valuationCap: string; discountPercent: string; dayCount: 'actual/365' | '30/360'; proRata: boolean };
/** What the editor has no input for (declared common or option classes, the caller's exit values) travels through unchanged. */
type Kept = Pick<CreateCapTableInput, 'exitValues' | 'latestPostMoneyValuation'> & { otherClasses: NonNullable<CreateCapTableInput['shareClasses']> };
/** `openingDate`: the day the shareholders held what they hold here (the ledger's opening position, decision 0031). */
export type CapTableDraft = { openingDate: string; shareholders: ShareholderDraft[]; classes: PreferredClassDraft[]; safes: SafeDraft[]; notes: NoteDraft[]; round: RoundDraft | null; optionPool: string; kept: Kept };

let nextKey = 1;
export const newKey = () => nextKey++;

export const shareholderTypes = ['founder', 'employee', 'advisor', 'investor'] as const;
/** How a holder's type reads (the stored value stays the contract's). */
export const shareholderTypeLabels = { founder: 'Founder', employee: 'Employee', advisor: 'Advisor', investor: 'Investor' } as const satisfies Record<(typeof shareholderTypes)[number], string>;
export const vestingSchedules = ['4-year', '3-year', '2-year', '1-year', 'immediate'] as const;

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
/** Empty or not a number stays NaN so the contract's "must be a number" message names the field. */
const required = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
const optional = (s: string) => (s.trim() === '' ? undefined : Number(s));

export function emptyShareholder(): ShareholderDraft {
  return { key: newKey(), shareholderName: '', shareholderType: 'employee', shareClass: 'Common', shares: '', vested: '0', cliff: '12', schedule: '4-year', liquidationPreference: '1', antiDilution: 'None', exercisePrice: '' };
}
export const emptyClass = (): PreferredClassDraft => ({ key: newKey(), name: '', issuePrice: '', liquidationPreference: '1', participating: false, participationCap: '', conversionRatio: '1', seniority: '1', antiDilution: 'entries' });
export const emptySafe = (): SafeDraft => ({ key: newKey(), holderName: '', investment: '', valuationCap: '', discountPercent: '', isMfn: false, safeType: 'post-money', proRata: false });
export const emptyNote = (): NoteDraft => ({ key: newKey(), holderName: '', principal: '', interestRatePercent: '', issueDate: '', valuationCap: '', discountPercent: '', dayCount: 'actual/365', proRata: false });
export const dayCounts = ['actual/365', '30/360'] as const;

/** Today in UTC, the opening position's default date (the server's too). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

export function draftFromInput(input: Pick<CreateCapTableInput, 'shares'> & Partial<CreateCapTableInput>): CapTableDraft {
  return {
    openingDate: input.openingDate ?? todayIso(),
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
      .map((c) => ({
        key: newKey(),
        name: c.name,
        issuePrice: text(c.issuePrice),
        liquidationPreference: text(c.liquidationPreference ?? 1),
        participating: c.participation === 'participating',
        participationCap: text(c.participationCap),
        conversionRatio: text(c.conversionRatio ?? 1),
        seniority: text(c.seniority ?? 1),
        antiDilution: c.antiDilution ?? 'entries',
      })),
    safes: (input.safes ?? []).map((s) => ({ key: newKey(), holderName: s.holderName, investment: text(s.investment), valuationCap: text(s.valuationCap), discountPercent: text(s.discountPercent), isMfn: s.isMfn === true, safeType: s.safeType ?? 'post-money', proRata: s.proRata === true })),
    notes: (input.notes ?? []).map((n) => ({
      key: newKey(),
      holderName: n.holderName,
      principal: text(n.principal),
      interestRatePercent: text(n.interestRatePercent),
      issueDate: n.issueDate,
      valuationCap: text(n.valuationCap),
      discountPercent: text(n.discountPercent),
      dayCount: n.dayCount ?? 'actual/365',
      proRata: n.proRata === true,
    })),
    round: input.pricedRound ? roundFromInput(input.pricedRound) : null,
    optionPool: text(input.unallocatedOptionPool),
    kept: {
      otherClasses: (input.shareClasses ?? []).filter((c) => c.kind !== 'preferred'),
      ...(input.exitValues ? { exitValues: input.exitValues } : {}),
      ...(input.latestPostMoneyValuation !== undefined ? { latestPostMoneyValuation: input.latestPostMoneyValuation } : {}),
    },
  };
}

export const defaultDraft = (founderNames: readonly string[] = []) => draftFromInput({ shares: founderCapTableShareholders(founderNames) });

/** Whether a holder's class is options (the engine's built-in names, or a class declared as options), so it has an exercise price. */
export function isOptionClass(name: string, kept: Kept): boolean {
  const text = name.trim().toLowerCase();
  return text.includes('option') || text === 'esop' || kept.otherClasses.some((c) => c.kind === 'option' && c.name.trim().toLowerCase() === text);
}

/** The draft as the contract's input (before validation: numbers may be NaN), its amounts read in `currency`. */
export function draftToInput(draft: CapTableDraft, currency: CurrencyCode = 'USD', refusals?: Map<string, string>): Record<string, unknown> {
  const read = amountReader(currency, refusals);
  const readOptional = (path: string, text: string, notANumber: string) => (text.trim() === '' ? undefined : read(path, text, 'amount', notANumber));
  const isOption = (name: string) => isOptionClass(name, draft.kept);
  const { otherClasses, ...keptFields } = draft.kept;
  const classes = [
    ...otherClasses,
    ...draft.classes.map((c, i) => ({
      name: c.name,
      kind: 'preferred',
      issuePrice: read(`shareClasses.${otherClasses.length + i}.issuePrice`, c.issuePrice, 'price', m.issuePrice),
      liquidationPreference: required(c.liquidationPreference),
      participation: c.participating ? 'participating' : 'non-participating',
      ...(c.participating && c.participationCap.trim() !== '' ? { participationCap: required(c.participationCap) } : {}),
      conversionRatio: required(c.conversionRatio),
      seniority: required(c.seniority),
      ...(c.antiDilution !== 'entries' ? { antiDilution: c.antiDilution } : {}),
    })),
  ];
  return {
    ...(draft.openingDate.trim() !== '' ? { openingDate: draft.openingDate } : {}),
    shares: draft.shareholders.map((s, i) => ({
      shareholderName: s.shareholderName,
      shareholderType: s.shareholderType,
      shares: required(s.shares),
      shareClass: s.shareClass,
      vesting: { total: required(s.shares), vested: required(s.vested), cliff: required(s.cliff), schedule: s.schedule },
      liquidationPreference: required(s.liquidationPreference),
      antiDilution: s.antiDilution,
      ...(isOption(s.shareClass) && s.exercisePrice.trim() !== '' ? { exercisePrice: read(`shares.${i}.exercisePrice`, s.exercisePrice, 'price', m.exercisePrice) } : {}),
    })),
    ...(classes.length > 0 ? { shareClasses: classes } : {}),
    ...(draft.safes.length > 0
      ? {
          safes: draft.safes.map((s, i) => {
            const cap = readOptional(`safes.${i}.valuationCap`, s.valuationCap, m.valuationCap);
            const discount = optional(s.discountPercent);
            return { holderName: s.holderName, investment: read(`safes.${i}.investment`, s.investment, 'amount', m.safeInvestment), ...(cap !== undefined ? { valuationCap: cap } : {}), ...(discount !== undefined ? { discountPercent: discount } : {}), ...(s.isMfn ? { isMfn: true } : {}), ...(s.safeType === 'pre-money' ? { safeType: 'pre-money' } : {}), ...(s.proRata ? { proRata: true } : {}) };
          }),
        }
      : {}),
    ...(draft.notes.length > 0
      ? {
          notes: draft.notes.map((n, i) => {
            const cap = readOptional(`notes.${i}.valuationCap`, n.valuationCap, m.valuationCap);
            const discount = optional(n.discountPercent);
            return {
              holderName: n.holderName,
              principal: read(`notes.${i}.principal`, n.principal, 'amount', m.notePrincipal),
              interestRatePercent: required(n.interestRatePercent),
              issueDate: n.issueDate,
              ...(cap !== undefined ? { valuationCap: cap } : {}),
              ...(discount !== undefined ? { discountPercent: discount } : {}),
              ...(n.dayCount !== 'actual/365' ? { dayCount: n.dayCount } : {}),
              ...(n.proRata ? { proRata: true } : {}),
            };
          }),
        }
      : {}),
    ...(draft.round ? { pricedRound: roundToInput(draft.round, new Set(draft.shareholders.map((s) => s.shareholderName.trim())), read) } : {}),
    ...(draft.optionPool.trim() !== '' ? { unallocatedOptionPool: required(draft.optionPool) } : {}),
    ...keptFields,
  };
}
