import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Lock } from 'lucide-react';
import type { CurrentUser } from '@baobab/contracts/auth';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';

export type RoomScreenProps<Room> = {
  user: CurrentUser | null;
  /** What a signed-out visitor is told (the screen's own words, already translated). */
  signIn: { title: string; text: string };
  /** The list the room belongs to, linked above the room. */
  back: { href: string; label: string };
  /** The room's query: an error means it does not exist or the reader may no longer open it. */
  room: { isError: boolean; data: Room | undefined };
  /** Said for a room that does not exist and a room the reader may not open alike, so neither gives the other away. */
  missingTitle: string;
  children: (room: Room) => ReactNode;
};

/**
 * The shell of a screen that opens one room (a data room, a round room): sign-in, the way back to its list, one
 * "does not exist" for missing and forbidden alike, a spinner while loading, then the room in a wide column.
 */
export function RoomScreen<Room>({ user, signIn, back, room, missingTitle, children }: RoomScreenProps<Room>) {
  if (!user) return <SignInPrompt title={signIn.title} text={signIn.text} />;
  const backLink = (
    <Link href={back.href} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {back.label}
    </Link>
  );
  if (room.isError) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        {backLink}
        <EmptyState icon={Lock} title={missingTitle} />
      </div>
    );
  }
  if (room.data === undefined) return <Spinner className="m-8" />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      {backLink}
      {children(room.data)}
    </div>
  );
}
