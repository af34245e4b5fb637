import { Link } from 'wouter';
import { verificationMessages } from '@baobab/contracts/verification-texts';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useMyVerification } from '@/features/verification/api/get-verification';
import { ApplicationForm } from '@/features/verification/components/application-form';
import { VerificationStatus } from '@/features/verification/components/verification-status';
import type { ScreenProps } from '../screen-props';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/** The investor's verification: where they stand, and the application form whenever they may apply. */
export default function Verification({ user }: ScreenProps) {
  const t = useT('verification');
  if (!user) return <SignInPrompt title={t(verificationMessages.title)} text={t(verificationMessages.intro)} />;
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t(verificationMessages.title)}</h1>
        <p className="mt-1 text-stone-600">{t(verificationMessages.intro)}</p>
      </div>
      <VerificationBody />
    </section>
  );
}

function VerificationBody() {
  const t = useT('verification');
  const translate = useTranslateMessage();
  const status = useMyVerification();
  if (status.isPending) return <Spinner className="mx-auto my-10 block" label={t('Loading your verification')} />;
  if (status.isError) return <p role="alert" className="text-red-800">{translate(errorMessage(status.error))}</p>;
  const mine = status.data;
  if (!mine.isInvestor) {
    return (
      <Card>
        <CardContent inset="alone" className="flex flex-col items-start gap-3">
          <p className="text-stone-700">{t(verificationMessages.notInvestor)}</p>
          <Button asChild variant="outline">
            <Link href="/onboarding">{t('Set up an investor profile')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      <VerificationStatus status={mine} />
      {mine.canApply ? (
        <Card>
          <CardContent inset="alone">
            <ApplicationForm emailVerified={mine.emailVerified} />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
