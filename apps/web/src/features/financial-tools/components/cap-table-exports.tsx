import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import type { OcfImportWarning } from '@baobab/contracts/cap-table-exports';
import { capTableExportLabels as labels, ocfImportMessages, type CapTableExportFormat } from '@baobab/contracts/cap-table-exports';
import { defaultReferenceValuation } from '@baobab/finance/spec-cap-table';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { capTableExportPath, downloadFile, importOcfPackage, ocfPath, waterfallExportPath } from '../api/download-cap-table';
import { savedCapTableQuery } from '../api/generate-cap-table';
import { financialToolsKeys } from '../api/financial-tools-keys';
import { useCompanyCurrency } from './company-currency';

type Props = {
  startupId: number;
  referenceValuation?: number | undefined;
  /** Downloads need a saved table. */
  hasSaved: boolean;
  /** Given for the founder only, who may import: called once an import replaced the saved table, with what it left out. */
  onImported?: (leftOut: OcfImportWarning[]) => void;
  /** What the last import left out, kept by the tab (an import redraws the workspace). */
  importLeftOut?: OcfImportWarning[];
};

/**
 * The Export control of the cap-table tab: the saved table as CSV or Excel, and its exit waterfall
 * at an exit value the reader types. Files come from the server, which decides who may download
 * (the founder and people with a download share); a refusal shows the server's message. The
 * founder may also import an OCF package, which replaces the saved table.
 */
export function CapTableExports({ startupId, referenceValuation, hasSaved, onImported, importLeftOut = [] }: Props) {
  const t = useT('financial-tools');
  const currency = useCompanyCurrency();
  const [exitValue, setExitValue] = useState(String(referenceValuation ?? defaultReferenceValuation));
  const [busy, setBusy] = useState<string | null>(null);
  const exitId = useId();
  const exit = Number(exitValue);
  const exitValid = exitValue.trim() !== '' && Number.isFinite(exit) && exit >= 0;

  const run = (key: string, path: string, name: string) => {
    setBusy(key);
    downloadFile(path, name)
      .catch((error: unknown) => toast({ title: labels.failed, description: errorMessage(error), variant: 'destructive' }))
      .finally(() => setBusy(null));
  };
  const table = (format: CapTableExportFormat) => run(`table-${format}`, capTableExportPath(startupId, format), `cap-table.${format}`);
  const waterfall = (format: CapTableExportFormat) => run(`waterfall-${format}`, waterfallExportPath(startupId, format, exit), `exit-waterfall.${format}`);

  return (
    <section aria-labelledby={`${exitId}-title`} className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <h3 id={`${exitId}-title`} className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <Download aria-hidden="true" className="size-4" /> {t(labels.menu)}
      </h3>
      {hasSaved ? (
        <>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => table('csv')}>{t(labels.csv)}</Button>
          <Button type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => table('xlsx')}>{t(labels.xlsx)}</Button>
          <Button type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => run('ocf', ocfPath(startupId), 'cap-table-ocf.zip')}>{t(labels.ocf)}</Button>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor={exitId}>{t(labels.exitValue, { currency })}</Label>
            <Input id={exitId} type="number" inputMode="decimal" min={0} step="any" className="w-44" value={exitValue} onChange={(e) => setExitValue(e.target.value)} aria-invalid={!exitValid} />
          </div>
          <Button type="button" variant="outline" size="sm" disabled={busy !== null || !exitValid} onClick={() => waterfall('csv')}>{t(labels.waterfallCsv)}</Button>
          <Button type="button" variant="outline" size="sm" disabled={busy !== null || !exitValid} onClick={() => waterfall('xlsx')}>{t(labels.waterfallXlsx)}</Button>
        </div>
        </>
      ) : null}
      {onImported ? <OcfImport startupId={startupId} onImported={onImported} leftOut={importLeftOut} /> : null}
    </section>
  );
}

/**
 * The founder's OCF import: the server validates the package and answers what is wrong with it, or
 * what it left out once imported (each object's type and id, and why), shown here as it says them.
 */
function OcfImport({ startupId, onImported, leftOut }: { startupId: number; onImported: (leftOut: OcfImportWarning[]) => void; leftOut: OcfImportWarning[] }) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onFile = (file: File | undefined) => {
    if (!file) return;
    setPending(true);
    setProblem(null);
    importOcfPackage(startupId, file)
      .then(async (warnings) => {
        // The import writes the package's dated history to the share ledger (decision 0061): the ledger, its holdings on every date
        // and the rounds computed on them change with the saved table.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: savedCapTableQuery(startupId).queryKey }),
          queryClient.invalidateQueries({ queryKey: financialToolsKeys.ledger(startupId) }),
          queryClient.invalidateQueries({ queryKey: financialToolsKeys.rounds(startupId) }),
        ]);
        toast({ title: ocfImportMessages.imported });
        onImported(warnings);
      })
      .catch((error: unknown) => setProblem(errorMessage(error)))
      .finally(() => setPending(false));
  };
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={inputId} className="flex items-center gap-2">
        <Upload aria-hidden="true" className="size-4" /> {pending ? t(labels.importing) : t(labels.importOcf)}
      </Label>
      <p className="text-xs text-stone-600">{t(labels.importOcfHint)}</p>
      <input
        id={inputId}
        type="file"
        accept=".zip,application/zip"
        disabled={pending}
        className="text-sm file:me-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {problem ? <p role="alert" className="text-sm text-red-700">{t(ocfImportMessages.importFailed)}: {translate(problem)}</p> : null}
      {leftOut.length > 0 ? (
        <div role="status" className="text-sm text-amber-900 [overflow-wrap:anywhere]">
          <p>{t(labels.importLeftOut)}</p>
          <ul className="list-disc ps-5">
            {leftOut.map((w) => (
              <li key={`${w.objectType} ${w.objectId} ${w.message}`}>{t(labels.importLeftOutItem, { objectType: w.objectType, objectId: w.objectId, message: translate(w.message) })}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
