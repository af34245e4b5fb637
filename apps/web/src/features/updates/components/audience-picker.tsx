import { audienceGroupLabels, recipientReasonLabels, updateMessages as m } from '@baobab/contracts/updates-texts';
import type { UpdateAudience } from '@baobab/contracts/updates';
import { FactLine } from '@/components/ui/fact-line';
import { Spinner } from '@/components/ui/spinner';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useAudiencePeople } from '../api/get-updates';
import { CheckRow } from './check-row';
import { UserText } from '@/components/ui/user-text';

const groups = Object.keys(audienceGroupLabels) as (keyof typeof audienceGroupLabels)[];

/**
 * Who the update goes to: any of the three groups, and people chosen by name from everyone the
 * server allows (confirmed investors, share holders, connections), each with why.
 */
export function AudiencePicker({ startupId, value, onChange, error }: { startupId: number; value: UpdateAudience; onChange: (next: UpdateAudience) => void; error?: string }) {
  const t = useT('updates');
  const translate = useTranslateMessage();
  const people = useAudiencePeople(startupId);
  const toggle = (id: string, on: boolean) => onChange({ ...value, userIds: on ? [...value.userIds, id] : value.userIds.filter((chosen) => chosen !== id) });
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'update-audience-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{t(m.audienceLabel)}</legend>
      <div className="grid gap-2 md:grid-cols-3">
        {groups.map((group) => (
          <CheckRow key={group} checked={value[group]} onChange={(on) => onChange({ ...value, [group]: on })}>
            {t(audienceGroupLabels[group])}
          </CheckRow>
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-stone-800">{t(m.choosePeopleLabel)}</p>
        <p className="text-xs text-stone-500">{t(m.choosePeopleHint)}</p>
        {people.isLoading ? <Spinner label={t('Loading the people you may choose')} /> : null}
        {people.isSuccess && people.data.length === 0 ? <p className="text-sm text-stone-600">{t(m.noConnectionsToChoose)}</p> : null}
        {people.data?.length ? (
          <div role="group" aria-label={t(m.choosePeopleLabel)} className="grid max-h-64 gap-2 overflow-y-auto pe-1 sm:grid-cols-2">
            {people.data.map(({ person, reasons }) => (
              <CheckRow key={person.id} checked={value.userIds.includes(person.id)} onChange={(on) => toggle(person.id, on)} hint={reasons.length > 0 ? <FactLine facts={reasons.map((reason) => t(recipientReasonLabels[reason]))} /> : undefined}>
                <UserText>{person.name}</UserText>
              </CheckRow>
            ))}
          </div>
        ) : null}
      </div>
      {error ? (
        <p id="update-audience-error" role="alert" className="text-sm text-red-700">
          {translate(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
