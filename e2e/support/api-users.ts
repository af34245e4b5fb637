import type { APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './users';

export type ApiUser = { id: string; email: string; firstName: string; lastName: string };

/**
 * Signs a user up through the API with the given request context (a page's or a context's),
 * which then carries the session cookie for later calls and page visits.
 */
export async function signUpViaApi(request: APIRequestContext, firstName: string, lastName: string): Promise<ApiUser> {
  const email = uniqueEmail(firstName.toLowerCase());
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: `${firstName} ${lastName}`, firstName, lastName, email, password: 'a-strong-password' },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, email, firstName, lastName };
}

/** A token unique to this run, to find the test's own data in a possibly seeded database. */
export const uniqueToken = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(performance.now()).toString(36)}`;
