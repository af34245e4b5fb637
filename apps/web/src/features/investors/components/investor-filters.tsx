import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { allRegions, allSectors, fundingStages, regionLabels, sectorLabels, stageLabels } from '@baobab/contracts/enums';
import { investorTypeLabels } from '@baobab/contracts/investors-texts';
import { verificationMessages } from '@baobab/contracts/verification-texts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useCountriesAfricaFirst } from '@/lib/vocabulary';

const selects = [
  { key: 'type', label: 'Type', all: 'All types', options: Object.entries(investorTypeLabels) },
  { key: 'sectors', label: 'Sector', all: 'All sectors', options: allSectors.map((s) => [s, sectorLabels[s]]) },
  { key: 'stages', label: 'Stage', all: 'All stages', options: fundingStages.map((s) => [s, stageLabels[s]]) },
] as const;

/** Regions (Africa first), then every country, Africa's first: an investor naming Senegal is found by Senegal and by Africa. */
function GeographyFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT('investors');
  const translate = useTranslateMessage();
  const countries = useCountriesAfricaFirst();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="investor-filter-geographies">{t('Region or country')}</Label>
      <Select id="investor-filter-geographies" value={value || 'all'} onChange={(e) => onChange(e.target.value === 'all' ? '' : e.target.value)}>
        <option value="all">{t('All regions and countries')}</option>
        <optgroup label={t('Regions')}>
          {allRegions.map((r) => (
            <option key={r} value={r}>
              {translate(regionLabels[r])}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('African countries')}>
          {countries.filter((c) => c.region === 'Africa').map((c) => (
            // Country names come from the runtime's CLDR data: Node's (the page rendered on the server) and the
            // browser's can differ by a word ('Falkland Islands (Islas Malvinas)'); the server's stay until a re-render.
            <option dir="auto" key={c.code} value={c.code} suppressHydrationWarning>
              {c.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('Other countries')}>
          {countries.filter((c) => c.region !== 'Africa').map((c) => (
            <option dir="auto" key={c.code} value={c.code} suppressHydrationWarning>
              {c.name}
            </option>
          ))}
        </optgroup>
      </Select>
    </div>
  );
}

/** Search over names and theses (on the server), the spec's type, sector and stage filters, a region or country, and verified investors only. */
export function InvestorFilters({ values, onChange }: { values: Record<string, string>; onChange: (changes: Record<string, string>) => void }) {
  const t = useT('investors');
  const translate = useTranslateMessage();
  const [text, setText] = useState(values.q ?? '');
  useEffect(() => setText(values.q ?? ''), [values.q]);
  useEffect(() => {
    if (text === (values.q ?? '')) return;
    const timer = setTimeout(() => onChange({ q: text }), 300);
    return () => clearTimeout(timer);
  }, [text, values.q, onChange]);
  return (
    <div className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5">
      <form role="search" className="flex flex-col gap-1.5" onSubmit={(e) => { e.preventDefault(); onChange({ q: text }); }}>
        <Label htmlFor="investor-search">{t('Search investors')}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute inset-s-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
          <Input id="investor-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('Name or thesis…')} className="ps-9" />
        </div>
      </form>
      {selects.map(({ key, label, all, options }) => (
        <div key={key} className="flex flex-col gap-1.5">
          <Label htmlFor={`investor-filter-${key}`}>{t(label)}</Label>
          <Select id={`investor-filter-${key}`} value={values[key] || 'all'} onChange={(e) => onChange({ [key]: e.target.value === 'all' ? '' : e.target.value })}>
            <option value="all">{t(all)}</option>
            {options.map(([value, text]) => (
              <option key={value} value={value}>
                {translate(text)}
              </option>
            ))}
          </Select>
        </div>
      ))}
      <GeographyFilter value={values.geographies ?? ''} onChange={(geographies) => onChange({ geographies })} />
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800 sm:col-span-2 lg:col-span-5">
        <input
          type="checkbox"
          className="size-4 rounded border-stone-300 accent-brand-700"
          checked={values.verified === 'true'}
          onChange={(e) => onChange({ verified: e.target.checked ? 'true' : '' })}
        />
        {t(verificationMessages.verifiedOnly)}
      </label>
    </div>
  );
}
