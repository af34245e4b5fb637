import { randomUUID } from 'node:crypto';
import { get, post, row, type MatrixRow } from './authorization-matrix-rows';

/**
 * The admin console, reporting, exchange rates, moderation, admin invitations and investor verification: the
 * authorization matrix's rows for them (authorization-matrix.ts says how a row reads).
 */
//                                  anon fA  fB  iA  iB  revoked pipelineOnly claimant shareHolder expiredShare revokedShare admin
export const adminMatrix: MatrixRow[] = [
  // The admin console: 404 for everyone but an admin, signed in or not (modules/admin/admin.policy.ts).
  row('GET /api/admin/overview', () => get('/api/admin/overview'), '404 404 404 404 404 404 404 404 404 404 404 200'),
  row('GET /api/admin/admins', () => get('/api/admin/admins'), '404 404 404 404 404 404 404 404 404 404 404 200'),
  row('POST /api/admin/invitations', () => post('/api/admin/invitations', { email: `invitee-${randomUUID()}@example.com`, reason: 'Matrix' }), '404 404 404 404 404 404 404 404 404 404 404 201'),
  row('POST /api/admin/admins/:userId/revoke', (w) => post(`/api/admin/admins/${w.users.admin.id}/revoke`, { reason: 'Matrix' }), '404 404 404 404 404 404 404 404 404 404 404 409', 'the world has one admin, who cannot be removed (last admin)'),
  row('GET /api/admin/audit', () => get('/api/admin/audit'), '404 404 404 404 404 404 404 404 404 404 404 200'),
  // Reporting: any signed-in person, of what they can see; nobody reports themself (founderA owns startupA).
  row('POST /api/reports', (w) => post('/api/reports', { targetType: 'startup', targetId: String(w.startupA), reason: 'spam' }), '401 400 201 201 201 201 201 201 201 201 201 201'),
  // Exchange rates: admin routes, 404 for everyone else (modules/exchange-rates).
  row('GET /api/admin/exchange-rates', () => get('/api/admin/exchange-rates'), '404 404 404 404 404 404 404 404 404 404 404 200'),
  row('POST /api/admin/exchange-rates', () => post('/api/admin/exchange-rates', { csv: 'currency,date,per_usd,source\nEUR,2025-06-30,0.853,Matrix', reason: 'Matrix' }), '404 404 404 404 404 404 404 404 404 404 404 200', 'all or nothing; nothing is written for the 404s'),
  // Moderation: admin routes, 404 for everyone else (modules/moderation).
  row('GET /api/admin/reports', () => get('/api/admin/reports'), '404 404 404 404 404 404 404 404 404 404 404 200'),
  row('POST /api/admin/reports/:id/dismiss', (w) => post(`/api/admin/reports/${w.reportToDismiss}/dismiss`, { reason: 'Matrix' }), '404 404 404 404 404 404 404 404 404 404 404 204'),
  row('POST /api/admin/reports/hide', (w) => post('/api/admin/reports/hide', { targetType: 'job', targetId: String(w.spareJob), reason: 'Matrix' }), '404 404 404 404 404 404 404 404 404 404 404 204'),
  row('POST /api/admin/reports/unhide', (w) => post('/api/admin/reports/unhide', { targetType: 'job', targetId: String(w.spareJob), reason: 'Matrix' }), '404 404 404 404 404 404 404 404 404 404 404 204', 'runs after the hide row'),
  row('GET /api/admin/accounts', () => get('/api/admin/accounts?q=Amina'), '404 404 404 404 404 404 404 404 404 404 404 200'),
  row('GET /api/admin/accounts/:userId', (w) => get(`/api/admin/accounts/${w.users.founderB.id}`), '404 404 404 404 404 404 404 404 404 404 404 200'),
  row('POST /api/admin/accounts/:userId/actions', (w) => post(`/api/admin/accounts/${w.users.founderB.id}/actions`, { action: 'warn', reason: 'Matrix' }), '404 404 404 404 404 404 404 404 404 404 404 204', 'a warning: suspending would end founderB’s session for later rows'),
  // One's own admin invitation: any signed-in person; the world's invitation is for an address nobody has.
  row('GET /api/admin-invitations/mine', () => get('/api/admin-invitations/mine'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/admin-invitations/:id/accept', (w) => post(`/api/admin-invitations/${w.adminInvitation}/accept`), '401 400 400 400 400 400 400 400 400 400 400 409', 'not their address (or unverified): 400; the admin already is one: 409'),

  // Investor verification: an investor's own application (founders are told they cannot apply), and the admin review.
  row('GET /api/verification', () => get('/api/verification'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/verification', () => post('/api/verification', { website: 'https://matrix-capital.com' }), '401 403 403 201 409 201 201 201 409 409 201 201', 'investorB and expiredShare have a pending application, shareHolder is verified'),
  row('GET /api/verification/document', () => get('/api/verification/document'), '401 403 403 404 200 404 404 404 404 404 404 404', 'only investorB\'s latest application has a document'),
  row('GET /api/admin/verifications', () => get('/api/admin/verifications'), '404 404 404 404 404 404 404 404 404 404 404 200'),
  row('GET /api/admin/verifications/verified', () => get('/api/admin/verifications/verified'), '404 404 404 404 404 404 404 404 404 404 404 200'),
  row('GET /api/admin/verifications/:id/document', (w) => get(`/api/admin/verifications/${w.verificationToApprove}/document`), '404 404 404 404 404 404 404 404 404 404 404 200'),
  row('POST /api/admin/verifications/:id/approve', (w) => post(`/api/admin/verifications/${w.verificationToApprove}/approve`, { reason: 'Matrix' }), '404 404 404 404 404 404 404 404 404 404 404 204'),
  row('POST /api/admin/verifications/:id/decline', (w) => post(`/api/admin/verifications/${w.verificationToDecline}/decline`, { reason: 'Matrix' }), '404 404 404 404 404 404 404 404 404 404 404 204'),
  row('POST /api/admin/verifications/:id/withdraw', (w) => post(`/api/admin/verifications/${w.verificationToWithdraw}/withdraw`, { reason: 'Matrix' }), '404 404 404 404 404 404 404 404 404 404 404 204'),
];
