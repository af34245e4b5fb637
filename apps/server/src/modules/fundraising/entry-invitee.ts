import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { raiseInvestors } from '../../db/schema/fundraising';
import { investorProfiles } from '../../db/schema/profiles';

/**
 * The one definition of who a board entry reaches (decision 0058, amended): the join condition between
 * `raise_investor` and `investor_profile` to use wherever a query asks whose entry it is (the room's access check, the
 * rounds a user is invited to, the investor told of a move, the close's portfolio investment, the deal timeline).
 *
 * A directory entry reaches its profile. An entry by e-mail address reaches the investor profile of the account whose
 * address is that one (entries are stored lower-case; the account's is compared lower-cased) and verified: the
 * invitation attaches to a person only through proof of the address, read afresh on every request. Nothing is copied
 * onto the entry, so there is no link to race, the founder's board keeps showing the address they typed (they never
 * learn from it whether the address has an account, decision 0057), and an unverified or changed address reaches nobody.
 */
export const entryReachesProfile: SQL = or(
  eq(investorProfiles.id, raiseInvestors.investorProfileId),
  and(
    isNotNull(raiseInvestors.email),
    sql`exists (select 1 from "user" as "address_owner" where "address_owner"."id" = ${investorProfiles.userId} and "address_owner"."email_verified" and lower("address_owner"."email") = ${raiseInvestors.email})`,
  ),
)!;
