import { useState } from 'react';
import { useLocation } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import type { UserType } from '@baobab/contracts/enums';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { useOnboardingStatus } from '@/features/onboarding/api/onboarding';
import { ExistingProfiles } from '@/features/onboarding/components/existing-profiles';
import { ProfileStep } from '@/features/onboarding/components/profile-step';
import { RoleStep } from '@/features/onboarding/components/role-step';
import { formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

const profileHeadings = { founder: 'Your founder profile', investor: 'Your investor profile' } as const satisfies Record<UserType, string>;

/** The spec's onboarding screen: step 1 chooses the role (50%), step 2 completes its profile (100%), Back returns. */
export default function Onboarding({ user }: ScreenProps) {
  const t = useT('onboarding');
  const [, navigate] = useLocation();
  const [role, setRole] = useState<UserType | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const status = useOnboardingStatus(user !== null);

  if (!user) {
    return <SignInPrompt title={t('Sign in to set up your profile')} />;
  }
  if (status.isLoading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner />
      </div>
    );
  }
  const goToDashboard = () => navigate('/dashboard');
  const hasProfile = status.data && (status.data.founder || status.data.investor);

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      {hasProfile ? (
        <>
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t('Your profiles')}</h1>
            <p className="mt-1 text-stone-600">{t('You have already completed onboarding. Edit your profile here instead of starting again.')}</p>
          </div>
          <ExistingProfiles status={status.data!} onDone={goToDashboard} />
        </>
      ) : (
        <>
          <div className="flex flex-col gap-3">
            <div className="flex items-center justify-between text-sm text-stone-600">
              <span>{t('Step {{step}} of 2', { step })}</span>
              <span>{formatPercent(step === 1 ? 0.5 : 1)}</span>
            </div>
            <Progress value={step === 1 ? 50 : 100} label={t('Onboarding progress')} />
          </div>
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{step === 1 ? t('Welcome, {{name}}', { name: user.firstName }) : t(profileHeadings[role ?? 'investor'])}</h1>
            <p className="mt-1 text-stone-600">{step === 1 ? t('How will you use Baobab?') : t('Tell us a little about yourself. You can edit this later.')}</p>
          </div>
          <Card>
            <CardContent className="pt-5">
              {step === 1 ? (
                <div className="flex flex-col gap-5">
                  <RoleStep value={role} onChange={setRole} />
                  <Button disabled={!role} onClick={() => setStep(2)} className="self-end">
                    {t('Continue')}
                  </Button>
                </div>
              ) : (
                <div className="flex flex-col gap-5">
                  <Button variant="ghost" size="sm" className="self-start" onClick={() => setStep(1)}>
                    <ArrowLeft className="rtl:-scale-x-100" /> {t('Back')}
                  </Button>
                  <ProfileStep role={role!} mode="create" status={status.data} onDone={goToDashboard} />
                </div>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </section>
  );
}
