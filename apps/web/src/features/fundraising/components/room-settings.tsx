import type { Raise } from '@baobab/contracts/fundraising';
import { raiseMessages } from '@baobab/contracts/fundraising-texts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useOwnDataRooms, useUpdateRaise } from '../api/raises';
import { fieldErrors } from './field-errors';

const fields = ['leadEntryId', 'dataRoomId'] as const;

/**
 * What invited investors see beside the terms (decision 0058): the lead and the committed total when the founder turns
 * them on, and one of the company's data rooms as the round's materials (each investor seeing what their grants cover).
 * A closed or cancelled round shows them as they stay: the server refuses any change to it (409).
 */
export function RoomSettings({ startupId, raise, isFinished }: { startupId: number; raise: Raise; isFinished: boolean }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const update = useUpdateRaise(startupId, raise.id);
  const rooms = useOwnDataRooms();
  const { byField, general } = fieldErrors(update.error, fields);
  const ownRooms = (rooms.data?.owned ?? []).filter((r) => r.startup.id === startupId);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const id = (name: string) => Number(form.get(name)) || null;
    update.mutate({ leadEntryId: id('leadEntryId'), showLead: form.get('showLead') === 'on', showCommitted: form.get('showCommitted') === 'on', dataRoomId: id('dataRoomId') });
  }

  return (
    <section aria-labelledby="room-settings-title" className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <div>
        <h3 id="room-settings-title" className="text-base font-semibold">{t('What invited investors see')}</h3>
        <p className="text-sm text-stone-600">{t('The terms always; the rest only as you choose here. Invite investors from their card on the board.')}</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <fieldset disabled={isFinished} className="contents">
          {general ? <p role="alert" className="text-sm text-red-700 md:col-span-2">{translate(general)}</p> : null}
          <FormField id="room-lead" label={t('Lead investor')} error={byField.leadEntryId}>
            <NativeSelect id="room-lead" name="leadEntryId" defaultValue={raise.leadEntryId ?? ''} aria-invalid={byField.leadEntryId ? true : undefined}>
              <option value="">{t('No lead yet')}</option>
              {raise.investors.map((e) => (
                <option dir="auto" key={e.id} value={e.id}>{e.name}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="room-data-room" label={t('Materials: a data room of this company')} error={byField.dataRoomId}>
            <NativeSelect id="room-data-room" name="dataRoomId" defaultValue={raise.dataRoomId ?? ''} aria-invalid={byField.dataRoomId ? true : undefined}>
              <option value="">{t('No materials')}</option>
              {ownRooms.map((r) => (
                <option dir="auto" key={r.id} value={r.id}>{r.name}</option>
              ))}
            </NativeSelect>
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="showLead" defaultChecked={raise.showLead} className="size-4 accent-brand-700" />
            {t('Show the lead to invited investors')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="showCommitted" defaultChecked={raise.showCommitted} className="size-4 accent-brand-700" />
            {t('Show the committed total to invited investors')}
          </label>
        </fieldset>
        <div className="flex items-center gap-3 md:col-span-2">
          {isFinished ? (
            <p className="text-sm text-stone-600">{translate(raiseMessages.finished)}</p>
          ) : (
            <Button type="submit" variant="outline" disabled={update.isPending}>{t('Save what investors see')}</Button>
          )}
          {update.isSuccess ? <p role="status" className="text-sm text-brand-800">{t('Saved for the round room')}</p> : null}
        </div>
      </form>
    </section>
  );
}
