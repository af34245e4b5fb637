import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** Asks Better Auth to e-mail a reset link; the answer is the same whether the account exists or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: { email: string }) => apiRequest<unknown>('POST', '/api/auth/request-password-reset', { email: input.email, redirectTo: '/reset-password' }),
  });
}

/** Sets the new password with the single-use token from the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => apiRequest<unknown>('POST', '/api/auth/reset-password', input),
  });
}
