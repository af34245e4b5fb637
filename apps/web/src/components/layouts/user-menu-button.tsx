import { lazy, useState } from 'react';
import type { CurrentUser } from '@baobab/contracts/auth';
import { shellLabels } from '@baobab/contracts/navigation';
import { Avatar } from '@/components/ui/avatar';
import { Deferred } from '@/components/ui/deferred';
import { useT } from '@/lib/i18n/use-t';

// Radix's menu and its positioning are signed-in only: a chunk of their own keeps them out of the
// landing page's first load (bundle budget).
const UserMenu = lazy(() => import('./user-menu'));

/**
 * The avatar that opens the user menu; until the menu's chunk arrives, the same avatar, and a click
 * opens it on arrival. The chunk is fetched once the screen has settled, or at the first click.
 */
export function UserMenuButton({ user }: { user: CurrentUser }) {
  const t = useT('common');
  const [isOpenOnArrival, setOpenOnArrival] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-label={t(shellLabels.userMenu)}
      aria-haspopup="menu"
      className="flex items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      onClick={() => setOpenOnArrival(true)}
    >
      <Avatar firstName={user.firstName} lastName={user.lastName} src={user.profileImageUrl} size="sm" />
    </button>
  );
  return (
    <Deferred placeholder={placeholder} isNeededNow={isOpenOnArrival}>
      <UserMenu user={user} isInitiallyOpen={isOpenOnArrival} />
    </Deferred>
  );
}
