import { Building2, Landmark, User, Users } from 'lucide-react';
import { Link } from 'wouter';
import { PAGE_SIZE } from '@baobab/contracts/paging';
import { pageText } from '@baobab/contracts/ui-strings';
import { ConnectButton } from '@/features/network/components/connect-button';
import { useConnectionStatuses } from '@/features/network/api/intro-request';
import { DirectoryResults } from '@/components/shared/directory-results';
import { Pager } from '@/components/ui/pager';
import { StatTile } from '@/components/ui/stat-tile';
import { useInvestors, useInvestorStats } from '@/features/investors/api/investors';
import { InvestorCard } from '@/features/investors/components/investor-card';
import { InvestorFilters } from '@/features/investors/components/investor-filters';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { ScreenProps } from '../screen-props';
import { useT } from '@/lib/i18n/use-t';

const keys = ['q', 'type', 'sectors', 'stages', 'geographies', 'verified'] as const;

/** The spec's investor directory; search runs on the server over names and theses. */
export default function Investors({ user }: ScreenProps) {
  const t = useT('investors');
  const { values, page, update, setPage } = useUrlFilters(keys);
  const filters = Object.fromEntries(Object.entries(values).filter(([, v]) => v));
  const list = useInvestors({ ...filters, limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) });
  const stats = useInvestorStats(filters);
  const investors = list.data ?? [];
  const statuses = useConnectionStatuses({ investorIds: investors.map((i) => i.id) }, user !== null);
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('Connect with Investors')}</h1>
        <p className="mt-1 text-stone-600">{t('Angels, VC partners and institutions backing emerging-market founders.')}</p>
        <Link href="/funds" className="mt-2 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          {t('See funds, angel networks and syndicates')}
        </Link>
      </div>
      <InvestorFilters values={values} onChange={update} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile variant="compact" icon={Users} label={t('Investors found')} value={stats.data?.total} />
        <StatTile variant="compact" icon={User} label={t('Angel investors')} value={stats.data?.angel} />
        <StatTile variant="compact" icon={Building2} label={t('VC partners')} value={stats.data?.vc_partner} />
        <StatTile variant="compact" icon={Landmark} label={t('Institutional')} value={stats.data?.institutional} />
      </div>
      <DirectoryResults
        query={list}
        items={investors}
        label={t('Investors')}
        errorText={t('The investors could not be loaded. Check the filters and try again.')}
        emptyTitle={t(pageText.noInvestors)}
        renderItem={(investor) => (
          <InvestorCard
            investor={investor}
            connect={
              <ConnectButton
                name={`${investor.user.firstName} ${investor.user.lastName}`}
                target={{ toInvestorId: investor.id }}
                isSignedIn={user !== null}
                status={statuses.data?.investors[investor.id]}
              />
            }
          />
        )}
      />
      <Pager page={page} pageSize={PAGE_SIZE} shown={investors.length} total={stats.data?.total} onPageChange={setPage} label={t('Pages')} layout="center" />
    </section>
  );
}
