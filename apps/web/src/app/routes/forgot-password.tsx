import { Link } from 'wouter';
import { authMessages } from '@baobab/contracts/auth-texts';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useT } from '@/lib/i18n/use-t';

/** "Forgot password?" from the sign-in page: asks for the address to send a reset link to. */
export default function ForgotPassword() {
  const t = useT('auth');
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">{t(authMessages.forgotPasswordTitle)}</h1>
          <CardDescription>{t(authMessages.forgotPasswordIntro)}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <ForgotPasswordForm />
          <Link href="/login" className="text-sm font-medium text-emerald-800 underline-offset-4 hover:underline">
            {t(authMessages.backToSignIn)}
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
