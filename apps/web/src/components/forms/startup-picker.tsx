import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StartupSummary } from '@baobab/contracts/startups';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { startupPickerQuery } from '@/features/startups/api/startups';
import { useT } from '@/lib/i18n/use-t';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The startup picker of the record-investment form (the spec's calls): up to 100 startups shown
 * as 'name - sector', narrowed by a server-side search so any startup in the database is reachable.
 */
export function StartupPicker({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const t = useT('common');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const options = useQuery(startupPickerQuery(q));
  // Keep the chosen startup listed while a new search is typed, so the selection stays visible.
  const [chosen, setChosen] = useState<StartupSummary | undefined>();
  const list = options.data ?? [];
  const shown = chosen && chosen.id === value && !list.some((o) => o.id === chosen.id) ? [chosen, ...list] : list;

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-search`} className="sr-only">
        {t('Search startups')}
      </Label>
      <Input id={`${id}-search`} type="search" placeholder={t('Search startups (whole words)')} value={search} onChange={(e) => setSearch(e.target.value)} />
      <NativeSelect
        id={id}
        value={value === undefined ? '' : String(value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(e) => {
          const next = e.target.value ? Number(e.target.value) : undefined;
          setChosen(shown.find((o) => o.id === next));
          onChange(next);
        }}
      >
        <option value="">{options.isLoading ? t('Loading startups...') : shown.length ? t('Select a startup') : t('No startups found')}</option>
        {shown.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name} - {option.sector}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
