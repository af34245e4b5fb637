import type { Db } from '../../db/client';
import * as repo from './audit.repository';

/** What the security audit log records; data-room kinds mirror data_room_event actions. */
export type SecurityEventKind =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_locked'
  | 'sign_up'
  | 'sign_up_existing_address'
  | 'sign_out'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'session_expired'
  | 'role_set'
  | `data_room.${string}`
  | `financials.${string}`
  | `investment.${string}`
  | `admin.${string}`;

export type SecurityEventInput = {
  kind: SecurityEventKind;
  userId?: string | null;
  email?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
};

/** Appends one entry. Pass a transaction to write it with the change it describes. */
export async function recordSecurityEvent(db: Db, event: SecurityEventInput): Promise<void> {
  await repo.insertSecurityEvent(db, {
    kind: event.kind,
    userId: event.userId ?? null,
    email: event.email?.toLowerCase() ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent?.slice(0, 300) ?? null,
    detail: event.detail ?? null,
  });
}

/** Failed sign-ins for one account in the window: the per-account limit, whatever address they come from. */
export function recentFailedSignIns(db: Db, email: string, windowMs: number): Promise<number> {
  return repo.countEventsForEmailSince(db, email.toLowerCase(), 'sign_in_failed', new Date(Date.now() - windowMs));
}
