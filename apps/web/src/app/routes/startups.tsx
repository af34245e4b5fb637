import { Globe2, Layers, Rocket, TrendingUp } from 'lucide-react';
import { PAGE_SIZE } from '@baobab/contracts/paging';
import { pageText } from '@baobab/contracts/ui-strings';
import { ConnectButton } from '@/features/network/components/connect-button';
import { useConnectionStatuses } from '@/features/network/api/intro-request';
import { DirectoryResults } from '@/components/shared/directory-results';
import { Pager } from '@/components/ui/pager';
import { StatTile } from '@/components/ui/stat-tile';
import { useSharedStartupIds } from '@/features/startups/api/list-shared-startups';
import { useStartups, useStartupStats } from '@/features/startups/api/startups';
import { directoryKeys } from '@/features/startups/components/directory-options';
import { StartupCard } from '@/features/startups/components/startup-card';
import { StartupFilters } from '@/features/startups/components/startup-filters';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { useMyOrganisations } from '@/features/organisations/api/get-organisations';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { ApiRequestError } from '@/lib/api';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { ScreenProps } from '../screen-props';

/** The spec's startup directory with server-side search and the advanced filters. */
export default function Startups({ user }: ScreenProps) {
  const t = useT('startups');
  const translate = useTranslateMessage();
  const { values, page, update, setPage } = useUrlFilters(directoryKeys);
  const filters = Object.fromEntries(Object.entries(values).filter(([, v]) => v));
  const list = useStartups(filters, page, PAGE_SIZE);
  const { sort: _sort, ...statFilters } = filters;
  const stats = useStartupStats(statFilters);
  const startups = list.data ?? [];
  const statuses = useConnectionStatuses({ startupIds: startups.map((s) => s.id) }, user !== null);
  const shared = useSharedStartupIds(user !== null);
  const organisations = useMyOrganisations(user !== null);

  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('Discover Startups')}</h1>
        <p className="mt-1 text-stone-600">{t('Emerging-market startups, searchable by sector, region, stage, traction, score and raise.')}</p>
      </div>
      <StartupFilters values={values} onChange={update} defaultCurrency={user?.displayCurrency ?? 'USD'} />
      {user ? (
        <div className="flex">
          <SaveSearchButton filters={statFilters} organisations={(organisations.data ?? []).filter((o) => o.role !== 'viewer')} />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile variant="compact" icon={Rocket} label={t('Startups found')} value={stats.data?.total} />
        <StatTile variant="compact" icon={TrendingUp} label={t('Raising now')} value={stats.data?.raisingNow} />
        <StatTile variant="compact" icon={Globe2} label={t('Countries')} value={stats.data?.countries} />
        <StatTile variant="compact" icon={Layers} label={t('Sectors')} value={stats.data?.sectors} />
      </div>
      <DirectoryResults
        query={list}
        items={startups}
        label={t('Startups')}
        // A refused filter says why (a raise bound upside down, a currency without a rate yet).
        errorText={list.error instanceof ApiRequestError && list.error.status === 400 ? translate(list.error.serverMessage) : t('The startups could not be loaded. Check the filters and try again.')}
        emptyTitle={t(pageText.noStartups)}
        renderItem={(startup) => (
          <StartupCard
            startup={startup}
            isShared={shared.data?.has(startup.id)}
            connect={<ConnectButton name={startup.name} target={{ toStartupId: startup.id }} isSignedIn={user !== null} status={statuses.data?.startups[startup.id]} />}
          />
        )}
      />
      <Pager page={page} pageSize={PAGE_SIZE} shown={startups.length} total={stats.data?.total} onPageChange={setPage} label={t('Pages')} layout="center" />
    </section>
  );
}
