import { z } from 'zod';
import { optionalUrlSchema } from './common';
import { displayCurrencies } from './currencies';
import { userTypes } from './enums';
import { locales } from '@baobab/i18n/locales';
import { withNameCharacters } from './text';
import { authMessages } from './auth-texts';

// The zod-free part (strings, labels, limits) is in auth-texts.ts; importing it from here works too.
export * from './auth-texts';

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Verified through the link e-mailed by POST /api/auth/send-verification-email. */
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  userType: z.enum(userTypes).nullable(),
  /** A platform admin: the shell shows the Admin link; /admin and /api/admin/* answer 404 to everyone else. */
  isAdmin: z.boolean(),
  /** Chosen in the shell (PUT /api/account/preferences); null follows the browser. */
  locale: z.enum(locales).nullable(),
  /** The currency amounts are also shown in; null is US dollars. */
  displayCurrency: z.enum(displayCurrencies).nullable(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export const forgotPasswordInputSchema = z.strictObject({ email: z.email(authMessages.email) });

export const resetPasswordInputSchema = z.strictObject({ newPassword: z.string().min(8, authMessages.passwordLength).max(128, authMessages.passwordTooLong) });

export const passwordSchema = z
  .string()
  .min(8, authMessages.passwordLength)
  .max(128, authMessages.passwordTooLong);

export const signInInputSchema = z.object({
  email: z.email(authMessages.email),
  password: z.string().min(1, authMessages.passwordLength),
});

export type SignInInput = z.infer<typeof signInInputSchema>;

const firstName = withNameCharacters(z.string().trim().min(1, authMessages.firstName).max(80));

const lastName = withNameCharacters(z.string().trim().min(1, authMessages.lastName).max(80));

/** Better Auth's display name, which it builds from the two. */
const displayName = withNameCharacters(z.string().max(161));

/** A profile picture is a link like every other URL field: http(s) only, or '' / null for none. */
const imageUrl = optionalUrlSchema.nullable();

export const signUpInputSchema = z.object({
  firstName,
  lastName,
  name: displayName.optional(),
  image: imageUrl,
  email: z.email(authMessages.email),
  password: passwordSchema,
});

export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** The fields of Better Auth's POST /api/auth/update-user the app lets a person change. */
export const updateUserInputSchema = z.strictObject({
  firstName: firstName.optional(),
  lastName: lastName.optional(),
  name: displayName.optional(),
  image: imageUrl,
});
