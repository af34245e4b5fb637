// The auth contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in auth.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
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
