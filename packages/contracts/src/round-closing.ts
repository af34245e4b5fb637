import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { roundClosingLimits, roundClosingMessages as m } from './round-closing-texts';

// The zod-free part (strings, limits) is in round-closing-texts.ts; importing it from here works too.
export * from './round-closing-texts';

/**
 * POST /api/startups/{id}/raises/{raiseId}/close: the founder marks the money of confirmed commitments received, one or
 * several together (a tranche), on the day it arrived (today when not given). Each closes once: a retry writes nothing.
 */
export const closeCommitmentsInputSchema = z.strictObject({
  commitmentIds: z
    .array(z.number({ error: m.commitmentIds }).int(m.commitmentIds).min(1, m.commitmentIds), { error: m.commitmentIds })
    .min(1, m.commitmentIds)
    .max(roundClosingLimits.commitmentsPerClose, m.tooMany),
  receivedOn: calendarDateSchema(m.receivedOn).optional(),
});

export type CloseCommitmentsInput = z.infer<typeof closeCommitmentsInputSchema>;
