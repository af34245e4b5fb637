import { Link } from 'wouter';
import { FolderLock } from 'lucide-react';
import type { DataRoomSummary } from '@baobab/contracts/data-rooms';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useId } from 'react';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { UserText } from '@/components/ui/user-text';

export function RoomList({ title, rooms, empty }: { title: string; rooms: DataRoomSummary[]; empty: string }) {
  const t = useT('data-rooms');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {rooms.length === 0 ? (
        <EmptyState icon={FolderLock} title={empty} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {rooms.map((room) => (
            <li key={room.id}>
              <Card className="h-full transition-colors hover:border-brand-300">
                <div className="flex flex-col gap-1 p-4">
                  <Link href={`/data-rooms/${room.id}`} className="font-medium text-brand-800 hover:underline">
                    <UserText>{room.name}</UserText>
                  </Link>
                  <p dir="auto" className="text-sm text-stone-600">{room.startup.name}</p>
                  <p className="text-xs text-stone-500">
                    {t('{{count}} documents · created {{date}}', { count: room.documentCount, date: formatDate(room.createdAt) })}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
