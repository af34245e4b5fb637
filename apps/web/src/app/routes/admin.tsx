import type { ComponentType } from 'react';
import type { CurrentUser } from '@baobab/contracts/auth';
import { adminMessages } from '@baobab/contracts/admin-texts';
import { exchangeRatesText } from '@baobab/contracts/exchange-rates';
import { moderationMessages } from '@baobab/contracts/moderation-texts';
import { verificationMessages } from '@baobab/contracts/verification-texts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminAuditLog } from '@/features/admin/components/audit-panel';
import { AdminOverview } from '@/features/admin/components/overview-panel';
import { AdminTeam } from '@/features/admin/components/team-panel';
import { ExchangeRatesPanel } from '@/features/exchange-rates/components/exchange-rates-panel';
import { AccountModeration } from '@/features/moderation/components/account-moderation';
import { ReportQueue } from '@/features/moderation/components/report-queue';
import { VerificationQueue } from '@/features/verification/components/verification-queue';
import { useT, type Key } from '@/lib/i18n/use-t';
import { useUrlTab } from '@/lib/use-url-tab';
import type { ScreenProps } from '../screen-props';
import NotFound from './not-found';

type AdminTab = { value: string; label: Key<'admin'>; Panel: ComponentType<{ user: CurrentUser }> };

/** The console's tabs, in the order an admin works through them; each panel comes from its feature. */
const tabs: AdminTab[] = [
  { value: 'overview', label: adminMessages.overviewTitle, Panel: AdminOverview },
  { value: 'verifications', label: verificationMessages.adminTab, Panel: VerificationQueue },
  { value: 'reports', label: moderationMessages.queueTitle, Panel: ReportQueue },
  { value: 'accounts', label: moderationMessages.accountsTitle, Panel: AccountModeration },
  { value: 'admins', label: adminMessages.adminsTitle, Panel: ({ user }) => <AdminTeam currentUserId={user.id} /> },
  { value: 'exchange-rates', label: exchangeRatesText.tab, Panel: ExchangeRatesPanel },
  { value: 'audit', label: adminMessages.auditTitle, Panel: AdminAuditLog },
];
const tabValues = tabs.map((tab) => tab.value);

/** The admin console. Anyone who is not an admin sees the same 404 page the API gives them. */
export default function AdminScreen({ user }: ScreenProps) {
  const t = useT('admin');
  const [tab, setTab] = useUrlTab(tabValues);
  if (!user?.isAdmin) return <NotFound />;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">{t(adminMessages.title)}</h1>
        <p className="mt-1 text-stone-600">{t(adminMessages.intro)}</p>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="flex-wrap">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="mt-6">
            <Panel user={user} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
