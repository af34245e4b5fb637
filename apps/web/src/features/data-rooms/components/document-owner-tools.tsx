import { useState, type FormEvent } from 'react';
import { BarChart3, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { analysableFileTypes, dataRoomMessages } from '@baobab/contracts/data-rooms-texts';
import type { DataRoomDocument } from '@baobab/contracts/data-rooms';
import { documentTypes, type DocumentType } from '@baobab/contracts/enums';
import { documentTypeLabels } from '@baobab/contracts/insights-texts';
import { Button } from '@/components/ui/button';
import { FactLine } from '@/components/ui/fact-line';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate, formatPercent } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useAnalyzeDocument, useDeleteDocument, useDocumentAnalysis, useDocumentAnalytics, useRenameDocument } from '../api/documents';


export const formatSeconds = (s: number | null) => (s === null ? '—' : s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`);

function Analytics({ roomId, document }: { roomId: number; document: DataRoomDocument }) {
  const t = useT('data-rooms');
  const analytics = useDocumentAnalytics(roomId, document.id, true);
  if (!analytics.data) return <Spinner />;
  const a = analytics.data;
  return (
    <div className="flex flex-col gap-2 text-sm" aria-label={t('Views of {{name}}', { name: document.name })} role="region">
      <p className="text-stone-700">
        <FactLine
          facts={[
            `${t('{{count}} views', { count: a.views.length })} ${t('by {{count}} people', { count: a.viewers })}`,
            t('total {{total}} · average {{average}}', { total: formatSeconds(a.totalSeconds), average: formatSeconds(a.averageSeconds) }),
          ]}
        />
      </p>
      {a.views.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {a.views.map((v) => (
            <li key={v.viewId} className="text-stone-600">
              <FactLine
                facts={[v.viewer.name, `v${v.version ?? '?'}`, formatDate(v.viewedAt), v.seconds === null ? t('time not reported') : formatSeconds(v.seconds)]}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Analysis({ roomId, document }: { roomId: number; document: DataRoomDocument }) {
  const t = useT('data-rooms');
  // The analysis engine's red flags arrive in English; their French is in the insights catalog, loaded by useT (decision 0023).
  const insights = useT('insights');
  const tm = useTranslateMessage();
  const stored = useDocumentAnalysis(roomId, document.id, true);
  const analyze = useAnalyzeDocument(roomId, document.id);
  const [type, setType] = useState<DocumentType>('pitch_deck');
  const result = stored.data;
  return (
    <div className="flex flex-col gap-3 text-sm" role="region" aria-label={t('Analysis of {{name}}', { name: document.name })}>
      {analysableFileTypes.includes(document.fileType) ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1">
            <span className="text-xs font-medium text-stone-600">{t('Document type')}</span>
            <NativeSelect value={type} onChange={(e) => setType(e.target.value as DocumentType)} aria-label={t('Document type of {{name}}', { name: document.name })}>
              {documentTypes.map((option) => (
                <option key={option} value={option}>
                  {t(documentTypeLabels[option])}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button
            size="sm"
            disabled={analyze.isPending}
            onClick={() =>
              analyze.mutate(
                { documentType: type },
                {
                  onSuccess: () => toast({ title: dataRoomMessages.analysed }),
                  onError: (e) => toast({ title: t('Could not analyse the document'), description: errorMessage(e), variant: 'destructive' }),
                },
              )
            }
          >
            <Sparkles aria-hidden="true" /> {analyze.isPending ? t('Analysing...') : t('Analyse latest version')}
          </Button>
        </div>
      ) : (
        <p className="text-stone-600">{t('{{type}} files have no text the document analyser can read; analyse a PDF, Word (.docx), PowerPoint (.pptx) or CSV file instead', { type: document.fileType.toUpperCase() })}</p>
      )}
      {result ? (
        <div className="rounded-lg bg-stone-50 p-3">
          <p className="font-medium">
            <FactLine
              facts={[
                t(documentTypeLabels[result.documentType]),
                `v${result.version}`,
                formatDate(result.createdAt),
                t('confidence {{percent}}', { percent: formatPercent(result.confidence) }),
                result.deckQuality ? t('deck score {{score}}/100', { score: result.deckQuality.score }) : null,
              ]}
            />
          </p>
          {result.riskFlags.length > 0 ? (
            <ul className="mt-2 list-disc ps-5">
              {result.riskFlags.slice(0, 5).map((f) => (
                <li key={f.ruleId}>
                  <span className="font-medium">{tm(f.title)}</span> ({insights(f.severity)})
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-stone-600">{t('No red flags found.')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}

function RenameForm({ roomId, document, onDone }: { roomId: number; document: DataRoomDocument; onDone: () => void }) {
  const t = useT('data-rooms');
  const rename = useRenameDocument(roomId);
  const [name, setName] = useState(document.name);
  function submit(event: FormEvent) {
    event.preventDefault();
    rename.mutate(
      { documentId: document.id, name },
      {
        onSuccess: () => {
          toast({ title: dataRoomMessages.renamed });
          onDone();
        },
        onError: (e) => toast({ title: t('Could not rename'), description: errorMessage(e), variant: 'destructive' }),
      },
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2" aria-label={t('Rename {{name}}', { name: document.name })}>
      <Input aria-label={t('New name')} value={name} onChange={(e) => setName(e.target.value)} className="max-w-sm" />
      <Button type="submit" size="sm" disabled={rename.isPending}>
        {t('Save name')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        {t('Cancel')}
      </Button>
    </form>
  );
}

type Panel = 'rename' | 'analytics' | 'analysis' | null;

/** The owner's tools on one document: rename, delete, who viewed it for how long, and analysis. */
export function DocumentOwnerTools({ roomId, document }: { roomId: number; document: DataRoomDocument }) {
  const t = useT('data-rooms');
  const [panel, setPanel] = useState<Panel>(null);
  const remove = useDeleteDocument(roomId);
  const toggle = (next: Panel) => setPanel(panel === next ? null : next);
  return (
    <div className="ms-7 flex flex-col gap-2">
      <div className="flex flex-wrap gap-1">
        <Button size="sm" variant="ghost" aria-expanded={panel === 'analytics'} onClick={() => toggle('analytics')} aria-label={t('Views of {{name}}', { name: document.name })}>
          <BarChart3 aria-hidden="true" /> {t('Views')}
        </Button>
        <Button size="sm" variant="ghost" aria-expanded={panel === 'analysis'} onClick={() => toggle('analysis')} aria-label={t('Analyse {{name}}', { name: document.name })}>
          <Sparkles aria-hidden="true" /> {t('Analyse')}
        </Button>
        <Button size="sm" variant="ghost" aria-expanded={panel === 'rename'} onClick={() => toggle('rename')} aria-label={t('Rename {{name}}', { name: document.name })}>
          <Pencil aria-hidden="true" /> {t('Rename')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('Delete {{name}}', { name: document.name })}
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(t('Delete {{name}}? People with access stop seeing it at once; its versions and audit trail are kept.', { name: document.name }))) return;
            remove.mutate(document.id, {
              onSuccess: () => toast({ title: dataRoomMessages.deleted }),
              onError: (e) => toast({ title: t('Could not delete'), description: errorMessage(e), variant: 'destructive' }),
            });
          }}
        >
          <Trash2 aria-hidden="true" /> {t('Delete')}
        </Button>
      </div>
      {panel === 'rename' ? <RenameForm roomId={roomId} document={document} onDone={() => setPanel(null)} /> : null}
      {panel === 'analytics' ? <Analytics roomId={roomId} document={document} /> : null}
      {panel === 'analysis' ? <Analysis roomId={roomId} document={document} /> : null}
    </div>
  );
}
