/**
 * The query keys of the shared Connect button and intro form (decision 0018), with the values they always had:
 * every relation the network feature caches (connections, invitations, stats, people search) and the statuses
 * below start with '/api/users', which is what a sent intro refreshes.
 */
export const introRequestKeys = {
  /** Keyed by the status call's query string, as before. */
  connectionStatuses: (query: string) => ['/api/users/connections/status', query] as const,
  /** Whether a query reads something a new intro request changes: its key's first part starts with '/api/users'. */
  isAboutUsers: (queryKey: readonly unknown[]) => String(queryKey[0]).startsWith('/api/users'),
};
