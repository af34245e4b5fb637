import { Search } from 'lucide-react';
import { jobLocations, jobTypes } from '@baobab/contracts/enums';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';

export type JobFilterValues = { q: string; location: string; jobType: string };

/** Search, location (the spec's values: Lagos, Nairobi, Remote) and type filters. */
export function JobFilters({ value, onChange }: { value: JobFilterValues; onChange: (next: JobFilterValues) => void }) {
  const t = useT('jobs');
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_12rem_14rem]">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="jobs-search">{t('Search opportunities')}</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute inset-s-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
          <Input id="jobs-search" type="search" className="ps-9" placeholder={t('Title, skills, description')} value={value.q} onChange={(e) => onChange({ ...value, q: e.target.value })} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="jobs-location">{t('Location')}</Label>
        <NativeSelect id="jobs-location" value={value.location} onChange={(e) => onChange({ ...value, location: e.target.value })}>
          <option value="all">{t('All locations')}</option>
          {jobLocations.map((location) => (
            <option key={location} value={location}>
              {t(location)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="jobs-type">{t('Type')}</Label>
        <NativeSelect id="jobs-type" value={value.jobType} onChange={(e) => onChange({ ...value, jobType: e.target.value })}>
          <option value="all">{t('All types')}</option>
          {jobTypes.map((type) => (
            <option key={type} value={type}>
              {t(type)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
