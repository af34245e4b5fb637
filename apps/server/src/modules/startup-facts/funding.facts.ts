/**
 * The funding tracker read model: the round's target (the founder's figure once set, else the
 * raise on the profile) and what investors put in as the founder confirmed it. The tracker
 * screen and due diligence both read it here, so they never disagree on the amount raised.
 */
import type { FundingSummary } from '@baobab/insights/due-diligence/capital-and-legal';
import { notShared, type Part } from '@baobab/insights/parts';
import type { Db } from '../../db/client';
import { startupAccessPolicy, type StartupAccess } from '../startup-access/startup-access.service';
import { findFundingTarget, sumConfirmedInvestments } from './startup-facts.repository';

export type FundingFact = { targetCents: number; targetSource: 'founder' | 'profile'; raisedCents: number; investors: number };

export async function readFunding(db: Db, startup: { id: number; raisingAmountUsd: number | null }, access: StartupAccess): Promise<Part<FundingFact>> {
  if (!startupAccessPolicy.canReadPart(access, 'funding_tracker')) return notShared;
  const [target, raised] = await Promise.all([findFundingTarget(db, startup.id), sumConfirmedInvestments(db, startup.id)]);
  return {
    targetCents: target ? target.targetAmountMinor : (startup.raisingAmountUsd ?? 0) * 100,
    targetSource: target ? 'founder' : 'profile',
    raisedCents: raised.amountMinor,
    investors: raised.investors,
  };
}

export function summariseFunding(funding: FundingFact): FundingSummary {
  return { targetUsd: funding.targetCents / 100, confirmedRaisedUsd: funding.raisedCents / 100, confirmedInvestors: funding.investors };
}
