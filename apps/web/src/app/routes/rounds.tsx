import { Link } from 'wouter';
import { HandCoins } from 'lucide-react';
import { commitmentStateLabels } from '@baobab/contracts/round-room-texts';
import { raiseInstrumentLabels, raiseStatusLabels } from '@baobab/contracts/fundraising-texts';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { EmptyState } from '@/components/ui/empty-state';
import { FactLine } from '@/components/ui/fact-line';
import { Spinner } from '@/components/ui/spinner';
import { useRoundRooms } from '@/features/fundraising/api/round-rooms';
import { formatRaiseAmount } from '@/features/fundraising/components/money';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

/** /rounds: the rounds the investor is invited to now, each with where their commitment stands (decision 0058). */
export default function RoundsScreen({ user }: ScreenProps) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const rooms = useRoundRooms();
  if (!user) return <SignInPrompt title={t('Rounds I’m invited to')} text={t('Sign in to open the rounds you are invited to.')} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('Rounds I’m invited to')}</h1>
        <p className="mt-1 max-w-prose text-stone-600">{t('Founders invite you to their round’s room: its terms, your ownership for a cheque, their answers, and your commitment.')}</p>
      </div>
      {rooms.isPending ? <Spinner /> : null}
      {rooms.isError ? <p role="alert" className="text-red-700">{translate(errorMessage(rooms.error))}</p> : null}
      {rooms.data && rooms.data.rooms.length === 0 ? <EmptyState icon={HandCoins} title={t('No invitations yet')} /> : null}
      {rooms.data && rooms.data.rooms.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {rooms.data.rooms.map((r) => (
            <li key={r.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <Link href={`/rounds/${r.id}`} className="text-lg font-semibold text-brand-800 underline-offset-2 hover:underline">
                {t('{{round}} of {{startup}}', { round: r.name, startup: r.startup.name })}
              </Link>
              <p className="text-sm text-stone-700">
                <FactLine facts={[t(raiseInstrumentLabels[r.instrument]), formatRaiseAmount(r.target.amount, r.currency), t(raiseStatusLabels[r.status])]} />
              </p>
              <p className="text-sm text-stone-600">
                <FactLine
                  facts={[t('Invited {{date}}', { date: formatDate(r.invitedAt) }), r.commitment ? t(commitmentStateLabels[r.commitment.state]) : t('Not answered yet')]}
                />
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
