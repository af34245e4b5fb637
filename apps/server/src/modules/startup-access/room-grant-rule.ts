import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Arg } from '../../db/figures';
import { dataRoomGrants } from '../../db/schema/data-rooms';
import { organisationMembers } from '../../db/schema/organisations';

/**
 * The one rule for whether a data-room grant (a row of `data_room_grants` in the query) is the person's and
 * active now; the rooms, the startups shared with a person and what they see beyond a visitor all read it.
 * A grant is theirs by account; or by e-mail while it has not been bound to an account yet (decision 0011:
 * once bound, it is that account's alone, whoever holds the address later); or through an organisation they
 * are a member of at this moment (decision 0055: membership is read here, on every request, so joining
 * opens and leaving closes at the next one). `verifiedEmail` is null for an account whose address is not
 * verified, which claims nothing by e-mail. Active: not revoked, and its end date (if any) still ahead.
 */
export const activeRoomGrantOf = (userId: Arg<string>, verifiedEmail: Arg<string | null>, now: Arg<Date>) =>
  and(
    or(
      eq(dataRoomGrants.granteeId, userId),
      // lower(null) is null, which matches no grant: an unverified address claims nothing, in one statement shape.
      and(isNull(dataRoomGrants.granteeId), eq(dataRoomGrants.email, sql`lower(${verifiedEmail})`)),
      sql`${dataRoomGrants.organisationId} in (select ${organisationMembers.organisationId} from ${organisationMembers} where ${organisationMembers.userId} = ${userId})`,
    ),
    isNull(dataRoomGrants.revokedAt),
    or(isNull(dataRoomGrants.expiresAt), gt(dataRoomGrants.expiresAt, now)),
  )!;
