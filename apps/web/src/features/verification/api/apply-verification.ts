import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyVerificationFields, MyVerification } from '@baobab/contracts/verification';
import { verificationRoutes as routes } from '@baobab/contracts/verification-routes';
import { investorsKeys } from '@/features/investors/api/investors-keys';
import { uploadToEndpoint } from '@/lib/call-endpoint';
import { verificationKeys } from './verification-keys';

export type ApplyVerificationInput = ApplyVerificationFields & { document: File | null };

/** Sends the application as a multipart form (the fields, then the PDF when one was chosen). */
export function useApplyVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ website, linkedinUrl, document }: ApplyVerificationInput) => {
      const form = new FormData();
      form.append('website', website);
      if (linkedinUrl) form.append('linkedinUrl', linkedinUrl);
      if (document) form.append('document', document);
      return uploadToEndpoint(routes.apply, undefined, form, () => undefined);
    },
    onSuccess: (status) => {
      queryClient.setQueryData<MyVerification>(verificationKeys.mine(), status);
      // The badge shows on cards and profiles: refetch what shows it.
      void queryClient.invalidateQueries({ queryKey: investorsKeys.all });
    },
  });
}
