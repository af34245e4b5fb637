import { z } from 'zod';
import { rowIdTextSchema } from './common';
import { currencyCodes } from './currencies';
import { antiDilutionMethods, poolTimings, safeTypes, seriesSeniorities } from './financial-tools-cap-table-texts';
import { commitmentSchema, moneySchema } from './fundraising';
import { raiseInstruments, raiseStatuses } from './fundraising-texts';
import { commitmentActions, roundRoomLimits, roundRoomMessages as m } from './round-room-texts';

// The zod-free part (states, moves, strings, limits) is in round-room-texts.ts; importing it from here works too.
export * from './round-room-texts';

/** POST /api/round-rooms/{raiseId}/questions: an invited investor's question to the founder. */
export const askQuestionInputSchema = z.strictObject({
  question: z.string({ error: m.questionRequired }).trim().min(1, m.questionRequired).max(roundRoomLimits.questionMax, m.questionTooLong),
});

export type AskQuestionInput = z.infer<typeof askQuestionInputSchema>;

/** GET /api/round-rooms/{raiseId}/pro-forma?cheque=…: the cheque as a person writes it, read in the round's currency. */
export const proFormaQuerySchema = z.strictObject({ cheque: z.string({ error: m.cheque }).trim().min(1, m.cheque).max(64, m.cheque) });

const date = z.string();

/**
 * The terms as an invited investor reads them: the cap table's round (decision 0051) without the names of the people
 * it models (the lead is shown only when the founder chooses to, decision 0058). Absent terms default as the cap table
 * computes them (a post-money SAFE, 1x non-participating senior preferred at 1:1, no anti-dilution, no pro-rata).
 */
export const roomTermsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('safe'),
    date,
    safeType: z.enum(safeTypes),
    roundSize: moneySchema,
    valuationCap: moneySchema.nullable(),
    discountPercent: z.number().nullable(),
    isMfn: z.boolean(),
    proRata: z.boolean(),
  }),
  z.object({
    kind: z.literal('note'),
    date,
    roundSize: moneySchema,
    interestRatePercent: z.number(),
    valuationCap: moneySchema.nullable(),
    discountPercent: z.number().nullable(),
    dayCount: z.enum(['actual/365', '30/360']),
    proRata: z.boolean(),
  }),
  z.object({
    kind: z.literal('priced'),
    date,
    seriesName: z.string(),
    roundSize: moneySchema,
    preMoneyValuation: moneySchema,
    postMoneyValuation: moneySchema,
    /** The engine's round price with its decimals ('1.1144'), or null while the round cannot be computed. */
    pricePerShare: z.string().nullable(),
    optionPoolTargetPercent: z.number().nullable(),
    poolTiming: z.enum(poolTimings),
    liquidationPreference: z.number(),
    participation: z.enum(['non-participating', 'participating']),
    participationCap: z.number().nullable(),
    seniority: z.enum(seriesSeniorities),
    conversionRatio: z.number(),
    antiDilution: z.enum(antiDilutionMethods),
    proRata: z.boolean(),
  }),
]);

export type RoomTerms = z.infer<typeof roomTermsSchema>;

/** A question as the investor sees it: their own, and the answered ones the founder made public (the asker not named). */
export const roomQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string().nullable(),
  isPublic: z.boolean(),
  isMine: z.boolean(),
  askedAt: z.string(),
  answeredAt: z.string().nullable(),
});

export type RoomQuestion = z.infer<typeof roomQuestionSchema>;

/**
 * The round's materials: the company's data room the founder linked. `access` is the investor's own, from the data
 * room's grants (read on every request): `granted` lists what their grants cover, `nda` waits for them to accept the
 * room's NDA, `none` lists nothing (they may ask the founder for access).
 */
export const roomMaterialsSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  access: z.enum(['granted', 'nda', 'none']),
  documents: z.array(z.object({ id: z.number().int(), name: z.string(), fileType: z.string() })),
});

/** GET /api/round-rooms/{raiseId}: the round as an invited investor sees it, with their own commitment and the moves open to them. */
export const roundRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startup: z.object({ id: z.number().int(), name: z.string() }),
  instrument: z.enum(raiseInstruments),
  status: z.enum(raiseStatuses),
  currency: z.enum(currencyCodes),
  target: moneySchema,
  minimum: moneySchema.nullable(),
  targetCloseOn: z.string().nullable(),
  /**
   * Absent until the founder links terms (optional rather than null: the OpenAPI document cannot say a union is
   * nullable); `termsProblem` says why the engine cannot compute them, when it cannot.
   */
  terms: roomTermsSchema.optional(),
  termsProblem: z.string().nullable(),
  termsVersion: z.number().int(),
  /** Shown only when the founder turned them on. */
  lead: z.object({ name: z.string() }).nullable(),
  committed: z.object({ total: moneySchema, percentOfTarget: z.number() }).nullable(),
  materials: roomMaterialsSchema.nullable(),
  questions: z.array(roomQuestionSchema),
  commitment: commitmentSchema.nullable(),
  /** The terms as the investor read them when they signed (the printable summary's), absent until they sign. */
  signedTerms: roomTermsSchema.optional(),
  nextActions: z.array(z.enum(commitmentActions)),
  invitedAt: z.string(),
});

export type RoundRoom = z.infer<typeof roundRoomSchema>;

export const roundRoomSummarySchema = roundRoomSchema.pick({ id: true, name: true, startup: true, instrument: true, status: true, currency: true, target: true, commitment: true, invitedAt: true });

export type RoundRoomSummary = z.infer<typeof roundRoomSummarySchema>;

export const roundRoomsSchema = z.object({ rooms: z.array(roundRoomSummarySchema) });

export type RoundRooms = z.infer<typeof roundRoomsSchema>;

/**
 * The pro-forma of one cheque on the round's terms (packages/finance, cheque-pro-forma.ts): its shares and fully diluted
 * ownership after the round, or `reason` when the terms cannot tell yet. `basis` says how it was found.
 */
export const proFormaSchema = z.object({
  cheque: moneySchema,
  shares: z.number().int().nullable(),
  ownershipPercent: z.number().nullable(),
  basis: z.enum(['round-price', 'conversion', 'post-money-cap']).nullable(),
  /** The cheque is larger than the whole round as modelled: the figure reads it at the modelled round's price and share count, which a larger round would change. */
  isAboveRound: z.boolean(),
  reason: z.string().nullable(),
});

export type ProForma = z.infer<typeof proFormaSchema>;

export const roomParamsSchema = z.strictObject({ raiseId: rowIdTextSchema });
