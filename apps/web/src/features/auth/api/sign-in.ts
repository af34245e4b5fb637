import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput, SignUpInput } from '@baobab/contracts/auth';
import { apiRequest } from '@/lib/api';
import { currentUserQueryKey } from './get-current-user';

/** Email and password sign-in through Better Auth; the session arrives as an httpOnly cookie. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => apiRequest<unknown>('POST', '/api/auth/sign-in/email', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/**
 * Verify-first sign-up: the answer is the same for a new and a taken address and signs nobody in;
 * the e-mailed link does (the server points it at onboarding).
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      apiRequest<unknown>('POST', '/api/auth/sign-up/email', { ...input, name: `${input.firstName} ${input.lastName}` }),
  });
}
