// The endpoints the API benchmark measures: each screen users wait on, with every request its first
// paint makes (read from the browser's network log on the demo data, 2026-11-27), not only its main
// list. `as` says who asks: nobody (a visitor's browser, no cookie), the demo investor or the demo
// founder. `peer` names the peer endpoint measuring the same query the naive way; `list` marks the
// lists held to p99 < 50 ms at c=1; `screen` names the screen a request belongs to.
// Left out on purpose: `/api/messages/stream` (a server-sent event stream every signed-in screen
// holds open: no answer to time) and the deal-flow board (its own benchmark, fund-scale.bench.mjs).

/** @typedef {{ key: string, name: string, path: string, as?: 'investor' | 'founder', peer?: string, list?: boolean, screen: string }} Endpoint */

/** @type {Endpoint[]} */
export const endpoints = [
  { key: 'directory', screen: 'startup directory', name: 'startup directory, filtered', path: '/api/startups?sector=fintech&region=africa&stage=seed&limit=20&offset=0', peer: 'directory', list: true },
  { key: 'directoryPage5', screen: 'startup directory', name: 'startup directory, page 5', path: '/api/startups?limit=20&offset=80', list: true },
  { key: 'search', screen: 'startup directory', name: 'full-text search', path: '/api/startups?q=payments%20merchants&limit=20&offset=0', peer: 'search', list: true },
  { key: 'investors', screen: 'investor directory', name: 'investor directory, filtered', path: '/api/investors?type=angel&limit=20&offset=0', list: true },
  { key: 'investorsFirstPage', screen: 'investor directory', name: 'investor directory, first page', path: '/api/investors?limit=20&offset=0', list: true },
  { key: 'investorStats', screen: 'investor directory', name: 'investor directory, figures', path: '/api/investors/stats' },
  { key: 'jobs', screen: 'jobs', name: 'jobs', path: '/api/jobs?limit=20', list: true },
  { key: 'detail', screen: 'startup detail', name: 'startup detail', path: '/api/startups/1' },
  { key: 'detailShared', screen: 'startup detail', name: 'startup detail: shared with me (investor)', path: '/api/startup-access/shared-with-me', as: 'investor' },
  { key: 'detailConnections', screen: 'startup detail', name: 'startup detail: connection statuses (investor)', path: '/api/users/connections/status?startupIds=1%2C487%2C480%2C478', as: 'investor' },
  { key: 'detailDataRoom', screen: 'startup detail', name: 'startup detail: data-room access (investor)', path: '/api/startups/1/data-room-access', as: 'investor' },
  { key: 'detailDeal', screen: 'startup detail', name: 'startup detail: deal of the startup (investor)', path: '/api/portfolio/deal-flow/by-startup/1', as: 'investor' },
  { key: 'session', screen: 'every screen', name: 'session user (investor)', path: '/api/auth/user', as: 'investor' },
  { key: 'unread', screen: 'every signed-in screen', name: 'unread notifications (investor)', path: '/api/notifications/unread-count', as: 'investor' },
  { key: 'dashboard', screen: 'investor dashboard', name: 'dashboard (investor)', path: '/api/dashboard/stats', as: 'investor' },
  { key: 'dashboardActivity', screen: 'investor dashboard', name: 'dashboard activity (investor)', path: '/api/dashboard/activity', as: 'investor' },
  { key: 'dashboardMatches', screen: 'investor dashboard', name: 'dashboard matches (investor)', path: '/api/dashboard/matches', as: 'investor' },
  { key: 'founderDashboard', screen: 'founder dashboard', name: 'dashboard (founder)', path: '/api/dashboard/stats', as: 'founder' },
  { key: 'founderDashboardActivity', screen: 'founder dashboard', name: 'dashboard activity (founder)', path: '/api/dashboard/activity', as: 'founder' },
  { key: 'founderDashboardMatches', screen: 'founder dashboard', name: 'dashboard matches (founder)', path: '/api/dashboard/matches', as: 'founder' },
  { key: 'founderProfile', screen: 'founder dashboard', name: 'own profile (founder)', path: '/api/profile', as: 'founder' },
  { key: 'dealFlow', screen: 'deal flow', name: 'deal flow (investor, 200 deals)', path: '/api/portfolio/deal-flow', as: 'investor', list: true },
  { key: 'portfolioOverview', screen: 'portfolio', name: 'portfolio overview (investor)', path: '/api/portfolio/overview', as: 'investor' },
  { key: 'portfolioCompanies', screen: 'portfolio', name: 'portfolio companies (investor)', path: '/api/portfolio/companies?sortBy=name&sector=All', as: 'investor', list: true },
  { key: 'updates', screen: 'updates feed', name: 'updates feed (investor)', path: '/api/updates?limit=20&offset=0', as: 'investor', list: true },
  { key: 'updatesProfile', screen: 'updates feed', name: 'own profile (investor)', path: '/api/profile', as: 'investor' },
];

/** Peer endpoints, measured only when a selected endpoint names them. */
export const peerEndpoints = [
  { key: 'directory', name: 'peer: directory, filtered (offset + count)', path: '/api/startups?sector=FinTech&region=Africa&stage=Seed&limit=20&offset=0' },
  { key: 'search', name: 'peer: search, unindexed ILIKE', path: '/api/startups?q=payments%20merchants&limit=20&offset=0' },
];

/**
 * BENCH_ENDPOINTS: a comma list of keys or screen names (`dashboard,jobs`, `founder dashboard`)
 * measures only those (for work on one screen); empty, every endpoint. An unknown word is an error,
 * never a silently smaller run.
 */
export function selectEndpoints(filter, list = endpoints) {
  const words = (filter ?? '').split(',').map((w) => w.trim()).filter(Boolean);
  if (!words.length) return list;
  const unknown = words.filter((w) => !list.some((e) => e.key === w || e.screen === w));
  if (unknown.length) throw new Error(`BENCH_ENDPOINTS: no endpoint or screen named ${unknown.join(', ')} (keys: ${list.map((e) => e.key).join(', ')})`);
  return list.filter((e) => words.includes(e.key) || words.includes(e.screen));
}
