import { experienceBody, investmentBody, ledgerIssuance, roundSafe } from './world-bodies';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { financialsShares } from '../db/schema/startup-access';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { as, type TestApp, type TestUser } from '../test/test-app';
import { createFilesTestApp, pdfBytes, uploadRequest } from '../modules/data-rooms/test-support';
import { createRoom, grantRoom } from '../test/factories/data-rooms';
import { createDeal } from '../test/factories/deals';
import { postJob } from '../test/factories/jobs';
import { connect, requestConnection } from '../test/factories/network';
import { buildStartup } from '../test/factories/startups';
import { makeAdmin, makeEstablished, signUpFounder, signUpInvestor } from '../test/factories/users';
import { shareFinancials } from '../test/factories/startup-access';
import { sendUpdate, writeUpdate } from '../test/factories/updates';
import { applyForVerification, decideVerification } from '../test/factories/verification';
import { rowsOf } from '../db/raw-rows';

/** The kinds of caller every route is tried with. */
export const callerKinds = ['anon', 'founderA', 'founderB', 'investorA', 'investorB', 'revoked', 'pipelineOnly', 'claimant', 'shareHolder', 'expiredShare', 'revokedShare', 'admin'] as const;
export type CallerKind = (typeof callerKinds)[number];

/**
 * One shared world per test file, built through the real endpoints:
 * - founderA owns startupA, a data room with a PDF, a job, a funding milestone and an experience;
 * - founderB owns startupB and nothing else of A's;
 * - investorA is connected to founderA, holds a download grant on A's room, has startupA in its
 *   pipeline (with a note), an investment in startupA that founderA confirmed and a message
 *   thread with founderA, but no financials share;
 * - investorB has no relationship with anyone;
 * - revoked was connected and granted, then had the grant revoked;
 * - pipelineOnly has startupA in its own pipeline, and nothing else;
 * - claimant recorded an investment in startupA that founderA has not confirmed;
 * - shareHolder is connected to founderA and holds an active financials share of startupA
 *   (every part, download);
 * - expiredShare held such a share until its end date passed; revokedShare until founderA revoked it;
 * Every account is established (older than a new account's first days), so daily limits decide nothing here.
 * - admin is a platform admin (an investor with no relationship, like investorB): the admin console is
 *   theirs, and nobody's private data is.
 * Objects that a route destroys have their own throwaway copies (`spare*`).
 */
export type World = {
  t: TestApp & { filesDir: string };
  users: Record<Exclude<CallerKind, 'anon'>, TestUser>;
  /** The claimant's unconfirmed investments in startupA: one the matrix confirms, one it declines. */
  claim: number;
  spareClaim: number;
  shareOfHolder: number;
  /** founderA's second startup, shared with revokedShare by `spareShare`, which the matrix revokes. */
  spareStartup: number;
  spareShare: number;
  investorAProfile: number;
  startupA: number;
  startupB: number;
  roomA: number;
  documentA: number;
  /** founderA's document-analysis task (of documentA). */
  taskA: string;
  /** founderA's saved cap-table scenario, which the matrix deletes. */
  spareScenario: number;
  /** founderA's saved scenario with a priced round, whose documents the matrix downloads. */
  roundScenario: number;
  /** founderA's modelled rounds of startupA (SAFEs): one the matrix closes, one it edits, one it deletes. */
  roundToClose: number;
  roundToEdit: number;
  spareRound: number;
  /** founderA's custom metric 'Pilots' of startupA, and a spare one the matrix deletes. */
  metricA: number;
  spareMetric: number;
  /**
   * founderA's updates of startupA: updateA was sent to confirmed investors and share holders (so to
   * investorA and shareHolder) and its public link is on (`publicTokenA`); draftA is a draft, spareDraft
   * a draft the matrix deletes, draftToSend a draft (to confirmed investors) the matrix sends.
   */
  updateA: number;
  publicTokenA: string;
  draftA: number;
  spareDraft: number;
  draftToSend: number;
  spareDocument: number;
  folderA: number;
  spareFolder: number;
  /** investorA's inline view of documentA, whose duration only investorA may report. */
  viewOfInvestorA: number;
  /** Pending access requests to roomA: investorB's (approved by the matrix) and founderB's (declined). */
  requestToApprove: number;
  requestToDecline: number;
  /** founderB's room, which the matrix's other callers ask to enter. */
  roomB: number;
  grantInvestorA: number;
  spareGrant: number;
  jobA: number;
  spareJob: number;
  milestoneA: number;
  spareMilestone: number;
  /** founderA's share ledger entry in startupA: a plain issuance nothing depends on, so the matrix may delete it. */
  ledgerEntryA: number;
  /** founderA's saved cap-table scenario in startupA, which the matrix deletes. */
  experienceA: number;
  spareExperience: number;
  dealA: number;
  spareDeal: number;
  dealTaskA: number;
  spareDealTask: number;
  investmentA: number;
  spareInvestment: number;
  /** investorA's own distribution and manual mark in startupA (portfolio returns), which the matrix deletes. */
  returnsFlowA: number;
  returnsMarkA: number;
  /** investorA's fund (investorA its only admin), and its open invitation of an address nobody has, which the matrix withdraws. */
  organisationA: number;
  /** A listed organisation's slug (its public page); no row changes it. */
  listedOrganisationSlug: string;
  /** A deal in organisationA's pipeline (investorA is its admin), owned by investorA. */
  fundDealA: number;
  organisationInvitationA: number;
  /** investorA's own saved directory search, which the matrix deletes. */
  savedSearchA: number;
  /** founderA's round being raised in startupA (a draft), investorA on its board, and a spare board entry the matrix deletes. */
  raiseA: number;
  boardEntryA: number;
  spareBoardEntry: number;
  /**
   * founderA's open round with SAFE terms and a room (decision 0058): investorA invited, with a commitment (committed,
   * which the matrix's founder accepts) and a question (which it answers); investorB on its board, not invited (the
   * matrix invites them and revokes the invitation).
   */
  roomRaiseA: number;
  roomEntryB: number;
  roomCommitmentA: number;
  roomQuestionA: number;
  threadA: number;
  notificationOfA: number;
  pendingToAccept: number;
  pendingToDecline: number;
  pendingToWithdraw: number;
  recommendationRequest: number;
  spareRecommendationRequest: number;
  /** The admin's invitation of an address nobody has, which every caller tries to accept. */
  adminInvitation: number;
  /**
   * Investor verifications: investorB's pending application with a PDF (the matrix approves it),
   * expiredShare's pending one (declined), shareHolder's approved one (withdrawn).
   */
  verificationToApprove: number;
  verificationToDecline: number;
  verificationToWithdraw: number;
  /** founderA's open report of investorA's message in threadA, which the matrix's admin dismisses. */
  reportToDismiss: number;
};

export async function must(promise: Promise<LightMyRequestResponse>, status: number): Promise<LightMyRequestResponse> {
  const response = await promise;
  if (response.statusCode !== status) throw new Error(`fixture step failed: expected ${status}, got ${response.statusCode} ${response.body}`);
  return response;
}

export async function buildWorld(): Promise<World> {
  const t = await createFilesTestApp();
  const call = (user: TestUser, options: InjectOptions) => t.app.inject(as(user, options));
  // Password hashing (scrypt on libuv's thread pool) is most of the build time: sign up side by side.
  const [
    founderA,
    founderB,
    { investorId: investorAProfile, ...investorA },
    { investorId: investorBProfile, ...investorB },
    { investorId: _r, ...revoked },
    { investorId: _p, ...pipelineOnly },
    { investorId: _c, ...claimant },
    { investorId: _s, ...shareHolder },
    { investorId: _e, ...expiredShare },
    { investorId: _v, ...revokedShare },
    { investorId: _a, ...admin },
  ] = await Promise.all([
    signUpFounder(t),
    signUpFounder(t),
    signUpInvestor(t),
    signUpInvestor(t),
    signUpInvestor(t),
    signUpInvestor(t),
    signUpInvestor(t),
    signUpInvestor(t),
    signUpInvestor(t),
    signUpInvestor(t),
    signUpInvestor(t),
  ]);
  await makeAdmin(t, admin);
  await makeEstablished(t, founderA, founderB, investorA, investorB, revoked, pipelineOnly, claimant, shareHolder, expiredShare, revokedShare, admin);
  const startupA = (await buildStartup(t, founderA.id, { name: 'Alpha Pay' })).id;
  const startupB = (await buildStartup(t, founderB.id, { name: 'Beta Logistics', sector: 'Logistics' })).id;
  await connect(t, founderA, investorA);
  await connect(t, founderA, revoked);

  const roomA = await createRoom(t, founderA, startupA, 'Seed round');
  const documentA = (await must(t.app.inject(uploadRequest(founderA, roomA, 'Deck.pdf', await pdfBytes())), 201)).json().id;
  const grantInvestorA = await grantRoom(t, founderA, roomA, investorA, 'download');
  const revokedGrant = await grantRoom(t, founderA, roomA, revoked, 'download');
  await must(call(founderA, { method: 'DELETE', url: `/api/data-rooms/${roomA}/grants/${revokedGrant}` }), 204);
  const folder = (name: string) => must(call(founderA, { method: 'POST', url: `/api/data-rooms/${roomA}/folders`, payload: { name } }), 201).then((r) => r.json().id as number);
  const folderA = await folder('Contracts');
  const spareFolder = await folder('Archive');
  const spareDocument = (await must(t.app.inject(uploadRequest(founderA, roomA, 'Spare.pdf', await pdfBytes('Spare'))), 201)).json().id;
  const view = await must(call(investorA, { method: 'GET', url: `/api/data-rooms/${roomA}/documents/${documentA}/content?disposition=inline` }), 200);
  const viewOfInvestorA = Number(view.headers['x-view-id']);
  const askAccess = (user: TestUser, room: number) =>
    must(call(user, { method: 'POST', url: `/api/data-rooms/${room}/access-requests`, payload: {} }), 201);
  await askAccess(investorB, roomA);
  await askAccess(founderB, roomA);
  const roomRequests = (await must(call(founderA, { method: 'GET', url: `/api/data-rooms/${roomA}/access-requests` }), 200)).json() as { id: number; requester: { id: string } }[];
  const requestToApprove = roomRequests.find((r) => r.requester.id === investorB.id)!.id;
  const requestToDecline = roomRequests.find((r) => r.requester.id === founderB.id)!.id;
  const roomB = await createRoom(t, founderB, startupB, 'Beta room');
  const spareGrant = (await must(call(founderA, { method: 'POST', url: `/api/data-rooms/${roomA}/grants`, payload: { email: 'spare@example.com', permission: 'view' } }), 201)).json().id;

  const job = () => postJob(t, founderA).then((j) => j.id);
  const jobA = await job();
  const spareJob = await job();

  const milestone = () =>
    must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/funding-tracker/milestones`, payload: { task: 'Close lead', dueDate: '2026-03-01' } }), 201).then((r) => r.json().id as number);
  const milestoneA = await milestone();
  const spareMilestone = await milestone();
  await must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/cap-table`, payload: { shares: defaultCapTableShareholders } }), 200);
  const ledgerEntryA = (await must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/cap-table/ledger`, payload: ledgerIssuance }), 201)).json().id as number;

  const experience = () => must(call(founderA, { method: 'POST', url: '/api/users/experiences', payload: experienceBody }), 201).then((r) => r.json().id as number);
  const experienceA = await experience();
  const spareExperience = await experience();

  const dealA = await createDeal(t, investorA, startupA);
  await must(call(investorA, { method: 'POST', url: `/api/portfolio/deal-flow/${dealA}/notes`, payload: { body: 'Strong team' } }), 201);
  const spareDeal = await createDeal(t, investorA, startupB);
  const dealTask = () => must(call(investorA, { method: 'POST', url: `/api/portfolio/deal-flow/${dealA}/tasks`, payload: { title: 'Call the founders' } }), 201).then((r) => r.json().id as number);
  const dealTaskA = await dealTask();
  const spareDealTask = await dealTask();
  const investment = () => must(call(investorA, { method: 'POST', url: '/api/portfolio/investments', payload: investmentBody(startupA) }), 201).then((r) => r.json().id as number);
  const investmentA = await investment();
  const spareInvestment = await investment();
  await must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/investments/${investmentA}/confirm`, payload: { revision: 1 } }), 204);
  const returnsFlowA = (await must(call(investorA, { method: 'POST', url: '/api/portfolio/returns/flows', payload: { startupId: startupA, kind: 'distribution', amount: '$1,000', date: '2025-01-02' } }), 201)).json().id as number;
  const returnsMarkA = (await must(call(investorA, { method: 'POST', url: '/api/portfolio/returns/marks', payload: { startupId: startupA, value: '$90,000', date: '2025-01-02', source: 'Board pack' } }), 201)).json().id as number;
  const organisationA = (await must(call(investorA, { method: 'POST', url: '/api/organisations', payload: { name: 'Matrix Fund', kind: 'fund' } }), 201)).json().id as number;
  // A second organisation, in the public directory, that no row changes.
  const listedOrganisationSlug = (await must(call(investorA, { method: 'POST', url: '/api/organisations', payload: { name: 'Matrix Listed Network', kind: 'angel-network', listed: true } }), 201)).json().slug as string;
  const savedSearchA = (await must(call(investorA, { method: 'POST', url: '/api/saved-searches', payload: { name: 'Fintech in West Africa', filters: { sector: 'fintech' } } }), 201)).json().id as number;
  const raiseA = (await must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/raises`, payload: { name: 'Seed', instrument: 'post-money-safe', targetAmount: '$500K' } }), 201)).json().id as number;
  const boardEntry = (payload: object) =>
    must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/raises/${raiseA}/investors`, payload }), 201).then((r) => (r.json().investors as { id: number }[]).at(-1)!.id);
  const boardEntryA = await boardEntry({ investorId: investorAProfile });
  const spareBoardEntry = await boardEntry({ email: 'not-on-baobab@example.com', name: 'Kofi Boateng' });
  const roomRaiseA = (await must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/raises`, payload: { name: 'Room round', instrument: 'post-money-safe', targetAmount: '$500K', round: { kind: 'safe', date: '2025-08-01', holderName: 'Angels', investment: 500_000, valuationCap: 5_000_000 } } }), 201)).json().id as number;
  const roomEntry = (investorId: number) =>
    must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/raises/${roomRaiseA}/investors`, payload: { investorId } }), 201).then((r) => (r.json().investors as { id: number }[]).at(-1)!.id);
  const roomEntryA = await roomEntry(investorAProfile);
  const roomEntryB = await roomEntry(investorBProfile);
  await must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/raises/${roomRaiseA}/status`, payload: { status: 'open' } }), 200);
  await must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/raises/${roomRaiseA}/investors/${roomEntryA}/invitation` }), 201);
  const roomCommitmentA = (await must(call(investorA, { method: 'POST', url: `/api/round-rooms/${roomRaiseA}/commitment`, payload: { action: 'commit', amount: 25_000 } }), 200)).json().commitment.id as number;
  const roomQuestionA = (await must(call(investorA, { method: 'POST', url: `/api/round-rooms/${roomRaiseA}/questions`, payload: { question: 'Who leads the round?' } }), 201)).json().questions[0].id as number;
  const organisationInvitationA = (await must(call(investorA, { method: 'POST', url: `/api/organisations/${organisationA}/invitations`, payload: { email: 'future-partner@example.com', role: 'member' } }), 201)).json().id as number;
  const fundDealA = (await must(call(investorA, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { organisationId: organisationA, startupId: startupB } }), 201)).json().id as number;

  // The five callers of the consent rule (docs/security.md, "Authorization"): what an investor does alone, and what the founder shared.
  await createDeal(t, pipelineOnly, startupA);
  const claim = (await must(call(claimant, { method: 'POST', url: '/api/portfolio/investments', payload: investmentBody(startupA) }), 201)).json().id as number;
  const spareClaim = (await must(call(claimant, { method: 'POST', url: '/api/portfolio/investments', payload: investmentBody(startupA) }), 201)).json().id as number;
  const shareWith = (user: TestUser, startupId = startupA) => shareFinancials(t, founderA, startupId, user, ['cap_table', 'financial_model', 'valuation', 'funding_tracker'], 'download');
  await Promise.all([connect(t, founderA, shareHolder), connect(t, founderA, expiredShare), connect(t, founderA, revokedShare)]);
  const shareOfHolder = await shareWith(shareHolder);
  const expired = await shareWith(expiredShare);
  await t.db.update(financialsShares).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(financialsShares.id, expired));
  await must(call(founderA, { method: 'DELETE', url: `/api/startups/${startupA}/financial-shares/${await shareWith(revokedShare)}` }), 204);
  // A share the matrix revokes, of another startup, so revoking it changes nothing about startupA.
  const spareStartup = (await buildStartup(t, founderA.id, { name: 'Alpha Labs' })).id;
  const spareShare = await shareWith(revokedShare, spareStartup);

  const firstMessage = (await must(call(investorA, { method: 'POST', url: '/api/messages', payload: { recipientId: founderA.id, content: 'Hello' } }), 201)).json();
  const threadA = firstMessage.threadId;
  const reportToDismiss = (await must(call(founderA, { method: 'POST', url: '/api/reports', payload: { targetType: 'message', targetId: String(firstMessage.id), reason: 'spam' } }), 201)).json().id as number;

  const pendingToAccept = await requestConnection(t, investorB, founderB);
  const pendingToDecline = await requestConnection(t, investorB, founderA);
  const pendingToWithdraw = await requestConnection(t, revoked, founderB);

  const askRecommendation = async () => {
    await must(call(investorA, { method: 'POST', url: '/api/users/recommendations/requests', payload: { authorId: founderA.id, relationship: 'Worked together' } }), 204);
  };
  await askRecommendation();
  const requests = (await must(call(founderA, { method: 'GET', url: '/api/users/recommendations/requests' }), 200)).json() as { id: number; direction: string }[];
  const recommendationRequest = requests.find((r) => r.direction === 'incoming')!.id;
  await must(call(revoked, { method: 'POST', url: '/api/users/recommendations/requests', payload: { authorId: founderA.id, relationship: 'Worked together' } }), 204);
  const again = (await must(call(founderA, { method: 'GET', url: '/api/users/recommendations/requests' }), 200)).json() as { id: number; direction: string }[];
  const spareRecommendationRequest = again.find((r) => r.direction === 'incoming' && r.id !== recommendationRequest)!.id;

  const scenario = await must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/cap-table/scenarios`, payload: { name: 'Spare round', input: { shares: defaultCapTableShareholders } } }), 201);
  const spareScenario = scenario.json().id as number;
  const roundInput = { shares: defaultCapTableShareholders, pricedRound: { seriesName: 'Series A', investorName: 'Lead Fund', preMoneyValuation: 10_000_000, investment: 2_000_000, closingDate: '2026-06-01' } };
  const roundScenario = (await must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/cap-table/scenarios`, payload: { name: 'Series A', input: roundInput } }), 201)).json().id as number;
  const addSafe = (date: string) => must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/cap-table/rounds`, payload: { ...roundSafe, date } }), 201);
  await addSafe('2025-01-01');
  await addSafe('2025-02-01');
  const [roundToClose, roundToEdit, spareRound] = ((await addSafe('2025-03-01')).json() as { rounds: { id: number }[] }).rounds.map((r) => r.id) as [number, number, number];
  const metric = (name: string) =>
    must(call(founderA, { method: 'POST', url: `/api/startups/${startupA}/metrics`, payload: { kind: 'custom', name, unit: 'count' } }), 201).then((r) => r.json().id as number);
  const metricA = await metric('Pilots');
  const spareMetric = await metric('Spare metric');
  const toInvestors = { confirmedInvestors: true, shareHolders: true, connections: false, userIds: [] };
  const updateA = await sendUpdate(t, founderA, startupA, { audience: toInvestors, metricIds: [metricA] });
  const publicTokenA = (await must(call(founderA, { method: 'PUT', url: `/api/updates/${updateA}/public`, payload: { isPublic: true } }), 200)).json().publicToken as string;
  const draftA = await writeUpdate(t, founderA, startupA, { title: 'Draft', audience: toInvestors });
  const spareDraft = await writeUpdate(t, founderA, startupA, { title: 'Spare draft' });
  const draftToSend = await writeUpdate(t, founderA, startupA, { title: 'To send', audience: toInvestors });
  // founderA's analysis of documentA ran as a task: its id is what GET /api/tasks/:id is tried with.
  await must(call(founderA, { method: 'POST', url: `/api/data-rooms/${roomA}/documents/${documentA}/analysis`, payload: { documentType: 'pitch_deck' } }), 201);
  const tasks = await t.db.execute(sql`select id::text from pgboss.job where name = 'document-analysis' and data->>'ownerId' = ${founderA.id} order by created_on desc limit 1`);
  const taskA = rowsOf<{ id: string }>(tasks)[0]!.id;
  const adminInvitation = (await must(call(admin, { method: 'POST', url: '/api/admin/invitations', payload: { email: 'future-admin@example.com', reason: 'Matrix world' } }), 201)).json().id as number;
  const verificationToApprove = await applyForVerification(t, investorB, { website: 'https://investor-b-capital.com' }, { name: 'Fund letter.pdf', bytes: await pdfBytes('Fund letter') });
  const verificationToDecline = await applyForVerification(t, expiredShare, { website: 'https://expired-share-capital.com' });
  const verificationToWithdraw = await applyForVerification(t, shareHolder, { website: 'https://share-holder-capital.com' });
  await decideVerification(t, admin, verificationToWithdraw, 'approve');
  const notifications = (await must(call(founderA, { method: 'GET', url: '/api/notifications' }), 200)).json();
  const notificationOfA = (notifications.items ?? notifications)[0].id as number;

  return {
    t,
    users: { founderA, founderB, investorA, investorB, revoked, pipelineOnly, claimant, shareHolder, expiredShare, revokedShare, admin },
    claim,
    spareClaim,
    shareOfHolder,
    spareStartup,
    spareShare,
    investorAProfile,
    startupA,
    startupB,
    ledgerEntryA,
    roomA,
    documentA,
    taskA,
    spareScenario,
    roundScenario,
    roundToClose,
    roundToEdit,
    spareRound,
    metricA,
    spareMetric,
    updateA,
    publicTokenA,
    draftA,
    spareDraft,
    draftToSend,
    spareDocument,
    folderA,
    spareFolder,
    viewOfInvestorA,
    requestToApprove,
    requestToDecline,
    roomB,
    grantInvestorA,
    spareGrant,
    jobA,
    spareJob,
    milestoneA,
    spareMilestone,
    experienceA,
    spareExperience,
    dealA,
    spareDeal,
    dealTaskA,
    spareDealTask,
    investmentA,
    spareInvestment,
    returnsFlowA,
    returnsMarkA,
    organisationA,
    listedOrganisationSlug,
    fundDealA,
    organisationInvitationA,
    savedSearchA,
    raiseA,
    boardEntryA,
    spareBoardEntry,
    roomRaiseA,
    roomEntryB,
    roomCommitmentA,
    roomQuestionA,
    threadA,
    notificationOfA,
    pendingToAccept,
    pendingToDecline,
    pendingToWithdraw,
    recommendationRequest,
    spareRecommendationRequest,
    adminInvitation,
    verificationToApprove,
    verificationToDecline,
    verificationToWithdraw,
    reportToDismiss,
  };
}
