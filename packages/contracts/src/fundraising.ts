import { z } from 'zod';
import { withNameCharacters } from './text';
import { idParamsSchema, rowIdSchema } from './common';
import { currencyCodes } from './currencies';
import { calendarDateSchema } from './dates';
import { capTableRoundSchema, roundInputSchema } from './cap-table-rounds';
import { pipelineStages, raiseInstruments, raiseLimits, raiseMessages as m, raiseStatuses } from './fundraising-texts';
import { commitmentActions, commitmentStates, roundRoomLimits, roundRoomMessages as rm } from './round-room-texts';

// The zod-free part (strings, labels, limits) is in fundraising-texts.ts; importing it from here works too.
export * from './fundraising-texts';

/** An amount as a person writes it or a JSON number; the server reads it in the company's currency with the one reader. */
const amountText = (message: string) => z.union([z.string({ error: message }).trim().min(1, message).max(64, message), z.number({ error: message })], { error: message });

const name = withNameCharacters(z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(raiseLimits.nameMax, m.nameTooLong));
const instrument = z.enum(raiseInstruments, { error: m.instrument });
const targetCloseOn = calendarDateSchema(m.targetCloseOn).nullable();

/**
 * POST /api/startups/{id}/raises. Terms are the cap table's round objects (decision 0051): link a modelled round
 * (`capTableRoundId`) or model one here (`round`, added to the cap table's rounds), never a second terms model.
 */
export const createRaiseInputSchema = z
  .strictObject({
    name,
    instrument,
    targetAmount: amountText(m.targetAmount),
    minimumAmount: amountText(m.minimumAmount).nullable().optional(),
    targetCloseOn: targetCloseOn.optional(),
    capTableRoundId: rowIdSchema.nullable().optional(),
    round: roundInputSchema.optional(),
  })
  .refine((r) => !(r.round !== undefined && r.capTableRoundId != null), { message: m.termsBoth, path: ['capTableRoundId'] });

export type CreateRaiseInput = z.infer<typeof createRaiseInputSchema>;

/** PATCH /api/startups/{id}/raises/{raiseId}: what is sent changes; `capTableRoundId: null` unlinks the terms. */
export const updateRaiseInputSchema = z.strictObject({
  name: name.optional(),
  instrument: instrument.optional(),
  targetAmount: amountText(m.targetAmount).optional(),
  minimumAmount: amountText(m.minimumAmount).nullable().optional(),
  targetCloseOn: targetCloseOn.optional(),
  capTableRoundId: rowIdSchema.nullable().optional(),
  /** The round room (decision 0058): the lead (an entry of the board) and whether invited investors see it and the committed total. */
  leadEntryId: rowIdSchema.nullable().optional(),
  showLead: z.boolean().optional(),
  showCommitted: z.boolean().optional(),
  /** The company's data room whose documents are the round's materials, each investor seeing what their grants cover. */
  dataRoomId: rowIdSchema.nullable().optional(),
});

export type UpdateRaiseInput = z.infer<typeof updateRaiseInputSchema>;

/** POST /api/startups/{id}/raises/{raiseId}/status: one move of the round's life (fundraising-texts.ts, raiseTransitions). */
export const moveRaiseInputSchema = z.strictObject({ status: z.enum(raiseStatuses, { error: m.status }) });

export type MoveRaiseInput = z.infer<typeof moveRaiseInputSchema>;

const nextStep = z.string().trim().max(raiseLimits.nextStepMax, m.nextStepTooLong).nullable();
const nextStepOn = calendarDateSchema(m.nextStepOn).nullable();
const notes = z.string().max(raiseLimits.notesMax, m.notesTooLong);
const stage = z.enum(pipelineStages, { error: m.stage });

/** POST …/raises/{raiseId}/investors: an investor from the directory by id, or someone not on Baobab by e-mail address. */
export const addRaiseInvestorInputSchema = z
  .strictObject({
    investorId: rowIdSchema.optional(),
    email: z.email({ error: m.email }).max(254, m.email).optional(),
    name: withNameCharacters(z.string().trim().min(1, m.investorName).max(raiseLimits.investorNameMax, m.investorNameTooLong)).optional(),
    stage: stage.optional(),
    amount: amountText(m.amount).nullable().optional(),
    nextStep: nextStep.optional(),
    nextStepOn: nextStepOn.optional(),
    notes: notes.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.investorId !== undefined && r.email !== undefined) ctx.addIssue({ code: 'custom', path: ['investorId'], message: m.investorOrEmail });
    else if (r.investorId === undefined && r.email === undefined) ctx.addIssue({ code: 'custom', path: ['investorId'], message: m.investorRequired });
    else if (r.email !== undefined && r.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: m.investorName });
  });

export type AddRaiseInvestorInput = z.infer<typeof addRaiseInvestorInputSchema>;

/** PATCH …/investors/{entryId}: a move to another stage, the amount, the next step, the notes; what is sent changes. */
export const updateRaiseInvestorInputSchema = z.strictObject({
  stage: stage.optional(),
  amount: amountText(m.amount).nullable().optional(),
  nextStep: nextStep.optional(),
  nextStepOn: nextStepOn.optional(),
  notes: notes.optional(),
});

export type UpdateRaiseInvestorInput = z.infer<typeof updateRaiseInvestorInputSchema>;

/** An amount in the round's currency: minor units (exact, a safe integer) and major units for display. */
export const moneySchema = z.object({ amountMinor: z.number().int(), amount: z.number() });

export type RaiseMoney = z.infer<typeof moneySchema>;

/**
 * One move of a commitment (round-room-texts.ts, nextCommitment), by either side: the investor in the room, the
 * founder on the board. An amount (soft-circle, commit, scale-back) is read by the one reader in the round's
 * currency; a pass says why; a confirmation names the version of the terms the investor read.
 */
export const commitmentInputSchema = z
  .strictObject({
    action: z.enum(commitmentActions, { error: rm.action }),
    amount: amountText(rm.amount).optional(),
    reason: z.string().trim().max(roundRoomLimits.reasonMax, rm.reasonTooLong).optional(),
    termsVersion: z.number({ error: rm.termsVersion }).int(rm.termsVersion).min(1, rm.termsVersion).max(1_000_000, rm.termsVersion).optional(),
  })
  .superRefine((r, ctx) => {
    if ((r.action === 'soft-circle' || r.action === 'commit' || r.action === 'scale-back') && r.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: rm.amountRequired });
    if (r.action === 'pass' && !r.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: rm.reasonRequired });
    if (r.action === 'confirm' && r.termsVersion === undefined) ctx.addIssue({ code: 'custom', path: ['termsVersion'], message: rm.termsVersion });
  });

export type CommitmentInput = z.infer<typeof commitmentInputSchema>;

/** Signing, recorded when the investor confirms the final amount: who, when, and which version of the terms. */
export const signatureSchema = z.object({ name: z.string(), signedAt: z.string(), termsVersion: z.number().int() });

/** An investor's commitment as both sides see it. `termsVersion`: the version the investor last committed or confirmed on. */
export const commitmentSchema = z.object({
  id: z.number().int(),
  state: z.enum(commitmentStates),
  /** What the investor soft-circled or committed; null after a pass. */
  amount: moneySchema.nullable(),
  /** What the founder accepted or scaled back to; null until they decide. */
  finalAmount: moneySchema.nullable(),
  /** The investor's words when passing, shown as written. */
  passReason: z.string().nullable(),
  termsVersion: z.number().int().nullable(),
  signature: signatureSchema.nullable(),
  /** The day the founder marked the money received (decision 0059); null until then. */
  fundedOn: z.string().nullable(),
  updatedAt: z.string(),
});

export type Commitment = z.infer<typeof commitmentSchema>;

/** POST …/raises/{raiseId}/questions/{questionId}/answer: the founder's answer, shown to the asker, and to every invited investor when public. */
export const answerQuestionInputSchema = z.strictObject({
  answer: z.string({ error: rm.answerRequired }).trim().min(1, rm.answerRequired).max(roundRoomLimits.answerMax, rm.answerTooLong),
  isPublic: z.boolean(),
});

export type AnswerQuestionInput = z.infer<typeof answerQuestionInputSchema>;

/** A question as the founder sees it: who asked, and their words and the answer as written. */
export const raiseQuestionSchema = z.object({
  id: z.number().int(),
  askedBy: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  isPublic: z.boolean(),
  askedAt: z.string(),
  answeredAt: z.string().nullable(),
});

export type RaiseQuestion = z.infer<typeof raiseQuestionSchema>;

/** One investor on the founder's board. `name` is the directory profile's name, or the name the founder typed. */
export const raiseInvestorSchema = z.object({
  id: z.number().int(),
  investorId: z.number().int().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  stage: z.enum(pipelineStages),
  amount: moneySchema.nullable(),
  nextStep: z.string().nullable(),
  nextStepOn: z.string().nullable(),
  /** The next step's date is before today (UTC) and the investor has neither funded nor passed. */
  isOverdue: z.boolean(),
  /** The founder's own words, shown as written in every language. */
  notes: z.string(),
  updatedAt: z.string(),
  /** When the investor was invited to the round room; null when not invited (or revoked). */
  invitedAt: z.string().nullable(),
  commitment: commitmentSchema.nullable(),
});

export type RaiseInvestor = z.infer<typeof raiseInvestorSchema>;

export const raiseProgressSchema = z.object({
  byStage: z.array(z.object({ stage: z.enum(pipelineStages), count: z.number().int(), total: moneySchema })),
  /** Soft-circled or further (committed, signed, funded). */
  softCircled: moneySchema,
  /** Committed or further (signed, funded). */
  committed: moneySchema,
  funded: moneySchema,
  /** Percentages of the target, to one decimal; above 100 when oversubscribed. */
  softCircledPercent: z.number(),
  committedPercent: z.number(),
  /** Where the minimum sits on the target's bar, percent; null without a minimum. */
  minimumPercent: z.number().nullable(),
  isMinimumReached: z.boolean(),
  overdueCount: z.number().int(),
});

export type RaiseProgress = z.infer<typeof raiseProgressSchema>;

export const raiseSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  instrument: z.enum(raiseInstruments),
  status: z.enum(raiseStatuses),
  currency: z.enum(currencyCodes),
  target: moneySchema,
  minimum: moneySchema.nullable(),
  openedOn: z.string().nullable(),
  targetCloseOn: z.string().nullable(),
  closedOn: z.string().nullable(),
  capTableRoundId: z.number().int().nullable(),
  investorCount: z.number().int(),
});

export type RaiseSummary = z.infer<typeof raiseSummarySchema>;

/** A round with its board and progress, and its terms: the cap table's round as the equity history computes it. */
export const raiseSchema = raiseSummarySchema.extend({
  terms: capTableRoundSchema.nullable(),
  investors: z.array(raiseInvestorSchema),
  progress: raiseProgressSchema,
  /** The moves its status may make now. */
  nextStatuses: z.array(z.enum(raiseStatuses)),
  /** The round room's settings (decision 0058). `termsVersion` goes up each time the terms change. */
  termsVersion: z.number().int(),
  leadEntryId: z.number().int().nullable(),
  showLead: z.boolean(),
  showCommitted: z.boolean(),
  dataRoomId: z.number().int().nullable(),
  questions: z.array(raiseQuestionSchema),
  /**
   * A priced round's series and price per share (major units, decimals as written) once its first close has set them
   * (decision 0059); every later tranche issues this series at this price. Null before, and for SAFEs and notes.
   */
  series: z.object({ name: z.string(), pricePerShare: z.string() }).nullable(),
});

export type Raise = z.infer<typeof raiseSchema>;

export const raisesSchema = z.object({ currency: z.enum(currencyCodes), raises: z.array(raiseSummarySchema) });

export type Raises = z.infer<typeof raisesSchema>;

export const raiseParamsSchema = z.strictObject({ id: idParamsSchema.shape.id, raiseId: idParamsSchema.shape.id });
export const raiseInvestorParamsSchema = z.strictObject({ id: idParamsSchema.shape.id, raiseId: idParamsSchema.shape.id, entryId: idParamsSchema.shape.id });
export const raiseQuestionParamsSchema = z.strictObject({ id: idParamsSchema.shape.id, raiseId: idParamsSchema.shape.id, questionId: idParamsSchema.shape.id });
export const raiseCommitmentParamsSchema = z.strictObject({ id: idParamsSchema.shape.id, raiseId: idParamsSchema.shape.id, commitmentId: idParamsSchema.shape.id });
