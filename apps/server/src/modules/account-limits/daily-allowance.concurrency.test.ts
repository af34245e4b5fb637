import { englishOf } from '@baobab/contracts/i18n/message-english';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLimitMessages, accountLimitRules } from '@baobab/contracts/account-limits';
import { accountActions } from '../../db/schema/account-actions';
import { users } from '../../db/schema/auth';
import { dataRoomGrants } from '../../db/schema/data-rooms';
import { investorUpdateRecipients } from '../../db/schema/updates';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createRoom } from '../../test/factories/data-rooms';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { writeUpdate } from '../../test/factories/updates';
import { signUpWithRole } from '../../test/factories/users';

/**
 * Concurrency (docs/security.md, "Concurrency"): one account's notifying actions fired at the same
 * moment never pass its daily limit together. Meaningful on PostgreSQL (TEST_DATABASE_URL), where
 * they run on separate connections; on PGlite they still pass, one transaction at a time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const makeNew = (user: TestUser) => t.db.update(users).set({ createdAt: new Date() }).where(eq(users.id, user.id));
const nobody = { confirmedInvestors: false, shareHolders: false, connections: false, userIds: [] as string[] };

describe('two updates sent at once', () => {
  it('never reach more people together than the daily limit allows', async () => {
    const founder = await signUpWithRole(t, 'founder');
    const startupId = (await buildStartup(t, founder.id)).id;
    const people = await Promise.all(Array.from({ length: 4 }, () => signUpWithRole(t, 'investor')));
    for (const person of people) await connect(t, founder, person);
    await makeNew(founder);
    const limit = accountLimitRules.updateRecipients.newAccount;
    // Room for three more people: either update (two people each) fits alone, both together do not.
    await t.db.insert(accountActions).values({ userId: founder.id, kind: 'updateRecipients', units: limit - 3 });
    const first = await writeUpdate(t, founder, startupId, { audience: { ...nobody, userIds: [people[0]!.id, people[1]!.id] } });
    const second = await writeUpdate(t, founder, startupId, { audience: { ...nobody, userIds: [people[2]!.id, people[3]!.id] } });

    const responses = await fireTogether(t, [first, second].map((id) => as(founder, { method: 'POST', url: `/api/updates/${id}/send` })));

    expect(statusCounts(responses)).toEqual({ 200: 1, 429: 1 });
    expect(responses.find((r) => r.statusCode === 429)!.json().message).toBe(englishOf(accountLimitMessages.reached('updateRecipients', limit, { isNew: true, isPenalised: false })));
    expect(await t.db.select().from(investorUpdateRecipients).where(inArray(investorUpdateRecipients.updateId, [first, second]))).toHaveLength(2);
  });
});

describe('a burst of data-room invitations by e-mail', () => {
  it(`lets exactly the new account's ${accountLimitRules.invitations.newAccount} through`, async () => {
    const founder = await signUpWithRole(t, 'founder');
    const roomId = await createRoom(t, founder, (await buildStartup(t, founder.id)).id, 'Room');
    const limit = accountLimitRules.invitations.newAccount;

    const responses = await fireTogether(
      t,
      Array.from({ length: limit + 5 }, (_, i) => as(founder, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { email: `burst-${i}@example.com`, permission: 'view' } })),
    );

    expect(statusCounts(responses)).toEqual({ 201: limit, 429: 5 });
    expect(await t.db.select().from(dataRoomGrants).where(eq(dataRoomGrants.roomId, roomId))).toHaveLength(limit);
  });
});
