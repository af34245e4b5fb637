import { awaitingInvestor, commitmentStates } from '@baobab/contracts/round-room-texts';
import { and, between, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { raiseCommitments, raiseInvestors, raiseReminders, raises } from '../../db/schema/fundraising';
import { investorProfiles } from '../../db/schema/profiles';
import { entryReachesProfile } from './entry-invitee';

/** The raises whose invited investors hear of materials and deadlines: those still raising. */
export const raisingStatuses = ['open', 'closing'] as const;

/** The commitment states that wait for the investor's confirmation. */
const awaitingInvestorStates = commitmentStates.filter(awaitingInvestor);

/** Each (raise, investor) invited now to a raise still raising on this data room: who hears of a new material in it. */
export function inviteesOfDataRoom(db: Db, dataRoomId: number): Promise<{ raiseId: number; userId: string }[]> {
  return db
    .selectDistinct({ raiseId: raises.id, userId: investorProfiles.userId })
    .from(raises)
    .innerJoin(raiseInvestors, eq(raiseInvestors.raiseId, raises.id))
    .innerJoin(investorProfiles, entryReachesProfile)
    .where(and(eq(raises.dataRoomId, dataRoomId), inArray(raises.status, raisingStatuses), isNotNull(raiseInvestors.invitedAt)));
}

/**
 * The (raise, investor) pairs that may have a deadline reminder due: invited now to a raise still raising whose
 * target close is between `today` and `weekAhead`, or whose commitment has waited for them since `awaitingSince`.
 * The sweep reads each one's invitation again in the transaction that claims the reminder.
 */
export function reminderCandidates(db: Db, today: string, weekAhead: string, awaitingSince: Date): Promise<{ raiseId: number; userId: string }[]> {
  return db
    .selectDistinct({ raiseId: raises.id, userId: investorProfiles.userId })
    .from(raises)
    .innerJoin(raiseInvestors, eq(raiseInvestors.raiseId, raises.id))
    .innerJoin(investorProfiles, entryReachesProfile)
    .leftJoin(raiseCommitments, eq(raiseCommitments.entryId, raiseInvestors.id))
    .where(
      and(
        inArray(raises.status, raisingStatuses),
        isNotNull(raiseInvestors.invitedAt),
        or(between(raises.targetCloseOn, today, weekAhead), and(inArray(raiseCommitments.state, awaitingInvestorStates), lte(raiseCommitments.updatedAt, awaitingSince))),
      ),
    );
}

/**
 * Claims one reminder inside the transaction that records its notice: true when this call wrote the row. The unique
 * index makes a second sweep's insert wait for the first to commit and then write nothing, so each is sent once.
 */
export async function claimReminder(tx: Db, raiseId: number, userId: string, key: string): Promise<boolean> {
  const rows = await tx.insert(raiseReminders).values({ raiseId, userId, key }).onConflictDoNothing().returning({ id: raiseReminders.id });
  return rows.length > 0;
}
