import { accountStatusLabels, moderationMessages, moderationTemplates } from '@baobab/contracts/moderation-texts';
import type { ReportedAccount } from '@baobab/contracts/moderation';
import { Badge } from '@/components/ui/badge';
import { FactLine } from '@/components/ui/fact-line';
import { useT } from '@/lib/i18n/use-t';

const DAY_MS = 24 * 60 * 60 * 1000;
const statusVariant = { active: 'secondary', suspended: 'accent', banned: 'destructive' } as const;

/** Who an account is, at a glance: name, e-mail, status, age and how many reports name it. */
export function AccountSummary({ account }: { account: ReportedAccount }) {
  const t = useT('moderation');
  const days = Math.floor((Date.now() - new Date(account.createdAt).getTime()) / DAY_MS);
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-stone-900">{account.name || account.email}</span>
        <Badge variant={statusVariant[account.status]}>{t(accountStatusLabels[account.status])}</Badge>
        {account.isAdmin ? <Badge>{t(moderationMessages.adminBadge)}</Badge> : null}
      </p>
      <p className="break-all text-stone-600">{account.email}</p>
      <p className="text-stone-500">
        <FactLine
          facts={[days < 1 ? t(moderationMessages.joinedToday) : t(moderationTemplates.joined, { count: days }), t(moderationTemplates.reportsAgainst, { count: account.reportCount })]}
        />
      </p>
    </div>
  );
}
