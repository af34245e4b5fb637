import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyVerificationFieldsSchema, verificationMessages, VERIFICATION_DOCUMENT_MAX_BYTES, type ApplyVerificationFields } from '@baobab/contracts/verification';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useApplyVerification } from '../api/apply-verification';

/** The evidence: a website, an optional LinkedIn address and an optional PDF, checked here as the server checks them. */
export function ApplicationForm({ emailVerified }: { emailVerified: boolean }) {
  const apply = useApplyVerification();
  const form = useForm<ApplyVerificationFields>({ resolver: zodResolver(applyVerificationFieldsSchema), defaultValues: { website: '', linkedinUrl: '' } });
  const [document, setDocument] = useState<File | null>(null);
  const [documentError, setDocumentError] = useState<string>();
  const { errors } = form.formState;

  function chooseDocument(file: File | undefined) {
    setDocument(file ?? null);
    if (file && file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) setDocumentError(verificationMessages.documentNotPdf);
    else if (file && file.size > VERIFICATION_DOCUMENT_MAX_BYTES) setDocumentError(verificationMessages.documentTooLarge);
    else setDocumentError(undefined);
  }

  return (
    <form
      noValidate
      aria-label={verificationMessages.title}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => {
        if (documentError) return;
        apply.mutate(
          { website: values.website, linkedinUrl: values.linkedinUrl, document },
          {
            onSuccess: (status) => toast({ title: status.verifiedAt ? verificationMessages.submittedVerified : verificationMessages.submittedPending }),
            onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
          },
        );
      })}
    >
      {!emailVerified ? <p className="rounded-lg bg-ochre-100 p-3 text-sm text-ochre-700">{verificationMessages.emailNotVerified}</p> : null}
      <FormField id="verification-website" label={verificationMessages.websiteLabel} hint={verificationMessages.websiteHint} error={errors.website?.message}>
        <Input id="verification-website" type="url" inputMode="url" placeholder="https://" aria-invalid={!!errors.website} {...form.register('website')} />
      </FormField>
      <FormField id="verification-linkedin" label={verificationMessages.linkedinLabel} error={errors.linkedinUrl?.message}>
        <Input id="verification-linkedin" type="url" inputMode="url" placeholder="https://www.linkedin.com/in/..." aria-invalid={!!errors.linkedinUrl} {...form.register('linkedinUrl')} />
      </FormField>
      <FormField id="verification-document" label={verificationMessages.documentLabel} hint={verificationMessages.documentHint} error={documentError}>
        <Input id="verification-document" type="file" accept="application/pdf,.pdf" aria-invalid={!!documentError} onChange={(e) => chooseDocument(e.target.files?.[0])} />
      </FormField>
      <Button type="submit" className="self-start" disabled={apply.isPending}>
        {apply.isPending ? 'Sending...' : verificationMessages.submit}
      </Button>
    </form>
  );
}
