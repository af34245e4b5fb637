import { fundPipelineTexts as texts } from '@baobab/contracts/deals-texts';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useMyPipelineOrganisations as useMyOrganisations } from '../api/get-organisation-pipelines';
import { useT } from '@/lib/i18n/use-t';

/**
 * "My pipeline" or one of the organisations the person belongs to. Hidden when they belong to none, so
 * a solo investor's screen is as before.
 */
export function PipelineSwitch({ organisationId, onChange }: { organisationId: number | undefined; onChange: (id: number | undefined) => void }) {
  const t = useT('deals');
  const mine = useMyOrganisations();
  if (!mine.data?.length) return null;
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-xs">
      <Label htmlFor="deal-pipeline">{t(texts.switchLabel)}</Label>
      <NativeSelect id="deal-pipeline" value={organisationId ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}>
        <option value="">{t(texts.myPipeline)}</option>
        {mine.data.map((organisation) => (
          <option dir="auto" key={organisation.id} value={organisation.id}>
            {organisation.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The caller's role in the organisation on screen, from the same list (read afresh by the server on every change). */
export function usePipelineRole(organisationId: number | undefined) {
  const mine = useMyOrganisations();
  return organisationId === undefined ? 'owner' : mine.data?.find((o) => o.id === organisationId)?.role;
}
