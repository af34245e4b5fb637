import { z } from 'zod';
import { refusal } from './i18n/message-issue';
import { idParamsSchema } from './common';
import { currencyCodes } from './currencies';
import { calendarDateSchema } from './dates';
import { antiDilutionMethods, noteInputSchema, pricedRoundInputSchema, safeInputSchema } from './financial-tools-cap-table';
import { financialToolsMessages } from './financial-tools-messages';
import { ledgerEntryInputSchema } from './financial-tools-ledger';
import { roundEntryRoles, roundMessages, roundStatuses } from './cap-table-rounds-texts';

// The zod-free part (strings, labels, limits) is in cap-table-rounds-texts.ts; importing it from here works too.
export * from './cap-table-rounds-texts';

const m = financialToolsMessages;

/*
 * A round's terms are the cap-table form's (the same fields, limits and messages: a SAFE's, a note's, a priced
 * round's), with the round's date in place of the instrument's own date: a SAFE's issue date, a note's issue
 * date (interest runs from it), a priced round's closing date (it converts what is outstanding on it).
 */
const { issueDate: _safeDate, ...safeFields } = safeInputSchema.shape;
const { issueDate: _noteDate, ...noteFields } = noteInputSchema.shape;
const { closingDate: _closingDate, proRataHolders: _proRataHolders, ...pricedFields } = pricedRoundInputSchema.shape;

const date = calendarDateSchema(roundMessages.date);

const safeRoundSchema = z
  .strictObject({ kind: z.literal('safe'), date, ...safeFields })
  .refine((s) => s.valuationCap !== undefined || s.discountPercent !== undefined || s.isMfn === true, { message: m.safeTerms, path: ['valuationCap'] });

const noteRoundSchema = z.strictObject({ kind: z.literal('note'), date, ...noteFields });

const pricedRoundSchema = z
  .strictObject({ kind: z.literal('priced'), date, ...pricedFields })
  .refine((r) => r.optionPoolTargetPercent === undefined || r.optionPoolIncrease === undefined, { message: m.optionPoolBoth, path: ['optionPoolTargetPercent'] })
  .superRefine((r, ctx) => {
    const seen = new Set([r.investorName.trim().toLowerCase()]);
    r.coInvestors?.forEach((c, i) => {
      const key = c.investorName.trim().toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['coInvestors', i, 'investorName'], ...refusal(m.duplicateInvestor(c.investorName)) });
      seen.add(key);
    });
  });

/** POST /api/startups/{id}/cap-table/rounds and PUT …/{roundId}: one round of the sequence, amounts in the company's currency. */
export const roundInputSchema = z.discriminatedUnion('kind', [safeRoundSchema, noteRoundSchema, pricedRoundSchema], { error: roundMessages.kind });

export type RoundInput = z.infer<typeof roundInputSchema>;
export type SafeRoundInput = Extract<RoundInput, { kind: 'safe' }>;
export type NoteRoundInput = Extract<RoundInput, { kind: 'note' }>;
export type PricedRoundSequenceInput = Extract<RoundInput, { kind: 'priced' }>;

/** A class a priced round created (its series and the series its SAFEs and notes converted into), as later rounds see it. */
export const roundClassSchema = z.object({
  name: z.string(),
  kind: z.literal('preferred'),
  /** Per share in the company's currency, to 0.0001; after an anti-dilution adjustment, the adjusted conversion price. */
  issuePrice: z.number(),
  seniority: z.number().int(),
  liquidationPreference: z.number(),
  participation: z.enum(['non-participating', 'participating']),
  participationCap: z.number().optional(),
  conversionRatio: z.number(),
  antiDilution: z.enum(antiDilutionMethods),
});

export type RoundClass = z.infer<typeof roundClassSchema>;

/** A ledger entry a priced round writes when it closes; a conversion names the SAFE's or note's round. */
export const roundEntrySchema = z.object({ role: z.enum(roundEntryRoles), instrumentRoundId: z.number().int().nullable(), entry: ledgerEntryInputSchema });

export type RoundEntry = z.infer<typeof roundEntrySchema>;

export const pricedRoundOutcomeSchema = z.object({
  kind: z.literal('priced'),
  /** The round price per share with its decimals, in the company's currency's major units ('1.1144'). */
  pricePerShare: z.string(),
  preMoneyShares: z.number().int(),
  newMoneyShares: z.number().int(),
  poolIncreaseShares: z.number().int(),
  /** The unallocated option pool after the round's top-up. */
  poolAfter: z.number().int(),
  /** Shares outstanding at the end of the round's date once its entries are written. */
  totalSharesAfter: z.number().int(),
  classes: z.array(roundClassSchema),
  adjustments: z.array(z.object({ shareClass: z.string(), method: z.enum(antiDilutionMethods), conversionPriceBefore: z.string(), conversionPriceAfter: z.string(), extraShares: z.number().int() })),
  entries: z.array(roundEntrySchema),
});

export type PricedRoundOutcomeView = z.infer<typeof pricedRoundOutcomeSchema>;

/** A SAFE or note: the priced round that converts it, or null while none follows it. */
export const instrumentOutcomeSchema = z.object({ kind: z.literal('instrument'), convertedBy: z.number().int().nullable() });

export const roundOutcomeSchema = z.discriminatedUnion('kind', [pricedRoundOutcomeSchema, instrumentOutcomeSchema]);

export type RoundOutcome = z.infer<typeof roundOutcomeSchema>;

export const capTableRoundSchema = z.object({
  id: z.number().int(),
  status: z.enum(roundStatuses),
  round: roundInputSchema,
  /** Absent, with `problem`, when the round cannot be computed (the engine's reason, as a sentence). */
  outcome: roundOutcomeSchema.optional(),
  problem: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The ledger entries the close wrote (empty while modelled). */
  entryIds: z.array(z.number().int()),
});

export type CapTableRound = z.infer<typeof capTableRoundSchema>;

/** Every round of the startup in date order (then in the order added), with the company's currency. */
export const capTableRoundsSchema = z.object({ currency: z.enum(currencyCodes), rounds: z.array(capTableRoundSchema) });

export type CapTableRounds = z.infer<typeof capTableRoundsSchema>;

export const roundParamsSchema = z.strictObject({ id: idParamsSchema.shape.id, roundId: idParamsSchema.shape.id });
