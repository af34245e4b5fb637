import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { authMessages } from '@baobab/contracts/auth-texts';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { InvalidLink, ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useT } from '@/lib/i18n/use-t';

/** The page the reset e-mail links to (/reset-password?token=...). */
export default function ResetPassword() {
  const t = useT('auth');
  const token = new URLSearchParams(useSearch()).get('token');
  const [done, setDone] = useState(false);

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">{t(authMessages.resetPasswordTitle)}</h1>
          {token && !done ? <CardDescription>{t(authMessages.resetPasswordIntro)}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {done ? (
            <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
              {t(authMessages.resetPasswordDone)}
            </p>
          ) : token ? (
            <ResetPasswordForm token={token} onDone={() => setDone(true)} />
          ) : (
            <InvalidLink />
          )}
          <Link href="/login" className="text-sm font-medium text-emerald-800 underline-offset-4 hover:underline">
            {t(authMessages.backToSignIn)}
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
