/**
 * Every user-visible string the platform spec fixes (validation messages, toasts,
 * titles, empty states). Both apps import from here so the contract lives in one place.
 */

export const validationMessages = {
  companyName: 'Company name must be at least 2 characters',
  description: 'Description must be at least 10 characters',
  sector: 'Please select a sector',
  region: 'Please select a region',
  fundingStage: 'Please select a funding stage',
  raisingAmount: 'Please specify raising amount',
  teamSize: 'Team size must be at least 1',
  businessModel: 'Please select a business model',
  url: 'Must be a valid URL',
  bio: 'Bio must be at least 10 characters',
  location: 'Location is required',
  expertise: 'Select at least one expertise area',
  investmentThesis: 'Investment thesis must be at least 20 characters',
  minTicketSize: 'Minimum ticket size is $1,000',
  // The spec's maximum-ticket message reads this way; it is kept verbatim.
  maxTicketSize: 'Maximum ticket size is $1,000',
  ticketOrder: 'Ticket sizes must satisfy minimum ≤ average ≤ maximum',
  sectors: 'Select at least one sector',
  geographies: 'Select at least one geography',
  stages: 'Select at least one stage',
  jobTitle: 'Title is required',
  jobDescription: 'Description is required',
  jobType: 'Job type is required',
  jobCategory: 'Category is required',
  jobLocation: 'Location is required',
  startupId: 'Please select a startup',
  dealDate: 'Deal date is required',
  investmentAmount: 'Investment amount is required',
  roundType: 'Round type is required',
  documentText: 'Document text is required',
  rowId: 'Must be an id: a whole number from 1 to 2147483647',
} as const;

/** Sentences with values, as translation keys (decision 0023; French in i18n/fr/jobs.ts); toastMessages fills them for English. */
export const uiTemplates = {
  jobSavedDescription: '{{title}} has been saved to your favorites',
  applicationSubject: 'Application for {{title}}',
} as const;

export const toastMessages = {
  success: 'Success',
  profileUpdated: 'Profile updated successfully',
  recommendationsGenerated: 'AI recommendations generated successfully',
  startupCreatedTitle: 'Startup Created',
  startupCreatedDescription: 'Your startup profile has been successfully created!',
  startupCreateFailed: 'Failed to create startup profile',
  error: 'Error',
  jobPosted: 'Job posted successfully!',
  jobPostFailed: 'Error posting job',
  profileCreated: 'Profile created successfully!',
  profileCreatedDescription: "Welcome to the product. Let's get you started.",
  profileCreateFailed: 'Error creating profile',
  capTableGenerated: 'Cap table generated successfully',
  capTableFailed: 'Failed to generate cap table',
  scenarioSaved: 'Scenario saved',
  scenarioSaveFailed: 'Could not save the scenario',
  scenarioDeleted: 'Scenario deleted',
  scenarioDeleteFailed: 'Could not delete the scenario',
  financialModelGenerated: 'Financial model generated successfully',
  financialModelFailed: 'Failed to generate financial model',
  valuationCalculated: 'Valuation calculated successfully',
  valuationFailed: 'Failed to calculate valuation',
  matchesGenerated: 'Advanced matching analysis completed',
  matchesFailed: 'Failed to generate advanced matches',
  documentAnalyzed: 'Document analysis completed',
  documentFailed: 'Failed to analyze document',
  dueDiligenceGenerated: 'Due diligence report generated',
  dueDiligenceFailed: 'Failed to generate due diligence report',
  investmentRecorded: 'Investment recorded successfully!',
  investmentFailed: 'Error recording investment',
  dealUpdated: 'Deal updated successfully!',
  dealUpdateFailed: 'Error updating deal',
  jobSavedTitle: 'Job Saved',
  contactInformation: 'Contact Information',
} as const;

export const pageText = {
  notFound: 'Page Not Found',
  loginRequired: 'Please log in to view your profile.',
  noStartups: 'No startups found',
  noInvestors: 'No investors found',
  noRecentActivity: 'No recent activity',
  noMatches: 'No matches yet',
  noPortfolioCompanies: 'No portfolio companies yet',
  noExits: 'No exits yet',
  noDeals: 'No deals in pipeline',
  unknownName: 'Unknown',
  typeNotSpecified: 'Type not specified',
  fallbackSectors: 'Various Sectors',
  fallbackGeography: 'Global',
  fallbackStages: 'Various Stages',
  fallbackGrowth: 'Growing',
  fallbackTbd: 'TBD',
} as const;

/** Pending labels of generate and submit buttons (the spec's pending states). */
export const pendingLabels = {
  generating: 'Generating...',
  calculating: 'Calculating...',
  analyzing: 'Analyzing...',
  recording: 'Recording...',
  creating: 'Creating...',
} as const;
