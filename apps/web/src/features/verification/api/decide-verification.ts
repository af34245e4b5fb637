import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationRoutes as routes } from '@baobab/contracts/verification-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { verificationKeys } from './verification-keys';

export type VerificationDecision = 'approve' | 'decline' | 'withdraw';

/** An admin's decision with its reason; the queue and the verified list reload either way (a 409 means another admin decided). */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: VerificationDecision; reason: string }) =>
      callEndpoint(routes[decision], { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.admin }),
  });
}
