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
  /**
   * What the reader's active financials shares open together, if the founder gave any: their own and
   * their funds' (decision 0055). `downloadParts` are the parts some share opens with download
   * permission, so a view share of one part and a download share of another never add up to more.
   */
  share: { parts: FinancialPart[]; downloadParts: FinancialPart[]; expiresAt: Date | null } | null;
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
    access.isOwner || (access.share?.downloadParts.includes(part) ?? false),
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

/**
 * The union of a reader's active shares (their own and their funds'): each part once, download where
 * one share allows it, and open until the latest end (none when one share has no end).
 */
export function combineShares(shares: readonly { scopes: string[]; permission: string; expiresAt: Date | null }[]): StartupAccess['share'] {
  if (shares.length === 0) return null;
  const parts = financialParts.filter((part) => shares.some((share) => share.scopes.includes(part)));
  const downloadParts = financialParts.filter((part) => shares.some((share) => share.permission === ('download' satisfies SharePermission) && share.scopes.includes(part)));
  const ends = shares.map((share) => share.expiresAt);
  const expiresAt = ends.some((end) => end === null) ? null : new Date(Math.max(...ends.map((end) => end!.getTime())));
  return { parts, downloadParts, expiresAt };
}
