import { useState } from 'react';
import type { Raise } from '@baobab/contracts/fundraising';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useAddRaiseInvestor, useDirectorySearch } from '../api/raises';
import { AddFromNetwork } from './add-from-network';
import { fieldErrors } from './field-errors';

const fields = ['investorId', 'email', 'name'] as const;

/**
 * Adds an investor to the board: one from the founder's matches and connections, one from the directory (searched
 * by name), or someone not on Baobab by e-mail address and name. Nobody is told: the board is the founder's own
 * (decisions 0057, 0063).
 */
export function AddInvestorForm({ startupId, raise }: { startupId: number; raise: Raise }) {
  const raiseId = raise.id;
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const add = useAddRaiseInvestor(startupId, raiseId);
  const [search, setSearch] = useState('');
  const found = useDirectorySearch(search);
  const { byField, general } = fieldErrors(add.error, fields);

  function addByEmail(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const name = String(form.get('name') ?? '').trim();
    // The address is always sent, so an empty one is refused under its own field rather than the directory's.
    add.mutate({ email: String(form.get('email') ?? '').trim(), ...(name ? { name } : {}) }, { onSuccess: () => element.reset() });
  }

  return (
    <section aria-labelledby="add-investor-title" className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4">
      <div>
        <h3 id="add-investor-title" className="text-base font-semibold">{t('Add an investor')}</h3>
        <p className="text-sm text-stone-600">{t('Only you see this board: nobody is told you added them.')}</p>
      </div>
      {general ? <p role="alert" className="text-sm text-red-700">{translate(general)}</p> : null}
      <AddFromNetwork startupId={startupId} raise={raise} />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <FormField id="directory-search" label={t('From the investor directory')} error={byField.investorId} hint={t('Type at least two letters of a name')}>
            <Input id="directory-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} aria-invalid={byField.investorId ? true : undefined} />
          </FormField>
          {found.data && found.data.length === 0 ? <p className="text-sm text-stone-600">{t('No investor in the directory matches')}</p> : null}
          {found.data && found.data.length > 0 ? (
            <ul className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200" aria-label={t('Directory matches')}>
              {found.data.map((investor) => {
                const name = `${investor.user.firstName} ${investor.user.lastName}`.trim();
                return (
                  <li key={investor.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span dir="auto">{name}</span>
                    <Button size="sm" variant="outline" disabled={add.isPending} onClick={() => add.mutate({ investorId: investor.id }, { onSuccess: () => setSearch('') })} aria-label={t('Add {{name}}', { name })}>
                      {t('Add')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        <form onSubmit={addByEmail} noValidate className="flex flex-col gap-3" aria-label={t('Add someone not on Baobab')}>
          <FormField id="board-email" label={t('E-mail address (not on Baobab)')} error={byField.email}>
            <Input id="board-email" name="email" type="email" autoComplete="off" aria-invalid={byField.email ? true : undefined} />
          </FormField>
          <FormField id="board-name" label={t('Their name')} error={byField.name}>
            <Input id="board-name" name="name" autoComplete="off" aria-invalid={byField.name ? true : undefined} />
          </FormField>
          <Button type="submit" variant="outline" disabled={add.isPending} className="self-start">{t('Add to the board')}</Button>
        </form>
      </div>
    </section>
  );
}
