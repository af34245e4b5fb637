import { Fragment, useId, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { metricLimits, metricsMessages, metricsTemplates, metricsText } from '@baobab/contracts/metrics-texts';
import type { ImportMetricsResult } from '@baobab/contracts/metrics';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { englishRemembered } from '@/lib/i18n/english-remembered';
import { formatCount } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useT, useTranslateMessage, type Translate } from '@/lib/i18n/use-t';
import { useImportMetrics } from '../api/import-metrics';

const example = 'month,metric,value\n2026-01,MRR,12500.50\n2026-01,Cash,310000\n2026-02,MRR,13100\n2026-02,Cash,285000';

/** What a save did: rows saved, and rows left out with errors. */
function savedText(t: Translate<'metrics'>, saved: number, skipped: number): string {
  const text = t(metricsTemplates.rowsSaved, { count: saved });
  return skipped ? `${text}; ${t(metricsTemplates.rowsNotSaved, { count: skipped })}` : text;
}

/** The rows of a preview or of a save, each with its line, and its error when it is not (or was not) saved. */
function RowsTable({ result, isSaved }: { result: ImportMetricsResult; isSaved: boolean }) {
  const t = useT('metrics');
  const translate = useTranslateMessage();
  const bad = result.rows.filter((row) => row.error).length;
  const good = result.rows.length - bad;
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm font-medium text-stone-800">
        {isSaved
          ? savedText(t, result.saved, bad)
          : `${t('{{count}} rows ready to save', { count: good })}${bad ? `, ${t('{{count}} with errors (they will not be saved)', { count: bad })}` : ''}.`}
      </p>
      <div className="max-h-72 overflow-auto rounded-lg border border-stone-200">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{isSaved ? t('Imported rows') : t('Preview of the rows')}</caption>
          <thead className="sticky top-0 bg-stone-50 text-xs text-stone-500">
            <tr>
              <th scope="col" className="px-1.5 py-1.5 sm:px-2 font-medium">{t('Line')}</th>
              <th scope="col" className="px-1.5 py-1.5 sm:px-2 font-medium">{t('Month')}</th>
              <th scope="col" className="px-1.5 py-1.5 sm:px-2 font-medium">{t('Metric')}</th>
              <th scope="col" className="px-1.5 py-1.5 sm:px-2 text-end font-medium">{t('Value')}</th>
              <th scope="col" className="px-1.5 py-1.5 sm:px-2 font-medium">{t('Status')}</th>
            </tr>
          </thead>
          <tbody>
            {/* A row's error gets a full-width line of its own under it, so it stays readable on a phone. */}
            {result.rows.map((row) => (
              <Fragment key={row.line}>
                <tr className={row.error ? 'border-t border-red-100 bg-red-50' : 'border-t border-stone-100'}>
                  <td className="px-1.5 py-1.5 sm:px-2 tabular-nums">{row.line}</td>
                  <td className="px-1.5 py-1.5 sm:px-2 whitespace-nowrap">{row.month}</td>
                  <td className="px-1.5 py-1.5 sm:px-2 [overflow-wrap:anywhere]">{row.metric}</td>
                  <td className="px-1.5 py-1.5 sm:px-2 text-end whitespace-nowrap tabular-nums">{row.value}</td>
                  <td className="px-1.5 py-1.5 sm:px-2">
                    {row.error ? <Badge variant="destructive">{t('Error')}</Badge> : <Badge variant="default">{isSaved ? t('Saved') : t('OK')}</Badge>}
                  </td>
                </tr>
                {row.error ? (
                  <tr className="bg-red-50">
                    <td colSpan={5} className="px-1.5 pb-2 text-red-800 sm:px-2">
                      {translate(row.error)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Imports values from a CSV (a file or pasted text): Preview shows every row with its error before
 * anything is saved; Save writes the valid rows together and lists the ones left out with their reason.
 */
export function ImportCsvDialog({ startupId }: { startupId: number }) {
  const t = useT('metrics');
  const translate = useTranslateMessage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<{ rows: ImportMetricsResult; isSaved: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useImportMetrics(startupId);

  const edit = (text: string) => {
    setCsv(text);
    setResult(null);
    setError(null);
  };
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > metricLimits.importBytes) {
      setResult(null);
      setError(englishRemembered(metricsMessages.csvTooLarge));
      return;
    }
    edit(await file.text());
  };
  const send = (commit: boolean) => {
    if (csv.trim() === '') {
      setError(metricsMessages.csvEmpty);
      return;
    }
    run.mutate(
      { csv, commit },
      {
        onSuccess: (rows) => {
          setResult({ rows, isSaved: commit });
          setError(null);
          if (commit) toast({ title: savedText(t, rows.saved, rows.rows.filter((row) => row.error).length) });
        },
        onError: (failure) => {
          setResult(null);
          setError(errorMessage(failure));
        },
      },
    );
  };
  const validRows = result?.rows.rows.filter((row) => !row.error).length ?? 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          edit('');
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          {t(metricsText.importCsv)}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('Import metrics from CSV')} description={t(metricsText.importHelp)} width="wide">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-file`}>{t('CSV file')}</Label>
          <Input id={`${id}-file`} type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void chooseFile(e)} className="h-auto py-1.5" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-text`}>{t('CSV text')}</Label>
          <Textarea
            id={`${id}-text`}
            value={csv}
            onChange={(e) => edit(e.target.value)}
            placeholder={example}
            rows={6}
            spellCheck={false}
            className="font-mono text-sm"
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="text-xs text-stone-500">
            {t('Or paste the rows here. At most {{rows}} rows and {{size}} KB.', { rows: formatCount(metricLimits.importRows), size: metricLimits.importBytes / 1024 })}
          </p>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {translate(error)}
          </p>
        ) : null}
        {result ? <RowsTable result={result.rows} isSaved={result.isSaved} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          {result?.isSaved ? (
            <Button onClick={() => setOpen(false)}>{t('Done')}</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => send(false)} disabled={run.isPending}>
                {run.isPending && !run.variables?.commit ? t('Checking…') : t('Preview')}
              </Button>
              <Button onClick={() => send(true)} disabled={run.isPending || !result || validRows === 0}>
                {run.isPending && run.variables?.commit ? t('Saving…') : t('Save {{count}} valid rows', { count: validRows })}
              </Button>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
