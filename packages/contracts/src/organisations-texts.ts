/**
 * Organisations (funds, angel networks, syndicates): the words and limits, zod-free. A member acts for
 * the organisation with a role: an admin runs it, a member works its pipeline, a viewer reads.
 */
export const organisationKinds = ['fund', 'angel-network', 'syndicate'] as const;
export type OrganisationKind = (typeof organisationKinds)[number];
export const organisationKindLabels = { fund: 'Fund', 'angel-network': 'Angel network', syndicate: 'Syndicate' } as const satisfies Record<OrganisationKind, string>;

export const organisationRoles = ['admin', 'member', 'viewer'] as const;
export type OrganisationRole = (typeof organisationRoles)[number];
export const organisationRoleLabels = { admin: 'Administrator', member: 'Member', viewer: 'Viewer' } as const satisfies Record<OrganisationRole, string>;

export const ORGANISATION_NAME_MAX = 120;
export const ORGANISATION_THESIS_MAX = 2000;
export const ORGANISATION_INVITATION_DAYS = 14;
/** Cheque sizes in US dollars, as investor profiles state them. */
export const ORGANISATION_CHEQUE_MAX_USD = 1_000_000_000;

export const organisationMessages = {
  nameRequired: 'Enter the organisation’s name',
  nameTooLong: 'Keep the name under 120 characters',
  thesisTooLong: 'Keep the thesis under 2000 characters',
  chequeOutside: 'Enter a cheque size between $1 and $1,000,000,000',
  chequeOrder: 'The smallest cheque must not be larger than the largest',
  emailInvalid: 'Enter a valid e-mail address',
  onlyInvestors: 'Only investors can create a fund, angel network or syndicate',
  alreadyMember: 'This person is already a member',
  invitationPending: 'An invitation to this address is already waiting',
  invitationInvalid: 'This invitation has expired, was withdrawn or is for another address',
  invitationNeedsVerifiedEmail: 'Verify your e-mail address to accept the invitation',
  lastAdmin: 'An organisation needs at least one admin: make someone else admin first',
  notFound: 'No organisation is listed at this address',
} as const;

/** What an invited person is told, in the bell and by e-mail. */
export const organisationInvitationTexts = {
  title: '{{name}} invited you to join {{organisation}}',
  body: 'You would join as {{role}}. The invitation is open for {{days}} days.',
} as const;

/** The fund teams screen (/organisations). */
export const organisationScreen = {
  navLabel: 'Fund teams',
  title: 'Fund teams',
  intro: 'A fund, angel network or syndicate: one profile, its members and what each may do.',
  invitationsTitle: 'Invitations for you',
  invitedAs: 'Join {{organisation}} as {{role}}, invited by {{name}}',
  acceptButton: 'Accept and join',
  joined: 'You joined {{organisation}}',
  mineTitle: 'Your organisations',
  noneYet: 'You do not belong to a fund, angel network or syndicate yet.',
  createTitle: 'Create an organisation',
  nameLabel: 'Organisation name',
  kindLabel: 'Type of organisation',
  thesisLabel: 'Investment thesis',
  memberCount: '{{count}} members',
  chequeMinLabel: 'Smallest cheque (US dollars)',
  chequeMaxLabel: 'Largest cheque (US dollars)',
  chequeHint: 'As you would write it: 50K, $250,000',
  createButton: 'Create organisation',
  created: 'Organisation created',
  backToList: 'All your organisations',
  yourRole: 'Your role: {{role}}',
  membersTitle: 'Members',
  youSuffix: '(you)',
  roleOf: 'Role of {{name}}',
  removeButton: 'Remove {{name}}',
  remove: 'Remove',
  leaveButton: 'Leave this organisation',
  removed: 'Member removed',
  left: 'You left {{organisation}}',
  roleChanged: 'Role changed',
  inviteTitle: 'Invite a member',
  inviteEmailLabel: 'Their e-mail address',
  inviteRoleLabel: 'Their role',
  inviteButton: 'Send invitation',
  invitationSent: 'Invitation sent',
  openInvitationsTitle: 'Open invitations',
  noOpenInvitations: 'No invitation is waiting for an answer.',
  invitationLine: '{{email}} · {{role}} · until {{date}}',
  withdrawButton: 'Withdraw the invitation to {{email}}',
  withdraw: 'Withdraw',
  withdrawn: 'Invitation withdrawn',
  roleHelp: 'Administrators manage members and the profile; members work the deals; viewers read.',
  profileTitle: 'Profile',
  stagesLabel: 'Stages you invest in',
  sectorsLabel: 'Sectors you invest in',
  countriesLabel: 'Countries you invest in (optional)',
  countriesHint: 'Shown on the public page when the organisation is listed.',
  listedLabel: 'Show in the directory of funds and networks',
  listedHint: 'Anyone can then read this profile and how many members you are; members are never named.',
  saveButton: 'Save profile',
  saved: 'Profile saved',
  listedNow: 'Listed in the directory of funds and networks',
  publicPageLink: 'See the public page',
} as const;

/** The directory of funds and networks (/funds) and a listed organisation's public page (/funds/:slug). */
export const organisationDirectoryScreen = {
  title: 'Funds and networks',
  intro: 'Funds, angel networks and syndicates that invest in African startups and chose to be listed.',
  linkFromInvestors: 'Funds, angel networks and syndicates',
  searchLabel: 'Search by name or thesis',
  kindLabel: 'Type',
  allKinds: 'All types',
  noneMatch: 'No fund, angel network or syndicate matches these filters.',
  chequeRange: 'Cheques {{min}} – {{max}}',
  chequeFrom: 'Cheques from {{min}}',
  chequeUpTo: 'Cheques up to {{max}}',
  stagesTitle: 'Stages',
  sectorsTitle: 'Sectors',
  countriesTitle: 'Countries',
  thesisTitle: 'Investment thesis',
  backToDirectory: 'All funds and networks',
  howToJoin: 'Members act for this organisation; to work with it, contact one of them or ask to be invited.',
} as const;
