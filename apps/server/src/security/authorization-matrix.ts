import { randomUUID } from 'node:crypto';
import { dealStages } from '@baobab/contracts/enums';
import { defaultCapTableShareholders, defaultFinancialAssumptions } from '@baobab/contracts/financial-tools';
import { nextAddress } from '../test/test-app';
import { pdfBytes, uploadRequest } from '../modules/data-rooms/test-support';
import { adminMatrix } from './authorization-matrix-admin';
import { del, get, patch, pdfAnalysisUpload, post, put, row, type MatrixRow } from './authorization-matrix-rows';
import { experienceBody, investmentBody, ledgerIssuance, roundSafe } from './world-bodies';
import { buildFounderProfile, buildInvestorProfile } from '../test/factories/users';
import { buildStartupInput } from '../test/factories/startups';
import { buildJob } from '../test/factories/jobs';

export type { MatrixRow } from './authorization-matrix-rows';

/**
 * The expected answer of every API route for every kind of caller (row format: authorization-matrix-rows.ts).
 * A route that is registered but missing here fails the matrix test.
 */
//                                  anon fA  fB  iA  iB  revoked pipelineOnly claimant shareHolder expiredShare revokedShare admin
export const matrix: MatrixRow[] = [
  // Public
  row('GET /api/health', () => get('/api/health'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/health/ready', () => get('/api/health/ready'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/auth-options', () => get('/api/auth-options'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/login', () => get('/api/login'), '302 302 302 302 302 302 302 302 302 302 302 302'),
  row('GET /api/docs', () => get('/api/docs'), '200 200 200 200 200 200 200 200 200 200 200 200', 'API documentation is public'),
  row('GET /api/docs/json', () => get('/api/docs/json'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/docs/yaml', () => get('/api/docs/yaml'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/docs/static/index.html', () => get('/api/docs/static/index.html'), '302 302 302 302 302 302 302 302 302 302 302 302'),
  row('GET /api/docs/static/swagger-initializer.js', () => get('/api/docs/static/swagger-initializer.js'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/docs/static/*', () => get('/api/docs/static/swagger-ui.css'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/auth/*', () => get('/api/auth/get-session'), '200 200 200 200 200 200 200 200 200 200 200 200', 'Better Auth: answers null when signed out; sessions.test.ts covers sign-in and sign-out'),
  row('POST /api/auth/*', () => ({ ...post('/api/auth/sign-in/email', { email: `nobody-${randomUUID()}@example.com`, password: 'wrong-password' }), remoteAddress: nextAddress() }), '401 401 401 401 401 401 401 401 401 401 401 401'),

  // Current user and onboarding
  row('GET /api/auth/user', () => get('/api/auth/user'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('PUT /api/account/preferences', () => put('/api/account/preferences', { locale: 'fr' }), '401 200 200 200 200 200 200 200 200 200 200 200', 'the caller\'s own choices'),
  row('GET /api/onboarding', () => get('/api/onboarding'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  // Decision 0002: a profile of the other kind may be added (the first role stays the role).
  row('PUT /api/founders', () => put('/api/founders', buildFounderProfile()), '401 200 200 404 404 404 404 404 404 404 404 404', 'no founder profile to edit yet'),
  row('POST /api/founders', () => post('/api/founders', buildFounderProfile()), '401 409 409 201 201 201 201 201 201 201 201 201'),
  row('PUT /api/investors', () => put('/api/investors', buildInvestorProfile()), '401 404 404 200 200 200 200 200 200 200 200 200'),
  row('POST /api/investors', () => post('/api/investors', buildInvestorProfile()), '401 201 201 409 409 409 409 409 409 409 409 409'),

  // Startups and investors directories
  row('GET /api/startups', () => get('/api/startups'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/startups/stats', () => get('/api/startups/stats'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/startups/:id', (w) => get(`/api/startups/${w.startupA}`), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/startups', () => post('/api/startups', buildStartupInput({ name: 'Matrix Startup' })), '401 201 201 201 201 201 201 201 201 201 201 201', 'every caller has a founder profile by now'),
  row('PUT /api/startups/:id', (w) => put(`/api/startups/${w.startupA}`, buildStartupInput({ name: 'Alpha Pay' })), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('PUT /api/startups/:id/request-settings', (w) => put(`/api/startups/${w.startupA}/request-settings`, { verifiedInvestorsOnly: false }), '401 200 404 404 404 404 404 404 404 404 404 404', 'owner only; off, as the world needs it for the request rows'),
  row('GET /api/profile', () => get('/api/profile'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/investors', () => get('/api/investors'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/investors/stats', () => get('/api/investors/stats'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/investors/:id', (w) => get(`/api/investors/${w.investorAProfile}`), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/investors/:id/portfolio-companies', (w) => get(`/api/investors/${w.investorAProfile}/portfolio-companies`), '200 200 200 200 200 200 200 200 200 200 200 200', 'public: only rounds the founders confirmed'),

  // Dashboard
  row('GET /api/dashboard/stats', () => get('/api/dashboard/stats'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/dashboard/activity', () => get('/api/dashboard/activity'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/dashboard/matches', () => get('/api/dashboard/matches'), '401 200 200 200 200 200 200 200 200 200 200 200'),

  // Financial tools: the founder writes; reads need the founder's consent (a financials share).
  // investorA's pipeline entry, confirmed investment and data-room grant open none of it (decision 0005: consent is the only key).
  row('GET /api/financial-tools/startups', () => get('/api/financial-tools/startups'), '401 200 200 200 200 200 200 200 200 200 200 200', 'each sees only startups they may read (list check in lists.test.ts)'),
  row('GET /api/startups/:id/cap-table', (w) => get(`/api/startups/${w.startupA}/cap-table`), '401 200 404 404 404 404 404 404 200 404 404 404'),
  row('POST /api/startups/:id/cap-table', (w) => post(`/api/startups/${w.startupA}/cap-table`, { shares: defaultCapTableShareholders }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  // Downloads need the download permission: shareHolder's share allows it (world.ts); a view share is refused with 403 (exports tests).
  row('GET /api/startups/:id/cap-table/scenarios', (w) => get(`/api/startups/${w.startupA}/cap-table/scenarios`), '401 200 404 404 404 404 404 404 200 404 404 404', 'readers of the cap table list its scenarios'),
  row('POST /api/startups/:id/cap-table/scenarios', (w) => post(`/api/startups/${w.startupA}/cap-table/scenarios`, { name: `Round ${randomUUID()}`, input: { shares: defaultCapTableShareholders } }), '401 201 404 404 404 404 404 404 404 404 404 404', 'only the founder saves scenarios'),
  row('DELETE /api/startups/:id/cap-table/scenarios/:scenarioId', (w) => del(`/api/startups/${w.startupA}/cap-table/scenarios/${w.spareScenario}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  // The round documents follow the scenario: whoever reads it downloads them (a view share too: round-documents.routes.test.ts).
  row('GET /api/startups/:id/cap-table/scenarios/:scenarioId/term-sheet', (w) => get(`/api/startups/${w.startupA}/cap-table/scenarios/${w.roundScenario}/term-sheet?format=pdf`), '401 200 404 404 404 404 404 404 200 404 404 404', 'readers of the scenario download its term sheet'),
  row('GET /api/startups/:id/cap-table/scenarios/:scenarioId/pro-forma', (w) => get(`/api/startups/${w.startupA}/cap-table/scenarios/${w.roundScenario}/pro-forma?format=xlsx`), '401 200 404 404 404 404 404 404 200 404 404 404', 'readers of the scenario download its pro-forma cap table'),
  row('GET /api/startups/:id/cap-table/export', (w) => get(`/api/startups/${w.startupA}/cap-table/export?format=csv`), '401 200 404 404 404 404 404 404 200 404 404 404'),
  row('GET /api/startups/:id/cap-table/waterfall/export', (w) => get(`/api/startups/${w.startupA}/cap-table/waterfall/export?format=csv&exitValue=1000000`), '401 200 404 404 404 404 404 404 200 404 404 404'),
  row('GET /api/startups/:id/cap-table/ocf', (w) => get(`/api/startups/${w.startupA}/cap-table/ocf`), '401 200 404 404 404 404 404 404 200 404 404 404'),
  row('POST /api/startups/:id/cap-table/ocf', (w) => post(`/api/startups/${w.startupA}/cap-table/ocf`), '401 400 404 404 404 404 404 404 404 404 404 404', 'the founder gets 400: no package was sent (import tests in ocf.routes.test.ts and ocf-history.routes.test.ts, decision 0061)'),
  row('GET /api/startups/:id/cap-table/ledger', (w) => get(`/api/startups/${w.startupA}/cap-table/ledger`), '401 200 404 404 404 404 404 404 200 404 404 404'),
  row('GET /api/startups/:id/cap-table/ledger/export', (w) => get(`/api/startups/${w.startupA}/cap-table/ledger/export?format=csv`), '401 200 404 404 404 404 404 404 200 404 404 404', 'a download: shareHolder holds a download share'),
  row('GET /api/startups/:id/cap-table/ledger/holdings', (w) => get(`/api/startups/${w.startupA}/cap-table/ledger/holdings?asOf=2025-01-01`), '401 200 404 404 404 404 404 404 200 404 404 404'),
  row('POST /api/startups/:id/cap-table/ledger', (w) => post(`/api/startups/${w.startupA}/cap-table/ledger`, ledgerIssuance), '401 201 404 404 404 404 404 404 404 404 404 404'),
  row('DELETE /api/startups/:id/cap-table/ledger/:entryId', (w) => del(`/api/startups/${w.startupA}/cap-table/ledger/${w.ledgerEntryA}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/startups/:id/cap-table/rounds', (w) => get(`/api/startups/${w.startupA}/cap-table/rounds`), '401 200 404 404 404 404 404 404 200 404 404 404', 'readers of the cap table see the rounds'),
  row('POST /api/startups/:id/cap-table/rounds', (w) => post(`/api/startups/${w.startupA}/cap-table/rounds`, roundSafe), '401 201 404 404 404 404 404 404 404 404 404 404', 'only the founder models rounds'),
  row('PUT /api/startups/:id/cap-table/rounds/:roundId', (w) => put(`/api/startups/${w.startupA}/cap-table/rounds/${w.roundToEdit}`, { ...roundSafe, investment: 300_000 }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('DELETE /api/startups/:id/cap-table/rounds/:roundId', (w) => del(`/api/startups/${w.startupA}/cap-table/rounds/${w.spareRound}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/startups/:id/cap-table/rounds/:roundId/close', (w) => post(`/api/startups/${w.startupA}/cap-table/rounds/${w.roundToClose}/close`), '401 200 404 404 404 404 404 404 404 404 404 404', 'the founder closes; the shareHolder reads but never closes'),
  row('GET /api/startups/:id/financial-model', (w) => get(`/api/startups/${w.startupA}/financial-model`), '401 200 404 404 404 404 404 404 200 404 404 404'),
  row('POST /api/startups/:id/financial-model', (w) => post(`/api/startups/${w.startupA}/financial-model`, { assumptions: defaultFinancialAssumptions }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/startups/:id/valuation', (w) => get(`/api/startups/${w.startupA}/valuation`), '401 200 404 404 404 404 404 404 200 404 404 404'),
  row('POST /api/startups/:id/valuation', (w) => post(`/api/startups/${w.startupA}/valuation`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/startups/:id/funding-tracker', (w) => get(`/api/startups/${w.startupA}/funding-tracker`), '401 200 404 404 404 404 404 404 200 404 404 404'),
  row('PUT /api/startups/:id/funding-tracker', (w) => put(`/api/startups/${w.startupA}/funding-tracker`, { targetAmount: 500_000 }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/startups/:id/funding-tracker/milestones', (w) => post(`/api/startups/${w.startupA}/funding-tracker/milestones`, { task: 'Matrix', dueDate: '2026-05-01' }), '401 201 404 404 404 404 404 404 404 404 404 404'),
  row('PATCH /api/startups/:id/funding-tracker/milestones/:milestoneId', (w) => patch(`/api/startups/${w.startupA}/funding-tracker/milestones/${w.milestoneA}`, { completed: true }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('DELETE /api/startups/:id/funding-tracker/milestones/:milestoneId', (w) => del(`/api/startups/${w.startupA}/funding-tracker/milestones/${w.spareMilestone}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/startups/:id/financial-shares', (w) => get(`/api/startups/${w.startupA}/financial-shares`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/startups/:id/financial-shares', (w) => post(`/api/startups/${w.startupA}/financial-shares`, { userId: w.users.shareHolder.id, scopes: ['cap_table', 'financial_model', 'valuation', 'funding_tracker'], permission: 'download' }), '401 201 404 404 404 404 404 404 404 404 404 404', 'renews shareHolder\'s share'),
  row('DELETE /api/startups/:id/financial-shares/:shareId', (w) => del(`/api/startups/${w.spareStartup}/financial-shares/${w.spareShare}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  // Investor updates: the founder writes, sends and sees opens; recipients (investorA, confirmed; shareHolder, live share) read theirs; nobody else learns an update exists.
  row('GET /api/updates', () => get('/api/updates'), '401 200 200 200 200 200 200 200 200 200 200 200', 'each caller\'s own feed (checked below: lists never show what a read refuses)'),
  row('GET /api/startups/:id/updates', (w) => get(`/api/startups/${w.startupA}/updates`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/startups/:id/updates', (w) => post(`/api/startups/${w.startupA}/updates`, { title: 'Matrix update', period: '2026-03' }), '401 201 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/startups/:id/updates/audience-people', (w) => get(`/api/startups/${w.startupA}/updates/audience-people`), '401 200 404 404 404 404 404 404 404 404 404 404', 'the founder alone learns who may be chosen'),
  row('GET /api/startups/:id/updates/received', (w) => get(`/api/startups/${w.startupA}/updates/received`), '401 200 200 200 200 200 200 200 200 200 200 200', 'only updates sent to the caller'),
  row('GET /api/updates/:id', (w) => get(`/api/updates/${w.updateA}`), '401 200 404 200 404 404 404 404 200 404 404 404', 'the claimant\'s round is unconfirmed; expired and revoked shares were not live when it was sent'),
  row('PUT /api/updates/:id', (w) => put(`/api/updates/${w.draftA}`, { title: 'Draft', period: '2026-03' }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('DELETE /api/updates/:id', (w) => del(`/api/updates/${w.spareDraft}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/updates/:id/audience', (w) => get(`/api/updates/${w.draftA}/audience`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/updates/:id/send', (w) => post(`/api/updates/${w.draftToSend}/send`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/updates/:id/replies', (w) => get(`/api/updates/${w.updateA}/replies`), '401 200 404 200 404 404 404 404 200 404 404 404'),
  row('POST /api/updates/:id/replies', (w) => post(`/api/updates/${w.updateA}/replies`, { body: 'Matrix reply' }), '401 400 404 201 404 404 404 404 201 404 404 404', 'the founder must name whose thread (recipientId)'),
  row('PUT /api/updates/:id/public', (w) => put(`/api/updates/${w.updateA}/public`, { isPublic: true }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/public-updates/:token', (w) => get(`/api/public-updates/${w.publicTokenA}`), '200 200 200 200 200 200 200 200 200 200 200 200', 'the token is the permission while the founder leaves the link on'),
  // Company metrics: the founder's alone; others see figures only in updates sent to them.
  row('GET /api/startups/:id/metrics', (w) => get(`/api/startups/${w.startupA}/metrics`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/startups/:id/metrics', (w) => post(`/api/startups/${w.startupA}/metrics`, { kind: 'custom', name: `Metric ${randomUUID()}`, unit: 'count' }), '401 201 404 404 404 404 404 404 404 404 404 404'),
  row('PUT /api/startups/:id/metrics/:metricId', (w) => put(`/api/startups/${w.startupA}/metrics/${w.metricA}`, { name: 'Pilots' }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('DELETE /api/startups/:id/metrics/:metricId', (w) => del(`/api/startups/${w.startupA}/metrics/${w.spareMetric}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('PUT /api/startups/:id/metric-values', (w) => put(`/api/startups/${w.startupA}/metric-values`, { values: [{ metricId: w.metricA, month: '2025-01', value: '4' }] }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/startups/:id/metrics/import', (w) => post(`/api/startups/${w.startupA}/metrics/import`, { csv: 'month,metric,value\n2025-02,Pilots,5', commit: true }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  // Investments investors recorded in startupA: only its founder reviews and answers them.
  row('GET /api/startups/:id/investments', (w) => get(`/api/startups/${w.startupA}/investments`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/startups/:id/investments/:investmentId/confirm', (w) => post(`/api/startups/${w.startupA}/investments/${w.claim}/confirm`, { revision: 1 }), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/startups/:id/investments/:investmentId/decline', (w) => post(`/api/startups/${w.startupA}/investments/${w.spareClaim}/decline`, { revision: 1 }), '401 204 404 404 404 404 404 404 404 404 404 404'),

  // Insights
  // Decision 0007: published profiles are public; analyses from them need only a signed-in caller.
  row('POST /api/advanced-matching/:startupId', (w) => post(`/api/advanced-matching/${w.startupA}`), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/documents/:id/analyze', (w) => post(`/api/documents/${w.startupA}/analyze`, { documentText: 'We sell payments to market traders.', documentType: 'pitch_deck' }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/documents/:id/analyze-pdf', (w) => pdfAnalysisUpload(`/api/documents/${w.startupA}/analyze-pdf`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/startups/:id/document-analyses', (w) => get(`/api/startups/${w.startupA}/document-analyses`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/startups/:id/shared-document-analyses', (w) => get(`/api/startups/${w.startupA}/shared-document-analyses`), '401 200 200 200 200 200 200 200 200 200 200 200', 'an empty list for readers the owner shares nothing with'),
  row('GET /api/startups/:id/assessment', (w) => get(`/api/startups/${w.startupA}/assessment`), '401 200 200 200 200 200 200 200 200 200 200 200', 'each caller assesses from the facts shared with them (decision 0042)'),
  row('POST /api/startups/:id/due-diligence', (w) => post(`/api/startups/${w.startupA}/due-diligence`), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/startups/:id/valuation-benchmark', (w) => get(`/api/startups/${w.startupA}/valuation-benchmark`), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/startups/:id/deal-summary.pdf', (w) => get(`/api/startups/${w.startupA}/deal-summary.pdf`), '401 403 403 200 200 200 200 200 200 200 200 200'),
  row('GET /api/market-analysis/:sector/:country', () => get('/api/market-analysis/FinTech/Kenya'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/market-intelligence', () => get('/api/market-intelligence'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/ecosystem/:country', () => get('/api/ecosystem/Kenya'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/analytics/countries', () => get('/api/analytics/countries'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/analytics/competitive/:startupId', (w) => get(`/api/analytics/competitive/${w.startupA}`), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/analytics/portfolio', () => get('/api/analytics/portfolio'), '401 200 200 200 200 200 200 200 200 200 200 200', 'each caller\'s own data only'),

  // Data rooms (investorA holds a download grant on roomA; revoked lost theirs)
  row('GET /api/data-rooms', () => get('/api/data-rooms'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/data-rooms', (w) => post('/api/data-rooms', { startupId: w.startupA, name: 'Matrix room' }), '401 201 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/data-rooms/:id', (w) => get(`/api/data-rooms/${w.roomA}`), '401 200 404 200 404 404 404 404 404 404 404 404'),
  row('POST /api/data-rooms/:id/folders', (w) => post(`/api/data-rooms/${w.roomA}/folders`, { name: 'Legal' }), '401 201 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/data-rooms/:id/documents', async (w) => uploadRequest(null, w.roomA, 'Plan.pdf', await pdfBytes('Plan')), '401 201 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/data-rooms/:id/documents/:documentId/content', (w) => get(`/api/data-rooms/${w.roomA}/documents/${w.documentA}/content`), '401 200 404 200 404 404 404 404 404 404 404 404'),
  row('POST /api/data-rooms/:id/nda-acceptance', (w) => post(`/api/data-rooms/${w.roomA}/nda-acceptance`), '401 204 404 204 404 404 404 404 404 404 404 404', 'a no-op for the owner'),
  row('GET /api/data-rooms/:id/grants', (w) => get(`/api/data-rooms/${w.roomA}/grants`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/data-rooms/:id/grants', (w) => post(`/api/data-rooms/${w.roomA}/grants`, { email: 'matrix@example.com', permission: 'view' }), '401 201 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/data-rooms/:id/grants (to a fund)', (w) => post(`/api/data-rooms/${w.roomA}/grants`, { organisationId: w.organisationA, permission: 'view' }), '401 201 404 404 404 404 404 404 404 404 404 404', "organisationA's admin is founderA's connection investorA (decision 0055); each fund role: data-rooms.fund-matrix.test.ts"),
  row('DELETE /api/data-rooms/:id/grants/:grantId', (w) => del(`/api/data-rooms/${w.roomA}/grants/${w.spareGrant}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/data-rooms/:id/activity', (w) => get(`/api/data-rooms/${w.roomA}/activity`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/data-rooms/:id/activity.csv', (w) => get(`/api/data-rooms/${w.roomA}/activity.csv`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  // Access requests: anyone signed in may ask to enter a room they cannot see, learning only its name.
  row('GET /api/startups/:id/data-room-access', (w) => get(`/api/startups/${w.startupA}/data-room-access`), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/data-rooms/:id/access-requests', (w) => post(`/api/data-rooms/${w.roomB}/access-requests`, {}), '401 201 400 201 201 201 201 201 201 201 201 201', 'roomB is founderB\'s'),
  row('GET /api/data-rooms/:id/access-requests', (w) => get(`/api/data-rooms/${w.roomA}/access-requests`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/data-rooms/:id/access-requests/:requestId/approve', (w) => post(`/api/data-rooms/${w.roomA}/access-requests/${w.requestToApprove}/approve`, { permission: 'view' }), '401 201 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/data-rooms/:id/access-requests/:requestId/decline', (w) => post(`/api/data-rooms/${w.roomA}/access-requests/${w.requestToDecline}/decline`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  // Rename and delete: the owner only.
  row('PATCH /api/data-rooms/:id/documents/:documentId', (w) => patch(`/api/data-rooms/${w.roomA}/documents/${w.spareDocument}`, { name: 'Renamed.pdf' }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('DELETE /api/data-rooms/:id/documents/:documentId', (w) => del(`/api/data-rooms/${w.roomA}/documents/${w.spareDocument}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('PATCH /api/data-rooms/:id/folders/:folderId', (w) => patch(`/api/data-rooms/${w.roomA}/folders/${w.folderA}`, { name: 'Legal and tax' }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('DELETE /api/data-rooms/:id/folders/:folderId', (w) => del(`/api/data-rooms/${w.roomA}/folders/${w.spareFolder}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  // View time: only the viewer who opened the view reports on it; analytics are the owner's.
  row('POST /api/data-rooms/:id/views/:viewId/duration', (w) => post(`/api/data-rooms/${w.roomA}/views/${w.viewOfInvestorA}/duration`, { seconds: 12 }), '401 404 404 204 404 404 404 404 404 404 404 404'),
  row('GET /api/data-rooms/:id/documents/:documentId/analytics', (w) => get(`/api/data-rooms/${w.roomA}/documents/${w.documentA}/analytics`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  // Analyses stay the owner's: a grant shares documents, not analyses (docs/data-rooms.md).
  row('POST /api/data-rooms/:id/documents/:documentId/analysis', (w) => post(`/api/data-rooms/${w.roomA}/documents/${w.documentA}/analysis`, { documentType: 'pitch_deck' }), '401 201 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/tasks/:id', (w) => get(`/api/tasks/${w.taskA}`), '401 200 404 404 404 404 404 404 404 404 404 404', "a task is its starter's alone: anyone else's answer is the same as for no task"),
  row('GET /api/data-rooms/:id/documents/:documentId/analysis', (w) => get(`/api/data-rooms/${w.roomA}/documents/${w.documentA}/analysis`), '401 200 404 404 404 404 404 404 404 404 404 404'),

  // Profiles, experience, recommendations, matches
  row('GET /api/users/profile', () => get('/api/users/profile'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('PUT /api/users/profile', () => put('/api/users/profile', { headline: 'Matrix' }), '401 200 200 200 200 200 200 200 200 200 200 200', 'each caller edits only their own profile'),
  row('GET /api/users/experiences', () => get('/api/users/experiences'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/users/experiences', () => post('/api/users/experiences', experienceBody), '401 201 201 201 201 201 201 201 201 201 201 201'),
  row('PUT /api/users/experiences/:id', (w) => put(`/api/users/experiences/${w.experienceA}`, experienceBody), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('DELETE /api/users/experiences/:id', (w) => del(`/api/users/experiences/${w.spareExperience}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/users/recommendations', () => get('/api/users/recommendations'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/users/recommendations/requests', () => get('/api/users/recommendations/requests'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/users/recommendations/:id/write', (w) => post(`/api/users/recommendations/${w.recommendationRequest}/write`, { content: 'A thoughtful and rigorous investor to work with.' }), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/users/recommendations/:id/decline', (w) => post(`/api/users/recommendations/${w.spareRecommendationRequest}/decline`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/users/recommendations/requests', (w) => post('/api/users/recommendations/requests', { authorId: w.users.founderA.id, relationship: 'Matrix colleagues' }), '401 400 400 409 400 204 400 400 204 204 204 400', 'only connections (the share holders are founderA\'s), not yourself; investorA\'s request was written, so a new one conflicts'),
  row('GET /api/users/matches', () => get('/api/users/matches'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/users/generate-matches', () => post('/api/users/generate-matches'), '401 200 200 200 200 200 200 200 200 200 200 200'),

  // Network
  row('GET /api/users/search', () => get('/api/users/search'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/users/connections/status', (w) => get(`/api/users/connections/status?startupIds=${w.startupA}`), '401 200 200 200 200 200 200 200 200 200 200 200', "each caller reads only their own connection's state"),
  row('GET /api/startup-access/organisations', () => get('/api/startup-access/organisations'), '401 200 200 200 200 200 200 200 200 200 200 200', 'only funds a connection of the caller belongs to (decision 0055; fund-financials-shares.test.ts)'),
  row('GET /api/startup-access/shared-with-me', () => get('/api/startup-access/shared-with-me'), '401 200 200 200 200 200 200 200 200 200 200 200', 'only ids shared with the caller'),
  row('GET /api/users/connections', () => get('/api/users/connections'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/users/connections/invitations', () => get('/api/users/connections/invitations'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/users/network-stats', () => get('/api/users/network-stats'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/users/connections/:id/accept', (w) => post(`/api/users/connections/${w.pendingToAccept}/accept`), '401 404 204 404 404 404 404 404 404 404 404 404'),
  row('POST /api/users/connections/:id/decline', (w) => post(`/api/users/connections/${w.pendingToDecline}/decline`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/users/connections/:id/withdraw', (w) => post(`/api/users/connections/${w.pendingToWithdraw}/withdraw`), '401 404 404 404 404 204 404 404 404 404 404 404'),
  row('POST /api/users/connections', (w) => post('/api/users/connections', { addresseeId: w.users.investorB.id }), '401 201 409 201 400 201 201 201 201 201 201 201', 'founderB is already connected; nobody connects to themself'),
  row('POST /api/users/connections (for a fund)', (w) => post('/api/users/connections', { addresseeId: w.users.claimant.id, message: 'For the fund', organisationId: w.organisationA }), '401 403 403 201 403 403 403 403 403 403 403 403', "only organisationA's admin (investorA) writes for it (decision 0069); each fund role: network/fund-outreach.matrix.test.ts"),

  // Messaging (threadA is between founderA and investorA)
  row('GET /api/messages/threads', () => get('/api/messages/threads'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/messages/threads/:id', (w) => get(`/api/messages/threads/${w.threadA}`), '401 200 404 200 404 404 404 404 404 404 404 404'),
  row('POST /api/messages/threads/:id/messages', (w) => post(`/api/messages/threads/${w.threadA}/messages`, { content: 'Matrix' }), '401 201 404 201 404 404 404 404 404 404 404 404'),
  row('POST /api/messages/threads/:id/read', (w) => post(`/api/messages/threads/${w.threadA}/read`), '401 204 404 204 404 404 404 404 404 404 404 404'),
  row('POST /api/messages', (w) => post('/api/messages', { recipientId: w.users.founderA.id, content: 'Matrix' }), '401 404 403 201 403 201 403 403 201 201 201 403', 'only accepted connections; yourself is no recipient'),
  row('GET /api/messages/unread-count', () => get('/api/messages/unread-count'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/messages/stream', () => get('/api/messages/stream'), '401 - - - - - - - - - - -', 'an open event stream never ends under inject; messaging.stream.test.ts covers signed-in callers'),

  // Notifications
  row('GET /api/notifications', () => get('/api/notifications'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/notifications/unread-count', () => get('/api/notifications/unread-count'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/notifications/read', (w) => post('/api/notifications/read', { ids: [w.notificationOfA] }), '401 204 204 204 204 204 204 204 204 204 204 204', 'marking ids that are not yours changes nothing (checked below)'),
  row('GET /api/notifications/preferences', () => get('/api/notifications/preferences'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('PUT /api/notifications/preferences', () => put('/api/notifications/preferences', { preferences: [{ kind: 'connection_request', email: true }] }), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/notifications/unsubscribe', () => get('/api/notifications/unsubscribe?token=forged.token'), '303 303 303 303 303 303 303 303 303 303 303 303', 'a signed token is the only credential; a forged one lands on the error page'),
  row('POST /api/notifications/unsubscribe', () => post('/api/notifications/unsubscribe?token=forged.token', { 'List-Unsubscribe': 'One-Click' }), '400 400 400 400 400 400 400 400 400 400 400 400', 'RFC 8058 one-click: the signed token is the only credential, a session adds nothing'),

  // Jobs (jobA is founderA's)
  row('GET /api/jobs', () => get('/api/jobs'), '200 200 200 200 200 200 200 200 200 200 200 200'),
  row('GET /api/jobs/saved', () => get('/api/jobs/saved'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/jobs', () => post('/api/jobs', buildJob()), '401 201 201 201 201 201 201 201 201 201 201 201'),
  row('PUT /api/jobs/:id', (w) => put(`/api/jobs/${w.jobA}`, buildJob()), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/jobs/:id/close', (w) => post(`/api/jobs/${w.spareJob}/close`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/jobs/:id/save', (w) => post(`/api/jobs/${w.jobA}/save`), '401 204 204 204 204 204 204 204 204 204 204 204'),
  row('DELETE /api/jobs/:id/save', (w) => del(`/api/jobs/${w.jobA}/save`), '401 204 204 204 204 204 204 204 204 204 204 204'),

  // Portfolio and deal flow (dealA and investmentA are investorA's)
  row('GET /api/portfolio/overview', () => get('/api/portfolio/overview'), '401 403 403 200 200 200 200 200 200 200 200 200'),
  row('GET /api/portfolio/companies', () => get('/api/portfolio/companies'), '401 403 403 200 200 200 200 200 200 200 200 200'),
  row('GET /api/portfolio/companies/:startupId', (w) => get(`/api/portfolio/companies/${w.startupA}`), '401 403 403 200 404 404 404 200 404 404 404 404', 'the claimant\'s own position, built from their unconfirmed record'),
  row('GET /api/portfolio/performance', () => get('/api/portfolio/performance'), '401 403 403 200 200 200 200 200 200 200 200 200'),
  row('GET /api/portfolio/monitoring', () => get('/api/portfolio/monitoring'), '401 403 403 200 200 200 200 200 200 200 200 200', 'only updates sent to the caller'),
  row('PUT /api/portfolio/alert-settings', () => put('/api/portfolio/alert-settings', { runwayMonths: 6, staleUpdateMonths: 3 }), '401 403 403 200 200 200 200 200 200 200 200 200', 'the caller\'s own thresholds'),
  row('POST /api/portfolio/investments', (w) => post('/api/portfolio/investments', investmentBody(w.startupB)), '401 403 403 201 201 201 201 201 201 201 201 201'),
  row('PUT /api/portfolio/investments/:id', (w) => put(`/api/portfolio/investments/${w.investmentA}`, investmentBody(w.startupA)), '401 403 403 200 404 404 404 404 404 404 404 404'),
  row('DELETE /api/portfolio/investments/:id', (w) => del(`/api/portfolio/investments/${w.spareInvestment}`), '401 403 403 204 404 404 404 404 404 404 404 404'),
  row('PUT /api/portfolio/companies/:startupId/exit', (w) => put(`/api/portfolio/companies/${w.startupA}/exit`, { exitAmount: 1_000_000, exitDate: '2024-01-01' }), '401 403 403 204 404 404 404 204 404 404 404 404'),
  row('DELETE /api/portfolio/companies/:startupId/exit', (w) => del(`/api/portfolio/companies/${w.startupA}/exit`), '401 403 403 204 404 404 404 204 404 404 404 404'),
  row('GET /api/portfolio/returns', () => get('/api/portfolio/returns'), '401 403 403 200 200 200 200 200 200 200 200 200', 'the caller\'s own flows, marks and confirmed rounds'),
  row('GET /api/portfolio/returns/export', () => get('/api/portfolio/returns/export?format=csv'), '401 403 403 200 200 200 200 200 200 200 200 200', 'the caller\'s own figures'),
  row('POST /api/portfolio/returns/flows', (w) => post('/api/portfolio/returns/flows', { startupId: w.startupA, kind: 'follow-on', amount: '$500', date: '2025-02-01' }), '401 403 403 201 201 201 201 201 201 201 201 201', 'a flow is the caller\'s own, in any company that exists (a cheque made off the platform)'),
  row('DELETE /api/portfolio/returns/flows/:id', (w) => del(`/api/portfolio/returns/flows/${w.returnsFlowA}`), '401 403 403 204 404 404 404 404 404 404 404 404'),
  row('POST /api/portfolio/returns/marks', (w) => post('/api/portfolio/returns/marks', { startupId: w.startupA, value: '$1,000', date: '2025-02-01', source: 'Matrix' }), '401 403 403 201 201 201 201 201 201 201 201 201', 'a mark values the caller\'s own holding: the flow row above gave every investor one'),
  row('DELETE /api/portfolio/returns/marks/:id', (w) => del(`/api/portfolio/returns/marks/${w.returnsMarkA}`), '401 403 403 204 404 404 404 404 404 404 404 404'),
  // A fund's returns (organisationA's, whose only member is investorA; decision 0065): founders are refused before the fund is looked up,
  // anyone else is told it does not exist. Each fund role on every returns route: returns.fund.matrix.test.ts.
  row('GET /api/portfolio/returns (a fund\'s)', (w) => get(`/api/portfolio/returns?organisationId=${w.organisationA}`), '401 403 403 200 404 404 404 404 404 404 404 404'),
  row('GET /api/portfolio/returns/export (a fund\'s)', (w) => get(`/api/portfolio/returns/export?format=csv&organisationId=${w.organisationA}`), '401 403 403 200 404 404 404 404 404 404 404 404'),
  row('POST /api/portfolio/returns/flows (for a fund)', (w) => post('/api/portfolio/returns/flows', { organisationId: w.organisationA, startupId: w.startupA, kind: 'first-cheque', amount: '$500', date: '2025-02-01' }), '401 403 403 201 404 404 404 404 404 404 404 404'),
  row('POST /api/portfolio/returns/marks (for a fund)', (w) => post('/api/portfolio/returns/marks', { organisationId: w.organisationA, startupId: w.startupA, value: '$1,000', date: '2025-02-01', source: 'Matrix' }), '401 403 403 201 404 404 404 404 404 404 404 404', 'the fund row above gave the fund a holding'),
  // Organisations: a non-member is told the organisation does not exist; fund roles are checked route by route in organisations.matrix.test.ts.
  row('GET /api/organisations', () => get('/api/organisations'), '401 200 200 200 200 200 200 200 200 200 200 200', 'the caller\'s own memberships'),
  row('POST /api/organisations', () => post('/api/organisations', { name: 'Matrix Syndicate', kind: 'syndicate' }), '401 403 403 201 201 201 201 201 201 201 201 -', 'investors only; the admin account is not tried'),
  row('GET /api/organisations/invitations/mine', () => get('/api/organisations/invitations/mine'), '401 200 200 200 200 200 200 200 200 200 200 200'),
  row('POST /api/organisations/invitations/:invitationId/accept', (w) => post(`/api/organisations/invitations/${w.organisationInvitationA}/accept`), '401 400 400 400 400 400 400 400 400 400 400 400', 'the invitation is for an address nobody has'),
  row('GET /api/organisations/directory', () => get('/api/organisations/directory'), '200 200 200 200 200 200 200 200 200 200 200 200', 'public: only organisations an admin listed'),
  row('GET /api/organisations/listed/:slug', (w) => get(`/api/organisations/listed/${w.listedOrganisationSlug}`), '200 200 200 200 200 200 200 200 200 200 200 200', 'public: a listed profile, members not named'),
  row('GET /api/organisations/:id', (w) => get(`/api/organisations/${w.organisationA}`), '401 404 404 200 404 404 404 404 404 404 404 404'),
  row('PUT /api/organisations/:id', (w) => put(`/api/organisations/${w.organisationA}`, { name: 'Matrix Fund', kind: 'fund' }), '401 404 404 200 404 404 404 404 404 404 404 404'),
  row('POST /api/organisations/:id/invitations', (w) => post(`/api/organisations/${w.organisationA}/invitations`, { email: `invitee-${randomUUID()}@example.com`, role: 'viewer' }), '401 404 404 201 404 404 404 404 404 404 404 404'),
  row('DELETE /api/organisations/:id/invitations/:invitationId', (w) => del(`/api/organisations/${w.organisationA}/invitations/${w.organisationInvitationA}`), '401 404 404 204 404 404 404 404 404 404 404 404'),
  row('PUT /api/organisations/:id/members/:userId', (w) => put(`/api/organisations/${w.organisationA}/members/${w.users.investorA.id}`, { role: 'admin' }), '401 404 404 204 404 404 404 404 404 404 404 404'),
  row('DELETE /api/organisations/:id/members/:userId', (w) => del(`/api/organisations/${w.organisationA}/members/${w.users.investorA.id}`), '401 404 404 409 404 404 404 404 404 404 404 404', 'investorA is the only admin: leaving would leave none'),
  // Raising a round (decision 0057): founderA's raise and private board; everyone else, investorA on the board and the share holder included, is told it does not exist.
  row('GET /api/startups/:id/raises', (w) => get(`/api/startups/${w.startupA}/raises`), '401 200 404 404 404 404 404 404 404 404 404 404', 'only the founder sees the raises'),
  row('POST /api/startups/:id/raises', (w) => post(`/api/startups/${w.startupA}/raises`, { name: 'Bridge', instrument: 'note', targetAmount: '$100K' }), '401 201 404 404 404 404 404 404 404 404 404 404'),
  row('GET /api/startups/:id/raises/:raiseId', (w) => get(`/api/startups/${w.startupA}/raises/${w.raiseA}`), '401 200 404 404 404 404 404 404 404 404 404 404', 'investorA is on the board and still sees nothing of it'),
  row('PATCH /api/startups/:id/raises/:raiseId', (w) => patch(`/api/startups/${w.startupA}/raises/${w.raiseA}`, { name: 'Seed round' }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/startups/:id/raises/:raiseId/status', (w) => post(`/api/startups/${w.startupA}/raises/${w.raiseA}/status`, { status: 'open' }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/startups/:id/raises/:raiseId/investors', (w) => post(`/api/startups/${w.startupA}/raises/${w.raiseA}/investors`, { email: `prospect-${randomUUID()}@example.com`, name: 'Prospect' }), '401 201 404 404 404 404 404 404 404 404 404 404', 'adds to the founder\'s private board; notifies nobody'),
  row('PATCH /api/startups/:id/raises/:raiseId/investors/:entryId', (w) => patch(`/api/startups/${w.startupA}/raises/${w.raiseA}/investors/${w.boardEntryA}`, { stage: 'meeting' }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('DELETE /api/startups/:id/raises/:raiseId/investors/:entryId', (w) => del(`/api/startups/${w.startupA}/raises/${w.raiseA}/investors/${w.spareBoardEntry}`), '401 204 404 404 404 404 404 404 404 404 404 404'),
  // The round room (decision 0058): investorA alone is invited to roomRaiseA; everyone else, the founder and an admin included, is told it does not exist.
  row('GET /api/round-rooms', () => get('/api/round-rooms'), '401 200 200 200 200 200 200 200 200 200 200 200', 'each caller lists their own invitations (most have none)'),
  row('GET /api/round-rooms/:raiseId', (w) => get(`/api/round-rooms/${w.roomRaiseA}`), '401 404 404 200 404 404 404 404 404 404 404 404', 'investorB is on the board, not invited'),
  row('GET /api/round-rooms/:raiseId/pro-forma', (w) => get(`/api/round-rooms/${w.roomRaiseA}/pro-forma?cheque=50000`), '401 404 404 200 404 404 404 404 404 404 404 404'),
  row('POST /api/round-rooms/:raiseId/questions', (w) => post(`/api/round-rooms/${w.roomRaiseA}/questions`, { question: 'What is the runway?' }), '401 404 404 201 404 404 404 404 404 404 404 404'),
  row('POST /api/round-rooms/:raiseId/commitment', (w) => post(`/api/round-rooms/${w.roomRaiseA}/commitment`, { action: 'commit', amount: 30_000 }), '401 404 404 200 404 404 404 404 404 404 404 404', 'investorA changes the amount of their waiting commitment'),
  row('POST /api/startups/:id/raises/:raiseId/commitments/:commitmentId', (w) => post(`/api/startups/${w.startupA}/raises/${w.roomRaiseA}/commitments/${w.roomCommitmentA}`, { action: 'accept' }), '401 200 404 404 404 404 404 404 404 404 404 404', 'the investor of the commitment too: the founder\'s side is the founder\'s alone'),
  row(
    'POST /api/startups/:id/raises/:raiseId/close',
    (w) => post(`/api/startups/${w.startupA}/raises/${w.roomRaiseA}/close`, { commitmentIds: [w.roomCommitmentA] }),
    '401 409 404 404 404 404 404 404 404 404 404 404',
    'the founder reaches the close and is told the commitment is not confirmed yet (decision 0059; closing proper in raise-closing.routes.test.ts); its invited investor, the uninvited one and an admin find no such round',
  ),
  row('POST /api/startups/:id/raises/:raiseId/questions/:questionId/answer', (w) => post(`/api/startups/${w.startupA}/raises/${w.roomRaiseA}/questions/${w.roomQuestionA}/answer`, { answer: 'Our lead is confirmed.', isPublic: true }), '401 200 404 404 404 404 404 404 404 404 404 404'),
  row('POST /api/startups/:id/raises/:raiseId/investors/:entryId/invitation', (w) => post(`/api/startups/${w.startupA}/raises/${w.roomRaiseA}/investors/${w.roomEntryB}/invitation`), '401 201 404 404 404 404 404 404 404 404 404 404', 'investorB is invited here, and the next row revokes it'),
  row('DELETE /api/startups/:id/raises/:raiseId/investors/:entryId/invitation', (w) => del(`/api/startups/${w.startupA}/raises/${w.roomRaiseA}/investors/${w.roomEntryB}/invitation`), '401 200 404 404 404 404 404 404 404 404 404 404'),
  // Saved searches: investorA's own search; anyone else is told it does not exist. Fund searches by role: saved-searches.routes.test.ts.
  row('GET /api/saved-searches', () => get('/api/saved-searches'), '401 200 200 200 200 200 200 200 200 200 200 200', 'the caller\'s own searches and their organisations\''),
  row('POST /api/saved-searches', () => post('/api/saved-searches', { name: 'Matrix search', filters: { sector: 'fintech' } }), '401 201 201 201 201 201 201 201 201 201 201 201', 'anyone signed in may follow a directory search'),
  row('GET /api/saved-searches/:id', (w) => get(`/api/saved-searches/${w.savedSearchA}`), '401 404 404 200 404 404 404 404 404 404 404 404'),
  row('PUT /api/saved-searches/:id/frequency', (w) => put(`/api/saved-searches/${w.savedSearchA}/frequency`, { frequency: 'weekly' }), '401 404 404 200 404 404 404 404 404 404 404 404'),
  row('POST /api/saved-searches/:id/seen', (w) => post(`/api/saved-searches/${w.savedSearchA}/seen`), '401 404 404 204 404 404 404 404 404 404 404 404'),
  row('DELETE /api/saved-searches/:id', (w) => del(`/api/saved-searches/${w.savedSearchA}`), '401 404 404 204 404 404 404 404 404 404 404 404'),
  row('GET /api/saved-searches/unsubscribe', () => get('/api/saved-searches/unsubscribe?token=forged.token'), '303 303 303 303 303 303 303 303 303 303 303 303', 'a signed token is the only credential; a forged one lands on the error page'),
  row('POST /api/saved-searches/unsubscribe', () => post('/api/saved-searches/unsubscribe?token=forged.token', { 'List-Unsubscribe': 'One-Click' }), '400 400 400 400 400 400 400 400 400 400 400 400', 'RFC 8058 one-click: the signed token is the only credential, a session adds nothing'),
  row('GET /api/portfolio/deal-flow', () => get('/api/portfolio/deal-flow'), '401 403 403 200 200 200 200 200 200 200 200 200'),
  row('POST /api/portfolio/deal-flow', (w) => post('/api/portfolio/deal-flow', { startupId: w.startupB }), '401 403 403 409 201 201 201 201 201 201 201 201', 'investorA already has startupB in its pipeline'),
  row('GET /api/portfolio/deal-flow/analytics', () => get('/api/portfolio/deal-flow/analytics'), '401 403 403 200 200 200 200 200 200 200 200 200'),
  row('GET /api/portfolio/deal-flow/board', () => get('/api/portfolio/deal-flow/board'), '401 403 403 200 200 200 200 200 200 200 200 200', 'the caller\'s own board'),
  row('GET /api/portfolio/deal-flow/board/:stage', () => get('/api/portfolio/deal-flow/board/sourced'), '401 403 403 200 200 200 200 200 200 200 200 200', 'the caller\'s own column'),
  row('GET /api/portfolio/deal-flow/startups', () => get('/api/portfolio/deal-flow/startups?search=a'), '401 403 403 200 200 200 200 200 200 200 200 200', 'the caller\'s own pipeline'),
  row('GET /api/portfolio/deal-flow/by-startup/:startupId', (w) => get(`/api/portfolio/deal-flow/by-startup/${w.startupA}`), '401 403 403 200 200 200 200 200 200 200 200 200', 'answers the caller\'s own deal or null'),
  row('PUT /api/portfolio/deal-flow/:id', (w) => put(`/api/portfolio/deal-flow/${w.dealA}`, { priority: 'high' }), '401 403 403 200 404 404 404 404 404 404 404 404'),
  row('GET /api/portfolio/deal-flow/:id/notes', (w) => get(`/api/portfolio/deal-flow/${w.dealA}/notes`), '401 403 403 200 404 404 404 404 404 404 404 404'),
  row('POST /api/portfolio/deal-flow/:id/notes', (w) => post(`/api/portfolio/deal-flow/${w.dealA}/notes`, { body: 'Matrix' }), '401 403 403 201 404 404 404 404 404 404 404 404'),
  row('GET /api/portfolio/deal-flow/:id/tasks', (w) => get(`/api/portfolio/deal-flow/${w.dealA}/tasks`), '401 403 403 200 404 404 404 404 404 404 404 404'),
  row('POST /api/portfolio/deal-flow/:id/tasks', (w) => post(`/api/portfolio/deal-flow/${w.dealA}/tasks`, { title: 'Matrix task' }), '401 403 403 201 404 404 404 404 404 404 404 404'),
  row('PUT /api/portfolio/deal-flow/:id/tasks/:taskId', (w) => put(`/api/portfolio/deal-flow/${w.dealA}/tasks/${w.dealTaskA}`, { done: true }), '401 403 403 200 404 404 404 404 404 404 404 404'),
  row('DELETE /api/portfolio/deal-flow/:id/tasks/:taskId', (w) => del(`/api/portfolio/deal-flow/${w.dealA}/tasks/${w.spareDealTask}`), '401 403 403 204 404 404 404 404 404 404 404 404'),
  row('GET /api/portfolio/deal-flow/:id/committee', (w) => get(`/api/portfolio/deal-flow/${w.dealA}/committee`), '401 403 403 200 404 404 404 404 404 404 404 404'),
  row('POST /api/portfolio/deal-flow/:id/committee', (w) => post(`/api/portfolio/deal-flow/${w.dealA}/committee`), '401 403 403 201 404 404 404 404 404 404 404 404'),
  row('PUT /api/portfolio/deal-flow/:id/committee/vote', (w) => put(`/api/portfolio/deal-flow/${w.dealA}/committee/vote`, { scores: { team: 3, market: 3, product: 3, traction: 3, terms: 3 }, vote: 'abstain' }), '401 403 403 200 404 404 404 404 404 404 404 404', 'the row above put dealA to committee'),
  row('PUT /api/portfolio/deal-flow/:id/committee/memo', (w) => put(`/api/portfolio/deal-flow/${w.dealA}/committee/memo`, { body: 'Matrix memo', version: 0 }), '401 403 403 200 404 404 404 404 404 404 404 404'),
  row('POST /api/portfolio/deal-flow/:id/committee/decision', (w) => post(`/api/portfolio/deal-flow/${w.dealA}/committee/decision`, { decision: 'pass' }), '401 403 403 200 404 404 404 404 404 404 404 404', 'the owner voted in the row above the memo: their one vote is the quorum'),
  row('POST /api/portfolio/deal-flow/:id/meetings', (w) => post(`/api/portfolio/deal-flow/${w.dealA}/meetings`, { heldOn: '2026-01-15', notes: 'Matrix meeting' }), '401 403 403 201 404 404 404 404 404 404 404 404'),
  row('GET /api/portfolio/deal-flow/:id/timeline', (w) => get(`/api/portfolio/deal-flow/${w.dealA}/timeline`), '401 403 403 200 404 404 404 404 404 404 404 404'),
  row('DELETE /api/portfolio/deal-flow/:id', (w) => del(`/api/portfolio/deal-flow/${w.spareDeal}`), '401 403 403 204 404 404 404 404 404 404 404 404'),
  // A fund deal (organisationA's, whose only member is investorA); fund roles are checked in deals.fund.matrix.test.ts.
  row('PUT /api/portfolio/deal-flow/:id/assignees', (w) => put(`/api/portfolio/deal-flow/${w.fundDealA}/assignees`, { ownerUserId: w.users.investorA.id, assigneeIds: [] }), '401 403 403 200 404 404 404 404 404 404 404 404', 'founders are refused before the deal is looked up'),
  // A fund's own stages (decision 0068): founders are refused before the fund is looked up; fund roles in deals.fund.matrix.test.ts.
  row('GET /api/organisations/:id/pipeline-stages', (w) => get(`/api/organisations/${w.organisationA}/pipeline-stages`), '401 403 403 200 404 404 404 404 404 404 404 404'),
  row('PUT /api/organisations/:id/pipeline-stages', (w) => put(`/api/organisations/${w.organisationA}/pipeline-stages`, { stages: dealStages.map((stage) => ({ stage, inUse: true, name: null })) }), '401 403 403 200 404 404 404 404 404 404 404 404'),

  ...adminMatrix,

  // Last: it ends the caller's session.
  row('GET /api/logout', () => get('/api/logout'), '302 302 302 302 302 302 302 302 302 302 302 302'),
];
