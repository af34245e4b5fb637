import { MAX_ROW_ID } from '@baobab/contracts/common';
import { validationMessages } from '@baobab/contracts/ui-strings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodObject } from 'zod';
import { makeAdmin } from '../test/factories/users';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../test/test-app';

/**
 * Every path parameter of every registered route, given a number one past the database's integer ids
 * (2^31): an id parameter answers 400 naming it (contracts/common.ts, rowIdTextSchema), any other never
 * 5xx. Asked by a signed-in admin, so no route stops earlier for want of a session or a role.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t.app);
  await makeAdmin(t, admin);
});
afterAll(() => t.close());

const TOO_LARGE = String(MAX_ROW_ID + 1);

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** Whether the route's schema reads this parameter as a number (the id parameters). */
function isNumberParam(schema: unknown, name: string): boolean {
  const shape = (schema as ZodObject | undefined)?.shape;
  return (shape?.[name] as { def?: { type?: string } } | undefined)?.def?.type === 'number';
}

describe('route parameters', () => {
  it('answers 2^31 in every id parameter with a 400 naming it, and never 5xx in any parameter', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.includes(':') && !r.url.includes('*') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const wrong: string[] = [];
    let idParams = 0;
    for (const route of routes) {
      for (const name of paramNames(route.url)) {
        const url = route.url.replace(/:(\w+)/g, (_, other: string) => (other === name ? TOO_LARGE : '1'));
        const response = await t.app.inject(as(admin, { method: route.method as 'GET', url }));
        const answer = `${route.method} ${route.url} ${name}=${TOO_LARGE}: ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (isNumberParam(route.params, name)) {
          idParams += 1;
          if (response.statusCode !== 400 || response.json().message !== `${name}: ${validationMessages.rowId}`) wrong.push(answer);
        } else if (response.statusCode >= 500) {
          wrong.push(answer);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Data rooms, deals, startups, messaging, jobs, updates, metrics, moderation, verification...
    expect(idParams).toBeGreaterThan(80);
  }, 120_000);
});
