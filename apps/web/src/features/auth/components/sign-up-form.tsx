import { useForm } from 'react-hook-form';
import { authMessages } from '@baobab/contracts/auth-texts';
import type { SignUpInput } from '@baobab/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSignUp } from '../api/sign-in';
import { authErrorMessage } from './auth-error';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { zodResolverOnDemand } from '@/lib/zod-resolver-on-demand';

// Checked by the contract's schema, loaded on first focus rather than with the screen.
const signUpCheck = zodResolverOnDemand(() => import('@baobab/contracts/auth').then((module) => module.signUpInputSchema));

export function SignUpForm() {
  const t = useT('auth');
  const translate = useTranslateMessage();
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: signUpCheck.resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  // Registered here: string literals inside JSX read as text to the translation lint.
  const firstNameField = form.register('firstName');
  const lastNameField = form.register('lastName');
  const emailField = form.register('email');
  const passwordField = form.register('password');

  // The same panel whether the address was free or already had an account (the owner is e-mailed).
  if (signUp.isSuccess) return <CheckEmailPanel email={signUp.variables.email} />;
  return (
    <form noValidate onFocus={signUpCheck.preload} className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-first-name" label={t('First name')} error={errors.firstName?.message}>
          <Input id="signup-first-name" autoComplete="given-name" aria-invalid={!!errors.firstName} {...firstNameField} />
        </FormField>
        <FormField id="signup-last-name" label={t('Last name')} error={errors.lastName?.message}>
          <Input id="signup-last-name" autoComplete="family-name" aria-invalid={!!errors.lastName} {...lastNameField} />
        </FormField>
      </div>
      <FormField id="signup-email" label={t('Email')} error={errors.email?.message}>
        <Input id="signup-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...emailField} />
      </FormField>
      <FormField id="signup-password" label={t('Password')} error={errors.password?.message} hint={t('At least 8 characters')}>
        <Input id="signup-password" type="password" autoComplete="new-password" aria-invalid={!!errors.password} {...passwordField} />
      </FormField>
      {signUp.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {translate(authErrorMessage(signUp.error))}
        </p>
      ) : null}
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? t('Creating account...') : t('Create account')}
      </Button>
    </form>
  );
}

function CheckEmailPanel({ email }: { email: string }) {
  const t = useT('auth');
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg bg-emerald-50 p-4 text-emerald-900">
      <h2 className="text-lg font-semibold">{t(authMessages.checkEmailTitle)}</h2>
      <p className="break-words text-sm">{/* authMessages.checkEmailText, in the reader language */ t('We sent a message to {{email}}. Open the link in it to confirm your address and finish creating your account. If you do not see it within a few minutes, look in your spam folder.', { email })}</p>
    </div>
  );
}
