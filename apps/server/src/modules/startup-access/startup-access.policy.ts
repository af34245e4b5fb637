import { financialParts, type FinancialPart, type FinancialsShareStatus, type SharePermission } from '@baobab/contracts/startup-access';

/**
 * Who may see which confidential part of a startup (docs/decisions/0005): the founder who owns
 * it sees everything; anyone else sees only what the founder explicitly shared with them. A
 * financials share opens the parts it names (and their PDF summary when it allows download); a
 * data-room grant opens that room's documents (data-rooms module) and the analyses' summary.
 * Nothing a reader does alone (a pipeline entry, a recorded investment, a note, a message)
 * appears here, so nothing of the kind can open anything.
 */
export type StartupAccess = {
  isOwner: boolean;
  /** The reader's active financials share, if the founder gave one. */
  share: { parts: FinancialPart[]; permission: SharePermission; expiresAt: Date | null } | null;
  /** The reader holds an active grant in one of the startup's data rooms. */
  hasRoomGrant: boolean;
};

export const noAccess: StartupAccess = { isOwner: false, share: null, hasRoomGrant: false };

export const startupAccessPolicy = {
  canManage: (access: StartupAccess) => access.isOwner,
  readableParts: (access: StartupAccess): FinancialPart[] => (access.isOwner ? [...financialParts] : (access.share?.parts ?? [])),
  canReadPart: (access: StartupAccess, part: FinancialPart) => access.isOwner || (access.share?.parts.includes(part) ?? false),
  /** Figures leave Baobab (the PDF deal summary) only with a download share. */
  canDownloadPart: (access: StartupAccess, part: FinancialPart) =>
    access.isOwner || (access.share !== null && access.share.permission === 'download' && access.share.parts.includes(part)),
  /** Analyses in brief (type, confidence, deck score, red-flag titles): any reader the founder shared something with. */
  canSeeAnalysisSummary: (access: StartupAccess) => access.isOwner || access.share !== null || access.hasRoomGrant,
  /** Private inputs (deck text, findings) feed only the founder's own reports. */
  canUsePrivateInputs: (access: StartupAccess) => access.isOwner,
};

export function shareStatus(share: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): FinancialsShareStatus {
  if (share.revokedAt) return 'revoked';
  if (share.expiresAt && share.expiresAt <= now) return 'expired';
  return 'active';
}
