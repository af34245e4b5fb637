import { Search } from 'lucide-react';
import { experienceLevelLabels, experienceLevels, searchableUserTypes } from '@baobab/contracts/enums';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';
import type { PeopleFilters as Filters } from '../api/search-people';

const userTypeLabels = { founder: 'Founders', investor: 'Investors', vc_fund: 'VC funds' } as const satisfies Record<(typeof searchableUserTypes)[number], string>;

export function PeopleFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const t = useT('network');
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="people-q">{t('Search people')}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute inset-s-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
          <Input id="people-q" type="search" className="ps-9" placeholder={t('Name, headline, skill')} value={value.q} onChange={set('q')} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="people-type">{t('Role')}</Label>
        <NativeSelect id="people-type" value={value.userType} onChange={set('userType')}>
          <option value="all">{t('Everyone')}</option>
          {searchableUserTypes.map((type) => (
            <option key={type} value={type}>
              {t(userTypeLabels[type])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="people-location">{t('Location')}</Label>
        <Input id="people-location" placeholder={t('Lagos, Nairobi…')} value={value.location} onChange={set('location')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="people-level">{t('Experience')}</Label>
        <NativeSelect id="people-level" value={value.experienceLevel} onChange={set('experienceLevel')}>
          <option value="all">{t('Any level')}</option>
          {experienceLevels.map((level) => (
            <option key={level} value={level}>
              {t(experienceLevelLabels[level])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="people-availability">{t('Availability')}</Label>
        <NativeSelect id="people-availability" value={value.availability} onChange={set('availability')}>
          <option value="all">{t('Anyone')}</option>
          <option value="true">{t('Open to work')}</option>
          <option value="false">{t('Not looking')}</option>
        </NativeSelect>
      </div>
    </div>
  );
}
