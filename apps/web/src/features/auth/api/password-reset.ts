import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@baobab/contracts/auth-routes';
import { callEndpoint } from '@/lib/call-endpoint';

/** Asks Better Auth to e-mail a reset link; the answer is the same whether the account exists or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: { email: string }) => callEndpoint(authRoutes.requestPasswordReset, { body: { email: input.email, redirectTo: '/reset-password' } }),
  });
}

/** Sets the new password with the single-use token from the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => callEndpoint(authRoutes.resetPassword, { body: input }),
  });
}
