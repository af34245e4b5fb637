import { countryName } from '@baobab/contracts/countries';
import { sectorLabels, stageLabels } from '@baobab/contracts/enums';
import { intlLocales } from '@baobab/i18n/locales';
import type { PublicOrganisation } from '@baobab/contracts/organisations';
import { organisationDirectoryScreen as d, organisationKindLabels, organisationScreen as s } from '@baobab/contracts/organisations-texts';
import { formatUsd } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { FactLine } from '@/components/ui/fact-line';

/** The cheque sizes in one phrase, or null when the organisation states none. */
export function useChequeText(organisation: Pick<PublicOrganisation, 'chequeMinUsd' | 'chequeMaxUsd'>): string | null {
  const t = useT('organisations');
  const { chequeMinUsd: min, chequeMaxUsd: max } = organisation;
  if (min != null && max != null) return t(d.chequeRange, { min: formatUsd(min), max: formatUsd(max) });
  if (min != null) return t(d.chequeFrom, { min: formatUsd(min) });
  if (max != null) return t(d.chequeUpTo, { max: formatUsd(max) });
  return null;
}

/** Kind, member count and cheques: the line under a listed organisation's name. */
export function OrganisationSummaryLine({ organisation }: { organisation: PublicOrganisation }) {
  const t = useT('organisations');
  const cheques = useChequeText(organisation);
  return (
    <p className="text-sm text-stone-600">
      <FactLine facts={[t(organisationKindLabels[organisation.kind]), t(s.memberCount, { count: organisation.memberCount }), cheques]} />
    </p>
  );
}

/** Stages, sectors and countries as labelled lists of chips (each in the reader's language). */
export function OrganisationFocus({ organisation }: { organisation: PublicOrganisation }) {
  const t = useT('organisations');
  // Vocabulary labels are English values of the one vocabulary, shown in the reader's language.
  const translate = useTranslateMessage();
  const tag = intlLocales[useLocale()];
  const groups = [
    [d.stagesTitle, organisation.stages.map((stage) => translate(stageLabels[stage]))],
    [d.sectorsTitle, organisation.sectors.map((sector) => translate(sectorLabels[sector]))],
    [d.countriesTitle, organisation.countries.map((code) => countryName(code, tag))],
  ] as const;
  return (
    <dl className="flex flex-col gap-3">
      {groups
        .filter(([, values]) => values.length > 0)
        .map(([title, values]) => (
          <div key={title}>
            <dt className="text-sm font-medium text-stone-800">{t(title)}</dt>
            <dd className="mt-1 flex flex-wrap gap-2">
              {values.map((value) => (
                <span key={value} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700">
                  {value}
                </span>
              ))}
            </dd>
          </div>
        ))}
    </dl>
  );
}
