import { raiseInstrumentLabels, raiseStatusLabels } from '@baobab/contracts/fundraising-texts';
import { RoomScreen } from '@/components/layouts/room-screen';
import { FactLine } from '@/components/ui/fact-line';
import { useRoundRoom } from '@/features/fundraising/api/round-rooms';
import { formatRaiseAmount } from '@/features/fundraising/components/money';
import { CommitmentPanel } from '@/features/fundraising/components/room-commitment';
import { ProFormaForm } from '@/features/fundraising/components/room-pro-forma';
import { RoomMaterials } from '@/features/fundraising/components/room-materials';
import { RoomQuestions } from '@/features/fundraising/components/room-questions';
import { RoomTermsList } from '@/features/fundraising/components/room-terms';
import { formatDate } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

/**
 * /rounds/:id, the round room (decision 0058): what an invited investor needs to decide on one round, on the investor's
 * side of the app, apart from the founder's /fundraising (which is the founder's alone). Anyone not invited now reads
 * the same "does not exist" as for a round that does not.
 */
export default function RoundRoomScreen({ user, params }: ScreenProps) {
  const t = useT('fundraising');
  const id = Number(params.id);
  const room = useRoundRoom(Number.isInteger(id) && id > 0 ? id : 0);
  return (
    <RoomScreen
      user={user}
      signIn={{ title: t('Round room'), text: t('Sign in to open the rounds you are invited to.') }}
      back={{ href: '/rounds', label: t('Rounds I’m invited to') }}
      room={room}
      missingTitle={t('This round does not exist or you are no longer invited to it')}
    >
      {(r) => <RoundRoom room={r} />}
    </RoomScreen>
  );
}

type RoundRoomView = NonNullable<ReturnType<typeof useRoundRoom>['data']>;

/** The room itself: the round's header, its terms and cheque, the commitment beside them, the materials and questions. */
function RoundRoom({ room: r }: { room: RoundRoomView }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  return (
    <>
      <header className="flex flex-col gap-1">
        <p dir="auto" className="text-sm font-medium text-brand-800">{r.startup.name}</p>
        <h1 dir="auto" className="break-words text-3xl font-bold tracking-tight">{r.name}</h1>
        <p className="text-sm text-stone-700">
          <FactLine
            facts={[
              t(raiseInstrumentLabels[r.instrument]),
              `${t('Target amount')} ${formatRaiseAmount(r.target.amount, r.currency)}`,
              r.minimum ? `${t('Minimum to close')} ${formatRaiseAmount(r.minimum.amount, r.currency)}` : null,
              r.targetCloseOn ? t('Target close {{date}}', { date: formatDate(r.targetCloseOn) }) : null,
            ]}
          />
        </p>
        <p className="text-sm text-stone-600">{t('Round status')}: {t(raiseStatusLabels[r.status])}</p>
      </header>
      {/* On a phone the commitment follows the terms and the cheque; on a wide screen it stays in the right column beside them. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="terms-title" className="flex min-w-0 flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 lg:col-start-1">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="terms-title" className="text-lg font-semibold">{t('Terms')}</h2>
            <span className="text-xs text-stone-600">{t('Version {{version}}', { version: r.termsVersion })}</span>
          </div>
          {r.terms ? <RoomTermsList terms={r.terms} currency={r.currency} /> : <p className="text-sm text-stone-700">{t('The founder has not set the terms yet.')}</p>}
          {r.termsProblem ? <p className="text-sm text-red-700">{translate(r.termsProblem)}</p> : null}
        </section>
        {r.terms ? <div className="min-w-0 lg:col-start-1"><ProFormaForm room={r} /></div> : null}
        <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-4 lg:row-start-1" aria-label={t('Your commitment and the round so far')}>
          <CommitmentPanel room={r} />
          {r.lead || r.committed ? (
            <section aria-labelledby="so-far-title" className="flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 text-sm">
              <h2 id="so-far-title" className="text-base font-semibold">{t('The round so far')}</h2>
              {r.lead ? <p>{t('Lead investor')}: <span dir="auto" className="font-medium">{r.lead.name}</span></p> : null}
              {r.committed ? <p>{t('{{amount}} committed, {{percent}}% of the target', { amount: formatRaiseAmount(r.committed.total.amount, r.currency), percent: r.committed.percentOfTarget })}</p> : null}
            </section>
          ) : null}
        </aside>
        {r.materials ? <div className="min-w-0 lg:col-start-1"><RoomMaterials materials={r.materials} /></div> : null}
        <div className="min-w-0 lg:col-start-1"><RoomQuestions room={r} /></div>
      </div>
    </>
  );
}
