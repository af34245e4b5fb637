import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useNetworkStats } from '../api/connections';

const typeLabels: Record<string, string> = { founder: 'Founders', investor: 'Investors', unassigned: 'Role not chosen yet' };

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
  const stats = useNetworkStats();
  if (stats.isLoading) return <Spinner className="mx-auto my-10 block" label="Loading analytics" />;
  if (stats.isError || !stats.data) return <p role="alert" className="text-sm text-red-800">{errorMessage(stats.error)}</p>;
  const s = stats.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Connections" value={String(s.connections)} />
        <Figure label="Invitations received" value={String(s.pendingIncoming)} />
        <Figure label="Requests awaiting reply" value={String(s.pendingOutgoing)} />
        <Figure label="Acceptance rate of your requests" value={s.acceptanceRate === null ? 'No replies yet' : `${s.acceptanceRate}%`} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Your network by role</CardTitle>
        </CardHeader>
        <CardContent>
          {s.connectionsByUserType.length === 0 ? (
            <p className="text-sm text-stone-600">Connect with people to see who your network is made of.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {s.connectionsByUserType.map((row) => (
                <li key={row.userType} className="flex items-center gap-3 text-sm">
                  <span className="w-40 shrink-0">{typeLabels[row.userType] ?? row.userType}</span>
                  <span className="h-2 rounded-full bg-brand-600" style={{ width: `${Math.max(4, (row.count / s.connections) * 100)}%` }} aria-hidden="true" />
                  <span className="font-medium">{row.count}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
