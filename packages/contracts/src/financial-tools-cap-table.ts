import { z } from 'zod';
import { refusal } from './i18n/message-issue';
import { currencyCodes } from './currencies';
import { calendarDateSchema } from './dates';
import { antiDilutionOptions } from './enums';
import { wholeNumberField as wholeShares } from './financial-tools-fields';
import { financialToolsMessages } from './financial-tools-messages';
import { antiDilutionMethods, antiDilutionOrderings, capTableBounds as bounds, poolTimings, isBuiltInShareClass, safeTypes, scheduleMonths, seriesSeniorities } from './financial-tools-cap-table-texts';

// The zod-free part (strings, labels, limits) is in financial-tools-cap-table-texts.ts; importing it from here works too.
export * from './financial-tools-cap-table-texts';

const m = financialToolsMessages;

/** An amount in dollars: `message` when it is not a positive number, `bounds` outside $1–$10 trillion. */
const amount = (message: string, outside: string) =>
  z.number({ error: message }).positive(message).refine((v) => !(v > 0) || (v >= bounds.minAmount && v <= bounds.maxAmount), outside);

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
    liquidationPreference: z.number({ error: m.liquidationPreference }).min(0, m.liquidationPreference).max(bounds.maxPreferenceMultiple, m.liquidationPreferenceBounds).default(1),
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
    issuePrice: z.number({ error: m.issuePrice }).min(0, m.issuePrice).max(bounds.maxPricePerShare, m.issuePriceBounds).optional(),
    seniority: wholeShares(m.seniority).optional(),
    liquidationPreference: z.number({ error: m.liquidationPreference }).min(0, m.liquidationPreference).max(bounds.maxPreferenceMultiple, m.liquidationPreferenceBounds).optional(),
    participation: z.enum(['non-participating', 'participating']).optional(),
    participationCap: z.number({ error: m.participationCap }).positive(m.participationCap).max(bounds.maxParticipationCap, m.participationCapBounds).optional(),
    conversionRatio: z.number({ error: m.conversionRatio }).positive(m.conversionRatio).max(bounds.maxConversionRatio, m.conversionRatioBounds).optional(),
    /** The declared protection; when absent, the class's first entry's antiDilution (Weighted Average is broad-based). */
    antiDilution: z.enum(antiDilutionMethods, { error: m.classAntiDilution }).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.antiDilution !== undefined && c.antiDilution !== 'none' && c.kind !== 'preferred') ctx.addIssue({ code: 'custom', path: ['antiDilution'], ...refusal(m.antiDilutionNotPreferred(c.name)) });
    if (c.kind === 'preferred' && !((c.issuePrice ?? 0) > 0)) ctx.addIssue({ code: 'custom', path: ['issuePrice'], ...refusal(m.preferredNeedsPrice(c.name)) });
    else if (c.issuePrice !== undefined && c.issuePrice > 0 && c.issuePrice < bounds.minPricePerShare) ctx.addIssue({ code: 'custom', path: ['issuePrice'], message: m.issuePriceBounds });
    if (c.participationCap !== undefined && c.participationCap < (c.liquidationPreference ?? 1)) ctx.addIssue({ code: 'custom', path: ['participationCap'], message: m.participationCap });
  });

const holderName = z.string({ error: m.holderName }).trim().min(1, m.holderName).max(120, m.holderName);

const valuationCap = amount(m.valuationCap, m.valuationCapBounds);

const discountPercent = z.number({ error: m.discountPercent }).min(0, m.discountPercent).lt(100, m.discountPercent);

export const safeInputSchema = z
  .strictObject({
    holderName,
    investment: amount(m.safeInvestment, m.safeInvestmentBounds),
    valuationCap: valuationCap.optional(),
    /** The safe form the cap belongs to; 'post-money' (YC 2018) when absent. */
    safeType: z.enum(safeTypes, { error: m.safeType }).optional(),
    discountPercent: discountPercent.optional(),
    isMfn: z.boolean().optional(),
    /** The safe's date: an MFN safe may take the terms of notes issued on or after it (every note when absent). */
    issueDate: calendarDateSchema(m.safeIssueDate).optional(),
    /** The holder's pro-rata side letter: their allocation of the round is shown. */
    proRata: z.boolean({ error: m.instrumentProRata }).optional(),
  })
  .refine((s) => s.valuationCap !== undefined || s.discountPercent !== undefined || s.isMfn === true, { message: m.safeTerms, path: ['valuationCap'] });

export const noteInputSchema = z.strictObject({
  holderName,
  principal: amount(m.notePrincipal, m.notePrincipalBounds),
  interestRatePercent: z.number({ error: m.interestRate }).min(0, m.interestRate),
  issueDate: calendarDateSchema(m.issueDate),
  valuationCap: valuationCap.optional(),
  discountPercent: discountPercent.optional(),
  /** The day count the note states for its simple interest; Actual/365 when absent. */
  dayCount: z.enum(['actual/365', '30/360'], { error: m.dayCount }).optional(),
  /** The note grants pro-rata rights: the lender's allocation of the round is shown. */
  proRata: z.boolean({ error: m.instrumentProRata }).optional(),
});

/** The new series' terms as the term sheet writes them; each one absent is the market default (1x non-participating, senior, 1:1, no anti-dilution, no pro-rata). */
export const seriesTermsSchema = z
  .strictObject({
    liquidationPreference: z.number({ error: m.seriesLiquidationPreference }).min(0, m.seriesLiquidationPreference).max(bounds.maxPreferenceMultiple, m.seriesLiquidationPreference).optional(),
    participation: z.enum(['non-participating', 'participating'], { error: m.seriesParticipation }).optional(),
    /** Capped participation: the total return per share is capped at this multiple of the original issue price. */
    participationCap: z.number({ error: m.seriesParticipationCap }).positive(m.seriesParticipationCap).max(bounds.maxParticipationCap, m.seriesParticipationCap).optional(),
    seniority: z.enum(seriesSeniorities, { error: m.seriesSeniority }).optional(),
    conversionRatio: z.number({ error: m.seriesConversionRatio }).positive(m.seriesConversionRatio).max(bounds.maxConversionRatio, m.seriesConversionRatio).optional(),
    antiDilution: z.enum(antiDilutionMethods, { error: m.seriesAntiDilution }).optional(),
    proRata: z.boolean({ error: m.seriesProRata }).optional(),
  })
  .superRefine((t, ctx) => {
    if (t.participationCap === undefined) return;
    if (t.participation !== 'participating') ctx.addIssue({ code: 'custom', path: ['participationCap'], message: m.seriesCapNeedsParticipation });
    else if (t.participationCap < (t.liquidationPreference ?? 1)) ctx.addIssue({ code: 'custom', path: ['participationCap'], message: m.seriesParticipationCap });
  });

export const pricedRoundInputSchema = z
  .strictObject({
    seriesName: z.string({ error: m.seriesName }).trim().min(1, m.seriesName).max(60, m.seriesName),
    investorName: z.string({ error: m.investorName }).trim().min(1, m.investorName).max(120, m.investorName),
    preMoneyValuation: amount(m.preMoneyValuation, m.preMoneyBounds),
    investment: amount(m.roundInvestment, m.roundInvestmentBounds),
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
        investment: amount(m.coInvestorInvestment, m.coInvestorInvestmentBounds),
      }))
      .max(50, m.tooManyCoInvestors)
      .optional(),
    /** Shareholders whose pro-rata allocation of the round is computed and shown. */
    proRataHolders: z.array(z.string({ error: m.proRataHolderName }).trim().min(1, m.proRataHolderName).max(120, m.proRataHolderName)).max(100, m.tooManyProRataHolders).optional(),
    seriesTerms: seriesTermsSchema.optional(),
    /** Where a down round's anti-dilution shares sit: 'pre-money' (with the pool top-up) or 'after-round' (the default). */
    antiDilutionOrdering: z.enum(antiDilutionOrderings, { error: m.antiDilutionOrdering }).optional(),
  })
  .refine((r) => r.optionPoolTargetPercent === undefined || r.optionPoolIncrease === undefined, { message: m.optionPoolBoth, path: ['optionPoolTargetPercent'] })
  .superRefine((r, ctx) => {
    const seen = new Set([r.investorName.trim().toLowerCase()]);
    r.coInvestors?.forEach((c, i) => {
      const key = c.investorName.trim().toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['coInvestors', i, 'investorName'], ...refusal(m.duplicateInvestor(c.investorName)) });
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
    exitValues: z.array(z.number({ error: m.exitValueNumber }).min(0, m.exitValue).max(bounds.maxAmount, m.exitValueBounds)).max(20, m.tooManyExitValues).optional(),
    latestPostMoneyValuation: amount(m.latestPostMoneyValuation, m.latestPostMoneyBounds).optional(),
  })
  .superRefine((input, ctx) => {
    const declared = new Set<string>();
    input.shareClasses?.forEach((c, i) => {
      const key = c.name.trim().toLowerCase();
      if (declared.has(key)) ctx.addIssue({ code: 'custom', path: ['shareClasses', i, 'name'], ...refusal(m.duplicateShareClass(c.name)) });
      declared.add(key);
    });
    input.shares.forEach((s, i) => {
      if (!declared.has(s.shareClass.trim().toLowerCase()) && !isBuiltInShareClass(s.shareClass)) {
        ctx.addIssue({ code: 'custom', path: ['shares', i, 'shareClass'], ...refusal(m.unknownShareClass(s.shareClass)) });
      }
    });
    const needsRound = (input.notes?.length ?? 0) > 0 || (input.safes ?? []).some((s) => s.valuationCap === undefined);
    if (needsRound && !input.pricedRound) ctx.addIssue({ code: 'custom', path: ['pricedRound'], message: m.pricedRoundNeeded });
    const round = input.pricedRound;
    if (!round) return;
    input.shareClasses?.forEach((c, i) => {
      if (c.name.trim().toLowerCase() === round.seriesName.trim().toLowerCase()) ctx.addIssue({ code: 'custom', path: ['shareClasses', i, 'name'], ...refusal(m.seriesDeclared(c.name)) });
    });
    const shareholders = new Set(input.shares.map((s) => s.shareholderName.trim()));
    round.proRataHolders?.forEach((name, i) => {
      if (!shareholders.has(name)) ctx.addIssue({ code: 'custom', path: ['pricedRound', 'proRataHolders', i], ...refusal(m.proRataHolder(name)) });
    });
    if ((input.notes ?? []).some((n) => n.issueDate > round.closingDate)) ctx.addIssue({ code: 'custom', path: ['pricedRound', 'closingDate'], message: m.closingBeforeNoteIssue });
  });

export type CreateCapTableInput = z.infer<typeof createCapTableInputSchema>;

export const capTableResultSchema = z.object({
  /**
   * Not in the spec's payload: the company's currency (decision 0035), which every amount of the input and
   * the result (round terms, SAFEs, notes, prices, payouts) is in; absent from results computed before it.
   */
  currency: z.enum(currencyCodes).optional(),
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
      /** Shares as issued, when they differ from `shares` (the as-converted count the percentage is of, after anti-dilution or a conversion ratio). */
      issuedShares: z.number().int().optional(),
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
  /** With a priced round: its price per share (in the company's currency, to 0.0001) and the share counts it was set on and sold. */
  roundPrice: z
    .object({ pricePerShare: z.number(), preMoneyShares: z.number().int(), newMoneyShares: z.number().int(), poolIncreaseShares: z.number().int() })
    .optional(),
  /** With a priced round: the conversion prices its down round adjusted (to 0.0001 of the company's currency). */
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
  /** With a priced round: each named holder's pro-rata allocation (whole shares, amount in the company's currency). */
  proRata: z.array(z.object({ shareholder: z.string(), sharesBefore: z.number().int(), shares: z.number().int(), amount: z.number() })).optional(),
  /** With a priced round: the new series' terms as applied, its original issue price the round price (USD to $0.0001). */
  series: z
    .object({
      name: z.string(),
      originalIssuePrice: z.number(),
      liquidationPreference: z.number(),
      participation: z.enum(['non-participating', 'participating']),
      participationCap: z.number().optional(),
      seniority: z.enum(seriesSeniorities),
      conversionRatio: z.number(),
      antiDilution: z.enum(antiDilutionMethods),
      proRata: z.boolean(),
    })
    .optional(),
  /** With a priced round: which anti-dilution and pool ordering it used, as a sentence (translation key and values). */
  roundOrdering: z.object({ ordering: z.enum(antiDilutionOrderings), key: z.string(), values: z.object({ shares: z.number().int() }) }).optional(),
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

