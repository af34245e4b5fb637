import { lazy, Suspense, useId, useState } from 'react';
import { Download, TrendingUp } from 'lucide-react';
import { displayCurrencies, type CurrencyCode } from '@baobab/contracts/currencies';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { returnsExportPath, useReturns } from '../api/get-returns';
import { ReturnsEntries } from './returns-entries';
import { choicesOf, RecordFlowForm, RecordMarkForm, type ReturnsCompanyChoice } from './returns-entry-forms';
import { ReturnsOwnerSwitch, useFundPipelineCompanies } from './returns-owner-switch';
import { ReturnsFigures } from './returns-figures';
import { ReturnsTable } from './returns-table';

const ReturnsChart = lazy(() => import('./returns-chart'));

/**
 * The Returns tab (decisions 0041, 0065): the portfolio's TVPI, DPI, RVPI and IRR in a reporting currency, each
 * company's MOIC and what its value rests on, the value and TVPI over time, the files, and the flows and marks the
 * investor records, for themselves or for one of their funds (a fund's viewers read only). Every figure is the
 * server's; the screen only writes them. Whose returns is in the screen's address (`?fund=ID`), so a link opens them.
 */
export function ReturnsTab({ organisationId, onChooseOwner }: { organisationId: number | undefined; onChooseOwner: (id: number | undefined) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <ReturnsOwnerSwitch organisationId={organisationId} onChange={onChooseOwner} />
      {/* Keyed by owner: a fund's forms start from its own companies, not the last owner's choice. */}
      <OwnerReturns key={organisationId ?? 'mine'} organisationId={organisationId} />
    </div>
  );
}

/** The companies an amount can be recorded in: those with amounts, then (for a fund) its pipeline's others. */
function flowChoices(companies: ReturnsCompanyChoice[], pipeline: ReturnsCompanyChoice[]): ReturnsCompanyChoice[] {
  const known = new Set(companies.map((c) => c.id));
  return [...companies, ...pipeline.filter((c) => !known.has(c.id))];
}

function OwnerReturns({ organisationId }: { organisationId: number | undefined }) {
  const t = useT('portfolio');
  const currencyId = useId();
  const [currency, setCurrency] = useState<CurrencyCode | undefined>();
  const returns = useReturns(currency, organisationId);
  const [pipelineSearch, setPipelineSearch] = useState('');
  const pipeline = useFundPipelineCompanies(organisationId, pipelineSearch);
  const find = organisationId === undefined ? undefined : { search: pipelineSearch, onSearch: setPipelineSearch };
  const [busy, setBusy] = useState(false);
  if (returns.isLoading || !returns.data) return <Spinner />;
  const data = returns.data;
  const canChange = data.organisation === null || data.organisation.role !== 'viewer';
  const companies = choicesOf(data.companies);
  const newFlowChoices = flowChoices(companies, pipeline);
  if (data.companies.length === 0) {
    if (data.organisation === null) return <EmptyState icon={TrendingUp} title={t('Record an investment to see its returns here.')} />;
    // A fund's returns start from the first cheque a member records in a company of its pipeline.
    if (!canChange || (newFlowChoices.length === 0 && pipelineSearch === '')) return <EmptyState icon={TrendingUp} title={t('Add companies to the fund’s pipeline, then record its cheques here.')} />;
    return (
      <Card className="max-w-md">
        <CardContent className="pt-6">
          <RecordFlowForm companies={newFlowChoices} organisationId={organisationId} find={find} />
        </CardContent>
      </Card>
    );
  }
  const download = (format: 'csv' | 'xlsx') => {
    setBusy(true);
    downloadFile(returnsExportPath(format, data.currency, organisationId), `${data.organisation ? 'fund' : 'portfolio'}-returns.${format}`)
      .catch((error: unknown) => toast({ title: 'Could not download the file', description: errorMessage(error), variant: 'destructive' }))
      .finally(() => setBusy(false));
  };
  const names = new Map(data.companies.map((c) => [c.startup.id, c.startup.name]));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={currencyId}>{t('Reporting currency')}</Label>
          <NativeSelect id={currencyId} className="w-32" value={data.currency} onChange={(e) => setCurrency(e.target.value as CurrencyCode)}>
            {displayCurrencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => download('csv')}>
            <Download aria-hidden="true" /> {t('Download CSV')}
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => download('xlsx')}>
            <Download aria-hidden="true" /> {t('Download Excel')}
          </Button>
        </div>
      </div>
      <ReturnsFigures returns={data} />
      <p className="text-xs text-stone-500">
        {t('TVPI = DPI + RVPI: what came back plus what is held, over what was paid in. The IRR is worked out from the dated flows, each converted at the rate of its own date.')}
      </p>
      {data.unconverted.length > 0 ? (
        <ul className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {data.unconverted.map((u) => (
            <li key={u.startupId}>{t('{{company}} is left out of the totals: no {{from}} to {{to}} rate on or before {{date}}.', { company: names.get(u.startupId) ?? '', from: u.currency, to: data.currency, date: u.date })}</li>
          ))}
        </ul>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('Value over time')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<div className="h-64" />}>
            <ReturnsChart history={data.history} currency={data.currency} />
          </Suspense>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('Returns by company')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ReturnsTable companies={data.companies} isFund={data.organisation !== null} />
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-3">
        {canChange ? (
          <>
            <Card>
              <CardContent className="pt-6">
                <RecordFlowForm companies={newFlowChoices} organisationId={organisationId} find={find} />
              </CardContent>
            </Card>
            <Card>
              <CardContent className="pt-6">
                <RecordMarkForm companies={companies} organisationId={organisationId} />
              </CardContent>
            </Card>
          </>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>{data.organisation ? t('The fund’s flows and marks') : t('Your flows and marks')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ReturnsEntries companies={data.companies} canChange={canChange} isFund={data.organisation !== null} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
