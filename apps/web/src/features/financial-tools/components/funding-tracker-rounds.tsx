import { Link } from 'wouter';
import type { FundingTrackerView } from '@baobab/contracts/financial-tools-api';
import { raiseInstrumentLabels, raiseStatusLabels } from '@baobab/contracts/fundraising-texts';
import { formatAmount } from '@baobab/contracts/money-display';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { Progress } from '@/components/ui/progress';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { UserText } from '@/components/ui/user-text';

type TrackerRound = FundingTrackerView['rounds'][number];

/**
 * The company's raises with money received, as the funding tracker shows them (decision 0059): each round's own target
 * and what its funded commitments brought in, the same investments the Raised Amount above adds up. The founder opens
 * the round's board from here; a reader the tracker is shared with sees the figures alone.
 */
export function FundingTrackerRounds({ rounds, canEdit }: { rounds: FundingTrackerView['rounds']; canEdit: boolean }) {
  const t = useT('financial-tools');
  if (rounds.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Rounds')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-stone-100" aria-label={t('Rounds with money received')}>
          {rounds.map((round) => (
            <RoundRow key={round.id} round={round} canEdit={canEdit} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function RoundRow({ round, canEdit }: { round: TrackerRound; canEdit: boolean }) {
  const t = useT('financial-tools');
  const tf = useT('fundraising');
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, round.currency, { locale });
  const percent = round.target.amount > 0 ? Math.round((round.raised.amount / round.target.amount) * 100) : 0;
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="tracker-round">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words font-semibold text-stone-900">
          {canEdit ? (
            <Link href={`/fundraising?raise=${round.id}`} className="text-brand-700 hover:underline">
              <UserText>{round.name}</UserText>
            </Link>
          ) : (
            round.name
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{tf(raiseInstrumentLabels[round.instrument])}</Badge>
          <Badge variant={round.status === 'closed' ? 'default' : 'accent'}>{tf(raiseStatusLabels[round.status])}</Badge>
        </div>
      </div>
      <p className="text-sm text-stone-700">
        <FactLine
          facts={[
            t('{{raised}} received of {{target}} from {{count}} investors', { raised: money(round.raised.amount), target: money(round.target.amount), count: round.fundedCount }),
            round.closedOn ? t('closed on {{date}}', { date: formatDate(`${round.closedOn}T00:00:00`) }) : null,
          ]}
        />
      </p>
      <Progress value={Math.min(100, percent)} label={t('{{name}}: money received', { name: round.name })} />
    </li>
  );
}
