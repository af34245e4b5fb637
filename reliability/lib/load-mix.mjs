// The request mix of the load test: six reads to four writes, every write a real feature
// carrying a unique token so the database can be checked for it afterwards.

const READS = [
  (u) => ({ path: '/api/startups?limit=20', cookie: u.cookie }),
  (u) => ({ path: '/api/portfolio/deal-flow', cookie: u.cookie }),
  (u) => ({ path: '/api/messages/threads', cookie: u.cookie }),
  (u, ctx) => ({ path: `/api/startups/${ctx.startupIds[u.index % ctx.startupIds.length]}`, cookie: u.cookie }),
  (u) => ({ path: '/api/jobs?limit=20', cookie: u.cookie }),
  (u) => ({ path: '/api/notifications/unread-count', cookie: u.cookie }),
];

/**
 * Builds the n-th request for user u. ctx holds the users, their partner (an accepted
 * connection), their existing deals and a queue of startups each investor has not added yet.
 */
export function nthRequest(n, ctx) {
  const u = ctx.users[n % ctx.users.length];
  const slot = Math.floor(n / ctx.users.length) % 10;
  const token = `load-${n}`;
  if (slot < 6) return { kind: 'read', ...READS[slot](u, ctx) };
  if (slot < 8) {
    return { kind: 'message', method: 'POST', path: '/api/messages', cookie: u.cookie, body: { recipientId: ctx.partner(u).id, content: token } };
  }
  const nextStartup = slot === 9 ? u.unusedStartups.pop() : undefined;
  if (nextStartup !== undefined) {
    return { kind: 'deal', method: 'POST', path: '/api/portfolio/deal-flow', cookie: u.cookie, body: { startupId: nextStartup, nextAction: token } };
  }
  const dealId = u.dealIds[n % u.dealIds.length];
  return { kind: 'note', method: 'POST', path: `/api/portfolio/deal-flow/${dealId}/notes`, cookie: u.cookie, body: { body: token } };
}

/** The token a successful write's response echoes back (message content, note body, deal next action). */
export function acknowledgedToken(kind, json) {
  if (kind === 'message') return json.content;
  if (kind === 'note') return json.body;
  if (kind === 'deal') return json.nextAction;
  return undefined;
}
