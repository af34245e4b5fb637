import type { APIRequestContext } from '@playwright/test';
import { verificationLinkFor } from './outbox';
import { uniqueEmail } from './users';

export type ApiUser = { id: string; email: string; firstName: string; lastName: string };

/**
 * Signs a user up through the API with the given request context (a page's or a context's) and
 * opens the e-mailed verification link with it, so it then carries the session cookie for later
 * calls and page visits.
 */
export async function signUpViaApi(request: APIRequestContext, firstName: string, lastName: string): Promise<ApiUser> {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: `${firstName} ${lastName}`, firstName, lastName, email, password: 'a-strong-password' },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  await openVerificationLink(request, email);
  return { id: body.user.id, email, firstName, lastName };
}

/** Opens the verification link e-mailed to `email` with `request`, whose cookie jar keeps the session it starts. */
export async function openVerificationLink(request: APIRequestContext, email: string): Promise<void> {
  const link = await verificationLinkFor(email);
  const opened = await request.get(link.pathname + link.search, { maxRedirects: 0 });
  if (opened.status() !== 302) throw new Error(`verification failed: ${opened.status()} ${await opened.text()}`);
}

/** A token unique to this run, to find the test's own data in a possibly seeded database. */
export const uniqueToken = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(performance.now()).toString(36)}`;
