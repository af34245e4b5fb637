import { useId } from 'react';
import { Link } from 'wouter';
import { organisationDirectoryScreen as d, organisationKindLabels, organisationKinds, type OrganisationKind } from '@baobab/contracts/organisations-texts';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useOrganisationDirectory, usePublicOrganisation } from '@/features/organisations/api/get-organisation-directory';
import { OrganisationFocus, OrganisationSummaryLine } from '@/features/organisations/components/public-organisation-facts';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useUrlFilters } from '@/lib/use-url-filters';
import type { ScreenProps } from '../screen-props';
import { UserText } from '@/components/ui/user-text';

const keys = ['q', 'kind'] as const;

/** /funds: funds, angel networks and syndicates whose admins chose to be listed; anyone may read it. */
function Directory() {
  const t = useT('organisations');
  const translate = useTranslateMessage();
  const id = useId();
  const { values, page, update, setPage } = useUrlFilters(keys);
  const kind = (organisationKinds as readonly string[]).includes(values.kind ?? '') ? (values.kind as OrganisationKind) : undefined;
  const list = useOrganisationDirectory({ ...(values.q ? { q: values.q } : {}), ...(kind ? { kind } : {}), ...(page > 1 ? { page } : {}) });
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t(d.title)}</h1>
        <p className="mt-1 max-w-prose text-stone-600">{t(d.intro)}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-q`} className="text-sm font-medium text-stone-800">
            {t(d.searchLabel)}
          </label>
          <Input id={`${id}-q`} type="search" defaultValue={values.q} onChange={(e) => update({ q: e.target.value.trim() })} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-kind`} className="text-sm font-medium text-stone-800">
            {t(d.kindLabel)}
          </label>
          <NativeSelect id={`${id}-kind`} value={kind ?? ''} onChange={(e) => update({ kind: e.target.value })}>
            <option value="">{t(d.allKinds)}</option>
            {organisationKinds.map((k) => (
              <option key={k} value={k}>
                {t(organisationKindLabels[k])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {list.isLoading ? <Spinner /> : null}
      {list.isError ? <p role="alert" className="text-red-700">{translate(errorMessage(list.error))}</p> : null}
      {list.data && list.data.organisations.length === 0 ? <p className="text-stone-600">{t(d.noneMatch)}</p> : null}
      <ul aria-label={t(d.title)} className="grid gap-4 md:grid-cols-2">
        {list.data?.organisations.map((organisation) => (
          <li key={organisation.slug} className="min-w-0">
            <Card className="h-full">
              <CardContent className="flex flex-col gap-2 pt-6">
                <Link href={`/funds/${organisation.slug}`} className="break-words text-lg font-semibold text-brand-700 underline-offset-4 hover:underline">
                  <UserText>{organisation.name}</UserText>
                </Link>
                <OrganisationSummaryLine organisation={organisation} />
                {organisation.thesis ? <p dir="auto" className="line-clamp-3 break-words text-sm text-stone-700">{organisation.thesis}</p> : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {list.data ? <Pager page={page} pageSize={list.data.pageSize} shown={list.data.organisations.length} total={list.data.total} onPageChange={setPage} label={t(d.title)} layout="center" /> : null}
    </section>
  );
}

/** /funds/:slug: one listed organisation's public page. Its members are counted, never named. */
function PublicPage({ slug }: { slug: string }) {
  const t = useT('organisations');
  const translate = useTranslateMessage();
  const query = usePublicOrganisation(slug);
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link href="/funds" className="text-sm text-brand-700 underline-offset-4 hover:underline">
        {t(d.backToDirectory)}
      </Link>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p role="alert" className="text-red-700">{translate(errorMessage(query.error))}</p> : null}
      {query.data ? (
        <>
          <div>
            <h1 dir="auto" className="break-words text-3xl font-bold tracking-tight">{query.data.name}</h1>
            <OrganisationSummaryLine organisation={query.data} />
          </div>
          {query.data.thesis ? (
            <div>
              <h2 className="text-lg font-semibold">{t(d.thesisTitle)}</h2>
              {/* The organisation's own words, shown as written. */}
              <p dir="auto" className="mt-1 whitespace-pre-line break-words">{query.data.thesis}</p>
            </div>
          ) : null}
          <OrganisationFocus organisation={query.data} />
          <p className="text-sm text-stone-600">{t(d.howToJoin)}</p>
        </>
      ) : null}
    </section>
  );
}

export default function FundsScreen({ params }: ScreenProps) {
  return params.slug ? <PublicPage slug={params.slug} /> : <Directory />;
}
