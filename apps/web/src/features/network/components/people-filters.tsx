import { Search } from 'lucide-react';
import { experienceLevels, searchableUserTypes } from '@baobab/contracts/enums';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { PeopleFilters as Filters } from '../api/search-people';

const userTypeLabels: Record<(typeof searchableUserTypes)[number], string> = { founder: 'Founders', investor: 'Investors', vc_fund: 'VC funds' };
const levelLabels: Record<(typeof experienceLevels)[number], string> = { entry: 'Entry', mid: 'Mid', senior: 'Senior', executive: 'Executive' };

export function PeopleFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="people-q">Search people</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
          <Input id="people-q" type="search" className="pl-9" placeholder="Name, headline, skill" value={value.q} onChange={set('q')} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="people-type">Role</Label>
        <NativeSelect id="people-type" value={value.userType} onChange={set('userType')}>
          <option value="all">Everyone</option>
          {searchableUserTypes.map((type) => (
            <option key={type} value={type}>
              {userTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="people-location">Location</Label>
        <Input id="people-location" placeholder="Lagos, Nairobi…" value={value.location} onChange={set('location')} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="people-level">Experience</Label>
        <NativeSelect id="people-level" value={value.experienceLevel} onChange={set('experienceLevel')}>
          <option value="all">Any level</option>
          {experienceLevels.map((level) => (
            <option key={level} value={level}>
              {levelLabels[level]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="people-availability">Availability</Label>
        <NativeSelect id="people-availability" value={value.availability} onChange={set('availability')}>
          <option value="all">Anyone</option>
          <option value="true">Open to work</option>
          <option value="false">Not looking</option>
        </NativeSelect>
      </div>
    </div>
  );
}
