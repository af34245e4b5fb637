/**
 * Financial tools contract (the spec's Financial Tools screen, entities and calls; decision 0006): the cap table, the
 * financial model, the valuation and the funding tracker. Inputs are strict (unknown
 * fields are rejected) and every message names the field it is about. Money is in
 * US dollars, as the spec's screens show it; the server stores it in cents.
 */
import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { antiDilutionOptions } from './enums';
import { recordedPeersSchema } from './comparables';

export const financialToolsMessages = {
  shareholderName: 'Shareholder name is required (shareholderName)',
  shareholderType: 'Shareholder type is required (shareholderType)',
  sharesNumber: 'Shares must be a number (shares)',
  sharesWhole: 'Shares must be a whole number (shares)',
  sharesPositive: 'Shares must be more than zero (shares)',
  shareClass: 'Share class is required (shareClass)',
  unknownShareClass: (name: string) => `Unknown share class '${name}' (shareClass): use Common or Options, or declare it in shareClasses with its terms`,
  vestingTotal: 'Vesting total must be a whole number of shares, zero or more (vesting.total)',
  vestingTotalAboveShares: 'Vesting total cannot be more than the shares held (vesting.total)',
  vestedShares: 'Vested shares must be a whole number, zero or more (vesting.vested)',
  vestedAboveTotal: 'Vested shares cannot be more than the vesting total (vesting.vested)',
  cliff: 'Cliff must be a whole number of months, zero or more (vesting.cliff)',
  schedule: 'Vesting schedule must read like 4-year or 36-month (vesting.schedule)',
  cliffAboveSchedule: 'Cliff cannot be longer than the vesting schedule (vesting.cliff)',
  liquidationPreference: 'Liquidation preference must be a number, zero or more (liquidationPreference)',
  antiDilution: 'Anti-dilution must be None, Full Ratchet or Weighted Average (antiDilution)',
  exercisePrice: 'Exercise price must be a number, zero or more (exercisePrice)',
  shareholdersRequired: 'Add at least one shareholder (shares)',
  tooManyShareholders: 'A cap table can have at most 1,000 shareholder entries (shares)',
  shareClassName: 'Share class name is required (shareClasses.name)',
  shareClassKind: 'Share class kind must be common, preferred or option (shareClasses.kind)',
  duplicateShareClass: (name: string) => `Share class '${name}' is declared twice (shareClasses.name)`,
  issuePrice: 'Issue price must be a number, zero or more (shareClasses.issuePrice)',
  preferredNeedsPrice: (name: string) => `Preferred class '${name}' needs an issue price above zero (shareClasses.issuePrice)`,
  seniority: 'Seniority must be a whole number, zero or more (shareClasses.seniority)',
  participationCap: 'Participation cap must be at least the liquidation preference (shareClasses.participationCap)',
  conversionRatio: 'Conversion ratio must be more than zero (shareClasses.conversionRatio)',
  classAntiDilution: 'Anti-dilution must be none, full-ratchet, broad-based or narrow-based (shareClasses.antiDilution)',
  antiDilutionNotPreferred: (name: string) => `Anti-dilution applies only to preferred classes, not to '${name}' (shareClasses.antiDilution)`,
  holderName: 'Holder name is required (holderName)',
  safeInvestment: 'SAFE investment must be more than zero (safes.investment)',
  safeTerms: 'A SAFE needs a valuation cap or a discount (safes.valuationCap or safes.discountPercent), unless it is an MFN SAFE (safes.isMfn)',
  valuationCap: 'Valuation cap must be more than zero (valuationCap)',
  discountPercent: 'Discount must be at least 0% and below 100% (discountPercent)',
  notePrincipal: 'Note principal must be more than zero (notes.principal)',
  interestRate: 'Interest rate must be a number, zero or more (notes.interestRatePercent)',
  issueDate: 'Issue date must be a date like 2026-01-31 (notes.issueDate)',
  dayCount: "Day count must be 'actual/365' or '30/360' (notes.dayCount)",
  pricedRoundNeeded: 'Notes and SAFEs without a valuation cap convert only in a priced round: add pricedRound',
  seriesName: 'Series name is required (pricedRound.seriesName)',
  investorName: 'Investor name is required (pricedRound.investorName)',
  preMoneyValuation: 'Pre-money valuation must be more than zero (pricedRound.preMoneyValuation)',
  roundInvestment: 'Round investment must be more than zero (pricedRound.investment)',
  closingDate: 'Closing date must be a date like 2026-01-31 (pricedRound.closingDate)',
  optionPoolTarget: 'Option pool target must be at least 0% and below 100% (pricedRound.optionPoolTargetPercent)',
  optionPoolIncrease: 'Option pool increase must be a whole number of shares, zero or more (pricedRound.optionPoolIncrease)',
  optionPoolBoth: 'Give an option pool target or an increase, not both (pricedRound.optionPoolTargetPercent)',
  poolTiming: "Option pool timing must be 'pre-money' or 'post-money' (pricedRound.poolTiming)",
  convertiblesInPreMoney: 'Convertibles in the pre-money must be true or false (pricedRound.convertiblesInPreMoney)',
  coInvestorName: 'Co-investor name is required (pricedRound.coInvestors.investorName)',
  coInvestorInvestment: 'Co-investor investment must be more than zero (pricedRound.coInvestors.investment)',
  tooManyCoInvestors: 'A round can have at most 50 co-investors (pricedRound.coInvestors)',
  duplicateInvestor: (name: string) => `'${name}' is named twice among the round's investors (pricedRound.coInvestors.investorName)`,
  proRataHolder: (name: string) => `Pro-rata holder '${name}' is not a shareholder in this cap table (pricedRound.proRataHolders)`,
  proRataHolderName: 'Pro-rata holder must be a shareholder name (pricedRound.proRataHolders)',
  tooManyProRataHolders: 'At most 100 pro-rata holders (pricedRound.proRataHolders)',
  closingBeforeNoteIssue: 'Closing date cannot be before a note was issued (pricedRound.closingDate)',
  unallocatedOptionPool: 'Unallocated option pool must be a whole number of shares, zero or more (unallocatedOptionPool)',
  exitValue: 'Exit value must be zero or more (exitValues)',
  exitValueNumber: 'Exit value must be a number (exitValues)',
  tooManyExitValues: 'At most 20 exit values (exitValues)',
  latestPostMoneyValuation: 'Latest post-money valuation must be more than zero (latestPostMoneyValuation)',
  assumptionNumber: (field: string) => `${field} must be a number`,
  startingHeadcount: 'Starting headcount must be a whole number, zero or more (startingHeadcount)',
  projectionYears: 'Projection years must be a whole number from 1 to 10 (projectionYears)',
  targetAmount: 'Target amount must be zero or more (targetAmount)',
  raisedAmount: 'Raised amount must be zero or more (raisedAmount)',
  milestoneTask: 'Milestone task is required (task)',
  milestoneTaskLength: 'Milestone task must be at most 200 characters (task)',
  milestoneDueDate: 'Due date must be a date like 2026-01-31 (dueDate)',
  milestoneCompleted: 'Completed must be true or false (completed)',
  milestoneUpdateEmpty: 'Change at least one of task, completed or dueDate',
} as const;

const m = financialToolsMessages;
const numberField = (message: string) => z.number({ error: message });
const wholeShares = (message: string) => z.number({ error: message }).int(message).min(0, message);

/** A preferred class's anti-dilution protection (NVCA Model Certificate of Incorporation §4.4.4). */
export const antiDilutionMethods = ['none', 'full-ratchet', 'broad-based', 'narrow-based'] as const;
export type AntiDilutionMethod = (typeof antiDilutionMethods)[number];
export const antiDilutionMethodLabels: Record<AntiDilutionMethod, string> = {
  none: 'None',
  'full-ratchet': 'Full ratchet',
  'broad-based': 'Broad-based weighted average',
  'narrow-based': 'Narrow-based weighted average',
};

export const antiDilutionFieldLabels = { field: 'Anti-dilution in a down round', fromEntries: "As the holders' entries say" } as const;

/** Where a priced round's option pool top-up sits. */
export const poolTimings = ['pre-money', 'post-money'] as const;
export const poolTimingLabels: Record<(typeof poolTimings)[number], string> = {
  'pre-money': 'In the pre-money (existing holders bear it)',
  'post-money': 'In the post-money (new investors share it)',
};

/** Class names every cap table knows without a declaration (Options, Option Pool, ESOP…). */
export function isBuiltInShareClass(name: string): boolean {
  const text = name.trim().toLowerCase();
  return text === 'common' || text === 'common stock' || text.includes('option') || text === 'esop';
}

const scheduleMonths = (label: string): number | null => {
  const match = /^(\d{1,3})[- ]?(year|yr|month|mo)s?$/.exec(label.trim().toLowerCase());
  if (label.trim().toLowerCase() === 'immediate') return 0;
  return match ? Number(match[1]) * (match[2]?.startsWith('y') ? 12 : 1) : null;
};

export const capTableVestingSchema = z
  .strictObject({
    total: wholeShares(m.vestingTotal),
    vested: wholeShares(m.vestedShares),
    cliff: wholeShares(m.cliff),
    schedule: z.string({ error: m.schedule }).refine((s) => scheduleMonths(s) !== null, m.schedule),
  })
  .superRefine((v, ctx) => {
    if (v.vested > v.total) ctx.addIssue({ code: 'custom', path: ['vested'], message: m.vestedAboveTotal });
    const months = scheduleMonths(v.schedule);
    if (months !== null && v.cliff > months) ctx.addIssue({ code: 'custom', path: ['cliff'], message: m.cliffAboveSchedule });
  });

/** The spec's shareholder entry, plus an optional exercise price for options. */
export const capTableShareholderSchema = z
  .strictObject({
    shareholderName: z.string({ error: m.shareholderName }).trim().min(1, m.shareholderName).max(120, m.shareholderName),
    shareholderType: z.string({ error: m.shareholderType }).trim().min(1, m.shareholderType).max(40, m.shareholderType),
    shares: z.number({ error: m.sharesNumber }).int(m.sharesWhole).positive(m.sharesPositive),
    shareClass: z.string({ error: m.shareClass }).trim().min(1, m.shareClass).max(60, m.shareClass),
    vesting: capTableVestingSchema,
    liquidationPreference: z.number({ error: m.liquidationPreference }).min(0, m.liquidationPreference).default(1),
    antiDilution: z.enum(antiDilutionOptions, { error: m.antiDilution }).default('None'),
    exercisePrice: z.number({ error: m.exercisePrice }).min(0, m.exercisePrice).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.vesting.total > s.shares) ctx.addIssue({ code: 'custom', path: ['vesting', 'total'], message: m.vestingTotalAboveShares });
  });
export type CapTableShareholder = z.infer<typeof capTableShareholderSchema>;

export const shareClassTermsSchema = z
  .strictObject({
    name: z.string({ error: m.shareClassName }).trim().min(1, m.shareClassName).max(60, m.shareClassName),
    kind: z.enum(['common', 'preferred', 'option'], { error: m.shareClassKind }),
    issuePrice: z.number({ error: m.issuePrice }).min(0, m.issuePrice).optional(),
    seniority: wholeShares(m.seniority).optional(),
    liquidationPreference: z.number({ error: m.liquidationPreference }).min(0, m.liquidationPreference).optional(),
    participation: z.enum(['non-participating', 'participating']).optional(),
    participationCap: z.number({ error: m.participationCap }).positive(m.participationCap).optional(),
    conversionRatio: z.number({ error: m.conversionRatio }).positive(m.conversionRatio).optional(),
    /** The declared protection; when absent, the class's first entry's antiDilution (Weighted Average is broad-based). */
    antiDilution: z.enum(antiDilutionMethods, { error: m.classAntiDilution }).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.antiDilution !== undefined && c.antiDilution !== 'none' && c.kind !== 'preferred') ctx.addIssue({ code: 'custom', path: ['antiDilution'], message: m.antiDilutionNotPreferred(c.name) });
    if (c.kind === 'preferred' && !((c.issuePrice ?? 0) > 0)) ctx.addIssue({ code: 'custom', path: ['issuePrice'], message: m.preferredNeedsPrice(c.name) });
    if (c.participationCap !== undefined && c.participationCap < (c.liquidationPreference ?? 1)) ctx.addIssue({ code: 'custom', path: ['participationCap'], message: m.participationCap });
  });

const holderName = z.string({ error: m.holderName }).trim().min(1, m.holderName).max(120, m.holderName);
const valuationCap = z.number({ error: m.valuationCap }).positive(m.valuationCap);
const discountPercent = z.number({ error: m.discountPercent }).min(0, m.discountPercent).lt(100, m.discountPercent);

export const safeInputSchema = z
  .strictObject({
    holderName,
    investment: z.number({ error: m.safeInvestment }).positive(m.safeInvestment),
    valuationCap: valuationCap.optional(),
    discountPercent: discountPercent.optional(),
    isMfn: z.boolean().optional(),
  })
  .refine((s) => s.valuationCap !== undefined || s.discountPercent !== undefined || s.isMfn === true, { message: m.safeTerms, path: ['valuationCap'] });

export const noteInputSchema = z.strictObject({
  holderName,
  principal: z.number({ error: m.notePrincipal }).positive(m.notePrincipal),
  interestRatePercent: z.number({ error: m.interestRate }).min(0, m.interestRate),
  issueDate: calendarDateSchema(m.issueDate),
  valuationCap: valuationCap.optional(),
  discountPercent: discountPercent.optional(),
  /** The day count the note states for its simple interest; Actual/365 when absent. */
  dayCount: z.enum(['actual/365', '30/360'], { error: m.dayCount }).optional(),
});

export const pricedRoundInputSchema = z
  .strictObject({
    seriesName: z.string({ error: m.seriesName }).trim().min(1, m.seriesName).max(60, m.seriesName),
    investorName: z.string({ error: m.investorName }).trim().min(1, m.investorName).max(120, m.investorName),
    preMoneyValuation: z.number({ error: m.preMoneyValuation }).positive(m.preMoneyValuation),
    investment: z.number({ error: m.roundInvestment }).positive(m.roundInvestment),
    closingDate: calendarDateSchema(m.closingDate),
    optionPoolTargetPercent: z.number({ error: m.optionPoolTarget }).min(0, m.optionPoolTarget).lt(100, m.optionPoolTarget).optional(),
    optionPoolIncrease: wholeShares(m.optionPoolIncrease).optional(),
    /** 'pre-money' (the default) or 'post-money'. */
    poolTiming: z.enum(poolTimings, { error: m.poolTiming }).optional(),
    /** Whether safe and note conversion shares count in the pre-money share count; true when absent. */
    convertiblesInPreMoney: z.boolean({ error: m.convertiblesInPreMoney }).optional(),
    /** Investors beside the lead (investorName, investment). */
    coInvestors: z
      .array(z.strictObject({
        investorName: z.string({ error: m.coInvestorName }).trim().min(1, m.coInvestorName).max(120, m.coInvestorName),
        investment: z.number({ error: m.coInvestorInvestment }).positive(m.coInvestorInvestment),
      }))
      .max(50, m.tooManyCoInvestors)
      .optional(),
    /** Shareholders whose pro-rata allocation of the round is computed and shown. */
    proRataHolders: z.array(z.string({ error: m.proRataHolderName }).trim().min(1, m.proRataHolderName).max(120, m.proRataHolderName)).max(100, m.tooManyProRataHolders).optional(),
  })
  .refine((r) => r.optionPoolTargetPercent === undefined || r.optionPoolIncrease === undefined, { message: m.optionPoolBoth, path: ['optionPoolTargetPercent'] })
  .superRefine((r, ctx) => {
    const seen = new Set([r.investorName.trim().toLowerCase()]);
    r.coInvestors?.forEach((c, i) => {
      const key = c.investorName.trim().toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['coInvestors', i, 'investorName'], message: m.duplicateInvestor(c.investorName) });
      seen.add(key);
    });
  });

/** POST /api/startups/{id}/cap-table: the spec's {shares} plus Baobab's optional richer model. */
export const createCapTableInputSchema = z
  .strictObject({
    shares: z.array(capTableShareholderSchema, { error: m.shareholdersRequired }).min(1, m.shareholdersRequired).max(1_000, m.tooManyShareholders),
    shareClasses: z.array(shareClassTermsSchema).max(20).optional(),
    safes: z.array(safeInputSchema).max(100).optional(),
    notes: z.array(noteInputSchema).max(100).optional(),
    pricedRound: pricedRoundInputSchema.optional(),
    unallocatedOptionPool: wholeShares(m.unallocatedOptionPool).optional(),
    exitValues: z.array(z.number({ error: m.exitValueNumber }).min(0, m.exitValue)).max(20, m.tooManyExitValues).optional(),
    latestPostMoneyValuation: z.number({ error: m.latestPostMoneyValuation }).positive(m.latestPostMoneyValuation).optional(),
  })
  .superRefine((input, ctx) => {
    const declared = new Set<string>();
    input.shareClasses?.forEach((c, i) => {
      const key = c.name.trim().toLowerCase();
      if (declared.has(key)) ctx.addIssue({ code: 'custom', path: ['shareClasses', i, 'name'], message: m.duplicateShareClass(c.name) });
      declared.add(key);
    });
    input.shares.forEach((s, i) => {
      if (!declared.has(s.shareClass.trim().toLowerCase()) && !isBuiltInShareClass(s.shareClass)) {
        ctx.addIssue({ code: 'custom', path: ['shares', i, 'shareClass'], message: m.unknownShareClass(s.shareClass) });
      }
    });
    const needsRound = (input.notes?.length ?? 0) > 0 || (input.safes ?? []).some((s) => s.valuationCap === undefined);
    if (needsRound && !input.pricedRound) ctx.addIssue({ code: 'custom', path: ['pricedRound'], message: m.pricedRoundNeeded });
    const round = input.pricedRound;
    if (!round) return;
    const shareholders = new Set(input.shares.map((s) => s.shareholderName.trim()));
    round.proRataHolders?.forEach((name, i) => {
      if (!shareholders.has(name)) ctx.addIssue({ code: 'custom', path: ['pricedRound', 'proRataHolders', i], message: m.proRataHolder(name) });
    });
    if ((input.notes ?? []).some((n) => n.issueDate > round.closingDate)) ctx.addIssue({ code: 'custom', path: ['pricedRound', 'closingDate'], message: m.closingBeforeNoteIssue });
  });
export type CreateCapTableInput = z.infer<typeof createCapTableInputSchema>;

export const capTableResultSchema = z.object({
  totalShares: z.number().int(),
  shareClasses: z.array(z.string()),
  shareholders: z.array(
    z.object({
      shareholderName: z.string(),
      shareholderType: z.string(),
      shares: z.number().int(),
      shareClass: z.string(),
      vesting: z.object({ total: z.number().int(), vested: z.number().int(), cliff: z.number().int(), schedule: z.string() }),
      liquidationPreference: z.number(),
      antiDilution: z.string(),
      exercisePrice: z.number().optional(),
      /** Exact fully diluted percentage; screens show 2 decimals. */
      percentage: z.number(),
    }),
  ),
  scenarios: z.array(
    z.object({
      scenarioName: z.string(),
      exitValue: z.number(),
      distribution: z.array(z.object({ shareholder: z.string(), payout: z.number() })),
    }),
  ),
  /** With a priced round: the conversion prices its down round adjusted (USD to $0.0001). */
  antiDilutionAdjustments: z
    .array(z.object({
      shareClass: z.string(),
      method: z.enum(antiDilutionMethods),
      conversionPriceBefore: z.number(),
      conversionPriceAfter: z.number(),
      asConvertedSharesBefore: z.number().int(),
      asConvertedSharesAfter: z.number().int(),
    }))
    .optional(),
  /** With a priced round: each named holder's pro-rata allocation (whole shares, USD amount). */
  proRata: z.array(z.object({ shareholder: z.string(), sharesBefore: z.number().int(), shares: z.number().int(), amount: z.number() })).optional(),
});
export type CapTableResult = z.infer<typeof capTableResultSchema>;

/** The spec's pre-filled shareholders. */
export const defaultCapTableShareholders: CapTableShareholder[] = [
  { shareholderName: 'Founder 1', shareholderType: 'founder', shares: 7_000_000, shareClass: 'Common', vesting: { total: 7_000_000, vested: 2_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
  { shareholderName: 'Founder 2', shareholderType: 'founder', shares: 3_000_000, shareClass: 'Common', vesting: { total: 3_000_000, vested: 1_000_000, cliff: 12, schedule: '4-year' }, liquidationPreference: 1, antiDilution: 'Weighted Average' },
];

/** The spec's defaults; the spec sets no bounds on these six. */
export const defaultFinancialAssumptions = {
  revenueGrowthRate: 100,
  marketSize: 10_000_000,
  customerAcquisitionCost: 50,
  lifetimeValue: 500,
  churnRate: 5,
  grossMargin: 80,
} as const;

export const financialAssumptionsSchema = z.strictObject({
  revenueGrowthRate: numberField(m.assumptionNumber('Revenue growth rate')).default(defaultFinancialAssumptions.revenueGrowthRate),
  marketSize: numberField(m.assumptionNumber('Market size')).default(defaultFinancialAssumptions.marketSize),
  customerAcquisitionCost: numberField(m.assumptionNumber('Customer acquisition cost')).default(defaultFinancialAssumptions.customerAcquisitionCost),
  lifetimeValue: numberField(m.assumptionNumber('Lifetime value')).default(defaultFinancialAssumptions.lifetimeValue),
  churnRate: numberField(m.assumptionNumber('Churn rate')).default(defaultFinancialAssumptions.churnRate),
  grossMargin: numberField(m.assumptionNumber('Gross margin')).default(defaultFinancialAssumptions.grossMargin),
  startingMonthlyRevenue: numberField(m.assumptionNumber('Starting monthly revenue')).optional(),
  startingCash: numberField(m.assumptionNumber('Starting cash')).optional(),
  monthlyOperatingCosts: numberField(m.assumptionNumber('Monthly operating costs')).optional(),
  salaryPerHead: numberField(m.assumptionNumber('Salary per head')).optional(),
  startingHeadcount: wholeShares(m.startingHeadcount).optional(),
  revenuePerEmployee: numberField(m.assumptionNumber('Revenue per employee')).optional(),
  projectionYears: z.number({ error: m.projectionYears }).int(m.projectionYears).min(1, m.projectionYears).max(10, m.projectionYears).optional(),
  startYear: z.number().int().min(1900).max(2200).optional(),
});
export type FinancialAssumptions = z.infer<typeof financialAssumptionsSchema>;

/** POST /api/startups/{id}/financial-model. */
export const createFinancialModelInputSchema = z.strictObject({ assumptions: financialAssumptionsSchema });
export type CreateFinancialModelInput = z.infer<typeof createFinancialModelInputSchema>;

const nullableMetric = z.number().nullable();
export const financialModelResultSchema = z.object({
  metrics: z.object({ ltv_cac: nullableMetric, burnRate: z.number(), runway: nullableMetric, rule40: nullableMetric, burnMultiple: nullableMetric.optional(), cacPayback: nullableMetric.optional() }),
  projections: z.array(
    z.object({ year: z.number().int(), revenue: z.number(), ebitda: z.number(), cashFlow: z.number(), headcount: z.number().int(), grossProfit: z.number().optional(), endingCash: z.number().optional() }),
  ),
  adjustments: z.array(z.string()).optional(),
});
export type FinancialModelResult = z.infer<typeof financialModelResultSchema>;

export const valuationResultSchema = z.object({
  recommendation: z.object({ fairValue: z.number().min(0), range: z.object({ min: z.number().min(0), max: z.number().min(0) }), reasoning: z.array(z.string()) }),
  methods: z.record(z.string(), z.object({ value: z.number().min(0), confidence: z.number().min(0).max(1) })),
  /** Not in the spec's payload: the recorded peers behind the comparables method; absent from results saved before it. */
  comparables: recordedPeersSchema.optional(),
});
export type ValuationResult = z.infer<typeof valuationResultSchema>;

const milestoneTask = z.string({ error: m.milestoneTask }).trim().min(1, m.milestoneTask).max(200, m.milestoneTaskLength);
const dueDate = calendarDateSchema(m.milestoneDueDate);
const completed = z.boolean({ error: m.milestoneCompleted });

export const milestoneSchema = z.object({ id: z.string().optional(), task: z.string(), completed: z.boolean(), dueDate: z.string() });
export const fundingTrackerSchema = z.object({
  targetAmount: z.number({ error: m.targetAmount }).min(0, m.targetAmount),
  raisedAmount: z.number({ error: m.raisedAmount }).min(0, m.raisedAmount),
  milestones: z.array(milestoneSchema),
});
export type FundingTracker = z.infer<typeof fundingTrackerSchema>;

export const createMilestoneInputSchema = z.strictObject({ task: milestoneTask, dueDate, completed: completed.default(false) });
export type CreateMilestoneInput = z.infer<typeof createMilestoneInputSchema>;

export const updateMilestoneInputSchema = z
  .strictObject({ task: milestoneTask.optional(), dueDate: dueDate.optional(), completed: completed.optional() })
  .refine((u) => u.task !== undefined || u.dueDate !== undefined || u.completed !== undefined, { message: m.milestoneUpdateEmpty });
export type UpdateMilestoneInput = z.infer<typeof updateMilestoneInputSchema>;
