import { useQuery } from '@tanstack/react-query';
import { authRoutes } from '@baobab/contracts/auth-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { openDocument } from '@/lib/open-document';
import { authKeys } from './auth-keys';

export function useAuthOptions() {
  return useQuery({ queryKey: authKeys.options, queryFn: () => callEndpoint(authRoutes.options) });
}

/** Starts the OpenID Connect flow: Better Auth answers with the provider's URL to visit. */
export async function startOidcSignIn(): Promise<void> {
  const result = await callEndpoint(authRoutes.signInSocial, { body: { provider: 'oidc', callbackURL: '/dashboard' } });
  openDocument(result.url);
}
