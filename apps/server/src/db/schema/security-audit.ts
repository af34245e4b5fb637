import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The security audit log: sign-ins (and failures), sign-outs, password changes and resets, role
 * choices and data-room access. Append-only, enforced in the database by a trigger
 * (db/append-only.ts). No foreign keys on purpose: deleting a user must not rewrite the log
 * (an ON DELETE SET NULL would be an UPDATE), so the e-mail is kept as text beside the id.
 */
export const securityEvents = pgTable(
  'security_event',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: text('user_id'),
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_event_user_idx').on(t.userId, t.createdAt.desc()),
    // The per-account sign-in limit counts recent failures for one address.
    index('security_event_email_kind_idx').on(t.email, t.kind, t.createdAt.desc()),
    // The admin console's audit log: admin actions only, newest first.
    index('security_event_admin_idx').on(t.id.desc()).where(sql`${t.kind} like 'admin.%'`),
  ],
);
