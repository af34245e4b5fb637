import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { antiDilutionOptions } from './enums';
import { wholeNumberField as wholeShares } from './financial-tools-fields';
import { financialToolsMessages } from './financial-tools-messages';
import { antiDilutionMethods, poolTimings, isBuiltInShareClass, scheduleMonths } from './financial-tools-cap-table-texts';

// The zod-free part (strings, labels, limits) is in financial-tools-cap-table-texts.ts; importing it from here works too.
export * from './financial-tools-cap-table-texts';

const m = financialToolsMessages;

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

/**
 * POST /api/startups/{id}/cap-table: the spec's {shares} plus Baobab's optional richer model. The
 * shares are written to the share ledger as its opening position on `openingDate` (default: today,
 * UTC; decision 0031); the rest (classes' terms, safes, notes, a priced round, the pool, exit values)
 * is the round model, a scenario on top of the ledger's holdings.
 */
export const createCapTableInputSchema = z
  .strictObject({
    openingDate: calendarDateSchema(m.openingDate).optional(),
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
  /** With a priced round: its price per share (USD to $0.0001) and the share counts it was set on and sold. */
  roundPrice: z
    .object({ pricePerShare: z.number(), preMoneyShares: z.number().int(), newMoneyShares: z.number().int(), poolIncreaseShares: z.number().int() })
    .optional(),
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

/** A cap-table holder's terms that the ledger keeps on the opening position's issuance (type, vesting as stated on its date, preference). */
export const openingTermsSchema = z.strictObject({
  shareholderType: capTableShareholderSchema.shape.shareholderType,
  vesting: capTableVestingSchema,
  liquidationPreference: z.number({ error: m.liquidationPreference }).min(0, m.liquidationPreference),
  antiDilution: z.enum(antiDilutionOptions, { error: m.antiDilution }),
  exercisePrice: z.number({ error: m.exercisePrice }).min(0, m.exercisePrice).optional(),
});

export type OpeningTerms = z.infer<typeof openingTermsSchema>;

