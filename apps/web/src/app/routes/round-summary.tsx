import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { raiseInstrumentLabels } from '@baobab/contracts/fundraising-texts';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useRoundRoom } from '@/features/fundraising/api/round-rooms';
import { formatRaiseAmount } from '@/features/fundraising/components/money';
import { RoomTermsList } from '@/features/fundraising/components/room-terms';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

/**
 * /rounds/:id/summary: the printable summary of what the investor signed (decision 0058): the instrument's terms as
 * they read when signing, the final amount, who signed, when, and on which version of the terms. The browser prints it.
 */
export default function RoundSummaryScreen({ user, params }: ScreenProps) {
  const t = useT('fundraising');
  const id = Number(params.id);
  const room = useRoundRoom(Number.isInteger(id) && id > 0 ? id : 0);
  if (!user) return <SignInPrompt title={t('Round room')} text={t('Sign in to open the rounds you are invited to.')} />;
  if (room.isError) return <div className="mx-auto max-w-3xl px-4 py-8"><EmptyState title={t('This round does not exist or you are no longer invited to it')} /></div>;
  if (!room.data) return <Spinner className="m-8" />;
  const r = room.data;
  const signature = r.commitment?.signature;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 print:max-w-none print:px-0 print:py-0">
      <div className="flex items-center justify-between gap-2 print:hidden">
        <Link href={`/rounds/${r.id}`} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {t('Back to the round room')}
        </Link>
        {signature ? <Button variant="outline" onClick={() => window.print()}>{t('Print')}</Button> : null}
      </div>
      <header>
        <p dir="auto" className="text-sm text-stone-600">{r.startup.name}</p>
        <h1 className="text-2xl font-bold">{t('Summary of your commitment to {{round}}', { round: r.name })}</h1>
        <p className="text-sm text-stone-700">{t(raiseInstrumentLabels[r.instrument])}</p>
      </header>
      {signature && r.signedTerms && r.commitment?.finalAmount ? (
        <>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="signature">
            <dt className="text-stone-600">{t('Amount')}</dt>
            <dd className="font-semibold">{formatRaiseAmount(r.commitment.finalAmount.amount, r.currency)}</dd>
            <dt className="text-stone-600">{t('Signed by')}</dt>
            <dd dir="auto" className="font-medium">{signature.name}</dd>
            <dt className="text-stone-600">{t('Signed on')}</dt>
            <dd className="font-medium">{formatDateTime(signature.signedAt)}</dd>
            <dt className="text-stone-600">{t('Terms version')}</dt>
            <dd className="font-medium">{signature.termsVersion}</dd>
          </dl>
          {signature.termsVersion !== r.termsVersion ? <p className="text-sm text-ochre-700">{t('The terms have changed since (version {{version}} now): the round room asks you to confirm again.', { version: r.termsVersion })}</p> : null}
          <section aria-labelledby="signed-terms-title" className="flex flex-col gap-3">
            <h2 id="signed-terms-title" className="text-lg font-semibold">{t('The terms as you signed them')}</h2>
            <RoomTermsList terms={r.signedTerms} currency={r.currency} />
          </section>
        </>
      ) : (
        <p className="text-sm text-stone-700">{t('Nothing signed yet: confirm your final amount in the round room first.')}</p>
      )}
    </article>
  );
}
