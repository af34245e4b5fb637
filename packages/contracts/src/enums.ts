/**
 * Enumerations of the spec (its states, validation rules and business constants). Form values (FinTech, Series A)
 * and directory filter slugs (fintech, series-a) name the same concepts: the
 * normalisation between them lives in taxonomy.ts.
 */

export const startupSectors = [
  'FinTech', 'HealthTech', 'EdTech', 'E-commerce', 'AgriTech',
  'CleanTech', 'PropTech', 'FoodTech', 'LogisticsTech', 'RetailTech',
] as const;
export type StartupSector = (typeof startupSectors)[number];

export const startupRegions = [
  'North America', 'South America', 'Europe', 'Asia-Pacific',
  'Middle East', 'Africa', 'Southeast Asia', 'East Asia',
] as const;
export type StartupRegion = (typeof startupRegions)[number];

export const fundingStages = ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C+', 'Growth'] as const;
export type FundingStage = (typeof fundingStages)[number];

export const businessModels = [
  'B2B SaaS', 'B2C Marketplace', 'E-commerce', 'Subscription',
  'Freemium', 'Transaction-based', 'Advertising', 'Enterprise',
] as const;
export type BusinessModel = (typeof businessModels)[number];

export const userTypes = ['founder', 'investor'] as const;
export type UserType = (typeof userTypes)[number];

/** People search also offers a vc_fund type (the spec's people search entity). */
export const searchableUserTypes = ['founder', 'investor', 'vc_fund'] as const;

export const investorTypes = ['angel', 'vc_partner', 'institutional'] as const;
export type InvestorType = (typeof investorTypes)[number];

export const expertiseAreas = [
  'Technology', 'Marketing', 'Sales', 'Operations', 'Finance',
  'Product', 'Design', 'Engineering', 'Business Development', 'Strategy',
] as const;

export const investorSectors = [
  'FinTech', 'HealthTech', 'EdTech', 'E-commerce', 'AgriTech',
  'Logistics', 'SaaS', 'Marketplace', 'CleanTech', 'Gaming',
] as const;

export const investorGeographies = [
  'Africa', 'Asia', 'Latin America', 'MENA', 'Eastern Europe',
  'Southeast Asia', 'India', 'Brazil', 'Nigeria', 'Kenya',
] as const;

export const investorStages = fundingStages;

/**
 * Directory filter slugs: the spec's business constants, then the ones it lacked so that every
 * sector, stage and region a startup can have is a filter (filters list every value in the data).
 */
export const directorySectorSlugs = ['fintech', 'healthtech', 'edtech', 'ecommerce', 'agritech', 'logistics', 'cleantech', 'proptech', 'foodtech', 'retailtech'] as const;
export const directoryRegionSlugs = ['africa', 'asia', 'latam', 'mena', 'eastern-europe', 'north-america'] as const;
export const directoryStageSlugs = ['pre-seed', 'seed', 'series-a', 'series-b', 'series-c', 'growth'] as const;

export const experienceLevels = ['entry', 'mid', 'senior', 'executive'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const experienceTypes = ['work', 'education', 'project'] as const;

export const jobTypes = ['Full-time Employee', 'Part-time Employee', 'Co-founder', 'Contractor', 'Advisor'] as const;
/** The spec's post form lacks Advisory; it is added so the Advisors tab can have content. */
export const jobCategories = [
  'Engineering', 'Product', 'Design', 'Sales', 'Marketing', 'Operations', 'Finance', 'Leadership', 'Advisory',
] as const;
export const jobLocations = ['Lagos', 'Nairobi', 'Remote'] as const;

export const roundTypes = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Bridge', 'Convertible'] as const;
export const antiDilutionOptions = ['None', 'Full Ratchet', 'Weighted Average'] as const;

export const dealStages = ['sourced', 'reviewed', 'due-diligence', 'term-sheet', 'closed', 'passed'] as const;
export type DealStage = (typeof dealStages)[number];
export const dealStageLabels: Record<DealStage, string> = {
  sourced: 'Sourced',
  reviewed: 'Initial Review',
  'due-diligence': 'Due Diligence',
  'term-sheet': 'Term Sheet',
  closed: 'Closed',
  passed: 'Passed',
};
export const dealPriorities = ['low', 'medium', 'high'] as const;
export type DealPriority = (typeof dealPriorities)[number];

export const documentTypes = ['pitch_deck', 'financial_statements', 'business_plan', 'legal_docs'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const ecosystemCountries = ['Nigeria', 'Kenya', 'South Africa', 'Ghana'] as const;

export const portfolioSectorFilters = ['All', 'Fintech', 'HealthTech', 'EdTech', 'AgriTech'] as const;
export const portfolioSortOptions = ['name', 'investment', 'performance', 'valuation'] as const;
