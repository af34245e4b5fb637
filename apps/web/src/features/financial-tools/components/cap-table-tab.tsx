import { useMemo, useState } from 'react';
import { RotateCcw, Table2 } from 'lucide-react';
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools-cap-table';
import type { OcfImportWarning } from '@baobab/contracts/cap-table-exports';
import { pendingLabels, toastMessages } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { InStages } from '@/components/ui/in-stages';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useGenerateCapTable, useSavedCapTable } from '../api/generate-cap-table';
import { useLedgerPool } from '../api/share-ledger';
import { type CapTableDraft, defaultDraft, draftFromInput, draftToInput } from './cap-table-draft';
import { CapTableEditor } from './cap-table-editor';
import { CapTableExports } from './cap-table-exports';
import { CapTableResult } from './cap-table-result';
import { ExitWaterfall } from './exit-waterfall';
import { RoundsCard } from './rounds-card';
import { ScenarioPanel } from './scenario-panel';
import { ShareLedgerCard } from './share-ledger-card';
import { useCapTableValidation } from './use-cap-table-validation';
import { useCompanyCurrency } from './company-currency';

/** `founderNames`: the founders' own names, the editor's first holders before a cap table exists. */
type Props = { startupId: number; canEdit: boolean; founderNames?: readonly string[] };

/** The Cap Table tab: the founder edits and generates; a reader sees the saved table. Both get the what-if waterfall. */
export function CapTableTab({ startupId, canEdit, founderNames = [] }: Props) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const saved = useSavedCapTable(startupId);
  const [imports, setImports] = useState(0);
  const [leftOut, setLeftOut] = useState<OcfImportWarning[]>([]);
  if (saved.isPending) return <Spinner />;
  if (saved.isError) return <p role="alert" className="text-red-700">{translate(errorMessage(saved.error))}</p>;
  if (!canEdit) {
    return (
      <div className="flex flex-col gap-4">
        {saved.data ? (
          <>
            <CapTableResult result={saved.data} />
            <CapTableExports startupId={startupId} referenceValuation={saved.data.input.latestPostMoneyValuation} hasSaved />
            <ExitWaterfall input={saved.data.input} problems={[]} />
          </>
        ) : (
          <EmptyState icon={Table2} title={t('No cap table yet')}>{t('The founder has not generated a cap table for this startup.')}</EmptyState>
        )}
        <RoundsCard startupId={startupId} canEdit={false} />
        <ScenarioPanel startupId={startupId} canEdit={false} />
        <ShareLedgerCard startupId={startupId} canEdit={false} />
      </div>
    );
  }
  // Remounted after an OCF import (which replaces the saved table), so the editor starts from the imported table.
  // The editor, the result and the panels below are some hundred fields and rows: drawn in stages.
  return (
    <InStages fallback={<Spinner />}>
      <CapTableWorkspace
        key={imports}
        startupId={startupId}
        founderNames={founderNames}
        initial={saved.data ? openingInput(saved.data) : undefined}
        savedResult={saved.data ?? undefined}
        asOf={saved.data?.asOf}
        importLeftOut={leftOut}
        onImported={(warnings) => {
          setLeftOut(warnings);
          setImports((n) => n + 1);
        }}
      />
    </InStages>
  );
}

const noErrors = new Map<string, string>();
const openingDateField = 'openingDate';

type SavedTable = NonNullable<ReturnType<typeof useSavedCapTable>['data']>;

/**
 * What the editor edits: the ledger's opening position as generated, with the round model (decision 0031).
 * Entries recorded in the ledger since stay on top of it, so they are never written a second time. A ledger
 * kept without an opening position starts the editor from the founders' rows.
 */
function openingInput(saved: SavedTable): CreateCapTableInput | undefined {
  if (saved.openingShares.length === 0) return undefined;
  return { ...saved.input, shares: saved.openingShares, ...(saved.openingDate ? { openingDate: saved.openingDate } : {}) };
}

type WorkspaceProps = {
  startupId: number;
  founderNames: readonly string[];
  initial: CreateCapTableInput | undefined;
  savedResult: Parameters<typeof CapTableResult>[0]['result'] | undefined;
  /** The saved cap table's date (today's holdings); today before there is one. */
  asOf: string | undefined;
  onImported: (leftOut: OcfImportWarning[]) => void;
  importLeftOut: OcfImportWarning[];
};

const todayUtc = () => new Date().toISOString().slice(0, 10);

function CapTableWorkspace({ startupId, founderNames, initial, savedResult, asOf, onImported, importLeftOut }: WorkspaceProps) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const [edited, setDraft] = useState<CapTableDraft>(() => (initial ? draftFromInput(initial) : defaultDraft(founderNames)));
  // Once the ledger has a plan on the table's date, its plans' remaining pool is the pool (decision 0056): the editor
  // shows it read-only, and the checks, the waterfall and the generated table use it rather than a figure typed earlier.
  const poolDate = useMemo(() => asOf ?? todayUtc(), [asOf]);
  const ledgerPool = useLedgerPool(startupId, poolDate);
  const draft = useMemo(() => (typeof ledgerPool === 'number' ? { ...edited, optionPool: String(ledgerPool) } : edited), [edited, ledgerPool]);
  const validation = useCapTableValidation();
  const currency = useCompanyCurrency();
  // Null until the checks' code has arrived (just after the editor's first paint). Amounts are read in the company's currency.
  const check = useMemo(() => validation?.checkDraft(draft, currency) ?? null, [validation, draft, currency]);
  const priceToPreMoney = useMemo(() => validation && ((d: CapTableDraft, price: string) => validation.preMoneyFromPrice(d, price, currency)), [validation, currency]);
  const checkErrors = check?.errors ?? noErrors;
  // Rules only the server can check (a date before the startup was founded) are shown beside
  // their field until the draft they were about changes.
  const [refused, setRefused] = useState<{ draft: CapTableDraft; errors: Map<string, string> } | null>(null);
  const errors = useMemo(() => (refused?.draft === draft ? new Map([...refused.errors, ...checkErrors]) : checkErrors), [refused, draft, checkErrors]);
  const generate = useGenerateCapTable(startupId);
  const result = generate.data ?? savedResult;
  // The server's answer about the opening position's date (after today, before the founding year).
  const openingDateError = errors.get(openingDateField);

  const onGenerate = () =>
    generate.mutate((check?.input ?? draftToInput(draft, currency)) as CreateCapTableInput, {
      onSuccess: () => toast({ title: toastMessages.capTableGenerated }),
      onError: (error) => {
        if (error instanceof ApiRequestError) setRefused({ draft, errors: new Map(error.serverIssues.map((i) => [i.path, i.message])) });
        toast({ title: toastMessages.capTableFailed, description: errorMessage(error), variant: 'destructive' });
      },
    });

  return (
    <div className="flex flex-col gap-4">
      {/* The editor first; the rest below it (mostly off a phone's screen) in the next commits. */}
      <InStages>
        <Card key="editor">
          <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <CardTitle>{t('Cap table')}</CardTitle>
              <p className="mt-1 text-sm text-stone-600">{t('Edit holders, classes, vesting, SAFEs, notes and a priced round, then generate to save the table and its exit scenarios.')}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => setDraft(defaultDraft(founderNames))}>
                <RotateCcw aria-hidden="true" /> {t('Reset to defaults')}
              </Button>
              <Button type="button" onClick={onGenerate} disabled={generate.isPending}>
                {generate.isPending ? t(pendingLabels.generating) : t('Generate Cap Table')}
              </Button>
            </div>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor="cap-table-opening-date">{t('Opening position date')}</Label>
              <Input
                id="cap-table-opening-date"
                type="date"
                min="1900-01-01"
                className="w-44"
                value={draft.openingDate}
                aria-describedby="cap-table-opening-date-help"
                aria-invalid={openingDateError ? true : undefined}
                onChange={(e) => setDraft({ ...draft, openingDate: e.target.value })}
              />
              <p id="cap-table-opening-date-help" className="text-xs text-stone-600">
                {t('Generating writes these holders to the share ledger below as its opening position on this date; entries recorded in the ledger after it are added on top.')}
              </p>
              {openingDateError ? <p role="alert" className="text-xs text-red-700">{translate(openingDateError)}</p> : null}
            </div>
            <CapTableEditor draft={draft} errors={errors} onChange={setDraft} priceToPreMoney={priceToPreMoney ?? undefined} ledgerPool={typeof ledgerPool === 'number' ? { shares: ledgerPool, asOf: poolDate } : undefined} />
          </CardContent>
        </Card>
        {check ? <ExitWaterfall key="waterfall" input={check.input} problems={[...new Set(check.errors.values())]} /> : <Spinner key="waterfall" />}
        {result ? <CapTableResult key="result" result={result} /> : null}
        <CapTableExports key="exports" startupId={startupId} referenceValuation={initial?.latestPostMoneyValuation} hasSaved={Boolean(savedResult ?? generate.data)} onImported={onImported} importLeftOut={importLeftOut} />
        <RoundsCard key="rounds" startupId={startupId} canEdit />
        <ScenarioPanel key="scenarios" startupId={startupId} canEdit current={check?.input ?? null} />
        <ShareLedgerCard key="ledger" startupId={startupId} canEdit />
      </InStages>
    </div>
  );
}
