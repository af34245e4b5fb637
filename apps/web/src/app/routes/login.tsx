import { Redirect, useLocation, useSearch } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { useAuthOptions, startOidcSignIn } from '@/features/auth/api/get-auth-options';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { cn } from '@/lib/cn';
import { openDocument } from '@/lib/open-document';
import type { ScreenProps } from '../screen-props';
import { useT } from '@/lib/i18n/use-t';

const signInMode = 'signin';
const signUpMode = 'signup';

/**
 * After a sign-in the signed-in app opens as a new document, not by a move inside this one: this page may have come to
 * a visitor, without the opener policy (server plugins/security-headers.ts, forVisitorPages), and a session must not
 * live in a window another site could still hold. The dashboard the server sends with the session cookie has it.
 */
const openSignedInApp = () => openDocument('/dashboard');

/** The page behind /api/login: sign in, or sign up with first name, last name, email and password. */
export default function Login({ user }: ScreenProps) {
  const t = useT('auth');
  const search = useSearch();
  const [, navigate] = useLocation();
  const mode = new URLSearchParams(search).get('mode') === 'signup' ? 'signup' : 'signin';
  const { data: options } = useAuthOptions();

  const signInLabel = t('Sign In');
  const signUpLabel = t('Sign Up');
  if (user) return <Redirect to={user.userType ? '/dashboard' : '/onboarding'} replace />;

  const tab = (value: 'signin' | 'signup', label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === value}
      onClick={() => navigate(value === 'signup' ? '/login?mode=signup' : '/login', { replace: true })}
      className={cn('flex-1 rounded-md px-3 py-2 text-sm font-medium', mode === value ? 'bg-white shadow-sm' : 'text-stone-600')}
    >
      {label}
    </button>
  );

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">{mode === 'signup' ? t('Create your Baobab account') : t('Welcome back')}</h1>
          <CardDescription>{mode === 'signup' ? t('Free to start. It takes about 5 minutes to set up.') : t('Sign in to your founder or investor account.')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div role="tablist" aria-label={t('Sign in or sign up')} className="flex gap-1 rounded-lg bg-stone-100 p-1">
            {tab(signInMode, signInLabel)}
            {tab(signUpMode, signUpLabel)}
          </div>
          {mode === 'signup' ? (
            <SignUpForm />
          ) : (
            <SignInForm onSignedIn={openSignedInApp} />
          )}
          {options?.oidc ? (
            <Button variant="outline" onClick={() => void startOidcSignIn()}>
              {t('Continue with {{provider}}', { provider: options.oidc.name })}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
