import { z } from 'zod';
import { metricKinds, metricUnits, monthSchema } from './metrics';

/**
 * Investor updates. These are the shapes the updates, metrics and portfolio modules
 * share: who an update goes to, and the figures it carries once sent.
 */

/** Who an update goes to; resolved into people when it is sent, from the consent live then. */
export const updateAudienceSchema = z.strictObject({
  /** Investors whose recorded investment in the startup its founders confirmed. */
  confirmedInvestors: z.boolean(),
  /** People holding a live data-room grant or financials share of the startup. */
  shareHolders: z.boolean(),
  /** The sending founder's accepted connections. */
  connections: z.boolean(),
  /** Chosen people, by user id. */
  userIds: z.array(z.string().min(1).max(100)).max(500),
});
export type UpdateAudience = z.infer<typeof updateAudienceSchema>;

/** One metric as an update carries it: the period's figure, the month before, and the series for its chart. */
export const updateFigureSchema = z.object({
  metricId: z.number().int(),
  kind: z.enum(metricKinds),
  name: z.string(),
  unit: z.enum(metricUnits),
  currency: z.string().nullable(),
  /** The value for the update's period, as a decimal string (money in minor units); null when not recorded. */
  value: z.string().nullable(),
  previous: z.string().nullable(),
  /** Up to 12 months ending at the period, oldest first. */
  series: z.array(z.object({ month: monthSchema, value: z.string() })),
});
export type UpdateFigure = z.infer<typeof updateFigureSchema>;
