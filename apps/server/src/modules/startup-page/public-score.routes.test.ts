/**
 * The directory's score is the startup's public assessment (decision 0042): GET /api/startups shows,
 * for each startup, the score a visitor who is not signed in sees on its page (GET /api/startups/:id),
 * before and after a fact that assessment reads changes (the profile, a data room opening), and the
 * sweep stores it again for a row that holds an older score (rows from before its basis was stored).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startups } from '../../db/schema/startups';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartupInput, createStartup } from '../../test/factories/startups';
import { signUpFounder } from '../../test/factories/users';
import { waitForTasks } from '../../test/tasks';

let t: TestApp;
let founder: TestUser;
let startupId: number;

const visitorGet = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const pageScore = async (): Promise<number> => (await visitorGet(`/api/startups/${startupId}`)).score;
const directoryScore = async (): Promise<number | null> => {
  const items: { id: number; score: number | null }[] = await visitorGet('/api/startups');
  return items.find((s) => s.id === startupId)!.score;
};

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  startupId = await createStartup(t, founder, { fundingStage: 'Seed', raisingAmount: '$500K' });
});
afterAll(() => t.close());

describe("the directory's score", () => {
  it("is the visitor's startup-page score from the moment the startup is created", async () => {
    const score = await pageScore();
    expect(await directoryScore()).toBe(score);
  });

  it('follows a profile edit: users and revenue recorded move the page and the directory together', async () => {
    const before = await pageScore();
    const edit = await t.app.inject(
      as(founder, { method: 'PUT', url: `/api/startups/${startupId}`, payload: buildStartupInput({ fundingStage: 'Seed', raisingAmount: '$500K', tractionUsers: 200_000, monthlyRevenueUsd: 150_000 }) }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await pageScore();
    expect(after).not.toBe(before);
    expect(await directoryScore()).toBe(after);
  });

  it('follows a data room opening, which a visitor cannot look into', async () => {
    const before = await pageScore();
    const room = await t.app.inject(as(founder, { method: 'POST', url: '/api/data-rooms', payload: { startupId, name: 'Seed round' } }));
    expect(room.statusCode, room.body).toBe(201);
    const after = await pageScore();
    expect(after).toBeLessThan(before);
    expect(await directoryScore()).toBe(after);
  });

  it('is stored again by the sweep for a row that holds an older score (written before scores had a basis)', async () => {
    const score = await pageScore();
    const stored = async () => (await t.db.select({ score: startups.score }).from(startups).where(eq(startups.id, startupId)))[0]!.score;
    await t.db.update(startups).set({ score: score === 100 ? 0 : 100, publicScoreBasis: null }).where(eq(startups.id, startupId));
    expect(await stored()).not.toBe(score);
    // Through the queue, as the hourly task runs it.
    await t.app.queue.send('public-score-sweep', {});
    await waitForTasks(t, 'public-score-sweep');
    expect(await stored()).toBe(score);
    expect(await directoryScore()).toBe(score);
  });
});
