import type { ReactNode } from 'react';
import { Bookmark, BookmarkCheck, MapPin, Pencil, XCircle } from 'lucide-react';
import type { Job } from '@baobab/contracts/jobs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatUsd } from '@/lib/format';
import { applyTarget, showContactInformation } from './apply-to-job';

function range(min: number | null, max: number | null, format: (n: number) => string): string | null {
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return min === max ? format(min) : `${format(min)} – ${format(max)}`;
  return min !== null ? `from ${format(min)}` : `up to ${format(max!)}`;
}

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
  const target = applyTarget(job);
  const salary = range(job.salaryMin, job.salaryMax, formatUsd);
  const equity = range(job.equityMin, job.equityMax, (n) => `${n}%`);
  return (
    <Card>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="text-lg">{job.title}</CardTitle>
          <div className="flex flex-wrap gap-1">
            <Badge>{job.jobType}</Badge>
            <Badge variant="secondary">{job.category}</Badge>
            {job.isRemote ? <Badge variant="accent">Remote</Badge> : null}
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" /> {job.location}
          </span>
          <span>
            Posted by {job.user.firstName} {job.user.lastName} on {formatDate(job.createdAt)}
          </span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="line-clamp-3 whitespace-pre-line text-sm text-stone-700">{job.description}</p>
        {salary || equity ? (
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {salary ? (
              <div className="flex gap-1">
                <dt className="text-stone-500">Salary</dt>
                <dd className="font-medium">{salary}</dd>
              </div>
            ) : null}
            {equity ? (
              <div className="flex gap-1">
                <dt className="text-stone-500">Equity</dt>
                <dd className="font-medium">{equity}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {target.kind === 'contact' ? (
            <Button onClick={() => showContactInformation(job)}>Apply</Button>
          ) : (
            <Button asChild>
              <a href={target.href} {...(target.kind === 'link' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                Apply
              </a>
            </Button>
          )}
          {canSave ? (
            <Button variant="outline" disabled={isBusy} onClick={() => onToggleSave(job)} aria-pressed={job.isSaved}>
              {job.isSaved ? <BookmarkCheck /> : <Bookmark />}
              {job.isSaved ? 'Saved' : 'Save'}
            </Button>
          ) : (
            <Button asChild variant="outline">
              <a href="/api/login">
                <Bookmark /> Save
              </a>
            </Button>
          )}
          {job.isOwner ? (
            <>
              <Button variant="ghost" onClick={() => onEdit(job)}>
                <Pencil /> Edit
              </Button>
              <Button variant="ghost" disabled={isBusy} onClick={() => onClose(job)}>
                <XCircle /> Close
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
