import { useId, useState, type FormEvent } from 'react';
import { exchangeRatesText as text, importExchangeRatesInputSchema } from '@baobab/contracts/exchange-rates';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useImportRates } from '../api/exchange-rates';
import { englishRemembered, issueRemembered } from '@/lib/i18n/english-remembered';
import { useTranslateMessage } from '@/lib/i18n/use-t';

type Errors = { csv?: string; reason?: string; form?: string; rows?: string[] };

/**
 * A rates file, chosen or pasted, with the reason the audit log keeps. The import is all or nothing, so a
 * refused file lists every row to fix, each with its line.
 */
/** The file format itself (its header is the columns' names in any language). */
const csvExample = 'currency,date,per_usd,source\nXOF,2025-06-30,558,BCEAO';

export function ImportRatesForm() {
  const translate = useTranslateMessage();
  const id = useId();
  const [csv, setCsv] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const importRates = useImportRates();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = importExchangeRatesInputSchema.safeParse({ csv, reason });
    if (!checked.success) {
      const issue = (field: string) => {
        const found = checked.error.issues.find((i) => i.path[0] === field);
        return found && issueRemembered(found);
      };
      setErrors({ csv: issue('csv'), reason: issue('reason') });
      return;
    }
    importRates.mutate(checked.data, {
      onSuccess: (result) => {
        toast({ title: englishRemembered(text.imported(result.imported, result.startupsRepriced)) });
        setCsv('');
        setReason('');
        setErrors({});
      },
      onError: (error) => {
        const rows = error instanceof ApiRequestError ? error.serverIssues.filter((issue) => issue.path === 'csv').map((issue) => issue.message) : [];
        setErrors({ form: errorMessage(error), rows: rows.length > 1 ? rows : undefined });
      },
    });
  };

  const invalid = (name: 'csv' | 'reason') => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});
  // Built above the JSX: the translation lint reads string literals inside JSX as text.
  const csvInvalid = invalid('csv');
  const reasonInvalid = invalid('reason');
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{translate(text.importHelp)}</p>
      <FormField id={`${id}-file`} label={translate(text.fileLabel)}>
        <Input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (file) setCsv(await file.text());
          }}
        />
      </FormField>
      <FormField id={`${id}-csv`} label={translate(text.csvLabel)} error={errors.csv}>
        <Textarea
          id={`${id}-csv`}
          rows={6}
          spellCheck={false}
          className="font-mono text-xs"
          placeholder={csvExample}
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
          {...csvInvalid}
        />
      </FormField>
      <FormField id={`${id}-reason`} label={translate(text.reasonLabel)} hint={translate(text.reasonHint)} error={errors.reason}>
        <Textarea id={`${id}-reason`} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} {...reasonInvalid} />
      </FormField>
      {errors.form ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{translate(errors.form)}</p>
          {errors.rows ? (
            <>
              <p className="mt-2 text-xs font-semibold uppercase tracking-wide">{translate(text.rowErrorsTitle)}</p>
              <ul className="mt-1 list-disc space-y-0.5 ps-5">
                {errors.rows.map((row) => (
                  <li key={row}>{translate(row)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={importRates.isPending}>
          {importRates.isPending ? translate(text.importing) : translate(text.importButton)}
        </Button>
      </div>
    </form>
  );
}
