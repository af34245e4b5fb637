import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { verificationMessages, verificationTemplates, VERIFICATION_DOCUMENT_MAX_MB, VERIFICATION_DOCUMENT_MAX_BYTES } from '@baobab/contracts/verification-texts';
import { applyVerificationFieldsSchema, type ApplyVerificationFields } from '@baobab/contracts/verification';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { englishRemembered } from '@/lib/i18n/english-remembered';
import { toast } from '@/lib/toast-store';
import { useApplyVerification } from '../api/apply-verification';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

const urlStart = 'https://';
const linkedinExample = 'https://www.linkedin.com/in/...';

/** The evidence: a website, an optional LinkedIn address and an optional PDF, checked here as the server checks them. */
export function ApplicationForm({ emailVerified }: { emailVerified: boolean }) {
  const t = useT('verification');
  const translate = useTranslateMessage();
  const apply = useApplyVerification();
  const form = useForm<ApplyVerificationFields>({ resolver: zodResolver(applyVerificationFieldsSchema), defaultValues: { website: '', linkedinUrl: '' } });
  const [document, setDocument] = useState<File | null>(null);
  const [documentError, setDocumentError] = useState<string>();
  const { errors } = form.formState;

  function chooseDocument(file: File | undefined) {
    setDocument(file ?? null);
    if (file && file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf')) setDocumentError(verificationMessages.documentNotPdf);
    else if (file && file.size > VERIFICATION_DOCUMENT_MAX_BYTES) setDocumentError(englishRemembered(verificationMessages.documentTooLarge));
    else setDocumentError(undefined);
  }

  const websiteField = form.register('website');
  const linkedinField = form.register('linkedinUrl');
  return (
    <form
      noValidate
      aria-label={t(verificationMessages.title)}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => {
        if (documentError) return;
        apply.mutate(
          { website: values.website, linkedinUrl: values.linkedinUrl, document },
          {
            onSuccess: (status) => toast({ title: status.verifiedAt ? t(verificationMessages.submittedVerified) : t(verificationMessages.submittedPending) }),
            onError: (error) => toast({ title: translate(errorMessage(error)), variant: 'destructive' }),
          },
        );
      })}
    >
      {!emailVerified ? <p className="rounded-lg bg-ochre-100 p-3 text-sm text-ochre-700">{t(verificationMessages.emailNotVerified)}</p> : null}
      <FormField id="verification-website" label={t(verificationMessages.websiteLabel)} hint={t(verificationMessages.websiteHint)} error={errors.website?.message}>
        <Input id="verification-website" type="url" inputMode="url" placeholder={urlStart} aria-invalid={!!errors.website} {...websiteField} />
      </FormField>
      <FormField id="verification-linkedin" label={t(verificationMessages.linkedinLabel)} error={errors.linkedinUrl?.message}>
        <Input id="verification-linkedin" type="url" inputMode="url" placeholder={linkedinExample} aria-invalid={!!errors.linkedinUrl} {...linkedinField} />
      </FormField>
      <FormField id="verification-document" label={t(verificationMessages.documentLabel)} hint={t(verificationTemplates.documentHint, { max: VERIFICATION_DOCUMENT_MAX_MB })} error={documentError}>
        <Input id="verification-document" type="file" accept="application/pdf,.pdf" aria-invalid={!!documentError} onChange={(e) => chooseDocument(e.target.files?.[0])} />
      </FormField>
      <Button type="submit" className="self-start" disabled={apply.isPending}>
        {apply.isPending ? t('Sending...') : t(verificationMessages.submit)}
      </Button>
    </form>
  );
}
