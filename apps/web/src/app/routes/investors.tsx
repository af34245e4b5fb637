import { Building2, Landmark, User, Users } from 'lucide-react';
import { PAGE_SIZE } from '@baobab/contracts/paging';
import { pageText } from '@baobab/contracts/messages';
import { ConnectButton } from '@/components/shared/connect-button';
import { Pager } from '@/components/shared/pager';
import { StatTiles } from '@/components/shared/stat-tiles';
import { Spinner } from '@/components/ui/spinner';
import { useInvestors, useInvestorStats } from '@/features/investors/api/investors';
import { InvestorCard } from '@/features/investors/components/investor-card';
import { InvestorFilters } from '@/features/investors/components/investor-filters';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { ScreenProps } from '../routes';

const keys = ['q', 'type', 'sectors', 'stages'] as const;

/** Spec section 2's investor directory; search runs on the server over names and theses. */
export default function Investors({ user }: ScreenProps) {
  const { values, page, update, setPage } = useUrlFilters(keys);
  const filters = Object.fromEntries(Object.entries(values).filter(([, v]) => v));
  const list = useInvestors({ ...filters, limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) });
  const stats = useInvestorStats(filters);
  const investors = list.data ?? [];
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Connect with Investors</h1>
        <p className="mt-1 text-stone-600">Angels, VC partners and institutions backing emerging-market founders.</p>
      </div>
      <InvestorFilters values={values} onChange={update} />
      <StatTiles
        tiles={[
          { label: 'Investors found', value: stats.data?.total, Icon: Users },
          { label: 'Angel investors', value: stats.data?.angel, Icon: User },
          { label: 'VC partners', value: stats.data?.vc_partner, Icon: Building2 },
          { label: 'Institutional', value: stats.data?.institutional, Icon: Landmark },
        ]}
      />
      {list.isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">The investors could not be loaded. Check the filters and try again.</p>
      ) : investors.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white py-16 text-center">
          <p className="text-lg font-semibold">{pageText.noInvestors}</p>
          <p className="mt-1 text-sm text-stone-600">Try fewer filters or other words.</p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Investors">
          {investors.map((investor) => (
            <li key={investor.id}>
              <InvestorCard investor={investor} connect={<ConnectButton name={`${investor.user.firstName} ${investor.user.lastName}`} target={{ toInvestorId: investor.id }} isSignedIn={user !== null} />} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={PAGE_SIZE} shown={investors.length} total={stats.data?.total} onPage={setPage} />
    </section>
  );
}
