import { useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api';

type AuthOptions = { oidc: { name: string } | null };

export function useAuthOptions() {
  return useQuery({ queryKey: ['/api/auth-options'], queryFn: () => apiGet<AuthOptions>('/api/auth-options') });
}

/** Starts the OpenID Connect flow: Better Auth answers with the provider's URL to visit. */
export async function startOidcSignIn(): Promise<void> {
  const result = await apiRequest<{ url: string }>('POST', '/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/dashboard' });
  window.location.assign(result.url);
}
