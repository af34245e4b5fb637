/**
 * Where the signed-in viewer stands with a person or a startup, as cards and profiles show it
 * (the Connect button): the connection between them, and whether the founder shared a startup's
 * confidential data with them. Zod-free, because directory screens show these on their first load;
 * network.ts and startup-access.ts build the request schemas from the same values.
 */

/**
 * The connection between the viewer and a person (a startup's founder, an investor). A declined
 * or withdrawn request counts as none: asking again is allowed (after the decline cool-down).
 * `self` is the viewer's own startup or investor profile, where there is nobody to connect with.
 */
export const connectionStates = ['none', 'pending_sent', 'pending_received', 'connected', 'self'] as const;
export type ConnectionState = (typeof connectionStates)[number];

/** A state and, once there is one, the connection: its id is the message thread's. */
export type ViewerConnection = { state: ConnectionState; connectionId: number | null };

/** GET /api/users/connections/status: at most this many ids of each kind in one request (a directory page is 20). */
export const CONNECTION_STATUS_MAX_IDS = 50;

export type ViewerConnections = {
  users: Record<string, ViewerConnection>;
  startups: Record<string, ViewerConnection>;
  investors: Record<string, ViewerConnection>;
};

export const relationLabels = {
  connect: 'Connect',
  pending: 'Pending',
  pendingTitle: 'Request sent: waiting for them to accept',
  respond: 'Respond',
  message: 'Message',
  sharedWithYou: 'Shared with you',
  sharedWithYouTitle: 'The founder shared financials or a data room with you',
} as const;

/** Accessible names that say whom a button is about (several cards share one page). */
export const relationAriaTemplates = {
  connect: 'Connect with {{name}}',
  pending: 'Connection request to {{name}} pending',
  respond: "Respond to {{name}}'s connection request",
  message: 'Message {{name}}',
} as const;

/** GET /api/startup-access/shared-with-me: the startups whose financials or a data room are shared with the viewer. */
export type SharedWithMe = { startupIds: number[] };
