// The data-rooms contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in data-rooms.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { message, type Message } from './i18n/message';

/** File types a data room accepts, by lower-case extension. */
export const dataRoomFileTypes = ['pdf', 'xlsx', 'csv', 'docx', 'pptx', 'png', 'jpg', 'jpeg'] as const;

export type DataRoomFileType = (typeof dataRoomFileTypes)[number];

/** Types whose text document intelligence reads: PDF, Word and PowerPoint by extraction, CSV as plain text. */
export const analysableFileTypes: readonly DataRoomFileType[] = ['pdf', 'docx', 'pptx', 'csv'];

export const grantPermissions = ['view', 'download'] as const;

export type GrantPermission = (typeof grantPermissions)[number];

export const grantPermissionLabels = { view: 'View only', download: 'View and download' } as const satisfies Record<GrantPermission, string>;

/**
 * Where a grant stands. The API sends when it was revoked and whether it still opens the room (`revokedAt`,
 * `isActive`, grant-terms.ts); `grantStatusOf` names the state once, so no screen guesses it from one field.
 */
export const grantStatuses = ['active', 'expired', 'revoked'] as const;

export type GrantStatus = (typeof grantStatuses)[number];

export const grantStatusLabels = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const satisfies Record<GrantStatus, string>;

/** Revoked wins over expired: a grant taken back before its end date was revoked, whatever the date is now. */
export function grantStatusOf(grant: { revokedAt: string | null; isActive: boolean }): GrantStatus {
  if (grant.revokedAt !== null) return 'revoked';
  return grant.isActive ? 'active' : 'expired';
}

export const dataRoomEventActions = [
  'upload',
  'new_version',
  'view',
  'download',
  'grant',
  'revoke',
  'nda_accept',
  'access_request',
  'access_approve',
  'access_decline',
  'rename',
  'delete',
  'analyze',
] as const;

export type DataRoomEventAction = (typeof dataRoomEventActions)[number];

/** Sentences with values, as translation keys (decision 0023); dataRoomMessages fills them for English. */
export const dataRoomTemplates = {
  fileTooLarge: 'The file is larger than the {{mb}} MB limit',
  analysisNotSupported: '{{type}} files have no text the document analyser can read; analyse a PDF, Word (.docx), PowerPoint (.pptx) or CSV file instead',
} as const;

export const dataRoomMessages = {
  nameRequired: 'Give the room a name',
  nameTooLong: 'A name must be at most 120 characters',
  folderNameRequired: 'Give the folder a name',
  folderExists: 'A folder with this name already exists in this room',
  ndaTooLong: 'The NDA text must be at most 20,000 characters',
  fileRequired: 'Choose a file to upload',
  fileNameInvalid: 'The file name must be at most 200 characters and contain no slashes or control characters',
  fileTypeNotAllowed: `Only these file types can be uploaded: ${dataRoomFileTypes.join(', ')}`,
  fileContentMismatch: "The file's content does not match its extension",
  fileTooLarge: (mb: number): Message => message(dataRoomTemplates.fileTooLarge, { mb }),
  emailOrPersonRequired: 'Choose a connection or enter an e-mail address',
  organisationRequired: 'Choose a fund to grant access to',
  personOrFund: 'Choose a person or a fund, not both',
  organisationNotConnected: 'You can grant access only to a fund one of your connections belongs to',
  emailInvalid: 'Enter a valid e-mail address',
  notConnected: 'You can only grant access to people you are connected with, or invite them by e-mail',
  cannotGrantSelf: 'You already own this room',
  expiryInPast: 'The expiry date must be in the future',
  ndaRequired: 'Accept the NDA before viewing this room',
  downloadNotAllowed: 'You may view this document but not download it',
  inlineNotSupported: 'Only PDFs and images can be viewed in the browser; download the file instead',
  watermarkFailed: 'This PDF could not be watermarked with your name, so it cannot be shown to you; ask the owner for a copy',
  roomCreated: 'Data room created',
  folderCreated: 'Folder created',
  uploaded: 'Uploaded',
  uploadFailed: 'Upload failed',
  granted: 'Access granted',
  revoked: 'Access revoked',
  ndaAccepted: 'NDA accepted',
  requestAccess: 'Request data room access',
  requestMessageLabel: 'Message to the founder (optional)',
  requestMessageTooLong: 'The message must be at most 1,000 characters',
  requestSent: 'Access requested; the founder will be notified',
  requestPending: 'Access requested: waiting for the founder',
  requestAlreadyPending: 'You have already asked for access to this room; the founder has not answered yet',
  requestOwnRoom: 'You own this room',
  requestHasAccess: 'You already have access to this room',
  requestNotPending: 'This request has already been answered',
  requestApproved: 'Request approved: access granted',
  requestDeclined: 'Request declined',
  renamed: 'Renamed',
  deleted: 'Deleted',
  documentExists: 'A document with this name already exists here',
  renameKeepsType: 'A document keeps its file extension',
  analysisNotSupported: (type: string): Message => message(dataRoomTemplates.analysisNotSupported, { type: type.toUpperCase() }),
  analysisEmpty: 'This file has no text to analyse',
  analysed: 'Document analysed',
  viewNotFound: 'View not found',
  emailNotVerified: 'Rooms shared with your e-mail address appear once you verify it',
  verificationSent: 'Verification e-mail sent: open the link in it',
} as const;

// Access requests ------------------------------------------------------------------------

export const accessRequestStatuses = ['pending', 'approved', 'declined'] as const;

export type AccessRequestStatus = (typeof accessRequestStatuses)[number];

/** Lower case: a decided request reads its status inside a sentence ('{{person}} · {{status}} on {{date}}'). */
export const accessRequestStatusLabels = { pending: 'pending', approved: 'approved', declined: 'declined' } as const satisfies Record<AccessRequestStatus, string>;

// View duration and analytics ------------------------------------------------------------

/** The longest a single view may count, whatever the browser reports. */
export const MAX_VIEW_SECONDS = 4 * 60 * 60;

/** What due diligence learns from a startup's rooms: which kinds of evidence are present. */
export type DataRoomEvidence = {
  documents: { name: string; folder: string | null; fileType: DataRoomFileType }[];
};
