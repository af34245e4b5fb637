import { useId, useState } from 'react';
import { documentTypes, type DocumentType } from '@baobab/contracts/enums';
import { documentTypeLabels } from '@baobab/contracts/insights-texts';
import { documentUploadAccept, documentUploadLabels, insightsApiMessages, maxDocumentUploadBytes } from '@baobab/contracts/insights-api';
import { pendingLabels, toastMessages } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { formatDate, formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useAnalyzeDocument, useDocumentAnalyses, type DocumentSubmission } from '../api/analyze-document';
import { DocumentResult } from './document-result';

/** Document Intelligence: pasted text or a PDF, .docx or .pptx, analysed and stored against the founder's own startup. */
export function DocumentIntelligenceTab({ startupId, ownsStartup }: { startupId: number | null; ownsStartup: boolean }) {
  const t = useT('insights');
  const ids = { type: useId(), text: useId(), file: useId() };
  const [documentType, setDocumentType] = useState<DocumentType>('pitch_deck');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const analysis = useAnalyzeDocument();
  const history = useDocumentAnalyses(startupId, ownsStartup);

  const submit = (request: DocumentSubmission) => {
    if (startupId === null) return;
    analysis.mutate({ ...request, startupId }, {
      onSuccess: (record) => {
        setShownId(record.id);
        toast({ title: toastMessages.documentAnalyzed });
      },
      onError: (error) => toast({ title: toastMessages.documentFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  };
  const tooBig = file !== null && file.size > maxDocumentUploadBytes;
  const shown = (shownId !== null ? history.data?.find((a) => a.id === shownId) : undefined) ?? (analysis.data?.startupId === startupId ? analysis.data : undefined);

  return (
    <div className="flex flex-col gap-4">
      {!ownsStartup ? (
        <p role="status" className="rounded-lg bg-ochre-100 p-3 text-sm text-ochre-700">
          {t('Documents are analysed and stored privately against your own startup. Choose one of your startups above.')}
        </p>
      ) : null}
      <Card>
        <CardContent inset="alone" className="flex flex-col gap-4">
          <FormField id={ids.type} label={t('Document type')}>
            <Select id={ids.type} value={documentType} onChange={(e) => setDocumentType(e.target.value as DocumentType)}>
              {documentTypes.map((type) => (
                <option key={type} value={type}>
                  {t(documentTypeLabels[type])}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id={ids.text} label={t('Document text')} hint={t('Paste the text of the document (up to 200,000 characters).')}>
            <Textarea id={ids.text} rows={8} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('Paste your pitch deck, financial statements, business plan or legal text')} />
          </FormField>
          <div className="flex justify-end">
            <Button onClick={() => submit({ kind: 'text', input: { documentText: text, documentType } })} disabled={!text.trim() || analysis.isPending || !ownsStartup}>
              {analysis.isPending ? t(pendingLabels.analyzing) : t('Analyze Document')}
            </Button>
          </div>
          <div className="flex flex-col gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:items-end">
            <div className="flex-1">
              <FormField id={ids.file} label={t(documentUploadLabels.field)} error={tooBig ? insightsApiMessages.fileTooLarge : undefined} hint={t(documentUploadLabels.hint)}>
                <Input id={ids.file} type="file" accept={documentUploadAccept} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              </FormField>
            </div>
            <Button variant="outline" onClick={() => file && submit({ kind: 'pdf', file, documentType })} disabled={!file || tooBig || analysis.isPending || !ownsStartup}>
              {analysis.isPending ? t(pendingLabels.analyzing) : t(documentUploadLabels.submit)}
            </Button>
          </div>
        </CardContent>
      </Card>
      {shown ? <DocumentResult result={shown} /> : null}
      {history.data?.length ? (
        <div>
          <h2 className="text-sm font-semibold">{t('Analysed documents')}</h2>
          <ul className="mt-2 flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {history.data.map((a) => (
              <li key={a.id}>
                <button type="button" className="flex w-full flex-wrap justify-between gap-2 px-3 py-2 text-start text-sm hover:bg-stone-50" onClick={() => setShownId(a.id)} aria-pressed={shown?.id === a.id}>
                  <span>
                    {t(documentTypeLabels[a.documentType])} {a.fileName ? `(${a.fileName})` : t('(pasted)')}
                  </span>
                  <span className="text-stone-600">
                    {t('{{date}} · confidence {{percent}} · {{flags}} flags', { date: formatDate(a.createdAt), percent: formatPercent(a.confidence), flags: a.riskFlags.length })}
                  </span>

                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
