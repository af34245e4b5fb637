import { audienceGroupLabels, updateMessages as m } from '@baobab/contracts/updates-texts';
import type { UpdateAudience } from '@baobab/contracts/updates';
import { Spinner } from '@/components/ui/spinner';
import { useMyConnections } from '@/lib/my-connections';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { CheckRow } from './check-row';

const groups = Object.keys(audienceGroupLabels) as (keyof typeof audienceGroupLabels)[];

/** Who the update goes to: any of the three groups, and chosen people from the founder's connections. */
export function AudiencePicker({ value, onChange, error }: { value: UpdateAudience; onChange: (next: UpdateAudience) => void; error?: string }) {
  const t = useT('updates');
  const translate = useTranslateMessage();
  const connections = useMyConnections();
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
        {connections.isLoading ? <Spinner label={t('Loading your connections')} /> : null}
        {connections.isSuccess && connections.data.length === 0 ? <p className="text-sm text-stone-600">{t(m.noConnectionsToChoose)}</p> : null}
        {connections.data?.length ? (
          <div role="group" aria-label={t(m.choosePeopleLabel)} className="grid max-h-64 gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
            {connections.data.map(({ connectedUser: person }) => (
              <CheckRow key={person.id} checked={value.userIds.includes(person.id)} onChange={(on) => toggle(person.id, on)} hint={person.headline ?? undefined}>
                {`${person.firstName} ${person.lastName}`.trim()}
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
