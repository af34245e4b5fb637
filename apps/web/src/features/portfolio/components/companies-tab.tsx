import { useDeferredValue, useState } from 'react';
import { Building2 } from 'lucide-react';
import { allSectors, portfolioSortOptions, sectorLabels } from '@baobab/contracts/enums';
import { pageText } from '@baobab/contracts/ui-strings';
import type { PortfolioCompaniesQuery } from '@baobab/contracts/portfolio';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useT, useTranslateMessage, type Key } from '@/lib/i18n/use-t';
import { usePortfolioCompanies } from '../api/get-portfolio';
import { CompanyCard } from './company-card';

const sortLabels: Record<PortfolioCompaniesQuery['sortBy'], Key<'portfolio'>> = {
  name: 'Name',
  investment: 'Investment',
  performance: 'Performance',
  valuation: 'Valuation',
};

export function CompaniesTab() {
  const t = useT('portfolio');
  const translate = useTranslateMessage();
  const [query, setQuery] = useState<PortfolioCompaniesQuery>({ sortBy: 'name', sector: 'All' });
  const companies = usePortfolioCompanies(query);
  // Each card holds its figures, badges and links: drawn as a deferred value (an interruptible transition).
  const shown = useDeferredValue(companies.data);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <div className="flex min-w-40 flex-col gap-1.5">
          <Label htmlFor="companies-sort">{t('Sort by')}</Label>
          <NativeSelect id="companies-sort" value={query.sortBy} onChange={(e) => setQuery({ ...query, sortBy: e.target.value as PortfolioCompaniesQuery['sortBy'] })}>
            {portfolioSortOptions.map((option) => (
              <option key={option} value={option}>
                {t(sortLabels[option])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-40 flex-col gap-1.5">
          <Label htmlFor="companies-sector">{t('Sector')}</Label>
          <NativeSelect id="companies-sector" value={query.sector} onChange={(e) => setQuery({ ...query, sector: e.target.value as PortfolioCompaniesQuery['sector'] })}>
            <option value="All">{t('All')}</option>
            {allSectors.map((option) => (
              <option key={option} value={option}>
                {translate(sectorLabels[option])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {companies.isLoading || (companies.data && !shown) ? (
        <Spinner />
      ) : shown?.length ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((company) => (
            <CompanyCard key={company.id} company={company} />
          ))}
        </div>
      ) : (
        <EmptyState icon={Building2} title={t(pageText.noPortfolioCompanies)}>
          <p className="text-sm text-stone-600">{t('Record an investment to see the company here.')}</p>

        </EmptyState>
      )}
    </div>
  );
}
