import type { ReactNode } from 'react';
import { Bookmark, BookmarkCheck, MapPin, Pencil, XCircle } from 'lucide-react';
import type { Job } from '@baobab/contracts/jobs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatPercent, formatUsd } from '@/lib/format';
import { useT, useTranslateMessage, type Translate } from '@/lib/i18n/use-t';
import { applyTarget, showContactInformation } from './apply-to-job';
import { UserText } from '@/components/ui/user-text';

function range(t: Translate<'jobs'>, min: number | null, max: number | null, format: (n: number) => string): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return min === max ? format(min) : format(min) + ' – ' + format(max);
  return min !== null ? t('from {{value}}', { value: format(min) }) : t('up to {{value}}', { value: format(max!) });
}

/** An external application link opens in a new tab, without giving it this window. */
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** An equity figure as given (12.5 stays 12.5), written the language's way: 12.5% or 12,5 %. */
const equityFigure = (n: number) => formatPercent(n / 100, (String(n).split('.')[1] ?? '').length);

type Props = {
  job: Job;
  canSave: boolean;
  onToggleSave: (job: Job) => void;
  onEdit: (job: Job) => void;
  onClose: (job: Job) => void;
  isBusy: boolean;
  /** What the screen offers on someone else's job (Report). */
  otherJobActions?: (job: Job) => ReactNode;
};

/** One opportunity: text is rendered as text (React escapes it), never as HTML. */
export function JobCard({ job, canSave, onToggleSave, onEdit, onClose, isBusy, otherJobActions }: Props) {
  const t = useT('jobs');
  const translate = useTranslateMessage();
  const target = applyTarget(job, t);
  const salary = range(t, job.salaryMin, job.salaryMax, formatUsd);
  const equity = range(t, job.equityMin, job.equityMax, equityFigure);
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="text-lg"><UserText>{job.title}</UserText></CardTitle>
          <div className="flex flex-wrap gap-1">
            <Badge>{translate(job.jobType)}</Badge>
            <Badge variant="secondary">{translate(job.category)}</Badge>
            {job.isRemote ? <Badge variant="accent">{t('Remote')}</Badge> : null}
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" /> {translate(job.location)}
          </span>
          <span>{t('Posted by {{name}} on {{date}}', { name: job.user.firstName + ' ' + job.user.lastName, date: formatDate(job.createdAt) })}</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p dir="auto" className="line-clamp-3 whitespace-pre-line text-sm text-stone-700">{job.description}</p>
        {salary || equity ? (
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {salary ? (
              <div className="flex gap-1">
                <dt className="text-stone-500">{t('Salary')}</dt>
                <dd className="font-medium">{salary}</dd>
              </div>
            ) : null}
            {equity ? (
              <div className="flex gap-1">
                <dt className="text-stone-500">{t('Equity')}</dt>
                <dd className="font-medium">{equity}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {target.kind === 'contact' ? (
            <Button onClick={() => showContactInformation(job, t)}>{t('Apply')}</Button>
          ) : (
            <Button asChild>
              <a href={target.href} {...(target.kind === 'link' ? newTab : {})}>
                {t('Apply')}
              </a>
            </Button>
          )}
          {canSave ? (
            <Button variant="outline" disabled={isBusy} onClick={() => onToggleSave(job)} aria-pressed={job.isSaved}>
              {job.isSaved ? <BookmarkCheck /> : <Bookmark />}
              {job.isSaved ? t('Saved') : t('Save')}
            </Button>
          ) : (
            <Button asChild variant="outline">
              <a href="/api/login">
                <Bookmark /> {t('Save')}
              </a>
            </Button>
          )}
          {job.isOwner ? (
            <>
              <Button variant="ghost" onClick={() => onEdit(job)}>
                <Pencil /> {t('Edit')}
              </Button>
              <Button variant="ghost" disabled={isBusy} onClick={() => onClose(job)}>
                <XCircle /> {t('Close')}
              </Button>
            </>
          ) : (
            otherJobActions?.(job)
          )}
        </div>
      </CardContent>
    </Card>
  );
}
