import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Email } from '../../integrations/email';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';

/** Notification e-mails follow the language saved on the recipient's account (decision 0023). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notificationTo = (email: string) => (m: Email) => m.to === email && (m.messageId ?? '').startsWith('notification-');
const saveLocale = (user: TestUser, locale: 'en' | 'fr') => t.app.inject(as(user, { method: 'PUT', url: '/api/account/preferences', payload: { locale } }));

async function connectionEmailTo(recipient: TestUser): Promise<Email> {
  const sender = await signUpUser(t.app, { firstName: 'Kwame', lastName: 'Mensah' });
  expect((await t.app.inject(as(sender, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: recipient.id } }))).statusCode).toBe(201);
  await vi.waitFor(() => expect(t.mailer.sent.some(notificationTo(recipient.email))).toBe(true), { timeout: 15_000 });
  return t.mailer.sent.find(notificationTo(recipient.email))!;
}

describe('notification e-mail language', () => {
  it("is French, title included, for a recipient whose saved language is 'fr'", async () => {
    const recipient = await signUpUser(t.app, { firstName: 'Awa' });
    expect((await saveLocale(recipient, 'fr')).statusCode).toBe(200);
    const mail = await connectionEmailTo(recipient);
    expect(mail.subject).toBe('Kwame Mensah souhaite se connecter avec vous');
    expect(mail.text).toContain('Bonjour Awa,');
    expect(mail.text).toContain('Ouvrir Baobab : http');
    expect(mail.text).toContain('Vous recevez cet e-mail car les e-mails « Demandes de connexion » sont activés. Pour les désactiver : http');
    expect(mail.text).not.toContain('Hello');
  });

  it('is English for a recipient with no saved language, and for one who chose English', async () => {
    const unset = await signUpUser(t.app, { firstName: 'Tunde' });
    const english = await signUpUser(t.app, { firstName: 'Grace' });
    expect((await saveLocale(english, 'en')).statusCode).toBe(200);
    for (const [recipient, name] of [[unset, 'Tunde'], [english, 'Grace']] as const) {
      const mail = await connectionEmailTo(recipient);
      expect(mail.subject).toBe('Kwame Mensah wants to connect');
      expect(mail.text).toContain(`Hello ${name},`);
      expect(mail.text).toContain('You receive this because "Connection requests" e-mails are on. Turn them off: http');
    }
  });
});
