import { useState } from 'react';
import { Link } from 'wouter';
import { BellPlus } from 'lucide-react';
import { savedSearchFrequencies, savedSearchFrequencyLabels, savedSearchMessages as m, type SavedSearchFrequency } from '@baobab/contracts/saved-searches-texts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useSaveSearch } from '../api/saved-searches';

/**
 * "Save this search" on the directory: the URL's filters as they are, a name and an e-mail frequency,
 * for the person or for one of `organisations` (where they are an admin or a member; viewers only read).
 */
export function SaveSearchButton({ filters, organisations }: { filters: Record<string, string>; organisations: { id: number; name: string }[] }) {
  const t = useT('startups');
  const translate = useTranslateMessage();
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('daily');
  const [owner, setOwner] = useState('');
  const save = useSaveSearch();
  // The screen passes the organisations where the person may save (admins and members).
  const editable = organisations;

  if (!isOpen) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        <BellPlus aria-hidden="true" />
        {t(m.saveButton)}
      </Button>
    );
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name, frequency, filters, organisationId: owner ? Number(owner) : null },
      {
        onSuccess: () => {
          toast({ title: t(m.saved) });
          setOpen(false);
          setName('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t(m.saveTitle)} className="flex w-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-end">
      <FormField id="saved-search-name" label={t('Name')}>
        <Input id="saved-search-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required autoFocus />
      </FormField>
      <FormField id="saved-search-frequency" label={t(m.frequencyLabel)}>
        <NativeSelect id="saved-search-frequency" value={frequency} onChange={(e) => setFrequency(e.target.value as SavedSearchFrequency)}>
          {savedSearchFrequencies.map((f) => (
            <option key={f} value={f}>
              {t(savedSearchFrequencyLabels[f])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {editable.length > 0 ? (
        <FormField id="saved-search-owner" label={t(m.forLabel)}>
          <NativeSelect id="saved-search-owner" value={owner} onChange={(e) => setOwner(e.target.value)}>
            <option value="">{t(m.forMe)}</option>
            {editable.map((o) => (
              <option dir="auto" key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('Save')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t('Cancel')}
        </Button>
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(errorMessage(save.error))}
        </p>
      ) : null}
      <Link href="/saved-searches" className="text-sm text-brand-700 underline-offset-4 hover:underline sm:ms-auto">
        {t(m.title)}
      </Link>
    </form>
  );
}
