import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddRaiseInvestorInput, AnswerQuestionInput, CommitmentInput, CreateRaiseInput, MoveRaiseInput, Raise, UpdateRaiseInput, UpdateRaiseInvestorInput } from '@baobab/contracts/fundraising';
import { fundraisingRoutes as routes } from '@baobab/contracts/fundraising-routes';
import { capTableRoundsRoutes } from '@baobab/contracts/cap-table-rounds-routes';
import { dataRoomsRoutes } from '@baobab/contracts/data-rooms-routes';
import { insightsRoutes } from '@baobab/contracts/insights-routes';
import { investorsRoutes } from '@baobab/contracts/investors-routes';
import type { CloseCommitmentsInput } from '@baobab/contracts/round-closing';
import { callEndpoint } from '@/lib/call-endpoint';

export const fundraisingKeys = {
  raises: (startupId: number) => ['fundraising', startupId, 'raises'] as const,
  raise: (startupId: number, raiseId: number) => ['fundraising', startupId, 'raise', raiseId] as const,
  terms: (startupId: number) => ['fundraising', startupId, 'terms'] as const,
  directory: (search: string) => ['fundraising', 'directory', search] as const,
  matches: (startupId: number) => ['fundraising', startupId, 'matches'] as const,
  dataRooms: ['fundraising', 'data-rooms'] as const,
};

export const useRaises = (startupId: number) => useQuery({ queryKey: fundraisingKeys.raises(startupId), queryFn: () => callEndpoint(routes.list, { params: { id: startupId } }) });

export const useRaise = (startupId: number, raiseId: number | null) =>
  useQuery({ queryKey: fundraisingKeys.raise(startupId, raiseId ?? 0), queryFn: () => callEndpoint(routes.get, { params: { id: startupId, raiseId: raiseId! } }), enabled: raiseId !== null });

/** The cap table's modelled rounds: a raise's terms are one of them (decision 0057). */
export const useModelledRounds = (startupId: number) =>
  useQuery({ queryKey: fundraisingKeys.terms(startupId), queryFn: () => callEndpoint(capTableRoundsRoutes.rounds, { params: { id: startupId } }) });

/** Investors of the directory whose name or thesis matches, for adding to the board. */
export const useDirectorySearch = (search: string) =>
  useQuery({ queryKey: fundraisingKeys.directory(search), queryFn: () => callEndpoint(investorsRoutes.list, { query: { q: search, limit: 8, offset: 0 } }), enabled: search.trim().length >= 2 });

/** The startup's Smart Matching results (a read, though sent as a POST: it scores the directory), for adding to the board. */
export const useStartupMatches = (startupId: number, enabled: boolean) =>
  useQuery({ queryKey: fundraisingKeys.matches(startupId), queryFn: () => callEndpoint(insightsRoutes.advancedMatches, { params: { startupId } }), enabled, staleTime: 5 * 60_000 });

/** Every change answers the whole raise: it replaces the cached one, and the list's figures are read again. */
function useRaiseChange<T>(startupId: number, run: (variables: T) => Promise<Raise>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (raise) => {
      queryClient.setQueryData(fundraisingKeys.raise(startupId, raise.id), raise);
      void queryClient.invalidateQueries({ queryKey: fundraisingKeys.raises(startupId) });
    },
  });
}

export const useCreateRaise = (startupId: number) =>
  useRaiseChange(startupId, (body: CreateRaiseInput) => callEndpoint(routes.create, { params: { id: startupId }, body }));

export const useMoveRaise = (startupId: number, raiseId: number) =>
  useRaiseChange(startupId, (body: MoveRaiseInput) => callEndpoint(routes.move, { params: { id: startupId, raiseId }, body }));

export const useAddRaiseInvestor = (startupId: number, raiseId: number) =>
  useRaiseChange(startupId, (body: AddRaiseInvestorInput) => callEndpoint(routes.addInvestor, { params: { id: startupId, raiseId }, body }));

export const useUpdateRaiseInvestor = (startupId: number, raiseId: number) =>
  useRaiseChange(startupId, ({ entryId, body }: { entryId: number; body: UpdateRaiseInvestorInput }) => callEndpoint(routes.updateInvestor, { params: { id: startupId, raiseId, entryId }, body }));

export function useRemoveRaiseInvestor(startupId: number, raiseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => callEndpoint(routes.removeInvestor, { params: { id: startupId, raiseId, entryId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: fundraisingKeys.raise(startupId, raiseId) });
      void queryClient.invalidateQueries({ queryKey: fundraisingKeys.raises(startupId) });
    },
  });
}

export const useUpdateRaise = (startupId: number, raiseId: number) =>
  useRaiseChange(startupId, (body: UpdateRaiseInput) => callEndpoint(routes.update, { params: { id: startupId, raiseId }, body }));

// The round room's founder side (decision 0058): invitations, answers and decisions on commitments.
export const useInviteToRoom = (startupId: number, raiseId: number) =>
  useRaiseChange(startupId, (entryId: number) => callEndpoint(routes.invite, { params: { id: startupId, raiseId, entryId } }));

export const useRevokeInvitation = (startupId: number, raiseId: number) =>
  useRaiseChange(startupId, (entryId: number) => callEndpoint(routes.revokeInvitation, { params: { id: startupId, raiseId, entryId } }));

export const useAnswerQuestion = (startupId: number, raiseId: number) =>
  useRaiseChange(startupId, ({ questionId, body }: { questionId: number; body: AnswerQuestionInput }) => callEndpoint(routes.answerQuestion, { params: { id: startupId, raiseId, questionId }, body }));

export const useDecideCommitment = (startupId: number, raiseId: number) =>
  useRaiseChange(startupId, ({ commitmentId, body }: { commitmentId: number; body: CommitmentInput }) => callEndpoint(routes.decideCommitment, { params: { id: startupId, raiseId, commitmentId }, body }));

/** The founder's data rooms, of which one may be the round's materials. */
export const useOwnDataRooms = () => useQuery({ queryKey: fundraisingKeys.dataRooms, queryFn: () => callEndpoint(dataRoomsRoutes.list) });

/**
 * Money received for confirmed commitments (decision 0059): the close answers the raise, and the cap table's rounds and
 * the funding tracker (what the close wrote) are read again.
 */
export function useCloseCommitments(startupId: number, raiseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseCommitmentsInput) => callEndpoint(routes.close, { params: { id: startupId, raiseId }, body }),
    onSuccess: (raise) => {
      queryClient.setQueryData(fundraisingKeys.raise(startupId, raise.id), raise);
      void queryClient.invalidateQueries({ queryKey: fundraisingKeys.raises(startupId) });
      void queryClient.invalidateQueries({ queryKey: fundraisingKeys.terms(startupId) });
      void queryClient.invalidateQueries({ queryKey: ['financial-tools', startupId] });
    },
  });
}
