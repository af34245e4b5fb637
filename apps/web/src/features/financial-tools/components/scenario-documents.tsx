import { useState } from 'react';
import { FileText } from 'lucide-react';
import { capTableExportLabels } from '@baobab/contracts/cap-table-exports';
import type { CapTableScenario } from '@baobab/contracts/financial-tools-scenarios';
import { roundDocumentLabels as labels, type RoundDocumentFormat } from '@baobab/contracts/round-documents';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { downloadFile, roundDocumentPath, type RoundDocumentKind } from '../api/round-documents';

type Props = { startupId: number; scenario: Pick<CapTableScenario, 'id' | 'name' | 'input'> };

const documents: { kind: RoundDocumentKind; format: RoundDocumentFormat; label: (typeof labels)['termSheetPdf' | 'termSheetXlsx' | 'proFormaPdf' | 'proFormaXlsx'] }[] = [
  { kind: 'term-sheet', format: 'pdf', label: labels.termSheetPdf },
  { kind: 'term-sheet', format: 'xlsx', label: labels.termSheetXlsx },
  { kind: 'pro-forma', format: 'pdf', label: labels.proFormaPdf },
  { kind: 'pro-forma', format: 'xlsx', label: labels.proFormaXlsx },
];

/**
 * The documents a founder sends for a scenario's round: its term-sheet summary and pro-forma cap table,
 * as PDF or Excel. The server writes them (in the company's currency and the reader's language) and
 * decides who may have them; a refusal shows its message. A scenario without a priced round has none.
 */
export function ScenarioDocuments({ startupId, scenario }: Props) {
  const t = useT('financial-tools');
  const [busy, setBusy] = useState<string | null>(null);
  if (!scenario.input.pricedRound) return <p className="text-xs text-stone-600">{t(labels.noRound)}</p>;
  const run = (kind: RoundDocumentKind, format: RoundDocumentFormat) => {
    setBusy(`${kind}-${format}`);
    downloadFile(roundDocumentPath(startupId, scenario.id, kind, format), `${kind}.${format}`)
      .catch((error: unknown) => toast({ title: capTableExportLabels.failed, description: errorMessage(error), variant: 'destructive' }))
      .finally(() => setBusy(null));
  };
  return (
    <div role="group" aria-label={t(labels.heading, { name: scenario.name })} className="flex flex-wrap items-center gap-2">
      <FileText aria-hidden="true" className="size-4 text-stone-500" />
      {documents.map((d) => (
        <Button key={`${d.kind}-${d.format}`} type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => run(d.kind, d.format)}>
          {t(d.label)}
        </Button>
      ))}
    </div>
  );
}
