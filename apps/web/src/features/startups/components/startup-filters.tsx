import { useEffect, useState } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { isCurrencyCode } from '@baobab/contracts/currencies';
import { moneyDisplayText as money } from '@baobab/contracts/money-display';
import { AmountInput } from '@/components/forms/amount-input';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { raiseCurrencyOptions, regionOptions, sectorOptions, sortOptions, stageOptions, tractionOptions } from './directory-options';

type Props = {
  values: Record<string, string>;
  onChange: (changes: Record<string, string>) => void;
  /** The reader's display currency: the raise bounds are in it unless the URL names another. */
  defaultCurrency: string;
};


function FilterSelect({ id, label, value, options, onChange, allLabel }: { id: string; label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void; allLabel: string }) {
  // Option labels are contract values (sectors, regions, stages, traction tiers) and the sort names.
  const translate = useTranslateMessage();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value || 'all'} onChange={(e) => onChange(e.target.value)}>
        <option value="all">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {translate(o.label)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * Search box, the spec's three filters and an advanced panel (traction, score range, order).
 * The search runs on the server over every startup; typing waits 300 ms before searching.
 */
export function StartupFilters({ values, onChange, defaultCurrency }: Props) {
  const t = useT('startups');
  const translate = useTranslateMessage();
  const [text, setText] = useState(values.q ?? '');
  const advancedInUse = Boolean(values.traction || values.scoreMin || values.scoreMax || values.raiseMin || values.raiseMax || values.raiseCurrency || values.sort);
  const [showAdvanced, setShowAdvanced] = useState(advancedInUse);
  useEffect(() => setText(values.q ?? ''), [values.q]);
  useEffect(() => {
    if (text === (values.q ?? '')) return;
    const timer = setTimeout(() => onChange({ q: text }), 300);
    return () => clearTimeout(timer);
  }, [text, values.q, onChange]);

  const set = (key: string) => (value: string) => onChange({ [key]: value === 'all' ? '' : value });
  // The bounds are in the currency they name, else the one chosen (then only it), else the reader's own.
  const chosenCurrency = values.raiseCurrency && isCurrencyCode(values.raiseCurrency) ? values.raiseCurrency : undefined;
  const ownCurrency = isCurrencyCode(defaultCurrency) ? defaultCurrency : undefined;
  const raiseContext = { currency: chosenCurrency ?? ownCurrency, isCurrencyFixed: chosenCurrency !== undefined, sign: 'nonNegative' } as const;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <form role="search" className="flex flex-col gap-1.5" onSubmit={(e) => { e.preventDefault(); onChange({ q: text }); }}>
        <Label htmlFor="startup-search">{t('Search startups')}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute inset-s-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
          <Input id="startup-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('Name, product, market…')} className="ps-9" />
        </div>
      </form>
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterSelect id="filter-sector" label={t('Sector')} value={values.sector ?? ''} options={sectorOptions} onChange={set('sector')} allLabel={t('All sectors')} />
        <FilterSelect id="filter-region" label={t('Region')} value={values.region ?? ''} options={regionOptions} onChange={set('region')} allLabel={t('All regions')} />
        <FilterSelect id="filter-stage" label={t('Stage')} value={values.stage ?? ''} options={stageOptions} onChange={set('stage')} allLabel={t('All stages')} />
      </div>
      <Button variant="ghost" size="sm" className="self-start" aria-expanded={showAdvanced} aria-controls="advanced-filters" onClick={() => setShowAdvanced(!showAdvanced)}>
        <SlidersHorizontal /> {t('Advanced search')}
      </Button>
      {showAdvanced ? (
        <div id="advanced-filters" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect id="filter-traction" label={t('Traction')} value={values.traction ?? ''} options={tractionOptions} onChange={set('traction')} allLabel={t('Any traction')} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="filter-score-min">{t('Minimum score')}</Label>
            <Input id="filter-score-min" type="number" min={0} max={100} inputMode="numeric" value={values.scoreMin ?? ''} onChange={(e) => onChange({ scoreMin: e.target.value })} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="filter-score-max">{t('Maximum score')}</Label>
            <Input id="filter-score-max" type="number" min={0} max={100} inputMode="numeric" value={values.scoreMax ?? ''} onChange={(e) => onChange({ scoreMax: e.target.value })} />
          </div>
          <FilterSelect id="filter-sort" label={t('Order')} value={values.sort ?? ''} options={sortOptions} onChange={set('sort')} allLabel={t('Default')} />
          {/* Typed as people write them ('700K', '1,5 M€'); the URL carries the text, the server reads it with the same reader. */}
          <AmountInput id="filter-raise-min" label={translate(money.raiseMin)} value={values.raiseMin ?? ''} context={raiseContext} onCommit={(raiseMin) => onChange({ raiseMin })} />
          <AmountInput id="filter-raise-max" label={translate(money.raiseMax)} value={values.raiseMax ?? ''} context={raiseContext} onCommit={(raiseMax) => onChange({ raiseMax })} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="filter-raise-currency">{translate(money.raiseCurrency)}</Label>
            {/* Left at the reader's own currency, the URL carries none: the server then reads the bounds in it. */}
            <Select id="filter-raise-currency" value={values.raiseCurrency || defaultCurrency} onChange={(e) => onChange({ raiseCurrency: e.target.value === defaultCurrency ? '' : e.target.value })}>
              {raiseCurrencyOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.value} ({translate(o.name)})
                </option>
              ))}
            </Select>
          </div>
        </div>
      ) : null}
    </div>
  );
}
