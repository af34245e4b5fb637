import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFundPipeline, useMyFunds } from '../api/get-fund-choices';
import type { ReturnsCompanyChoice } from './returns-entry-forms';

/**
 * Whose returns: the person's own, or one of the funds they belong to (decision 0065). Hidden when they
 * belong to none, so a solo investor's tab is as before.
 */
export function ReturnsOwnerSwitch({ organisationId, onChange }: { organisationId: number | undefined; onChange: (id: number | undefined) => void }) {
  const t = useT('portfolio');
  const id = useId();
  const mine = useMyFunds();
  if (!mine.data?.length) return null;
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-xs">
      <Label htmlFor={id}>{t('Returns of')}</Label>
      <NativeSelect id={id} value={organisationId ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}>
        <option value="">{t('My own investments')}</option>
        {mine.data.map((organisation) => (
          <option dir="auto" key={organisation.id} value={organisation.id}>
            {organisation.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A fund's pipeline companies matching the search, where its first cheques are recorded; none for the person's own returns. */
export function useFundPipelineCompanies(organisationId: number | undefined, search: string): ReturnsCompanyChoice[] {
  const startups = useFundPipeline(organisationId, useDebouncedValue(search));
  if (organisationId === undefined || !startups.data) return [];
  return startups.data.map((startup) => ({ id: startup.id, name: startup.name, currency: null }));
}
