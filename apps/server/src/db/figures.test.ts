/**
 * Figures (decision 0081): read together in one prepared statement, each nested, so a figure joining tables that
 * share column names reads its own columns; the same figure read twice on a connection is the same statement, sent
 * to the driver as drizzle wrote it once.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingDb } from '../test/counting-db';
import { signUpWithRole } from '../test/factories/users';
import { buildStartup } from '../test/factories/startups';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { countFigure, figureStatement, jsonFigure, readFigures, textFigure, type Placeholders } from './figures';
import { users } from './schema/auth';
import { startups } from './schema/startups';

let t: TestApp;
let founder: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  await buildStartup(t, founder.id, { name: 'Figure Farm' });
});
afterAll(() => t.close());

describe('readFigures', () => {
  it('reads figures of several tables in one statement, each reading its own columns', async () => {
    const counted = countingDb(t.db);
    // `startup` and `user` both have an `id`: unqualified, the join would be ambiguous.
    const figures = {
      names: jsonFigure(sql`select coalesce(json_agg(${startups.name} order by ${startups.id}), '[]')::text from ${startups} inner join ${users} on ${users.id} = ${startups.ownerId} where ${users.id} = ${founder.id}`, (v) => v as string[]),
      owners: countFigure(sql`select count(distinct ${users.id})::int from ${users} inner join ${startups} on ${startups.ownerId} = ${users.id} where ${users.id} = ${founder.id}`),
      email: textFigure(sql`select ${users.email} from ${users} where ${users.id} = ${founder.id}`),
    };
    const first = await readFigures(counted.db, figures);
    expect(first).toEqual({ names: ['Figure Farm'], owners: 1, email: founder.email });
    expect(await readFigures(counted.db, figures)).toEqual(first);
    expect(counted.statements).toHaveLength(2);
    expect(new Set(counted.statements).size, 'the same text, so the same prepared statement').toBe(1);
  });

  it('reads a figure with no value as null, and the others by their own readers in the order given', async () => {
    const figures = {
      none: textFigure(sql`select ${users.email} from ${users} where ${users.id} = ${'nobody'}`),
      count: countFigure(sql`select count(*) from ${startups} where ${startups.ownerId} = ${founder.id}`),
      names: jsonFigure(sql`select json_build_array(${startups.name})::text from ${startups} where ${startups.ownerId} = ${founder.id}`, (v) => (v as string[]).map((name) => name.toUpperCase())),
    };
    expect(await readFigures(t.db, figures)).toEqual({ none: null, count: 1, names: ['FIGURE FARM'] });
  });

  it('refuses to read inside a transaction, which has no driver of its own to prepare on', async () => {
    await expect(t.db.transaction((tx) => readFigures(tx, { count: countFigure(sql`select 1`) }))).rejects.toThrow(/not a transaction/);
  });
});

describe('figureStatement', () => {
  it('writes its SQL once and reads each call with its own values, a null comparing as no match', async () => {
    const other = await signUpWithRole(t, 'founder');
    await buildStartup(t, other.id, { name: 'Other Farm' });
    let written = 0;
    const figuresOf = figureStatement((a: Placeholders<{ ownerId: string; email: string | null }>) => {
      written += 1;
      return {
        names: jsonFigure(sql`select coalesce(json_agg(${startups.name} order by ${startups.id}), '[]')::text from ${startups} where ${startups.ownerId} = ${a.ownerId}`, (v) => v as string[]),
        people: countFigure(sql`select count(*)::int from ${users} where ${eq(users.email, a.email)}`),
      };
    });
    const counted = countingDb(t.db);
    expect(await figuresOf(counted.db, { ownerId: founder.id, email: founder.email })).toEqual({ names: ['Figure Farm'], people: 1 });
    expect(await figuresOf(counted.db, { ownerId: other.id, email: null })).toEqual({ names: ['Other Farm'], people: 0 });
    expect(written, 'the figures are built once').toBe(1);
    expect(counted.statements).toHaveLength(2);
    expect(new Set(counted.statements).size, 'one statement').toBe(1);
  });
});
