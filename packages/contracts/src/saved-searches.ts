import { z } from 'zod';
import { rowIdTextSchema } from './common';
import { SAVED_SEARCH_NAME_MAX, savedSearchFrequencies, savedSearchMessages } from './saved-searches-texts';
import { startupStatsQuerySchema } from './startups';
import { withNameCharacters } from './text';

export * from './saved-searches-texts';

const frequency = z.enum(savedSearchFrequencies);

/** A search is the directory's own filters and text (startupStatsQuerySchema), as they are in its URL. */
export const savedSearchInputSchema = z.strictObject({
  // Shown in e-mail subjects and a fund's shared list: no control or direction-override characters.
  name: withNameCharacters(z.string().trim().min(1, savedSearchMessages.nameRequired).max(SAVED_SEARCH_NAME_MAX, savedSearchMessages.nameTooLong)),
  frequency: frequency.default('daily'),
  filters: startupStatsQuerySchema,
  /** Saved for an organisation (its admins and members may) rather than for yourself. */
  organisationId: z.number().int().positive().nullable().default(null),
});
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

/** Your own e-mail frequency for a search (every reader chooses theirs, a fund's viewers too). */
export const savedSearchFrequencyInputSchema = z.strictObject({ frequency });

export const savedSearchParamsSchema = z.strictObject({ id: rowIdTextSchema });

export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The directory query as saved: put it in /startups?… to see the search. */
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  organisation: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Whether you may delete it: its owner, or the organisation's admins and members. */
  canEdit: z.boolean(),
  frequency,
  newMatches: z.number(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchMatchSchema = z.object({
  startupId: z.number(),
  name: z.string(),
  sector: z.string(),
  region: z.string(),
  fundingStage: z.string(),
  reason: z.enum(['new', 'changed']),
  matchedAt: z.string(),
  /** Matched after you last marked this search as seen. */
  isNew: z.boolean(),
});
export type SavedSearchMatch = z.infer<typeof savedSearchMatchSchema>;

export const savedSearchInboxSchema = z.object({ search: savedSearchSchema, matches: z.array(savedSearchMatchSchema) });
export type SavedSearchInbox = z.infer<typeof savedSearchInboxSchema>;
