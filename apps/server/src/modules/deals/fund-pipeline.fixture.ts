import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { as, type TestApp, type TestUser } from '../../test/test-app';
import { signUpInvestor } from '../../test/factories/users';

export const fundRoles = ['admin', 'member', 'viewer', 'former', 'stranger'] as const;
export type FundRole = (typeof fundRoles)[number];

/**
 * A fund with one person per role: admin, member, viewer, a former member (joined, then removed) and a
 * stranger, each an investor with a distinct name so notes can mention them.
 */
export type FundPerson = TestUser & { firstName: string; name: string };

export async function buildFund(t: TestApp, name = 'Savannah Fund'): Promise<{ organisation: number; people: Record<FundRole, FundPerson> }> {
  // Letters only, so a name followed by the tag still reads as one word to the mention parser.
  const tag = randomUUID().replace(/[^a-f]/g, '').slice(0, 5);
  const people = {} as Record<FundRole, FundPerson>;
  for (const role of fundRoles) {
    const firstName = `${role[0]!.toUpperCase()}${role.slice(1)}${tag}`;
    people[role] = { ...(await signUpInvestor(t, {}, { firstName, lastName: 'Tester' })), firstName, name: `${firstName} Tester` };
  }
  const organisation = (await t.app.inject(as(people.admin, { method: 'POST', url: '/api/organisations', payload: { name, kind: 'fund' } }))).json().id as number;
  const joins = [[people.member, 'member'], [people.viewer, 'viewer'], [people.former, 'member']] as const;
  for (const [who, role] of joins) {
    const invitation = (await t.app.inject(as(people.admin, { method: 'POST', url: `/api/organisations/${organisation}/invitations`, payload: { email: who.email, role } }))).json().id;
    expect((await t.app.inject(as(who, { method: 'POST', url: `/api/organisations/invitations/${invitation}/accept` }))).statusCode).toBe(200);
  }
  return { organisation, people };
}

export async function removeMember(t: TestApp, organisation: number, admin: TestUser, member: TestUser): Promise<void> {
  expect((await t.app.inject(as(admin, { method: 'DELETE', url: `/api/organisations/${organisation}/members/${member.id}` }))).statusCode).toBe(204);
}

/** One route of a fund-role matrix: the request, built fresh per caller, and each role's expected status. */
export type FundMatrixRow = { route: string; request: () => Promise<InjectOptions> | InjectOptions; expected: Record<FundRole, number> };
export const expect5 = (admin: number, member: number, viewer: number, former: number, stranger: number): Record<FundRole, number> => ({ admin, member, viewer, former, stranger });

/**
 * Sends a row's request as each fund role, refused callers first (highest status first), so a permitted write
 * cannot change what the next caller sees; returns every mismatch, to be expected empty.
 */
export async function fundMatrixMismatches(t: TestApp, people: Record<FundRole, TestUser>, row: FundMatrixRow): Promise<string[]> {
  const mismatches: string[] = [];
  for (const role of [...fundRoles].sort((a, b) => row.expected[a] - row.expected[b]).reverse()) {
    const response = await t.app.inject(as(people[role], await row.request()));
    if (response.statusCode !== row.expected[role]) mismatches.push(`${role}: expected ${row.expected[role]}, got ${response.statusCode} ${response.body.slice(0, 100)}`);
  }
  return mismatches;
}
