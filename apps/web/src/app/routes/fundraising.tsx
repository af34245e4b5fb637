import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { HandCoins } from 'lucide-react';
import { raiseStatusLabels } from '@baobab/contracts/fundraising-texts';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FactLine } from '@/components/ui/fact-line';
import { Spinner } from '@/components/ui/spinner';
import { useFinancialStartups } from '@/features/financial-tools/api/get-financial-startups';
import { StartupSelector } from '@/features/financial-tools/components/startup-selector';
import { useRaise, useRaises } from '@/features/fundraising/api/raises';
import { CreateRaiseForm } from '@/features/fundraising/components/create-raise-form';
import { RaiseDetails } from '@/features/fundraising/components/raise-details';
import { formatRaiseAmount } from '@/features/fundraising/components/money';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';
import { UserText } from '@/components/ui/user-text';

/** The chosen startup's rounds, a new round's form, and the chosen round (?raise=id) with its board. */
function Raises({ startupId }: { startupId: number }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const [params, setParams] = useSearchParams();
  const raises = useRaises(startupId);
  const [isCreating, setCreating] = useState(false);
  const chosen = Number(params.get('raise')) || raises.data?.raises[0]?.id || null;
  const raise = useRaise(startupId, chosen);
  const choose = (id: number) => setParams((p) => (p.set('raise', String(id)), p));
  if (raises.isPending) return <Spinner />;
  if (raises.isError) return <p role="alert" className="text-red-700">{translate(errorMessage(raises.error))}</p>;
  const { currency } = raises.data;
  const creating = isCreating || raises.data.raises.length === 0;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label={t('Your rounds')} className="flex flex-col gap-2">
        <ul className="flex flex-col gap-1">
          {raises.data.raises.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                onClick={() => (choose(r.id), setCreating(false))}
                aria-current={r.id === chosen && !creating ? 'page' : undefined}
                className={cn('w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-stone-100', r.id === chosen && !creating && 'bg-brand-50 font-semibold text-brand-900')}
              >
                <UserText>{r.name}</UserText>
                <span className="block text-xs font-normal text-stone-600">
                  <FactLine facts={[t(raiseStatusLabels[r.status]), formatRaiseAmount(r.target.amount, r.currency)]} />
                </span>
              </button>
            </li>
          ))}
        </ul>
        {raises.data.raises.length > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setCreating(true)}>{t('New round')}</Button>
        ) : null}
      </nav>
      {creating ? (
        <section aria-labelledby="new-round-title" className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4">
          <h2 id="new-round-title" className="text-xl font-semibold">{t('New round')}</h2>
          <CreateRaiseForm startupId={startupId} currency={currency} onCreated={(id) => (choose(id), setCreating(false))} />
        </section>
      ) : raise.data ? (
        <RaiseDetails startupId={startupId} raise={raise.data} />
      ) : raise.isError ? (
        <p role="alert" className="text-red-700">{translate(errorMessage(raise.error))}</p>
      ) : (
        <Spinner />
      )}
    </div>
  );
}

/** /fundraising: a founder's rounds being raised and a private board of investors for each (decision 0057). */
export default function FundraisingScreen({ user }: ScreenProps) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const startups = useFinancialStartups();
  const [chosen, setChosen] = useState<number | undefined>();
  if (!user) return <SignInPrompt title={t('Raise a round')} text={t('Sign in as a founder to run your raise.')} />;
  const own = (startups.data ?? []).filter((s) => s.canEdit);
  const startup = own.find((s) => s.id === chosen) ?? own[0];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('Raise a round')}</h1>
          <p className="mt-1 max-w-prose text-stone-600">{t('Your round, its terms and the investors you are talking to, from first contact to money in. Only you see it.')}</p>
        </div>
        {own.length > 1 && startup ? <StartupSelector startups={own} value={startup.id} onChange={setChosen} /> : null}
      </div>
      {startups.isPending ? <Spinner /> : null}
      {startups.isError ? <p role="alert" className="text-red-700">{translate(errorMessage(startups.error))}</p> : null}
      {startups.data && !startup ? (
        <EmptyState icon={HandCoins} title={t('No startup to raise for yet')}>
          <p className="max-w-md text-sm text-stone-600">{t('Create your startup profile first; its rounds live here.')}</p>
          <Button asChild variant="outline">
            <Link href="/dashboard">{t('Create your startup profile')}</Link>
          </Button>
        </EmptyState>
      ) : null}
      {startup ? <Raises key={startup.id} startupId={startup.id} /> : null}
    </div>
  );
}
