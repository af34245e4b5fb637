import { Link } from 'wouter';
import { BriefcaseBusiness } from 'lucide-react';
import type { CurrentUser } from '@baobab/contracts/auth';
import type { ShellText } from '@baobab/contracts/navigation';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

/**
 * What a signed-out visitor, a founder or a user without a role sees on investor screens:
 * why the screen is empty for them and how to get one.
 */
export function InvestorOnlyNotice({ user, screen }: { user: CurrentUser | null; screen: ShellText }) {
  const t = useT('common');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <BriefcaseBusiness className="size-10 text-brand-700" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('{{screen}} is for investors', { screen: t(screen) })}</h1>
      {user ? (
        <>
          <p className="text-stone-600">
            {user.userType === 'founder'
              ? t('You joined Baobab as a founder. A portfolio and a deal pipeline belong to an investor profile, where you record investments and track startups you are considering.')
              : t('Portfolios and deal pipelines belong to investor profiles. Choose the investor role to record investments and track startups you are considering.')}
          </p>
          <Button asChild>
            <Link href="/onboarding">{t('Create an investor profile')}</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="text-stone-600">{t('Sign in with an investor account to see your portfolio and deal pipeline.')}</p>
          <Button asChild>
            <a href="/api/login">{t('Sign In')}</a>
          </Button>
        </>
      )}
    </section>
  );
}
