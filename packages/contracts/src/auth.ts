import { z } from 'zod';
import { optionalUrlSchema } from './common';
import { displayCurrencies } from './currencies';
import { userTypes } from './enums';
import { locales } from './i18n/locales';
import { withNameCharacters } from './text';

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

export const authMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Enter a valid email address',
  passwordLength: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  accountLocked: 'Too many failed sign-ins for this account. Please wait 15 minutes or reset your password.',
  forgotPasswordLink: 'Forgot password?',
  forgotPasswordTitle: 'Reset your password',
  forgotPasswordIntro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  forgotPasswordSubmit: 'Send reset link',
  forgotPasswordSent: 'If an account exists for that address, a reset link is on its way. It works once, for one hour.',
  resetPasswordTitle: 'Choose a new password',
  resetPasswordIntro: 'Use at least 8 characters. Every device signed in to your account will be signed out.',
  newPassword: 'New password',
  resetPasswordSubmit: 'Set new password',
  resetPasswordDone: 'Your password has been changed. Please sign in with it.',
  resetPasswordInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  backToSignIn: 'Back to sign in',
  requestNewLink: 'Ask for a new link',
  checkEmailTitle: 'Check your e-mail',
  /** Shown after every accepted sign-up, whether the address was free or taken: the answer must not tell them apart. */
  checkEmailText: (email: string) =>
    `We sent a message to ${email}. Open the link in it to confirm your address and finish creating your account. If you do not see it within a few minutes, look in your spam folder.`,
  emailNotVerified: 'Please confirm your e-mail address first. We have sent you a new link: open it to finish signing in.',
} as const;

/**
 * The account e-mails, one sentence per line (each a translation key, decision 0023: their French is in
 * i18n/fr/email.ts); apps/server/src/modules/auth/auth-emails.ts puts them together in the recipient's language.
 */
/** The password-reset e-mail. */
export const resetEmail = {
  subject: 'Reset your Baobab password',
  intro: 'Someone asked to reset the password of your Baobab account.',
  choose: 'Choose a new password here (the link works once, for {{minutes}} minutes):',
  ignore: 'If this was not you, ignore this e-mail: your password stays as it is.',
} as const;

export const verificationEmail = {
  subject: 'Verify your e-mail address for Baobab',
  greeting: 'Hello {{name}},',
  confirm: 'Confirm that this is your e-mail address for Baobab:',
  ignore: 'If you did not ask for this, ignore this e-mail.',
} as const;

/** Sent to the owner of an address when someone tries to sign up with it again. */
export const existingAccountEmail = {
  subject: 'Someone tried to create a Baobab account with your address',
  greeting: 'Hello {{name}},',
  attempt: 'Someone, perhaps you, tried to create a new Baobab account with this e-mail address. You already have an account, so no new one was made.',
  signIn: 'Sign in here:',
  reset: 'Forgot your password? Choose a new one here:',
  ignore: 'If this was not you, you can ignore this e-mail: your account has not changed.',
} as const;

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
