// The startup-access contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in startup-access.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
export const financialParts = ['cap_table', 'financial_model', 'valuation', 'funding_tracker'] as const;

export type FinancialPart = (typeof financialParts)[number];

export const financialPartLabels: Record<FinancialPart, string> = {
  cap_table: 'Cap table',
  financial_model: 'Financial model',
  valuation: 'Valuation',
  funding_tracker: 'Funding tracker',
};

export const sharePermissions = ['view', 'download'] as const;

export type SharePermission = (typeof sharePermissions)[number];

export const sharePermissionLabels: Record<SharePermission, string> = {
  view: 'View in Baobab',
  download: 'View and download (PDF summary)',
};

export const financialsShareStatuses = ['active', 'expired', 'revoked'] as const;

export type FinancialsShareStatus = (typeof financialsShareStatuses)[number];

/** The same words as a data-room grant's (grantStatusLabels): a share ends the same two ways. */
export const financialsShareStatusLabels = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const satisfies Record<FinancialsShareStatus, string>;

export const startupAccessMessages = {
  sharingTitle: 'Who can see these financials',
  sharingEmpty: 'Only you can see these financials. Share them with a person when you are ready.',
  shareButton: 'Share financials',
  shareDialogTitle: 'Share financials',
  personLabel: 'Person',
  personPlaceholder: 'Choose one of your connections',
  noConnections: 'Connect with a person first: you can share financials with your connections.',
  partsLabel: 'What they may see',
  permissionLabel: 'Permission',
  expiresLabel: 'Access until (optional)',
  shareSubmit: 'Share',
  shareGranted: 'Financials shared',
  shareRevoked: 'Access revoked',
  revokeButton: 'Revoke',
  granteeRequired: 'Choose a person to share with',
  fundLabel: 'Or a fund',
  fundPlaceholder: 'Choose a fund one of your connections belongs to',
  organisationRequired: 'Choose a fund to share with',
  personOrFund: 'Choose a person or a fund, not both',
  organisationNotConnected: 'You can share financials only with a fund one of your connections belongs to',
  fundShareHint: 'Everyone in the fund sees what you share while they are a member; someone who leaves loses it at once.',
  granteeNotConnected: 'You can share financials only with your connections',
  notYourself: 'You already see your own startup\u2019s financials',
  partsRequired: 'Choose at least one part to share',
  expiryInPast: 'The access end date must be in the future',
  sharedWithYou: (until: string | null) => (until ? `Shared with you until ${until}` : 'Shared with you by the founder'),
  notSharedPart: 'The founder has not shared this part with you.',
} as const;
