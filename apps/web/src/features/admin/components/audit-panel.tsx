import { adminMessages } from '@baobab/contracts/admin-texts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useAdminAudit } from '../api/get-admin';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/** Every admin action, newest first: who, what (action and target) and why. A list on phones, a table from md. */
export function AdminAuditLog() {
  const t = useT('admin');
  const translate = useTranslateMessage();
  const audit = useAdminAudit();
  if (audit.isPending) return <Spinner />;
  if (audit.isError) return <p role="alert" className="text-red-700">{translate(errorMessage(audit.error))}</p>;
  const entries = audit.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <p className="text-stone-600">{t(adminMessages.auditEmpty)}</p>;
  return (
    <Card className="overflow-hidden">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t(adminMessages.auditTitle)}</caption>
        <thead className="hidden bg-stone-50 text-xs uppercase tracking-wide text-stone-500 md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">{t(adminMessages.auditWhen)}</th>
            <th scope="col" className="px-4 py-2 font-medium">{t(adminMessages.auditWho)}</th>
            <th scope="col" className="px-4 py-2 font-medium">{t(adminMessages.auditWhat)}</th>
            <th scope="col" className="px-4 py-2 font-medium">{t(adminMessages.auditTarget)}</th>
            <th scope="col" className="px-4 py-2 font-medium">{t(adminMessages.auditWhy)}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {entries.map((entry) => (
            <tr key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 md:table-row md:p-0">
              <td className="text-stone-600 md:px-4 md:py-2">{formatDate(entry.createdAt)}</td>
              <td className="break-all md:px-4 md:py-2">{entry.admin.email ?? '–'}</td>
              <td className="font-mono text-xs md:px-4 md:py-2">{entry.action}</td>
              <td className="break-all text-stone-600 md:px-4 md:py-2">{entry.targetType ? `${entry.targetType} ${entry.targetId ?? ''}` : '–'}</td>
              <td className="md:px-4 md:py-2">{entry.reason ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {audit.hasNextPage ? (
        <div className="border-t border-stone-100 p-3 text-center">
          <Button variant="outline" size="sm" onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
            {t(adminMessages.showOlder)}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
