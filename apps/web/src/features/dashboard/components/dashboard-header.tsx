import { Link } from 'wouter';
import { LogOut, MessageSquare } from 'lucide-react';
import type { CurrentUser } from '@baobab/contracts/auth';
import type { UserType } from '@baobab/contracts/enums';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { initials } from '@/lib/format';
import { dashboardCopy } from './role-copy';

/** The dashboard's own header (spec section 2): links, Messages, avatar, name, role label, logout. */
export function DashboardHeader({ user, role, messagesHref }: { user: CurrentUser; role: UserType; messagesHref?: string }) {
  const copy = dashboardCopy(role);
  return (
    <div className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <nav aria-label="Dashboard" className="flex flex-wrap items-center gap-1 text-sm">
          <Link href="/" className="rounded-md px-2 py-1 text-stone-700 hover:bg-stone-100">Home</Link>
          <Link href="/dashboard" className="rounded-md px-2 py-1 text-stone-700 hover:bg-stone-100">Dashboard</Link>
          <Link href="/startups" className="rounded-md px-2 py-1 text-stone-700 hover:bg-stone-100">{copy.discoverLabel}</Link>
          <Link href="/investors" className="rounded-md px-2 py-1 text-stone-700 hover:bg-stone-100">{copy.secondLinkLabel}</Link>
        </nav>
        <div className="flex items-center gap-3">
          {messagesHref ? (
            <Button asChild variant="outline" size="sm">
              <Link href={messagesHref}>
                <MessageSquare /> Messages
              </Link>
            </Button>
          ) : null}
          <div className="flex items-center gap-2">
            {user.profileImageUrl ? (
              <img src={user.profileImageUrl} alt="" className="size-9 rounded-full object-cover" />
            ) : (
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                {initials(user.firstName, user.lastName)}
              </span>
            )}
            <div className="leading-tight">
              <p className="text-sm font-semibold">{`${user.firstName} ${user.lastName}`}</p>
              <Badge variant="secondary">{copy.roleLabel}</Badge>
            </div>
          </div>
          <Button asChild variant="ghost" size="icon" aria-label="Log out">
            <a href="/api/logout">
              <LogOut />
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
