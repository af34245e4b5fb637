import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * An admin's invitation of another person to be an admin (modules/admin). No secret travels in the
 * e-mail: the invitation is accepted by the signed-in person whose verified e-mail is `email`, once,
 * before `expiresAt`.
 */
export const adminInvitations = pgTable(
  'admin_invitation',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    invitedBy: text('invited_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_invitation_email_idx').on(t.email)],
);

/**
 * An investor's application to be verified (modules/verification), with its evidence and outcome.
 * status: pending | verified | declined | withdrawn. method: email_domain (the website's domain is the
 * investor's verified e-mail domain, approved at once) | admin_review. The badge itself is
 * investor_profile.verified_at, so lists never read this table.
 */
export const investorVerifications = pgTable(
  'investor_verification',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    website: text('website').notNull(),
    linkedinUrl: text('linkedin_url'),
    /** The optional evidence document in file storage (PDF), and its name as uploaded. */
    documentKey: text('document_key'),
    documentName: text('document_name'),
    method: text('method'),
    /** The admin's reason for approving, declining or withdrawing; what the investor is told. */
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open application per investor: a second concurrent apply is refused by the database.
    uniqueIndex('investor_verification_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('investor_verification_user_idx').on(t.userId, t.createdAt.desc()),
    // The admin review queue: pending applications, oldest first.
    index('investor_verification_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A user's report of a profile, startup, job, message or data-room request (modules/moderation).
 * target_id is text because profiles are user ids; target_user_id is the account answerable for the
 * content. status: open | actioned | dismissed; `resolution` is what the reporter is told.
 */
export const reports = pgTable(
  'report',
  {
    id: serial('id').primaryKey(),
    reporterId: text('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetUserId: text('target_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'),
    resolution: text('resolution'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open report per reporter and target: reporting twice is the same report.
    uniqueIndex('report_open_idx').on(t.reporterId, t.targetType, t.targetId).where(sql`${t.status} = 'open'`),
    index('report_status_idx').on(t.status, t.createdAt),
    // Abuse limits count upheld reports against an account.
    index('report_target_user_idx').on(t.targetUserId, t.status),
  ],
);

/**
 * What an admin did to an account or a piece of content (modules/moderation): hide, warn, suspend, ban,
 * and their reversal (reversed_at). The who/what/why is also written to the append-only security log.
 */
export const moderationActions = pgTable(
  'moderation_action',
  {
    id: serial('id').primaryKey(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: text('target_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type'),
    targetId: text('target_id'),
    reason: text('reason').notNull(),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedBy: text('reversed_by').references(() => users.id, { onDelete: 'set null' }),
    reverseReason: text('reverse_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_action_target_user_idx').on(t.targetUserId, t.createdAt.desc())],
);
