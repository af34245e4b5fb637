import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatCount, formatPercent } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useNetworkStats } from '../api/connections';

const typeLabels = { founder: 'Founders', investor: 'Investors', unassigned: 'Role not chosen yet' } as const;
const isLabelled = (userType: string): userType is keyof typeof typeLabels => userType in typeLabels;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent className="pt-5">
        <p className="text-sm text-stone-600">{label}</p>
        <p className="mt-1 text-2xl font-bold">{value}</p>
      </CardContent>
    </Card>
  );
}

/** Counts from the user's own connections, replacing the spec's fixed sample figures. */
export function NetworkAnalytics() {
  const t = useT('network');
  const translate = useTranslateMessage();
  const stats = useNetworkStats();
  if (stats.isLoading) return <Spinner className="mx-auto my-10 block" label={t('Loading analytics')} />;
  if (stats.isError || !stats.data) return <p role="alert" className="text-sm text-red-800">{translate(errorMessage(stats.error))}</p>;
  const s = stats.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={t('Connections')} value={formatCount(s.connections)} />
        <Figure label={t('Invitations received')} value={formatCount(s.pendingIncoming)} />
        <Figure label={t('Requests awaiting reply')} value={formatCount(s.pendingOutgoing)} />
        <Figure label={t('Acceptance rate of your requests')} value={s.acceptanceRate === null ? t('No replies yet') : formatPercent(s.acceptanceRate / 100)} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('Your network by role')}</CardTitle>
        </CardHeader>
        <CardContent>
          {s.connectionsByUserType.length === 0 ? (
            <p className="text-sm text-stone-600">{t('Connect with people to see who your network is made of.')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {s.connectionsByUserType.map((row) => (
                <li key={row.userType} className="flex items-center gap-3 text-sm">
                  <span className="w-40 shrink-0">{isLabelled(row.userType) ? t(typeLabels[row.userType]) : translate(row.userType)}</span>
                  <span className="h-2 rounded-full bg-brand-600" style={{ width: `${Math.max(4, (row.count / s.connections) * 100)}%` }} aria-hidden="true" />
                  <span className="font-medium">{formatCount(row.count)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
