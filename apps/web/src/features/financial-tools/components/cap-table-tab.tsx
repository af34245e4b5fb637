import { useMemo, useState } from 'react';
import { RotateCcw, Table2 } from 'lucide-react';
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools';
import { pendingLabels, toastMessages } from '@baobab/contracts/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useGenerateCapTable, useSavedCapTable } from '../api/generate-cap-table';
import { type CapTableDraft, checkDraft, defaultDraft, draftFromInput, draftToInput } from './cap-table-draft';
import { CapTableEditor } from './cap-table-editor';
import { CapTableResult } from './cap-table-result';
import { ExitWaterfall } from './exit-waterfall';

type Props = { startupId: number; canEdit: boolean };

/** The Cap Table tab: the founder edits and generates; a reader sees the saved table. Both get the what-if waterfall. */
export function CapTableTab({ startupId, canEdit }: Props) {
  const saved = useSavedCapTable(startupId);
  if (saved.isPending) return <Spinner />;
  if (saved.isError) return <p role="alert" className="text-red-700">{errorMessage(saved.error)}</p>;
  if (!canEdit) {
    if (!saved.data) return <EmptyState icon={Table2} title="No cap table yet">The founder has not generated a cap table for this startup.</EmptyState>;
    return (
      <div className="flex flex-col gap-4">
        <CapTableResult result={saved.data} />
        <ExitWaterfall input={saved.data.input} problems={[]} />
      </div>
    );
  }
  return <CapTableWorkspace startupId={startupId} initial={saved.data?.input} savedResult={saved.data ?? undefined} />;
}

function CapTableWorkspace({ startupId, initial, savedResult }: { startupId: number; initial: CreateCapTableInput | undefined; savedResult: Parameters<typeof CapTableResult>[0]['result'] | undefined }) {
  const [draft, setDraft] = useState<CapTableDraft>(() => (initial ? draftFromInput(initial) : defaultDraft()));
  const check = useMemo(() => checkDraft(draft), [draft]);
  const generate = useGenerateCapTable(startupId);
  const result = generate.data ?? savedResult;

  const onGenerate = () =>
    generate.mutate((check.input ?? draftToInput(draft)) as CreateCapTableInput, {
      onSuccess: () => toast({ title: toastMessages.capTableGenerated }),
      onError: (error) => toast({ title: toastMessages.capTableFailed, description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle>Cap table</CardTitle>
            <p className="mt-1 text-sm text-stone-600">Edit holders, classes, vesting and SAFEs, then generate to save the table and its exit scenarios.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setDraft(defaultDraft())}>
              <RotateCcw aria-hidden="true" /> Reset to defaults
            </Button>
            <Button type="button" onClick={onGenerate} disabled={generate.isPending}>
              {generate.isPending ? pendingLabels.generating : 'Generate Cap Table'}
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          <CapTableEditor draft={draft} errors={check.errors} onChange={setDraft} />
        </CardContent>
      </Card>
      <ExitWaterfall input={check.input} problems={[...new Set(check.errors.values())]} />
      {result ? <CapTableResult result={result} /> : null}
    </div>
  );
}
