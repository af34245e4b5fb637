/**
 * A refused rates file carries its messages beside the English (decision 0046): the admin console in
 * French reads how many rows need fixing and each row's problem, with the file's own text as written.
 */
import type { Message } from '@baobab/contracts/i18n/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { makeAdmin } from '../../test/factories/users';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t.app);
  await makeAdmin(t, admin);
});
afterAll(() => t.close());

const french = translatorFor('fr');
type Refusal = { message: string; issues: { path: string; message: string }[]; messages: Record<string, Message> };

describe('a refused rates file in French', () => {
  it('sends the count of rows to fix and each row with its line as messages', async () => {
    const csv = 'currency,date,per_usd,source\nNGN,2025-06-30,"1,530",CBN\nBTC,2025-06-30,1,Exchange';
    const response = await t.app.inject(as(admin, { method: 'POST', url: '/api/admin/exchange-rates', payload: { csv, reason: 'Monthly rates' } }));
    expect(response.statusCode).toBe(400);
    const body = response.json() as Refusal;
    expect(body.message).toBe('Nothing was imported: 2 rows need fixing');
    expect(french.message(body.messages[body.message]!)).toBe("Rien n'a été importé : 2 lignes sont à corriger");
    const [rate, currency] = body.issues.map((issue) => french.message(body.messages[issue.message]!));
    expect(rate).toMatch(/^Ligne 2 : « 1,530 » n'est pas un taux/);
    expect(currency).toBe("Ligne 3 : « BTC » n'est pas une devise connue de Baobab : utilisez un code ISO 4217 comme XOF ou EUR");
  });
});
