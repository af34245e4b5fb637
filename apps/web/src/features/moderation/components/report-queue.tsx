import { Flag } from 'lucide-react';
import { moderationMessages, moderationTemplates, reportReasonLabels, reportTargetLabels } from '@baobab/contracts/moderation-texts';
import type { Report } from '@baobab/contracts/moderation';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useAccountAction, useDismissReport, useHideContent, useReportQueue } from '../api/moderation';
import { AccountSummary } from './account-summary';
import { ActionForm, type ActionChoice } from './action-form';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

const label = (value: string) => ({ value, label: moderationMessages.actionLabels[value] ?? value });

/** What an admin may do about one report: content actions only for content with a public face. */
function choicesFor(report: Report): ActionChoice[] {
  const choices = [label('dismiss')];
  if (report.targetType !== 'access_request' && report.content && !report.content.isHidden) choices.push(label('hide'));
  choices.push(label('warn'));
  if (!report.account.isAdmin) {
    if (report.account.status === 'active') choices.push(label('suspend'));
    if (report.account.status !== 'banned') choices.push(label('ban'));
  }
  return choices;
}

function ReportItem({ report }: { report: Report }) {
  const t = useT('moderation');
  const translate = useTranslateMessage();
  const reporter = report.reporter.name + ' (' + report.reporter.email + ') · ' + formatDate(report.createdAt);
  const dismiss = useDismissReport();
  const hide = useHideContent();
  const act = useAccountAction();
  const what = reportTargetLabels[report.targetType];

  const apply = (choice: string, reason: string, resolveRelated: boolean) => {
    if (choice === 'dismiss') return dismiss.mutateAsync({ id: report.id, reason, resolveRelated });
    if (choice === 'hide' && report.targetType !== 'access_request') {
      return hide.mutateAsync({ targetType: report.targetType, targetId: report.targetId, reason, reportId: report.id, resolveRelated });
    }
    return act.mutateAsync({ userId: report.account.id, action: choice as 'warn' | 'suspend' | 'ban', reason, reportId: report.id, resolveRelated });
  };

  return (
    <li>
      <Card>
        <CardHeader className="gap-1">
          <CardTitle className="flex flex-wrap items-center gap-2 text-base">
            <span className="capitalize">{translate(what)}</span>
            <Badge variant="destructive">{translate(reportReasonLabels[report.reason])}</Badge>
          </CardTitle>
          <p className="text-sm text-stone-600 [overflow-wrap:anywhere]">
            {t(moderationMessages.reportedBy)} {reporter}
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {report.details ? (
            <div className="text-sm">
              <p className="font-medium text-stone-700">{t(moderationMessages.detailsFromReporter)}</p>
              <p className="whitespace-pre-wrap break-words text-stone-800">“{report.details}”</p>
            </div>
          ) : null}
          <section aria-label={t(moderationTemplates.reportedContent, { what: translate(what) })} className="rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm">
            {report.content ? (
              <>
                <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
                  <span dir="auto" className="[overflow-wrap:anywhere]">{report.content.title}</span>
                  {report.content.isHidden ? <Badge variant="secondary">{t(moderationMessages.hiddenBadge)}</Badge> : null}
                </p>
                {report.content.participants.length ? <p className="mt-1 text-stone-500 [overflow-wrap:anywhere]">{report.content.participants.join(' ↔ ')}</p> : null}
                <p dir="auto" className="mt-2 max-h-48 overflow-y-auto whitespace-pre-wrap break-words text-stone-800">{report.content.text}</p>
              </>
            ) : (
              <p className="text-stone-500">{t(moderationMessages.contentGone)}</p>
            )}
          </section>
          <section aria-label={t(moderationMessages.reportedAccount)} className="flex flex-col gap-1">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-500">{t(moderationMessages.reportedAccount)}</h3>
            <AccountSummary account={report.account} />
          </section>
          <ActionForm choices={choicesFor(report)} relatedReports={report.otherOpenReports} onApply={apply} isPending={dismiss.isPending || hide.isPending || act.isPending} />
        </CardContent>
      </Card>
    </li>
  );
}

/** The admin console's Reports tab: open reports, oldest first, each with its context and the actions. */
export function ReportQueue() {
  const t = useT('moderation');
  const queue = useReportQueue();
  return (
    <section aria-label={t(moderationMessages.queueTitle)} className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t(moderationMessages.queueTitle)}</h2>
      {queue.isLoading ? (
        <Spinner className="mx-auto my-10 block" label={t('Loading reports')} />
      ) : queue.isError ? (
        <p role="alert" className="text-sm text-red-800">{errorMessage(queue.error)}</p>
      ) : queue.data?.items.length ? (
        <ul className="flex flex-col gap-4">
          {queue.data.items.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={Flag} title={t(moderationMessages.queueEmpty)} />
      )}
    </section>
  );
}
