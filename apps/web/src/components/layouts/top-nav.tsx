import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Menu, MessageSquare, X } from 'lucide-react';
import type { CurrentUser } from '@baobab/contracts/auth';
import { publicNavItems, shellLabels, signedInNavItems } from '@baobab/contracts/navigation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { HomeLink } from './brand';
import { MobileMenu } from './mobile-menu';
import { isActivePath } from './nav-items';
import { UserMenuButton } from './user-menu-button';

const linkStyles = { active: 'bg-brand-100 text-brand-800', idle: 'text-stone-700 hover:bg-stone-100 hover:text-stone-900' } as const;

/**
 * The one bar of every screen: the spec's top navigation items, buttons and labels, with the
 * dashboard header's Messages button and avatar merged in. The avatar opens the user menu, which
 * reaches every other signed-in screen. Below `lg` it collapses into the phone menu; Dashboard,
 * Profile and Sign Out stay in the bar from `xl`, and in the user menu at any width. `bell` is the
 * notification bell, passed in by the app so this layout imports no feature.
 */
export function TopNav({ user, bell, languageSwitch }: { user: CurrentUser | null; bell?: ReactNode; languageSwitch?: ReactNode }) {
  const t = useT('common');
  const [location] = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const items = user ? [...publicNavItems, ...signedInNavItems] : publicNavItems;
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  const isOn = (href: string) => isActivePath(location, href);

  return (
    <header
      className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isMenuOpen) return;
        closeMenu();
        toggle.current?.focus();
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-4 xl:gap-6">
          <HomeLink />
          <nav aria-label={t('Main')} className="hidden items-center gap-0.5 lg:flex 2xl:gap-1">
            {items.map((item) => (
              <Link
                key={item.href}
                href={item.href}
                aria-current={isOn(item.href) ? 'page' : undefined}
                className={cn('whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium transition-colors 2xl:px-3', linkStyles[isOn(item.href) ? 'active' : 'idle'])}
              >
                {t(item.label)}
              </Link>
            ))}
          </nav>
        </div>
        <div className="flex items-center gap-1.5 2xl:gap-2">
          {user ? (
            <Link
              href="/messages"
              aria-label={t(shellLabels.messages)}
              aria-current={isOn('/messages') ? 'page' : undefined}
              className={cn('flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium', linkStyles[isOn('/messages') ? 'active' : 'idle'])}
            >
              <MessageSquare className="size-5" aria-hidden="true" />
              <span className="hidden 2xl:inline">{t(shellLabels.messages)}</span>
            </Link>
          ) : null}
          {languageSwitch}
          {bell}
          {user ? (
            <>
              <div className="hidden items-center gap-2 xl:flex">
                <Button asChild variant="outline" size="sm">
                  <Link href="/dashboard" aria-current={isOn('/dashboard') ? 'page' : undefined}>{t(shellLabels.dashboard)}</Link>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <Link href="/profile" aria-current={isOn('/profile') ? 'page' : undefined}>{t(shellLabels.profile)}</Link>
                </Button>
                <Button asChild variant="ghost" size="sm">
                  <a href="/api/logout">{t(shellLabels.signOut)}</a>
                </Button>
              </div>
              <div className="hidden lg:flex">
                <UserMenuButton user={user} />
              </div>
            </>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <Button asChild variant="ghost" size="sm">
                <a href="/api/login">{t(shellLabels.signIn)}</a>
              </Button>
              <Button asChild size="sm">
                <a href="/api/login?mode=signup">{t(shellLabels.signUp)}</a>
              </Button>
            </div>
          )}
          <Button
            ref={toggle}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={t(isMenuOpen ? shellLabels.closeMenu : shellLabels.openMenu)}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      {isMenuOpen ? <MobileMenu user={user} items={items} location={location} onNavigate={closeMenu} /> : null}
    </header>
  );
}
