import { z } from 'zod';
import { userTypes } from './enums';

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Verified through the link e-mailed by POST /api/auth/send-verification-email. */
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  userType: z.enum(userTypes).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const authMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Enter a valid email address',
  passwordLength: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
} as const;

export const passwordSchema = z
  .string()
  .min(8, authMessages.passwordLength)
  .max(128, authMessages.passwordTooLong);

export const signInInputSchema = z.object({
  email: z.email(authMessages.email),
  password: z.string().min(1, authMessages.passwordLength),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = z.object({
  firstName: z.string().trim().min(1, authMessages.firstName).max(80),
  lastName: z.string().trim().min(1, authMessages.lastName).max(80),
  email: z.email(authMessages.email),
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;
