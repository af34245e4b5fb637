import { useQuery } from '@tanstack/react-query';
import { verificationRoutes as routes } from '@baobab/contracts/verification-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { verificationKeys } from './verification-keys';

/** The signed-in investor's verification: their badge and their latest application. */
export const useMyVerification = () => useQuery({ queryKey: verificationKeys.mine(), queryFn: () => callEndpoint(routes.mine) });

/** The admin review queue, oldest first. */
export const usePendingVerifications = () => useQuery({ queryKey: verificationKeys.pending(), queryFn: () => callEndpoint(routes.pending) });

/** Verified investors matching a name or e-mail, for withdrawing a verification. */
export const useVerifiedInvestors = (q: string) =>
  useQuery({ queryKey: verificationKeys.verified(q), queryFn: () => callEndpoint(routes.verified, { query: { q: q || undefined } }) });
