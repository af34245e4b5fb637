import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { StartupSummary } from '@baobab/contracts/startups';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Select } from '@/components/ui/select';
import { useOwnStartups } from '@/lib/my-startups';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { startupPickerQuery, startupSearchQuery } from '@/lib/startup-options';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { vocabularyLabel } from '@baobab/contracts/enums';

type AnalysisPickerProps = { value: number | null; onChange: (id: number) => void; isSignedIn: boolean };
type FieldPickerProps = { id: string; value: number | undefined; onChange: (value: number | undefined) => void; invalid?: boolean; describedBy?: string };

/**
 * The one startup picker: a server-side search beside a select of 'name - sector' options, where the chosen
 * startup stays listed while a new search shows others. An analysis tab passes `isSignedIn` and gets the
 * user's own startups first and a startup chosen at once; a form passes the field's `id` (and its error state).
 */
export function StartupPicker(props: AnalysisPickerProps | FieldPickerProps) {
  return 'isSignedIn' in props ? <AnalysisStartupPicker {...props} /> : <FieldStartupPicker {...props} />;
}

/**
 * Chooses the startup an analysis runs on: the user's own startups first, then any startup
 * of the directory found by a server-side search (published profiles are public). Options
 * read 'name - sector' as in the spec's picker. With nothing chosen yet it picks the user's
 * first startup, else the best-scored one, so a tab can run at once.
 */
function AnalysisStartupPicker({ value, onChange, isSignedIn }: AnalysisPickerProps) {
  const t = useT('common');
  const translate = useTranslateMessage();
  const selectId = useId();
  const searchId = useId();
  const [q, setQ] = useState('');
  const own = useOwnStartups(isSignedIn);
  const search = q.trim();
  const found = useQuery(startupSearchQuery(search));
  const [chosen, setChosen] = useState<StartupSummary | null>(null);
  const mine = own.data ?? [];
  const listed = [...mine, ...(found.data ?? [])];
  // The chosen startup stays an option while the search shows other results.
  const others = [...(chosen && !listed.some((s) => s.id === chosen.id) ? [chosen] : []), ...(found.data ?? []).filter((s) => !mine.some((m) => m.id === s.id))];
  const first = mine[0] ?? (own.isLoading ? undefined : found.data?.[0]);

  useEffect(() => {
    if (value === null && first) {
      setChosen(first);
      onChange(first.id);
    }
  }, [value, first, onChange]);

  const choose = (id: number) => {
    setChosen([...mine, ...others].find((s) => s.id === id) ?? null);
    onChange(id);
  };
  const label = (s: StartupSummary) => `${s.name} - ${translate(vocabularyLabel(s.sector))}`;

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={searchId}>{t('Search startups')}</Label>
        <Input id={searchId} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('Name, sector or keyword')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={selectId}>{t('Startup')}</Label>
        <Select id={selectId} value={value ?? ''} onChange={(e) => choose(Number(e.target.value))}>
          <option value="" disabled>
            {t('Select a startup')}
          </option>
          {mine.length ? (
            <optgroup label={t('Your startups')}>
              {mine.map((s) => (
                <option key={s.id} value={s.id}>
                  {label(s)}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={search ? t("Matching '{{search}}'", { search }) : t('Top-scored startups')}>
            {others.map((s) => (
              <option key={s.id} value={s.id}>
                {label(s)}
              </option>
            ))}
          </optgroup>
        </Select>
      </div>
    </div>
  );
}

/**
 * The startup picker of the record-investment and add-deal forms (the spec's calls): up to 100 startups shown
 * as 'name - sector', narrowed by a server-side search so any startup in the database is reachable.
 */
function FieldStartupPicker({ id, value, onChange, invalid, describedBy }: FieldPickerProps) {
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
          <option dir="auto" key={option.id} value={option.id}>
            {option.name} - {option.sector}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
