/** A prepared read (db/prepared.ts): written once per database handle, run with each call's own values. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingDb } from '../test/counting-db';
import { buildStartup } from '../test/factories/startups';
import { signUpWithRole } from '../test/factories/users';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { preparedRead } from './prepared';
import { startups } from './schema/startups';

let t: TestApp;
let founder: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  other = await signUpWithRole(t, 'founder');
  await buildStartup(t, founder.id, { name: 'Prepared Farm' });
});
afterAll(() => t.close());

describe('preparedRead', () => {
  it('writes its query once per handle and runs it with each call’s values, as one statement', async () => {
    let written = 0;
    const namesOf = preparedRead<{ ownerId: string }, { name: string }[]>('test_startup_names', (db) => {
      written += 1;
      return db.select({ name: startups.name }).from(startups).where(eq(startups.ownerId, sql.placeholder('ownerId'))).orderBy(startups.id);
    });
    const counted = countingDb(t.db);
    expect(await namesOf(counted.db, { ownerId: founder.id })).toEqual([{ name: 'Prepared Farm' }]);
    expect(await namesOf(counted.db, { ownerId: other.id })).toEqual([]);
    expect(written).toBe(1);
    expect(new Set(counted.statements).size, 'one statement text').toBe(1);
    expect(await namesOf(t.db, { ownerId: founder.id })).toEqual([{ name: 'Prepared Farm' }]);
    expect(written, 'another handle writes its own').toBe(2);
  });
});
