import { authMessages } from '@baobab/contracts/auth';
import { ApiRequestError, errorMessage } from '@/lib/api';

/** Better Auth's error codes, in the words of our contract. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 429) return authMessages.tooManyAttempts;
    const code = error.serverCode;
    if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') return authMessages.emailTaken;
    if (code === 'INVALID_EMAIL_OR_PASSWORD') return authMessages.invalidCredentials;
    if (code === 'INVALID_EMAIL') return authMessages.email;
    if (code === 'PASSWORD_TOO_SHORT') return authMessages.passwordLength;
  }
  return errorMessage(error);
}
