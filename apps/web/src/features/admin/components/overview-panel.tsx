import { Flag, ShieldCheck, ShieldOff, UserCog } from 'lucide-react';
import { adminMessages } from '@baobab/contracts/admin-texts';
import { StatTile } from '@/components/ui/stat-tile';
import { errorMessage } from '@/lib/api';
import { useAdminOverview } from '../api/get-admin';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/** What waits for an admin: the queues the other tabs work through. */
export function AdminOverview() {
  const t = useT('admin');
  const translate = useTranslateMessage();
  const overview = useAdminOverview();
  if (overview.isError) return <p role="alert" className="text-red-700">{translate(errorMessage(overview.error))}</p>;
  const data = overview.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile label={t(adminMessages.pendingVerifications)} value={data?.pendingVerifications} icon={ShieldCheck} />
      <StatTile label={t(adminMessages.openReports)} value={data?.openReports} icon={Flag} />
      <StatTile label={t(adminMessages.restrictedAccounts)} value={data?.restrictedAccounts} icon={ShieldOff} />
      <StatTile label={t(adminMessages.adminCount)} value={data?.admins} icon={UserCog} />
    </div>
  );
}
