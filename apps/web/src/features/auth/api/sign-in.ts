import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput, SignUpInput } from '@baobab/contracts/auth';
import { authRoutes } from '@baobab/contracts/auth-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-keys';

/** Email and password sign-in through Better Auth; the session arrives as an httpOnly cookie. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => callEndpoint(authRoutes.signInEmail, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser }),
  });
}

/**
 * Verify-first sign-up: the answer is the same for a new and a taken address and signs nobody in;
 * the e-mailed link does (the server points it at onboarding).
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => callEndpoint(authRoutes.signUpEmail, { body: { ...input, name: `${input.firstName} ${input.lastName}` } }),
  });
}
