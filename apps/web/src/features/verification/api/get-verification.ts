import { useQuery } from '@tanstack/react-query';
import { verificationEndpoints as endpoints } from '@baobab/contracts/verification-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { verificationKeys } from './verification-keys';

/** The signed-in investor's verification: their badge and their latest application. */
export const useMyVerification = () => useQuery({ queryKey: verificationKeys.mine(), queryFn: () => callEndpoint(endpoints.mine) });

/** The admin review queue, oldest first. */
export const usePendingVerifications = () => useQuery({ queryKey: verificationKeys.pending(), queryFn: () => callEndpoint(endpoints.pending) });

/** Verified investors matching a name or e-mail, for withdrawing a verification. */
export const useVerifiedInvestors = (q: string) =>
  useQuery({ queryKey: verificationKeys.verified(q), queryFn: () => callEndpoint(endpoints.verified, { query: { q: q || undefined } }) });
