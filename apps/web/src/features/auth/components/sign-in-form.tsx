import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { authMessages } from '@baobab/contracts/auth-texts';
import type { SignInInput } from '@baobab/contracts/auth';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSignIn } from '../api/sign-in';
import { authErrorMessage } from './auth-error';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { zodResolverOnDemand } from '@/lib/zod-resolver-on-demand';

// Checked by the contract's schema, loaded on first focus rather than with the screen.
const signInCheck = zodResolverOnDemand(() => import('@baobab/contracts/auth').then((module) => module.signInInputSchema));

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT('auth');
  const translate = useTranslateMessage();
  const signIn = useSignIn();
  const form = useForm<SignInInput>({ resolver: signInCheck.resolver, defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  // Registered here: string literals inside JSX read as text to the translation lint.
  const emailField = form.register('email');
  const passwordField = form.register('password');

  return (
    <form noValidate onFocus={signInCheck.preload} className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => signIn.mutate(values, { onSuccess: onSignedIn }))}>
      <FormField id="signin-email" label={t('Email')} error={errors.email?.message}>
        <Input id="signin-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...emailField} />
      </FormField>
      <FormField id="signin-password" label={t('Password')} error={errors.password?.message}>
        <Input id="signin-password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...passwordField} />
      </FormField>
      <Link href="/forgot-password" className="-mt-2 self-end text-sm font-medium text-emerald-800 underline-offset-4 hover:underline">
        {t(authMessages.forgotPasswordLink)}
      </Link>
      {signIn.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {translate(authErrorMessage(signIn.error))}
        </p>
      ) : null}
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? t('Signing in...') : t('Sign In')}
      </Button>
    </form>
  );
}
