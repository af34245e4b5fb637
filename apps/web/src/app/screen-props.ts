import type { CurrentUser } from '@baobab/contracts/auth';

/** What the route table gives every screen: the signed-in person (or null) and the path's parameters. */
export type ScreenProps = { user: CurrentUser | null; params: Record<string, string | undefined> };
