import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema/auth';

/**
 * Public lists and pages leave out what moderation took down (modules/moderation): content an admin
 * hid, and everything of an account that is suspended or banned. The inactive accounts are read
 * through the partial index user_inactive_idx, which holds only those few ids, so the check costs an
 * index probe per row at most.
 */
export const ownerIsActive = (ownerId: AnyPgColumn): SQL =>
  sql`${ownerId} not in (select ${users.id} from ${users} where ${users.accountStatus} <> 'active')`;

/** Not hidden by an admin and its owner active: what every public list and detail read requires. */
export const isPubliclyVisible = (hiddenAt: AnyPgColumn | null, ownerId: AnyPgColumn): SQL =>
  hiddenAt ? sql`(${hiddenAt} is null and ${ownerIsActive(ownerId)})` : ownerIsActive(ownerId);
