// The saved searches' strings and limits, zod-free so the directory's screens can import them without the schemas.
export const savedSearchFrequencies = ['daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];

export const SAVED_SEARCH_NAME_MAX = 80;
/** The newest matches a search's inbox shows. */
export const SAVED_SEARCH_INBOX_SIZE = 50;

export const savedSearchFrequencyLabels = {
  daily: 'Daily e-mail',
  weekly: 'Weekly e-mail',
  off: 'No e-mail',
} as const satisfies Record<SavedSearchFrequency, string>;

export const savedSearchMessages = {
  nameRequired: 'Give the search a name',
  nameTooLong: 'Keep the name under 80 characters',
  onlyEditors: 'Only the organisation’s admins and members can change its searches',
  saveButton: 'Save this search',
  saveTitle: 'Save this search',
  nameLabel: 'Name',
  frequencyLabel: 'E-mail',
  forLabel: 'For',
  forMe: 'Just me',
  saved: 'Search saved',
  title: 'Saved searches',
  empty: 'No saved searches yet. Filter the directory and save the search to follow it.',
  noMatches: 'No matching startups yet',
  markSeen: 'Mark as seen',
  delete: 'Delete',
  deleted: 'Search deleted',
  newBadge: 'New',
  changedBadge: 'Changed',
  openDirectory: 'Open in the directory',
  unsubscribed: 'You will no longer receive e-mails for this search',
  invalidToken: 'This unsubscribe link is not valid',
} as const;

/** The digest e-mail, one sentence per key (French in i18n/fr/email.ts). */
export const savedSearchEmail = {
  subject: 'New startups for your search "{{name}}"',
  intro: '{{count}} startups match your saved search "{{name}}":',
  changed: 'changed',
  open: 'See them on Baobab: {{url}}',
  footer: 'You receive this because e-mails for the search "{{name}}" are on. Turn them off: {{url}}',
  unsubscribeQuestion: 'Stop e-mails for the search "{{name}}"?',
} as const;
