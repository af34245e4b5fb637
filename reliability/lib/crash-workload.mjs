// The writes of one crash round: 1,000 operations from five fresh investors, run 20 at a time.
// Three in four create a deal (a deal row and its first stage-history row in one transaction),
// one in four adds a note (a note row and the deal's last-activity time in one transaction).
// Every operation carries a token (deal next action, note body) to find it in the database.
import { api, becomeInvestor, expectStatus, signUp } from './client.mjs';

export const OPERATIONS = 1000;
const INVESTORS = 5;
const CONCURRENCY = 20;

/** Signs up and onboards the round's investors on `server` (startServer's handle), each with one deal to write notes on. */
export async function prepareRound(server, round, startupIds) {
  const { base } = server;
  const investors = [];
  for (let i = 0; i < INVESTORS; i += 1) {
    const user = await signUp(server, `crash-${process.pid}-${round}-${i}`);
    await becomeInvestor(base, user);
    const deal = await expectStatus(base, { method: 'POST', path: '/api/portfolio/deal-flow', cookie: user.cookie, body: { startupId: startupIds[0] } }, 201);
    investors.push({ ...user, noteDealId: deal.id });
  }
  const operations = [];
  for (let k = 0; k < OPERATIONS; k += 1) {
    const investor = investors[k % INVESTORS];
    // startupIds[0] holds the note deals; an investor adds each other startup at most once.
    const token = `crash-${round}-${k}`;
    if (k % 4 === 3) {
      operations.push({ token, kind: 'note', request: { method: 'POST', path: `/api/portfolio/deal-flow/${investor.noteDealId}/notes`, cookie: investor.cookie, body: { body: token } } });
    } else {
      const startupId = startupIds[1 + Math.floor(k / INVESTORS)];
      operations.push({ token, kind: 'deal', request: { method: 'POST', path: '/api/portfolio/deal-flow', cookie: investor.cookie, body: { startupId, nextAction: token } } });
    }
  }
  return operations;
}

/**
 * Runs the operations against base until all are done or the server goes away. `onAcknowledged`
 * runs after each 2xx (the crash test kills the server from it). A retried deal that answers 409
 * was committed before the crash but never acknowledged: it counts as done.
 * Returns the operations that did not complete.
 */
export async function runOperations(base, operations, { acknowledged, onAcknowledged = () => {}, retry = false }) {
  const queue = [...operations];
  const unfinished = [];
  let serverGone = false;
  const worker = async () => {
    for (let op = queue.shift(); op; op = queue.shift()) {
      if (serverGone) {
        unfinished.push(op);
        continue;
      }
      let response;
      try {
        response = await api(base, op.request);
      } catch {
        // Connection refused or reset: the server died with this request in flight.
        serverGone = true;
        unfinished.push(op);
        continue;
      }
      if (response.status >= 200 && response.status < 300) {
        acknowledged.add(op.token);
        onAcknowledged(acknowledged.size);
      } else if (retry && op.kind === 'deal' && response.status === 409) {
        acknowledged.add(op.token);
      } else {
        throw new Error(`${op.request.path}: ${response.status} ${JSON.stringify(response.json)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return unfinished;
}
