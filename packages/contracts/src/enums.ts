/**
 * Enumerations of the spec (its states, validation rules and business constants). Form values (FinTech, Series A)
 * and directory filter slugs (fintech, series-a) name the same concepts: the
 * normalisation between them lives in taxonomy.ts, countries and their regions in geography.ts.
 */

/**
 * The one vocabulary of sectors, regions and stages (docs/vocabulary.md). The startup form, both
 * directories' filters, investor onboarding, matching and the seed data all offer these lists; the
 * spellings clients sent before (Fintech, Logistics, Latin America, series-a...) are read by
 * taxonomy.ts and stored as these values. English labels are the label maps below; French is in
 * the messages catalog (i18n/fr/messages.ts), keyed by the English label.
 */
export const allSectors = [
  'FinTech', 'HealthTech', 'EdTech', 'AgriTech', 'E-commerce', 'LogisticsTech', 'CleanTech',
  'PropTech', 'FoodTech', 'RetailTech', 'SaaS', 'Marketplace', 'Gaming',
] as const;
export type Sector = (typeof allSectors)[number];
export const sectorLabels: Record<Sector, string> = {
  FinTech: 'FinTech', HealthTech: 'HealthTech', EdTech: 'EdTech', AgriTech: 'AgriTech', 'E-commerce': 'E-commerce',
  LogisticsTech: 'Logistics', CleanTech: 'CleanTech', PropTech: 'PropTech', FoodTech: 'FoodTech', RetailTech: 'RetailTech',
  SaaS: 'SaaS', Marketplace: 'Marketplace', Gaming: 'Gaming',
};

/** Africa first: an Africa-first product. Countries belong to one region each (geography.ts). */
export const allRegions = [
  'Africa', 'Middle East', 'Europe', 'South America', 'North America', 'Asia-Pacific', 'Southeast Asia', 'East Asia',
] as const;
export type Region = (typeof allRegions)[number];
/** 'South America' (the spec's value) covers Mexico, Central America and the Caribbean too, so it reads Latin America. */
export const regionLabels: Record<Region, string> = {
  Africa: 'Africa', 'Middle East': 'Middle East', Europe: 'Europe', 'South America': 'Latin America', 'North America': 'North America',
  'Asia-Pacific': 'Asia-Pacific', 'Southeast Asia': 'Southeast Asia', 'East Asia': 'East Asia',
};

export const fundingStages = ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C+', 'Growth'] as const;
export type FundingStage = (typeof fundingStages)[number];
export const stageLabels: Record<FundingStage, string> = {
  'Pre-Seed': 'Pre-Seed', Seed: 'Seed', 'Series A': 'Series A', 'Series B': 'Series B', 'Series C+': 'Series C+', Growth: 'Growth',
};

/**
 * The English label of a sector, region or stage value ('LogisticsTech' → 'Logistics', 'South America' →
 * 'Latin America'); any other text as it is. Screens show a stored value through this, then translate it.
 */
export function vocabularyLabel(value: string): string {
  return (sectorLabels as Record<string, string>)[value] ?? (regionLabels as Record<string, string>)[value] ?? (stageLabels as Record<string, string>)[value] ?? value;
}

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

export const experienceLevels = ['entry', 'mid', 'senior', 'executive'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];
/** The profile, its form and the people filter all show these (the filter once said 'Entry', 'Mid'). */
export const experienceLevelLabels = { entry: 'Entry level', mid: 'Mid level', senior: 'Senior', executive: 'Executive' } as const satisfies Record<ExperienceLevel, string>;

export const experienceTypes = ['work', 'education', 'project'] as const;
export type ExperienceType = (typeof experienceTypes)[number];
export const experienceTypeLabels = { work: 'Work', education: 'Education', project: 'Project' } as const satisfies Record<ExperienceType, string>;

export const jobTypes = ['Full-time Employee', 'Part-time Employee', 'Co-founder', 'Contractor', 'Advisor'] as const;
/** The spec's post form lacks Advisory; it is added so the Advisors tab can have content. */
export const jobCategories = [
  'Engineering', 'Product', 'Design', 'Sales', 'Marketing', 'Operations', 'Finance', 'Leadership', 'Advisory',
] as const;
export const jobLocations = ['Lagos', 'Nairobi', 'Remote'] as const;

export const roundTypes = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Bridge', 'Convertible'] as const;
export type RoundType = (typeof roundTypes)[number];
/**
 * 'Pre-seed' stays the value clients send (the spec's option), but it is shown as the funding stage's
 * 'Pre-Seed': one concept, one English label and so one French and one Arabic (decision 0067).
 */
export const roundTypeLabels = {
  'Pre-seed': 'Pre-seed', Seed: 'Seed', 'Series A': 'Series A', 'Series B': 'Series B', 'Series C': 'Series C', Bridge: 'Bridge', Convertible: 'Convertible',
} as const satisfies Record<RoundType, string>;
/** The English label of a round type read as plain text (the portfolio overview's); any other text as it is. */
export function roundTypeLabel(value: string): string {
  return (roundTypeLabels as Record<string, string>)[value] ?? value;
}
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
/**
 * Lower case on purpose: a priority reads as an adjective of the deal ('high'), and its French and Arabic are
 * feminine (priorité, أولوية), unlike the risk levels' 'Low', 'Medium', 'High' (risque, masculine).
 */
export const dealPriorityLabels = { low: 'low', medium: 'medium', high: 'high' } as const satisfies Record<DealPriority, string>;

export const documentTypes = ['pitch_deck', 'financial_statements', 'business_plan', 'legal_docs'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const ecosystemCountries = ['Nigeria', 'Kenya', 'South Africa', 'Ghana'] as const;

export const portfolioSortOptions = ['name', 'investment', 'performance', 'valuation'] as const;
