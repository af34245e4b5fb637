import { useId, useState, type FormEvent } from 'react';
import type { CurrencyCode } from '@baobab/contracts/currencies';
import { EARLIEST_DEAL_DATE } from '@baobab/contracts/portfolio-texts';
import type { PortfolioReturnsView } from '@baobab/contracts/portfolio-returns';
import { returnsFlowKindLabels, returnsFlowKinds, type ReturnsFlowKind } from '@baobab/contracts/portfolio-returns';
import { AmountInput } from '@/components/forms/amount-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { useT, type Translate } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useRecordFlow, useRecordMark } from '../api/get-returns';

type Issues = Record<string, string>;

/**
 * A company an amount can be recorded in: one with amounts already (its currency fixed by the earliest, decision
 * 0041), or for a fund one of its pipeline's companies with none yet (`currency` null: the server reads the amount
 * in whatever currency it is written in, else the company's own).
 */
export type ReturnsCompanyChoice = { id: number; name: string; currency: CurrencyCode | null };

export const choicesOf = (companies: PortfolioReturnsView['companies']): ReturnsCompanyChoice[] => companies.map((c) => ({ id: c.startup.id, name: c.startup.name, currency: c.currency }));

/** The fund the entry is for (decision 0065), or nothing for the person's own. */
const ownerOf = (organisationId: number | undefined) => (organisationId === undefined ? {} : { organisationId });

export const flowKindLabel = (t: Translate<'portfolio'>, kind: ReturnsFlowKind) =>
  t(returnsFlowKindLabels[kind]);

const today = () => new Date().toISOString().slice(0, 10);

/** The server's field issues by field, shown beside each field; anything else in a toast. */
function issuesOf(error: unknown): Issues {
  return error instanceof ApiRequestError ? Object.fromEntries(error.serverIssues.map((i) => [i.path, i.message])) : {};
}

function CompanySelect({ id, companies, value, onChange }: { id: string; companies: ReturnsCompanyChoice[]; value: number; onChange: (id: number) => void }) {
  const t = useT('portfolio');
  return (
    <FormField id={id} label={t('Company')}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {companies.map((c) => (
          <option dir="auto" key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

type FindCompany = { search: string; onSearch: (text: string) => void };

/**
 * Records a follow-on, a distribution, a write-off or an off-platform first cheque, in the company's currency.
 * With `find`, a search narrows the companies offered (a fund's pipeline is searched on the server, not read whole).
 */
export function RecordFlowForm({ companies, organisationId, find }: { companies: ReturnsCompanyChoice[]; organisationId?: number; find?: FindCompany }) {
  const t = useT('portfolio');
  const id = useId();
  const record = useRecordFlow();
  const [chosenId, setStartupId] = useState(companies[0]?.id);
  // A new search can leave the chosen company out of the choices: the first one offered is then the one sent.
  const startupId = companies.some((c) => c.id === chosenId) ? chosenId : companies[0]?.id;
  const [kind, setKind] = useState<ReturnsFlowKind>('follow-on');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today());
  const [note, setNote] = useState('');
  const [issues, setIssues] = useState<Issues>({});
  const fixed = companies.find((c) => c.id === startupId)?.currency ?? null;
  const currency: CurrencyCode = fixed ?? 'USD';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { ...ownerOf(organisationId), startupId: startupId!, kind, amount, date, ...(note.trim() ? { note } : {}) },
      {
        onSuccess: () => {
          setIssues({});
          setAmount('');
          setNote('');
          toast({ title: 'Flow recorded' });
        },
        onError: (error) => {
          setIssues(issuesOf(error));
          toast({ title: 'Could not record the flow', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">{t('Record a flow')}</h3>
      {find ? (
        <FormField id={`${id}-find`} label={t('Find a company of the pipeline')}>
          <Input id={`${id}-find`} type="search" value={find.search} onChange={(e) => find.onSearch(e.target.value)} />
        </FormField>
      ) : null}
      <CompanySelect id={`${id}-company`} companies={companies} value={startupId ?? 0} onChange={setStartupId} />
      <FormField id={`${id}-kind`} label={t('Kind')} error={issues.kind}>
        <NativeSelect id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as ReturnsFlowKind)}>
          {returnsFlowKinds.map((k) => (
            <option key={k} value={k}>
              {flowKindLabel(t, k)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <AmountInput
        id={`${id}-amount`}
        label={fixed ? t('Amount ({{currency}})', { currency }) : t('Amount')}
        value={amount}
        onCommit={setAmount}
        context={{ currency, isCurrencyFixed: fixed !== null, sign: kind === 'write-off' ? 'nonNegative' : 'positive' }}
      />
      {issues.amount ? <p role="alert" className="text-sm text-red-700">{issues.amount}</p> : null}
      <FormField id={`${id}-date`} label={t('Date')} error={issues.date}>
        <Input id={`${id}-date`} type="date" min={EARLIEST_DEAL_DATE} max={today()} value={date} onChange={(e) => setDate(e.target.value)} />
      </FormField>
      <FormField id={`${id}-note`} label={t('Note (optional)')} error={issues.note}>
        <Input id={`${id}-note`} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <Button type="submit" disabled={record.isPending || amount === '' || startupId === undefined}>
        {t('Record flow')}
      </Button>
    </form>
  );
}

/** Records what a holding is worth on a date and where that figure comes from. */
export function RecordMarkForm({ companies, organisationId }: { companies: ReturnsCompanyChoice[]; organisationId?: number }) {
  const t = useT('portfolio');
  const id = useId();
  const record = useRecordMark();
  const [startupId, setStartupId] = useState(companies[0]!.id);
  const [value, setValue] = useState('');
  const [date, setDate] = useState(today());
  const [source, setSource] = useState('');
  const [issues, setIssues] = useState<Issues>({});
  const currency: CurrencyCode = companies.find((c) => c.id === startupId)?.currency ?? 'USD';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { ...ownerOf(organisationId), startupId, value, date, source },
      {
        onSuccess: () => {
          setIssues({});
          setValue('');
          setSource('');
          toast({ title: 'Mark recorded' });
        },
        onError: (error) => {
          setIssues(issuesOf(error));
          toast({ title: 'Could not record the mark', description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">{t('Record a mark')}</h3>
      <CompanySelect id={`${id}-company`} companies={companies} value={startupId} onChange={setStartupId} />
      <AmountInput id={`${id}-value`} label={organisationId === undefined ? t('Value of your holding ({{currency}})', { currency }) : t('Value of the fund’s holding ({{currency}})', { currency })} value={value} onCommit={setValue} context={{ currency, isCurrencyFixed: true, sign: 'nonNegative' }} />
      {issues.value ? <p role="alert" className="text-sm text-red-700">{issues.value}</p> : null}
      <FormField id={`${id}-date`} label={t('Date')} error={issues.date}>
        <Input id={`${id}-date`} type="date" min={EARLIEST_DEAL_DATE} max={today()} value={date} onChange={(e) => setDate(e.target.value)} />
      </FormField>
      <FormField id={`${id}-source`} label={t('Source')} hint={t('A report, a secondary sale, a new round')} error={issues.source}>
        <Input id={`${id}-source`} maxLength={200} value={source} onChange={(e) => setSource(e.target.value)} />
      </FormField>
      <Button type="submit" disabled={record.isPending || value === '' || source.trim() === ''}>
        {t('Record mark')}
      </Button>
    </form>
  );
}
