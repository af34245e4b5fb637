import { z } from 'zod';
import { rowIdSchema, rowIdTextSchema } from './common';
import { experienceLevels, searchableUserTypes, userTypes } from './enums';
import { emptyToUndefined, searchTextSchema } from './search-params';
import { CONNECTION_STATUS_MAX_IDS, connectionStates } from './viewer-relations';
import { PEOPLE_PAGE_SIZE, INTRO_MESSAGE_MAX, DECLINE_NOTE_MAX } from './network-texts';

export * from './network-texts';

/**
 * GET /api/users/search. Odd input never fails: text is capped rather than refused, and
 * an empty filter or 'all' means no filter.
 */
export const searchPeopleQuerySchema = z.object({
  q: searchTextSchema(),
  userType: z.preprocess(emptyToUndefined, z.enum(searchableUserTypes).optional()),
  location: searchTextSchema(100),
  experienceLevel: z.preprocess(emptyToUndefined, z.enum(experienceLevels).optional()),
  availability: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).transform((v) => v === 'true').optional()),
  limit: z.coerce.number().int().min(1).max(PEOPLE_PAGE_SIZE).default(PEOPLE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type SearchPeopleQuery = z.input<typeof searchPeopleQuerySchema>;

export const connectionStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

/** Where the signed-in user stands with a person in a search result. */
export const relationStatuses = ['none', 'outgoing', 'incoming', 'connected'] as const;

export const personCardSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  userType: z.enum(userTypes).nullable(),
  experienceLevel: z.enum(experienceLevels).nullable(),
  skills: z.array(z.string()),
  isOpenToWork: z.boolean(),
  isOpenToCofounder: z.boolean(),
  isOpenToInvest: z.boolean(),
  /** An investor with the verification badge (investor profile verified). */
  isVerifiedInvestor: z.boolean(),
  relation: z.enum(relationStatuses),
  /** The connection behind a relation other than none; a connection's id is its message thread. */
  connectionId: z.number().int().nullable(),
});
export type PersonCard = z.infer<typeof personCardSchema>;

/**
 * POST /api/users/connections: an intro request is a connection request with a reason.
 * The recipient is a person (addresseeId), a startup (its founder) or an investor profile;
 * exactly one is given. The message and the attached startup are optional so that plain
 * connection requests from older clients keep working.
 */
export const sendConnectionInputSchema = z
  .strictObject({
    addresseeId: z.string().min(1).max(64).optional(),
    toStartupId: rowIdSchema.optional(),
    toInvestorId: rowIdSchema.optional(),
    message: z.string().trim().max(INTRO_MESSAGE_MAX, `Keep your note under ${INTRO_MESSAGE_MAX} characters`).optional(),
    attachedStartupId: rowIdSchema.nullable().optional(),
    /** Sent for this fund (its admins and members may; decision 0069); absent: as oneself, as before. */
    organisationId: rowIdSchema.optional(),
  })
  .refine((v) => [v.addresseeId, v.toStartupId, v.toInvestorId].filter((x) => x !== undefined).length === 1, {
    message: 'Choose exactly one recipient: a person, a startup or an investor',
    path: ['addresseeId'],
  });
export type SendConnectionInput = z.input<typeof sendConnectionInputSchema>;

export const declineConnectionInputSchema = z.strictObject({
  note: z.string().trim().max(DECLINE_NOTE_MAX, `Keep your note under ${DECLINE_NOTE_MAX} characters`).optional(),
});
export type DeclineConnectionInput = z.infer<typeof declineConnectionInputSchema>;

/** A connection as the spec shows it: the raw status and the other person. */
export const connectionSchema = z.object({
  id: z.number().int(),
  status: z.enum(connectionStatuses),
  connectedUser: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    headline: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    /** An investor with the verification badge: founders weigh intro requests by it. */
    isVerifiedInvestor: z.boolean(),
    /** Their investor profile, if they have one: a founder adds a connection to a round's board by it (decision 0063). */
    investorId: z.number().int().nullable(),
  }),
  /** Why the requester wants to connect (empty for a plain connection request). */
  message: z.string(),
  attachedStartup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /**
   * The fund the requester wrote for (decision 0069), or null when they wrote as themselves. `slug` is set
   * only while the fund is listed, so the name links to its public page; an unlisted fund is a name only.
   */
  organisation: z.object({ id: z.number().int(), name: z.string(), slug: z.string().nullable() }).nullable(),
  declineNote: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const invitationsSchema = z.object({ incoming: z.array(connectionSchema), outgoing: z.array(connectionSchema) });
export type Invitations = z.infer<typeof invitationsSchema>;

/** The Analytics tab's connection figures, counted from the user's own data. */
export const networkStatsSchema = z.object({
  connections: z.number().int(),
  pendingIncoming: z.number().int(),
  pendingOutgoing: z.number().int(),
  /** The same figure as the dashboard's 'Active Matches' (modules/counts). */
  matches: z.number().int(),
  acceptanceRate: z.number().int().nullable(),
  connectionsByUserType: z.array(z.object({ userType: z.string(), count: z.number().int() })),
});
export type NetworkStats = z.infer<typeof networkStatsSchema>;

/** A comma-separated list of ids in a query string ('a,b'); empty or absent is none. */
const idList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((id) => id.trim()).filter(Boolean) : value),
    z.array(item).max(CONNECTION_STATUS_MAX_IDS, `Ask for at most ${CONNECTION_STATUS_MAX_IDS} ids at a time`).default([]),
  );

/**
 * GET /api/users/connections/status: where the viewer stands with people, startups (their
 * founder) and investor profiles, batched so a directory page asks once.
 */
export const connectionStatusQuerySchema = z.strictObject({
  userIds: idList(z.string().min(1).max(64)),
  startupIds: idList(rowIdTextSchema),
  investorIds: idList(rowIdTextSchema),
});
export type ConnectionStatusQuery = z.output<typeof connectionStatusQuerySchema>;

const viewerConnectionSchema = z.object({ state: z.enum(connectionStates), connectionId: z.number().int().nullable() });
export const viewerConnectionsSchema = z.object({
  users: z.record(z.string(), viewerConnectionSchema),
  startups: z.record(z.string(), viewerConnectionSchema),
  investors: z.record(z.string(), viewerConnectionSchema),
});
