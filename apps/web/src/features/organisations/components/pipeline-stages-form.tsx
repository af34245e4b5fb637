import { useId, useState, type FormEvent } from 'react';
import { dealStageLabels, type DealStage } from '@baobab/contracts/enums';
import { ENTRY_STAGE, PIPELINE_STAGE_NAME_MAX, pipelineStagesInputSchema, pipelineStageTexts as s, type PipelineStages } from '@baobab/contracts/pipeline-stages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { usePipelineStages, useSetPipelineStages } from '../api/pipeline-stages';

type Row = { stage: DealStage; inUse: boolean; name: string };

/** One stage: whether the fund uses it and its own name (a person's words, as written: dir="auto", never translated). */
function StageRow({ row, deals, readOnly, onChange }: { row: Row; deals: number; readOnly: boolean; onChange: (row: Row) => void }) {
  const t = useT('deals');
  const translate = useTranslateMessage();
  const id = useId();
  const standard = translate(dealStageLabels[row.stage]);
  const isEntry = row.stage === ENTRY_STAGE;
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-center">
      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-use`}
          checked={row.inUse}
          // The entry stage stays in use; the server also refuses switching off a stage holding deals, and says how many.
          disabled={readOnly || isEntry}
          aria-label={t(s.inUse, { stage: standard })}
          onCheckedChange={(inUse) => onChange({ ...row, inUse })}
        />
        <label htmlFor={`${id}-use`} className="flex flex-col text-sm">
          <span className="font-medium text-stone-800">{standard}</span>
          <span className="text-xs text-stone-500">
            {isEntry ? t(s.entryStage) : t('{{count}} deals', { count: deals })}
          </span>
        </label>
      </div>
      <Input
        dir="auto"
        aria-label={t(s.nameLabel, { stage: standard })}
        placeholder={t(s.namePlaceholder)}
        maxLength={PIPELINE_STAGE_NAME_MAX}
        value={row.name}
        disabled={readOnly || !row.inUse}
        onChange={(e) => onChange({ ...row, name: e.target.value })}
      />
    </li>
  );
}

function StagesForm({ data, readOnly }: { data: PipelineStages; readOnly: boolean }) {
  const t = useT('deals');
  const translate = useTranslateMessage();
  const save = useSetPipelineStages(data.organisationId);
  const [rows, setRows] = useState<Row[]>(() => data.stages.map((stage) => ({ ...stage, name: stage.name ?? '' })));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = pipelineStagesInputSchema.safeParse({ stages: rows });
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    setError(null);
    save.mutate(
      { stages: rows },
      {
        onSuccess: () => toast({ title: t(s.saved) }),
        onError: (failure) => {
          setError(errorMessage(failure));
          toast({ title: t(s.saveFailed), variant: 'destructive' });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <ul className="divide-y divide-stone-100">
        {rows.map((row, i) => (
          <StageRow key={row.stage} row={row} deals={data.dealCounts[row.stage] ?? 0} readOnly={readOnly} onChange={(next) => setRows((all) => all.map((r, j) => (j === i ? next : r)))} />
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {translate(error)}
        </p>
      ) : null}
      {readOnly ? null : (
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4" /> : null}
          {t(s.save)}
        </Button>
      )}
    </form>
  );
}

/**
 * The fund's pipeline stages (decision 0068) on its screen: admins choose the stages the team uses and name them;
 * members and viewers see how the pipeline is set up.
 */
export function PipelineStagesCard({ organisationId, isAdmin }: { organisationId: number; isAdmin: boolean }) {
  const t = useT('deals');
  const translate = useTranslateMessage();
  const stages = usePipelineStages(organisationId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(s.title)}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <p className="text-sm text-stone-600">{t(isAdmin ? s.intro : s.readOnly)}</p>
        {stages.isPending ? <Spinner /> : null}
        {stages.isError ? <p role="alert" className="text-sm text-red-700">{translate(errorMessage(stages.error))}</p> : null}
        {/* Keyed by the saved answer, so a save (its own or another admin's, on reload) shows what the server kept. */}
        {stages.data ? <StagesForm key={JSON.stringify(stages.data.stages)} data={stages.data} readOnly={!isAdmin} /> : null}
      </CardContent>
    </Card>
  );
}
