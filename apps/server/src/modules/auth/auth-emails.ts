/**
 * The account e-mails (password reset, address verification, a sign-up with a taken address) in the
 * recipient's language: their saved one, else (an account still being created) the language their
 * browser asked for, else English. The sentences are the contracts' (auth.ts).
 */
import { existingAccountEmail, resetEmail, verificationEmail } from '@baobab/contracts/auth';
import type { Email } from '../../integrations/email';
import { localeFromAcceptLanguage, translatorFor } from '../../lib/i18n';

/** The language saved on the account; without one, the Accept-Language of the request that caused the e-mail. */
export function recipientLocale(saved: unknown, headers: Headers | undefined): string | null {
  return typeof saved === 'string' && saved ? saved : localeFromAcceptLanguage(headers?.get('accept-language'));
}

export function resetPasswordEmail(to: string, locale: string | null, link: string, minutes: number): Email {
  const { t } = translatorFor(locale);
  return { to, subject: t(resetEmail.subject), text: [t(resetEmail.intro), '', t(resetEmail.choose, { minutes }), link, '', t(resetEmail.ignore), ''].join('\n') };
}

export function verifyAddressEmail(to: string, locale: string | null, name: string, link: string): Email {
  const { t } = translatorFor(locale);
  return { to, subject: t(verificationEmail.subject), text: [t(verificationEmail.greeting, { name }), '', t(verificationEmail.confirm), link, '', t(verificationEmail.ignore), ''].join('\n') };
}

export function takenAddressEmail(to: string, locale: string | null, name: string, signInLink: string, resetLink: string): Email {
  const { t } = translatorFor(locale);
  const m = existingAccountEmail;
  return {
    to,
    subject: t(m.subject),
    text: [t(m.greeting, { name }), '', t(m.attempt), '', t(m.signIn), signInLink, '', t(m.reset), resetLink, '', t(m.ignore), ''].join('\n'),
  };
}
