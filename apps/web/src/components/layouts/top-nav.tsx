import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Menu, X } from 'lucide-react';
import type { CurrentUser } from '@baobab/contracts/auth';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { HomeLink } from './brand';
import { isActivePath, publicNavItems, signedInNavItems } from './nav-items';

/**
 * Top navigation exactly as spec section 2, collapsing into a menu on phones. `bell` is the
 * signed-in notification bell, passed in by the app so this layout imports no feature.
 */
export function TopNav({ user, bell }: { user: CurrentUser | null; bell?: ReactNode }) {
  const [location] = useLocation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const items = user ? [...publicNavItems, ...signedInNavItems] : publicNavItems;

  const links = (onNavigate?: () => void) =>
    items.map((item) => {
      const active = isActivePath(location, item.href);
      return (
        <Link
          key={item.href}
          href={item.href}
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
            active ? 'bg-brand-100 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
          )}
        >
          {item.label}
        </Link>
      );
    });

  const actions = user ? (
    <>
      <Button asChild variant="outline" size="sm">
        <Link href="/dashboard">Dashboard</Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link href="/profile">Profile</Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <a href="/api/logout">Sign Out</a>
      </Button>
    </>
  ) : (
    <>
      <Button asChild variant="ghost" size="sm">
        <a href="/api/login">Sign In</a>
      </Button>
      <Button asChild size="sm">
        <a href="/api/login?mode=signup">Sign Up</a>
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <HomeLink />
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {links()}
          </nav>
        </div>
        <div className="flex items-center gap-2">
          {bell}
          <div className="hidden items-center gap-2 lg:flex">{actions}</div>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      {isMenuOpen ? (
        <div id="mobile-menu" className="border-t border-stone-200 bg-white px-4 pb-4 lg:hidden">
          <nav aria-label="Mobile" className="flex flex-col gap-1 py-3">
            {links(() => setMenuOpen(false))}
          </nav>
          <div className="flex flex-wrap gap-2">{actions}</div>
        </div>
      ) : null}
    </header>
  );
}
