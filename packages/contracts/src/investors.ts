import { z } from 'zod';
import { pagingQuery } from './common';
import { investorTypes } from './enums';
import { investorGeographiesForFilter, investorMessages, investorSectorsForFilter, investorStagesForFilter } from './investors-texts';

// The zod-free part (strings, labels, limits) is in investors-texts.ts; importing it from here works too.
export * from './investors-texts';

/** A comma-separated list (or one value); every entry must name a known value. 'all' means no filter. */
const listFilter = (expand: (value: string) => readonly string[], message: string) =>
  z
    .string()
    .trim()
    .max(300)
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '' && s.toLowerCase() !== 'all'))
    .refine((values) => values.every((v) => expand(v).length > 0), message)
    .transform((values) => [...new Set(values.flatMap(expand))]);

const typeFilter = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((v) => (v === undefined || v === '' || v === 'all' ? undefined : v))
  .pipe(z.enum(investorTypes).optional());

/** GET /api/investors: the spec's type, sectors, stages, limit, offset, plus server-side q. */
export const listInvestorsQuerySchema = z.strictObject({
  type: typeFilter,
  sectors: listFilter(investorSectorsForFilter, investorMessages.unknownSector),
  stages: listFilter(investorStagesForFilter, investorMessages.unknownStage),
  /**
   * Added to the spec's filters: regions and countries ('africa', 'SN', 'Senegal'), comma-separated.
   * An investor is listed when they name one of the countries, or a region that includes it.
   */
  geographies: listFilter(investorGeographiesForFilter, investorMessages.unknownGeography),
  q: z.string().trim().max(200).optional(),
  /** `true`: verified investors only (the badge); anything else: everyone. */
  verified: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  ...pagingQuery,
});

export type ListInvestorsQuery = z.input<typeof listInvestorsQuerySchema>;

export const investorSchema = z.object({
  id: z.number(),
  type: z.enum(investorTypes),
  investmentThesis: z.string(),
  minTicketSize: z.number(),
  maxTicketSize: z.number(),
  averageTicketSize: z.number(),
  preferredSectors: z.array(z.string()),
  /** Regions of the vocabulary (enums.ts: allRegions). */
  preferredGeographies: z.array(z.string()),
  /** ISO 3166-1 alpha-2 codes of the countries the investor names, stronger in matching than a region. */
  preferredCountries: z.array(z.string()),
  preferredStages: z.array(z.string()),
  user: z.object({ firstName: z.string(), lastName: z.string(), profileImageUrl: z.string().nullable() }),
  /** When an admin or the investor's e-mail domain verified them (the badge); null when not verified. */
  verifiedAt: z.string().nullable(),
});

export type Investor = z.infer<typeof investorSchema>;

export const investorDetailSchema = investorSchema.extend({
  linkedinUrl: z.string().nullable(),
  isSelf: z.boolean(),
  memberSince: z.string(),
});

export type InvestorDetail = z.infer<typeof investorDetailSchema>;

export const investorStatsSchema = z.object({
  total: z.number(),
  angel: z.number(),
  vc_partner: z.number(),
  institutional: z.number(),
});

export type InvestorStats = z.infer<typeof investorStatsSchema>;

/** GET /api/investors/{id}/portfolio-companies: the companies an investor holds confirmed rounds in (public figures). */
export const investorPortfolioCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sector: z.string(),
  fundingStage: z.string(),
  logoUrl: z.string().nullable(),
  firstDealDate: z.string(),
});

export const investorPortfolioCompaniesSchema = z.array(investorPortfolioCompanySchema);

export type InvestorPortfolioCompany = z.infer<typeof investorPortfolioCompanySchema>;
