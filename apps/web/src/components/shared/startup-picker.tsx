import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { StartupSummary } from '@baobab/contracts/startups';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { startupSearchQuery } from '@/features/startups/api/startups';
import { useOwnStartups } from '@/lib/my-startups';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { vocabularyLabel } from '@baobab/contracts/enums';

/**
 * Chooses the startup an analysis runs on: the user's own startups first, then any startup
 * of the directory found by a server-side search (published profiles are public). Options
 * read 'name - sector' as in the spec's picker. With nothing chosen yet it picks the user's
 * first startup, else the best-scored one, so a tab can run at once.
 */
export function StartupPicker({ value, onChange, isSignedIn }: { value: number | null; onChange: (id: number) => void; isSignedIn: boolean }) {
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
