import { Link } from 'wouter';
import { DoorOpen } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';
import { useQuery } from '@tanstack/react-query';
import { roundRoomRoutes } from '@baobab/contracts/round-room-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { roundRoomKeys } from '@/features/fundraising/api/round-rooms-keys';

/**
 * The round of this company the reader is invited to (decision 0059: deal-flow cards link to the round): its room, from
 * the deal's card. The rooms list is the reader's own invitations, read once for the whole board (one query, cached);
 * the newest invitation of a round not cancelled wins. Nothing when there is none.
 */
export function RoundRoomLink({ startupId, name }: { startupId: number; name: string }) {
  const t = useT('deals');
  const rooms = useQuery({ queryKey: roundRoomKeys.list, queryFn: () => callEndpoint(roundRoomRoutes.list) });
  const room = rooms.data?.rooms.find((r) => r.startup.id === startupId && r.status !== 'cancelled');
  if (!room) return null;
  return (
    <Link href={`/rounds/${room.id}`} className="inline-flex items-center gap-1 self-start text-xs font-medium text-brand-700 hover:underline" aria-label={t('Round room of {{name}}: {{round}}', { name, round: room.name })}>
      <DoorOpen className="size-3.5" aria-hidden="true" /> {t('Round room: {{round}}', { round: room.name })}
    </Link>
  );
}
