import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateMessages as m } from '@baobab/contracts/updates';
import { investorUpdateRecipients, investorUpdates } from '../../db/schema/updates';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { waitForTasks } from '../../test/tasks';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { buildUpdateInput, writeUpdate } from '../../test/factories/updates';
import { signUpWithRole } from '../../test/factories/users';

/**
 * Concurrency (docs/security.md, "Concurrency"): sends of one draft fired at once send it once, and
 * an edit racing the send never changes what was sent. Meaningful on PostgreSQL (TEST_DATABASE_URL);
 * on PGlite they still pass.
 */
let t: TestApp;
let founder: TestUser;
let recipients: TestUser[];
let startupId: number;
const toConnections = { confirmedInvestors: false, shareHolders: false, connections: true, userIds: [] };

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  recipients = await Promise.all([signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
  for (const recipient of recipients) await connect(t, founder, recipient);
  startupId = (await buildStartup(t, founder.id)).id;
});
afterAll(() => t.close());

const send = (id: number) => as(founder, { method: 'POST', url: `/api/updates/${id}/send` });

describe('sending one draft at once', () => {
  it('sends it exactly once: one 200, the rest 409, one set of recipients and one e-mail each', async () => {
    const id = await writeUpdate(t, founder, startupId, { audience: toConnections });
    const responses = await fireTogether(t, Array.from({ length: 12 }, () => send(id)));

    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 11 });
    for (const loser of responses.filter((r) => r.statusCode === 409)) expect(loser.json().message).toBe(m.alreadySent);
    const rows = await t.db.select().from(investorUpdateRecipients).where(eq(investorUpdateRecipients.updateId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual(recipients.map((r) => r.id).sort());

    await waitForTasks(t, 'update-delivery');
    await waitForTasks(t, 'update-email');
    for (const recipient of recipients) {
      expect(t.mailer.sent.filter((mail) => mail.to === recipient.email && mail.messageId === `update-${id}-${recipient.id}@localhost`)).toHaveLength(1);
    }
  });

  it('never lets an edit racing the send change the update after it was sent', async () => {
    const id = await writeUpdate(t, founder, startupId, { audience: toConnections });
    const edit = as(founder, { method: 'PUT', url: `/api/updates/${id}`, payload: buildUpdateInput({ title: 'Edited', audience: toConnections }) });
    const responses = await fireTogether(t, [send(id), edit, send(id)]);

    const sends = [responses[0]!, responses[2]!];
    expect(statusCounts(sends)).toEqual({ 200: 1, 409: 1 });
    const [row] = await t.db.select().from(investorUpdates).where(eq(investorUpdates.id, id));
    const sent = sends.find((r) => r.statusCode === 200)!.json();
    // What the send answered is what was stored: an edit either landed before it or was refused.
    expect(row!.title).toBe(sent.title);
    if (responses[1]!.statusCode === 409) expect(responses[1]!.json().message).toBe(m.sentCannotChange);
    else expect(responses[1]!.statusCode).toBe(200);
  });
});
