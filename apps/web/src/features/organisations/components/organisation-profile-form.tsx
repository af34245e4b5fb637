import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { allSectors, fundingStages, sectorLabels, stageLabels } from '@baobab/contracts/enums';
import { organisationInputSchema, type Organisation } from '@baobab/contracts/organisations';
import { organisationKindLabels, organisationKinds, organisationScreen as s, type OrganisationKind } from '@baobab/contracts/organisations-texts';
import { CountryPicker } from '@/components/shared/country-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useCreateOrganisation, useUpdateOrganisation, type OrganisationDraft } from '../api/change-organisations';

const fields = ['name', 'kind', 'thesis', 'stages', 'sectors', 'countries', 'chequeMinUsd', 'chequeMaxUsd', 'listed'] as const;
type Field = (typeof fields)[number];
type Errors = Partial<Record<Field | 'form', string>>;

/** Each issue under its field; one the form has no field for above the button. */
function errorsOf(issues: readonly { path: string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = (fields as readonly string[]).includes(issue.path) ? (issue.path as Field) : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

type Draft = { name: string; kind: OrganisationKind; thesis: string; stages: string[]; sectors: string[]; countries: string[]; chequeMinUsd: string; chequeMaxUsd: string; listed: boolean };

const draftOf = (organisation?: Organisation): Draft => ({
  name: organisation?.name ?? '',
  kind: organisation?.kind ?? 'fund',
  thesis: organisation?.thesis ?? '',
  stages: [...(organisation?.stages ?? [])],
  sectors: [...(organisation?.sectors ?? [])],
  countries: [...(organisation?.countries ?? [])],
  chequeMinUsd: organisation?.chequeMinUsd == null ? '' : String(organisation.chequeMinUsd),
  chequeMaxUsd: organisation?.chequeMaxUsd == null ? '' : String(organisation.chequeMaxUsd),
  listed: organisation?.listed ?? false,
});

/**
 * The organisation's profile: an investor creates a fund, angel network or syndicate with it (and becomes
 * its first administrator), and its administrators edit it, including whether the directory shows it.
 */
export function OrganisationProfileForm({ organisation }: { organisation?: Organisation }) {
  const t = useT('organisations');
  const translate = useTranslateMessage();
  const id = useId();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(organisation));
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateOrganisation();
  const update = useUpdateOrganisation(organisation?.id ?? 0);
  const pending = create.isPending || update.isPending;

  const body = (): OrganisationDraft => ({
    ...draft,
    chequeMinUsd: draft.chequeMinUsd.trim() || null,
    chequeMaxUsd: draft.chequeMaxUsd.trim() || null,
  });

  const failed = (error: Error) => setErrors(error instanceof ApiRequestError && error.serverIssues.length > 0 ? errorsOf(error.serverIssues) : { form: errorMessage(error) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = organisationInputSchema.safeParse(body());
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message }))));
      return;
    }
    setErrors({});
    if (organisation) {
      update.mutate(body(), { onSuccess: () => toast({ title: t(s.saved) }), onError: failed });
      return;
    }
    create.mutate(body(), {
      onSuccess: (created) => {
        toast({ title: t(s.created) });
        navigate(`/organisations/${created.id}`);
      },
      onError: failed,
    });
  };

  const set = (field: 'name' | 'thesis' | 'chequeMinUsd' | 'chequeMaxUsd') => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  const invalid = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(organisation ? s.profileTitle : s.createTitle)}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField id={`${id}-name`} label={t(s.nameLabel)} error={errors.name}>
            <Input id={`${id}-name`} value={draft.name} onChange={set('name')} {...invalid('name')} />
          </FormField>
          <FormField id={`${id}-kind`} label={t(s.kindLabel)} error={errors.kind}>
            <NativeSelect id={`${id}-kind`} value={draft.kind} onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value as OrganisationKind }))}>
              {organisationKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(organisationKindLabels[kind])}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={`${id}-thesis`} label={t(s.thesisLabel)} error={errors.thesis}>
            <Textarea id={`${id}-thesis`} rows={3} value={draft.thesis} onChange={set('thesis')} {...invalid('thesis')} />
          </FormField>
          <CheckboxGroup id={`${id}-stages`} legend={t(s.stagesLabel)} options={fundingStages} labels={stageLabels} value={draft.stages} onChange={(stages) => setDraft((d) => ({ ...d, stages }))} error={errors.stages} />
          <CheckboxGroup id={`${id}-sectors`} legend={t(s.sectorsLabel)} options={allSectors} labels={sectorLabels} value={draft.sectors} onChange={(sectors) => setDraft((d) => ({ ...d, sectors }))} error={errors.sectors} />
          <CountryPicker id={`${id}-countries`} legend={t(s.countriesLabel)} hint={t(s.countriesHint)} value={draft.countries} onChange={(countries) => setDraft((d) => ({ ...d, countries }))} error={errors.countries} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-chequeMinUsd`} label={t(s.chequeMinLabel)} hint={t(s.chequeHint)} error={errors.chequeMinUsd}>
              <Input id={`${id}-chequeMinUsd`} inputMode="decimal" value={draft.chequeMinUsd} onChange={set('chequeMinUsd')} {...invalid('chequeMinUsd')} />
            </FormField>
            <FormField id={`${id}-chequeMaxUsd`} label={t(s.chequeMaxLabel)} hint={t(s.chequeHint)} error={errors.chequeMaxUsd}>
              <Input id={`${id}-chequeMaxUsd`} inputMode="decimal" value={draft.chequeMaxUsd} onChange={set('chequeMaxUsd')} {...invalid('chequeMaxUsd')} />
            </FormField>
          </div>
          <label htmlFor={`${id}-listed`} className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3">
            <input id={`${id}-listed`} type="checkbox" className="mt-1 size-4 accent-brand-700" checked={draft.listed} onChange={(e) => setDraft((d) => ({ ...d, listed: e.target.checked }))} aria-describedby={`${id}-listed-hint`} />
            <span>
              <span className="block text-sm font-medium text-stone-800">{t(s.listedLabel)}</span>
              <span id={`${id}-listed-hint`} className="block text-sm text-stone-600">
                {t(s.listedHint)}
              </span>
            </span>
          </label>
          {errors.form ? (
            <p role="alert" className="text-sm text-red-700">
              {translate(errors.form)}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={pending}>
              {t(organisation ? s.saveButton : s.createButton)}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
