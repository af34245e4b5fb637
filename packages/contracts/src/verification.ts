import { z } from 'zod';
import { rowIdTextSchema } from './common';
import { adminReasonSchema } from './admin';
import { websiteHost } from './domains';
import { verificationStatuses, verificationMethods, verificationMessages, LINKEDIN_HOST } from './verification-texts';

// The zod-free part (strings, labels, limits) is in verification-texts.ts; importing it from here works too.
export * from './verification-texts';

const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(500, message)
    // An explicit http(s) scheme: the address is shown to admins as a link.
    .refine((value) => /^https?:\/\//i.test(value) && websiteHost(value) !== null, message);

/** The application's fields (multipart form fields beside the optional `document` PDF part). */
export const applyVerificationFieldsSchema = z.strictObject({
  website: z.string().trim().min(1, verificationMessages.websiteRequired).pipe(httpUrl(verificationMessages.websiteInvalid)),
  linkedinUrl: z
    .string()
    .trim()
    .max(500, verificationMessages.linkedinInvalid)
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || (/^https?:\/\//i.test(value) && LINKEDIN_HOST.test(websiteHost(value) ?? '')), verificationMessages.linkedinInvalid),
});

export type ApplyVerificationFields = z.input<typeof applyVerificationFieldsSchema>;

export const verificationApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(verificationStatuses),
  method: z.enum(verificationMethods).nullable(),
  website: z.string(),
  linkedinUrl: z.string().nullable(),
  documentName: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});

export type VerificationApplication = z.infer<typeof verificationApplicationSchema>;

/** GET /api/verification: the investor's own standing and their latest application. */
export const myVerificationSchema = z.object({
  isInvestor: z.boolean(),
  verifiedAt: z.string().nullable(),
  emailVerified: z.boolean(),
  canApply: z.boolean(),
  latest: z.nullable(verificationApplicationSchema),
});

export type MyVerification = z.infer<typeof myVerificationSchema>;

const investorSummarySchema = z.object({
  userId: z.string(),
  investorId: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
});

/** One application in the admin queue, with the evidence the admin weighs. */
export const pendingVerificationSchema = z.object({
  id: z.number().int(),
  investor: investorSummarySchema,
  website: z.string(),
  linkedinUrl: z.string().nullable(),
  documentName: z.string().nullable(),
  /** The admin-only download of the document, when there is one. */
  documentUrl: z.string().nullable(),
  domainsMatch: z.boolean(),
  createdAt: z.string(),
});

export type PendingVerification = z.infer<typeof pendingVerificationSchema>;

export const pendingVerificationsSchema = z.array(pendingVerificationSchema);

/** A verified investor as the admin finds them to withdraw a verification. */
export const verifiedInvestorSchema = z.object({
  id: z.number().int(),
  investor: investorSummarySchema,
  website: z.string(),
  method: z.enum(verificationMethods).nullable(),
  verifiedAt: z.string(),
});

export type VerifiedInvestor = z.infer<typeof verifiedInvestorSchema>;

export const verifiedInvestorsSchema = z.array(verifiedInvestorSchema);

export const verifiedInvestorsQuerySchema = z.strictObject({ q: z.string().trim().max(200).optional() });

export const verificationParamsSchema = z.object({ id: rowIdTextSchema });

export const verificationDecisionInputSchema = z.strictObject({ reason: adminReasonSchema });

export type VerificationDecisionInput = z.infer<typeof verificationDecisionInputSchema>;
