import { resetEmail, verificationEmail } from '@baobab/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../integrations/email';
import { as, createTestApp, nextAddress, signUpUser, type TestApp, type TestUser } from '../../test/test-app';

/** The account e-mails in the recipient's language: the saved one, else (a sign-up) the browser's Accept-Language. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastTo = (email: string): Email | undefined => t.mailer.sent.findLast((m) => m.to === email);
const saveLocale = (user: TestUser, locale: 'en' | 'fr') => t.app.inject(as(user, { method: 'PUT', url: '/api/account/preferences', payload: { locale } }));
const askReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress: nextAddress(), payload: { email, redirectTo: '/reset-password' } });

describe('password reset e-mail language', () => {
  it("is French for an account whose saved language is 'fr'", async () => {
    const user = await signUpUser(t.app);
    expect((await saveLocale(user, 'fr')).statusCode).toBe(200);
    expect((await askReset(user.email)).statusCode).toBe(200);
    const mail = lastTo(user.email)!;
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Baobab');
    expect(mail.text).toContain("Quelqu'un a demandé la réinitialisation du mot de passe de votre compte Baobab.");
    expect(mail.text).toContain("Choisissez un nouveau mot de passe ici (le lien ne fonctionne qu'une fois, pendant 60 minutes) :\nhttp");
    expect(mail.text).toContain('/reset-password?token=');
  });

  it('is English, word for word as before, for an account without a saved language', async () => {
    const user = await signUpUser(t.app);
    expect((await askReset(user.email)).statusCode).toBe(200);
    const mail = lastTo(user.email)!;
    expect(mail.subject).toBe(resetEmail.subject);
    const link = mail.text.match(/https?:\/\/\S+/)![0];
    expect(mail.text).toBe(
      `Someone asked to reset the password of your Baobab account.\n\nChoose a new password here (the link works once, for 60 minutes):\n${link}\n\nIf this was not you, ignore this e-mail: your password stays as it is.\n`,
    );
  });
});

describe('sign-up verification e-mail language', () => {
  const signUp = (email: string, acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: nextAddress(),
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      payload: { firstName: 'Fatou', lastName: 'Diop', name: 'Fatou Diop', email, password: 'correct-horse-battery' },
    });

  it("follows the browser's Accept-Language before the account has a saved language", async () => {
    const email = `fr.${Date.now()}@example.com`;
    expect((await signUp(email, 'fr-SN,fr;q=0.9,en;q=0.5')).statusCode).toBe(200);
    const mail = lastTo(email)!;
    expect(mail.subject).toBe('Confirmez votre adresse e-mail pour Baobab');
    expect(mail.text).toContain('Bonjour Fatou Diop,');
  });

  it('is English without an Accept-Language Baobab is written in', async () => {
    for (const [n, header] of [[1, undefined], [2, 'de-DE,de;q=0.9']] as const) {
      const email = `en${n}.${Date.now()}@example.com`;
      expect((await signUp(email, header)).statusCode).toBe(200);
      const mail = lastTo(email)!;
      expect(mail.subject).toBe(verificationEmail.subject);
      expect(mail.text).toContain('Hello Fatou Diop,\n\nConfirm that this is your e-mail address for Baobab:\n');
    }
  });
});
