import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools-cap-table';
import { financialToolsMessages } from '@baobab/contracts/financial-tools-messages';
import { scenarioLimits } from '@baobab/contracts/financial-tools-scenarios';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useCapTableScenarios, useDeleteCapTableScenario, useSaveCapTableScenario } from '../api/cap-table-scenarios';
import { DraftCheckbox, DraftInput } from './draft-field';
import { ScenarioComparison } from './scenario-comparison';
import { ScenarioDocuments } from './scenario-documents';

/** `current` is the founder's valid table being edited (null while it has errors); readers pass no `current` and cannot save or delete. */
type Props = { startupId: number; canEdit: boolean; current?: CreateCapTableInput | null };

/**
 * Saved scenarios: the founder names the table being edited and saves it; anyone who reads the
 * cap table lists them and ticks two or three to compare side by side.
 */
export function ScenarioPanel({ startupId, canEdit, current = null }: Props) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const scenarios = useCapTableScenarios(startupId);
  const save = useSaveCapTableScenario(startupId);
  const remove = useDeleteCapTableScenario(startupId);
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const list = scenarios.data ?? [];
  const compared = list.filter((s) => picked.includes(s.id));

  const onSave = () => {
    if (!current) return;
    save.mutate(
      { name, input: current },
      {
        onSuccess: () => {
          toast({ title: toastMessages.scenarioSaved });
          setName('');
        },
        onError: (error) => toast({ title: toastMessages.scenarioSaveFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        toast({ title: toastMessages.scenarioDeleted });
        setPicked((p) => p.filter((x) => x !== id));
      },
      onError: (error) => toast({ title: toastMessages.scenarioDeleteFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  const toggle = (id: number, on: boolean) => setPicked((p) => (on ? [...p, id].slice(-scenarioLimits.compareMax) : p.filter((x) => x !== id)));

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t('Saved scenarios')}</CardTitle>
          <CardDescription>
            {canEdit ? t('Save the table being edited, its round included, under a name; tick two or three to compare them.') : t('Tick two or three of the founder’s scenarios to compare them.')}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {canEdit ? (
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-48 flex-1">
                <DraftInput id="scenario-name" label={t('Scenario name')} error={undefined} maxLength={scenarioLimits.nameLength} value={name} onChange={(e) => setName(e.target.value)} />
              </div>
              <Button type="button" onClick={onSave} disabled={!current || name.trim() === '' || save.isPending}>
                {t('Save as scenario')}
              </Button>
              {!current ? <p className="w-full text-xs text-stone-600">{t("Fix the table's errors above to save it as a scenario.")}</p> : null}
            </div>
          ) : null}
          {scenarios.isPending ? <Spinner /> : null}
          {scenarios.isError ? <p role="alert" className="text-red-700">{translate(errorMessage(scenarios.error))}</p> : null}
          {scenarios.isSuccess && list.length === 0 ? <p className="text-sm text-stone-600">{t('No saved scenarios yet.')}</p> : null}
          {list.length > 0 ? (
            <ul className="flex flex-col divide-y divide-stone-100" aria-label={t('Saved scenarios')}>
              {list.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
                  <DraftCheckbox id={`scenario-${s.id}`} label={t('Compare {{name}}', { name: s.name })} checked={picked.includes(s.id)} onChange={(on) => toggle(s.id, on)} />
                  {canEdit ? (
                    <Button type="button" variant="ghost" size="sm" onClick={() => onDelete(s.id)} disabled={remove.isPending} aria-label={t('Delete scenario {{name}}', { name: s.name })}>
                      <Trash2 aria-hidden="true" /> {t('Delete')}
                    </Button>
                  ) : null}
                  <div className="w-full pb-1">
                    <ScenarioDocuments startupId={startupId} scenario={s} />
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {list.length > 1 && compared.length < scenarioLimits.compareMin ? <p className="text-xs text-stone-600">{t(financialToolsMessages.compareScenarios)}</p> : null}
        </CardContent>
      </Card>
      {compared.length >= scenarioLimits.compareMin ? <ScenarioComparison scenarios={compared} /> : null}
    </>
  );
}
