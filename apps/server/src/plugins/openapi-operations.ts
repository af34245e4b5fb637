/**
 * The name and one-line summary of every API operation in the OpenAPI document, keyed by method
 * and OpenAPI path. An endpoint contract carries its own (operationId, summary, tags, public:
 * packages/contracts/src/endpoint.ts) and its route hands them to the generator (lib/contract-route.ts);
 * this table names the few operations without a contract (health, the unsubscribe page, Better Auth's
 * sign-out), and openapi.ts names Better Auth's others from their contracts. operationId is
 * camelCase: the module, then the verb (and noun). `public` marks operations that need no session
 * (every other one declares the session cookie). openapi.test.ts fails when a documented operation
 * has no name, so a new route cannot land undocumented.
 */
export type OperationDoc = { operationId: string; summary: string; public?: true };

const op = (operationId: string, summary: string, isPublic?: 'public'): OperationDoc => ({ operationId, summary, ...(isPublic ? { public: true as const } : {}) });

export const operationDocs: Record<string, OperationDoc> = {
  'GET /api/health': op('healthGetLiveness', 'Liveness: the process answers and reaches its database', 'public'),
  'GET /api/health/ready': op('healthGetReadiness', 'Readiness: whether a load balancer should send this instance requests', 'public'),
  'POST /api/auth/sign-out': op('authSignOut', 'End the session (Better Auth)'),
  'GET /api/notifications/unsubscribe': op('notificationsShowUnsubscribe', 'Unsubscribe link opened in a browser: a page that asks first', 'public'),
  'POST /api/notifications/unsubscribe': op('notificationsUnsubscribe', 'One-click unsubscribe (RFC 8058); the signed token is the credential', 'public'),
  'GET /api/saved-searches/unsubscribe': op('savedSearchesShowUnsubscribe', 'A saved search digest’s unsubscribe link opened in a browser: a page that asks first', 'public'),
  'POST /api/saved-searches/unsubscribe': op('savedSearchesUnsubscribe', 'One-click unsubscribe from one saved search’s e-mails (RFC 8058); the signed token is the credential', 'public'),
};
