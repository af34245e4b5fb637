import { authMessages } from '@baobab/contracts/auth-texts';
import { ApiRequestError, errorMessage } from '@/lib/api';

/** Better Auth's error codes, in the words of our contract. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return authMessages.tooManyAttempts;
    const code = error.serverCode;
    // Sign-in with the right password for an address not yet verified: Better Auth has just e-mailed a new link.
    if (code === 'EMAIL_NOT_VERIFIED') return authMessages.emailNotVerified;
    if (code === 'INVALID_EMAIL_OR_PASSWORD') return authMessages.invalidCredentials;
    if (code === 'INVALID_EMAIL') return authMessages.email;
    if (code === 'PASSWORD_TOO_SHORT') return authMessages.passwordLength;
  }
  return errorMessage(error);
}
