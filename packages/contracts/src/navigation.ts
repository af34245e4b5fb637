/**
 * The shell's navigation (the spec's "Top navigation and header" and "Dashboard") and the
 * signed-in user menu that makes every screen two clicks away. Zod-free: the shell is
 * part of every page's first load, the landing page's included.
 */
import type { UserType } from './enums';
import type { CatalogKey } from '@baobab/i18n/catalog';
import type common from '@baobab/i18n/fr/common';

/** A label the shell shows: typed as a key of the French shell catalog, so none can ship untranslated. */
export type ShellText = CatalogKey<typeof common>;
export type NavItem = { href: string; label: ShellText };
export type NavGroup = { label: ShellText; items: NavItem[] };

/** The spec's top navigation: always shown. */
export const publicNavItems = [
  { href: '/startups', label: 'Startups' },
  { href: '/investors', label: 'Investors' },
  { href: '/jobs', label: 'Jobs' },
  { href: '/ai-insights', label: 'AI Insights' },
] as const satisfies readonly NavItem[];

/** The spec's top navigation: shown only when signed in. */
export const signedInNavItems = [
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/updates', label: 'Updates' },
] as const satisfies readonly NavItem[];

export const shellLabels = {
  home: 'Baobab home',
  dashboard: 'Dashboard',
  profile: 'Profile',
  messages: 'Messages',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  signOut: 'Sign Out',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  userMenu: 'Your account',
  skipToContent: 'Skip to content',
} as const;

export const roleLabels: Record<UserType, ShellText> = { founder: 'Founder', investor: 'Investor' };

/** The spec's dashboard header: its /startups and /investors links read differently by role. */
export function dashboardLinks(role: UserType): NavItem[] {
  const isFounder = role === 'founder';
  return [
    { href: '/startups', label: isFounder ? 'Discover Investors' : 'Discover Startups' },
    { href: '/investors', label: isFounder ? 'Network' : 'Portfolio' },
  ];
}

/**
 * The user menu: every signed-in screen without a place in the spec's bar, grouped. Portfolio
 * and Deal Flow are an investor's, Metrics (a startup's company metrics) a founder's; Edit profile
 * is onboarding's edit mode for either role.
 */
export function userMenuGroups(role: UserType | null, isAdmin = false): NavGroup[] {
  const work: NavItem[] = [
    { href: '/financial-tools', label: 'Financial Tools' },
    { href: '/data-rooms', label: 'Data Rooms' },
    { href: '/analytics', label: 'Analytics' },
    { href: '/ai-insights', label: 'AI Insights' },
    { href: '/saved-searches', label: 'Saved searches' },
  ];
  if (role === 'founder') work.splice(1, 0, { href: '/company-metrics', label: 'Metrics' }, { href: '/fundraising', label: 'Raise a round' });
  if (role === 'investor') work.push({ href: '/portfolio', label: 'Portfolio' }, { href: '/portfolio/deal-flow', label: 'Deal Flow' }, { href: '/rounds', label: 'Rounds I’m invited to' }, { href: '/organisations', label: 'Fund teams' });
  return [
    {
      label: 'You',
      items: [
        { href: '/profile', label: 'Profile' },
        { href: '/dashboard', label: 'Dashboard' },
        { href: '/onboarding', label: role ? 'Edit profile' : 'Complete your profile' },
        ...(role === 'investor' ? [{ href: '/verification', label: 'Get verified' } satisfies NavItem] : []),
      ],
    },
    {
      label: 'People',
      items: [
        { href: '/network', label: 'Network' },
        { href: '/messages', label: 'Messages' },
        { href: '/notifications', label: 'Notifications' },
      ],
    },
    { label: 'Tools', items: work },
    // Platform admins only: the console answers 404 to everyone else, so nobody else is shown the link.
    ...(isAdmin ? [{ label: 'Baobab', items: [{ href: '/admin', label: 'Admin' }] } satisfies NavGroup] : []),
  ];
}
