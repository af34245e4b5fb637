import { z } from 'zod';
import { calendarDateSchema } from './dates';

/** At most this many commitments in one close: a tranche is a handful of wires, and each writes a round and an investment. */
export const roundClosingLimits = { commitmentsPerClose: 100 } as const;

/** Every refusal of a close; a refusal of a field travels with its path. French in i18n/fr/messages/round-closing.ts. */
export const roundClosingMessages = {
  commitmentIds: 'Choose the confirmed commitments whose money you received',
  tooMany: 'Close at most 100 commitments at once',
  receivedOn: 'Enter the date the money was received, like 2026-11-27',
  receivedInFuture: 'The money cannot have been received after today',
  commitmentNotFound: 'No commitment of this round has the id {{id}}',
  notConfirmed: 'Only a confirmed and signed commitment can be closed: {{name}}’s is "{{state}}"',
  pricedNoTerms: 'Link the round’s priced terms before marking money received: the first close writes the series from them',
  buysNoShare: '{{name}}’s money buys less than one share at the series price of {{price}}',
  seriesWritten: 'The round’s series is on the cap table since its first close: its terms and instrument can no longer change',
  notOpen: 'Open the round before marking money received',
  unfunded: 'Mark the money received for every confirmed commitment before closing the round ({{count}} left)',
  fromRound: 'This investment was written when the founder closed your commitment to their round: it cannot be edited or deleted here',
} as const;

const m = roundClosingMessages;

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
