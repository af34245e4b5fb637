import { DropdownMenu } from 'radix-ui';
import { Link } from 'wouter';
import { LogOut } from 'lucide-react';
import type { CurrentUser } from '@baobab/contracts/auth';
import { roleLabels, shellLabels, userMenuGroups } from '@baobab/contracts/navigation';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';

const itemStyles =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-stone-800 outline-none data-[highlighted]:bg-brand-100 data-[highlighted]:text-brand-900';

export type UserMenuProps = { user: CurrentUser; isInitiallyOpen: boolean };

/**
 * The avatar's menu: who is signed in (the dashboard header's avatar, full name and
 * role label) and every signed-in screen, so each is two clicks from anywhere. Radix gives it arrow
 * keys, typeahead, Escape and focus return; it is its own chunk so visitors never download it.
 */
export default function UserMenu({ user, isInitiallyOpen }: UserMenuProps) {
  const t = useT('common');
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <DropdownMenu.Root defaultOpen={isInitiallyOpen} modal={false}>
      <DropdownMenu.Trigger
        aria-label={t(shellLabels.userMenu)}
        className="flex items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Avatar firstName={user.firstName} lastName={user.lastName} src={user.profileImageUrl} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-64 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <div className="flex items-center gap-3 px-2 py-2">
            <Avatar firstName={user.firstName} lastName={user.lastName} src={user.profileImageUrl} size="sm" />
            <div className="min-w-0">
              <p dir="auto" className="truncate text-sm font-semibold">{name}</p>
              {user.userType ? <Badge variant="secondary">{t(roleLabels[user.userType])}</Badge> : null}
            </div>
          </div>
          {userMenuGroups(user.userType, user.isAdmin).map((group) => (
            <DropdownMenu.Group key={group.label} className="border-t border-stone-100 py-1">
              <DropdownMenu.Label className="px-2 pb-0.5 pt-1 text-xs font-medium uppercase tracking-wide text-stone-500">{t(group.label)}</DropdownMenu.Label>
              {group.items.map((item) => (
                <DropdownMenu.Item key={item.href} asChild className={itemStyles}>
                  <Link href={item.href}>{t(item.label)}</Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-100" />
          <DropdownMenu.Item asChild className={itemStyles}>
            <a href="/api/logout">
              <LogOut className="size-4" aria-hidden="true" /> {t(shellLabels.signOut)}
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
