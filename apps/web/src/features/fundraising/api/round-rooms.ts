import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommitmentInput } from '@baobab/contracts/fundraising';
import type { AskQuestionInput, RoundRoom } from '@baobab/contracts/round-room';
import { roundRoomRoutes as routes } from '@baobab/contracts/round-room-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { roundRoomKeys } from './round-rooms-keys';

/** The round room, an invited investor's side of a raise (decision 0058). */
export { roundRoomKeys };

export const useRoundRooms = () => useQuery({ queryKey: roundRoomKeys.list, queryFn: () => callEndpoint(routes.list) });

// A room that is gone (revoked, never invited) is a 404: asking again will not bring it back.
export const useRoundRoom = (raiseId: number) =>
  useQuery({ queryKey: roundRoomKeys.room(raiseId), queryFn: () => callEndpoint(routes.get, { params: { raiseId } }), retry: false });

/** The pro-forma of the cheque last asked for (null until the investor asks). */
export const useProForma = (raiseId: number, cheque: string | null) =>
  useQuery({ queryKey: roundRoomKeys.proForma(raiseId, cheque ?? ''), queryFn: () => callEndpoint(routes.proForma, { params: { raiseId }, query: { cheque: cheque! } }), enabled: cheque !== null, retry: false });

/** Every change answers the whole room: it replaces the cached one, and the list's states are read again. */
function useRoomChange<T>(raiseId: number, run: (variables: T) => Promise<RoundRoom>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (room) => {
      queryClient.setQueryData(roundRoomKeys.room(raiseId), room);
      void queryClient.invalidateQueries({ queryKey: roundRoomKeys.list, exact: true });
    },
  });
}

export const useAskQuestion = (raiseId: number) => useRoomChange(raiseId, (body: AskQuestionInput) => callEndpoint(routes.ask, { params: { raiseId }, body }));

export const useActOnCommitment = (raiseId: number) => useRoomChange(raiseId, (body: CommitmentInput) => callEndpoint(routes.act, { params: { raiseId }, body }));
