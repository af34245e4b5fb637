import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@baobab/contracts/auth-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';

/** Asks Better Auth to e-mail a reset link; the answer is the same whether the account exists or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: { email: string }) => callEndpoint(authEndpoints.requestPasswordReset, { body: { email: input.email, redirectTo: '/reset-password' } }),
  });
}

/** Sets the new password with the single-use token from the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => callEndpoint(authEndpoints.resetPassword, { body: input }),
  });
}
