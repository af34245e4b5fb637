/** An admin's reason over its limit is refused with a message (decision 0046): its limit written the reader's way. */
import type { Message } from '@baobab/contracts/i18n/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { makeAdmin } from '../../test/factories/users';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let admin: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
  await makeAdmin(t, admin);
  await makeAdmin(t, other);
});
afterAll(() => t.close());

describe('a reason too long in French', () => {
  it('sends the refusal with its limit as a message, and removes no admin', async () => {
    const response = await t.app.inject(as(admin, { method: 'POST', url: `/api/admin/admins/${other.id}/revoke`, payload: { reason: 'x'.repeat(501) } }));
    expect(response.statusCode).toBe(400);
    const body = response.json() as { issues: { path: string; message: string }[]; messages: Record<string, Message> };
    expect(body.issues).toContainEqual({ path: 'reason', message: 'Keep the reason under 500 characters' });
    expect(translatorFor('fr').message(body.messages['Keep the reason under 500 characters']!)).toBe('Le motif doit compter moins de 500 caractères');
    expect((await t.app.inject(as(other, { method: 'GET', url: '/api/admin/admins' }))).statusCode).toBe(200);
  });
});
