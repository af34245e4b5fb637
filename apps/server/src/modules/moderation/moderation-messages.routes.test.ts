/**
 * Moderation's refusals carry their messages beside the English (decision 0046): a reporter in French
 * reads the details limit the French way, and a suspended account is refused sign-in in French, its
 * support address as written.
 */
import type { Message } from '@baobab/contracts/i18n/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { makeAdmin } from '../../test/factories/users';
import { as, createTestApp, nextAddress, signUpUser, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t.app);
  await makeAdmin(t, admin);
});
afterAll(() => t.close());

const french = translatorFor('fr');
type Refusal = { message: string; issues?: { path: string; message: string }[]; messages: Record<string, Message> };

describe('moderation refusals in French', () => {
  it("refuses a report's details over the limit with a message written the French way", async () => {
    const [reporter, reported] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
    const response = await t.app.inject(as(reporter, { method: 'POST', url: '/api/reports', payload: { targetType: 'profile', targetId: reported.id, reason: 'spam', details: 'x'.repeat(1001) } }));
    expect(response.statusCode).toBe(400);
    const body = response.json() as Refusal;
    expect(body.issues).toContainEqual({ path: 'details', message: 'Keep the details under 1,000 characters' });
    expect(french.message(body.messages['Keep the details under 1,000 characters']!).replace(/[\u00a0\u202f]/g, ' ')).toBe('Les détails doivent compter moins de 1 000 caractères');
  });

  it("refuses a suspended account's sign-in with its message, the support address as written", async () => {
    const person = await signUpUser(t.app);
    const suspended = await t.app.inject(as(admin, { method: 'POST', url: `/api/admin/accounts/${person.id}/actions`, payload: { action: 'suspend', reason: 'Fraud reports' } }));
    expect(suspended.statusCode).toBe(204);
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: person.email, password: 'correct-horse-battery' }, remoteAddress: nextAddress() });
    expect(refused.statusCode).toBe(403);
    const body = refused.json() as Refusal;
    expect(body.message).toBe('This account is suspended. Write to safety@baobab.africa if you think this is a mistake.');
    expect(french.message(body.messages[body.message]!)).toBe("Ce compte est suspendu. Écrivez à safety@baobab.africa si vous pensez qu'il s'agit d'une erreur.");
  });
});
