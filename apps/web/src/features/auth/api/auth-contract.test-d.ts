/**
 * Checked by `npm run typecheck` (tsc), never run: the auth hooks' data is what the contract returns, and a
 * call or a read that drifts from the contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { currentUserSchema, type CurrentUser } from '@baobab/contracts/auth';
import { authEndpoints } from '@baobab/contracts/auth-endpoints';
import { endpoint } from '@baobab/contracts/endpoint';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useAuthOptions } from './get-auth-options';
import type { currentUserQuery, useCurrentUser } from './get-current-user';

expectTypeOf<ReturnType<typeof useCurrentUser>['user']>().toEqualTypeOf<CurrentUser | null>();
expectTypeOf<Awaited<ReturnType<NonNullable<(typeof currentUserQuery)['queryFn']>>>>().toEqualTypeOf<CurrentUser | null>();
expectTypeOf<ReturnType<typeof useAuthOptions>['data']>().toEqualTypeOf<{ oidc: { name: string } | null } | undefined>();

/** The current-user contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedCurrentUser = endpoint({
  ...authEndpoints.currentUser,
  responses: { 200: currentUserSchema.omit({ userType: true }).extend({ role: currentUserSchema.shape.userType }) },
});

export async function readsOfADriftedContract() {
  const user = await callEndpoint(renamedCurrentUser);
  // @ts-expect-error the shell reads userType to pick the navigation, which the renamed contract no longer returns
  const role = user.userType;
  // @ts-expect-error the app takes a CurrentUser, which the renamed response no longer is
  const forTheShell: CurrentUser = user;
  return { role, forTheShell };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the reset sends newPassword, not password
  await callEndpoint(authEndpoints.resetPassword, { body: { token: 't', password: 'long enough' } });
  // @ts-expect-error a sign-in needs the password too
  await callEndpoint(authEndpoints.signInEmail, { body: { email: 'a@b.co' } });
  const oidc = await callEndpoint(authEndpoints.signInSocial, { body: { provider: 'oidc', callbackURL: '/dashboard' } });
  // @ts-expect-error the OpenID Connect answer carries url, not redirectUrl
  return oidc.redirectUrl;
}
