import { Link } from 'wouter';
import { LogOut } from 'lucide-react';
import type { CurrentUser } from '@baobab/contracts/auth';
import { roleLabels, shellLabels, userMenuGroups, type NavItem } from '@baobab/contracts/navigation';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { isActivePath } from './nav-items';

const linkStyles = { active: 'bg-brand-100 text-brand-800', idle: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900' } as const;

function MenuLink({ item, location, onNavigate }: { item: NavItem; location: string; onNavigate: () => void }) {
  const t = useT('common');
  const isActive = isActivePath(location, item.href);
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={isActive ? 'page' : undefined}
      className={cn('block rounded-lg px-3 py-2 text-sm font-medium', linkStyles[isActive ? 'active' : 'idle'])}
    >
      {t(item.label)}
    </Link>
  );
}

/**
 * The phone's menu: the spec's nav items, then (signed in) who is signed in and the user menu's
 * other screens as plain links, then Sign Out; signed out, Sign In and Sign Up. It scrolls inside itself
 * when taller than the screen.
 */
export function MobileMenu({ user, items, location, onNavigate }: { user: CurrentUser | null; items: readonly NavItem[]; location: string; onNavigate: () => void }) {
  const t = useT('common');
  return (
    <div id="mobile-menu" className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white px-4 pb-4 lg:hidden">
      <nav aria-label={t('Mobile')} className="flex flex-col gap-1 py-3">
        {items.map((item) => (
          <MenuLink key={item.href} item={item} location={location} onNavigate={onNavigate} />
        ))}
      </nav>
      {user ? (
        <nav aria-label={t(shellLabels.userMenu)} className="border-t border-stone-200 pt-3">
          <div className="flex items-center gap-3 px-3 pb-2">
            <Avatar firstName={user.firstName} lastName={user.lastName} src={user.profileImageUrl} size="sm" />
            <div className="min-w-0">
              <p dir="auto" className="truncate text-sm font-semibold">{`${user.firstName} ${user.lastName}`}</p>
              {user.userType ? <Badge variant="secondary">{roleLabels[user.userType]}</Badge> : null}
            </div>
          </div>
          {userMenuGroups(user.userType, user.isAdmin).map((group) => ({ ...group, items: group.items.filter((item) => !items.some((shown) => shown.href === item.href)) })).map((group) => (
            <section key={group.label} aria-label={t(group.label)} className="py-1">
              <h2 className="px-3 pb-0.5 pt-1 text-xs font-medium uppercase tracking-wide text-stone-500">{t(group.label)}</h2>
              <ul className="grid grid-cols-2 gap-x-1">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <MenuLink item={item} location={location} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Button asChild variant="outline" size="sm" className="mt-2 w-full">
            <a href="/api/logout">
              <LogOut /> {t(shellLabels.signOut)}
            </a>
          </Button>
        </nav>
      ) : (
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm" className="flex-1">
            <a href="/api/login">{t(shellLabels.signIn)}</a>
          </Button>
          <Button asChild size="sm" className="flex-1">
            <a href="/api/login?mode=signup">{t(shellLabels.signUp)}</a>
          </Button>
        </div>
      )}
    </div>
  );
}
