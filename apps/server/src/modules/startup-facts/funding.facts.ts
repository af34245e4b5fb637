/**
 * The funding tracker read model, in the company's currency (decision 0035): the round's target (the
 * founder's figure once set, else the raise on the profile) and what investors put in as the founder
 * confirmed it. An amount in another currency is converted at the latest stored rates and listed with the
 * rate's date; one with no rate is listed in its own currency and not added in. The tracker screen and due
 * diligence both read it here, so they never disagree on the amount raised.
 */
import { isCurrencyCode, type CurrencyCode } from '@baobab/contracts/currencies';
import type { FundingConversion } from '@baobab/contracts/financial-tools-api';
import { convertMinor, type RateTable } from '@baobab/finance/currency-conversion';
import type { FundingSummary } from '@baobab/insights/due-diligence/capital-and-legal';
import { notShared, type Part } from '@baobab/insights/parts';
import type { Db } from '../../db/client';
import { currentRates } from '../exchange-rates/exchange-rates.service';
import { findCompanyCurrency, startupAccessPolicy, type StartupAccess } from '../startup-access/startup-access.service';
import { findFundingTarget, sumConfirmedInvestments } from './startup-facts.repository';

type Amount = { amountMinor: number; currency: string };

export type FundingFact = {
  currency: CurrencyCode;
  targetMinor: number;
  targetSource: 'founder' | 'profile';
  /** The target stored or raised in another currency, as converted; null when it is in the company's. */
  targetConversion: FundingConversion | null;
  raisedMinor: number;
  raisedConversions: FundingConversion[];
  /** Amounts with no rate to the company's currency: shown in their own currency, not added in. */
  unconverted: { amountMinor: string; currency: string }[];
  investors: number;
  /** The same target and raised in US cents, for due diligence's summary; null without a rate. */
  usdCents: { target: number; raised: number } | null;
};

type StartupRaise = { id: number; raisingAmountMinor: number | null; raisingCurrency: string | null };

/** An amount in the company's currency: as it is, converted at the latest rates with the rate, or null without a rate. */
function inCurrency(amount: Amount, currency: CurrencyCode, rates: RateTable): { minor: number; conversion: FundingConversion | null } | null {
  if (amount.currency === currency) return { minor: amount.amountMinor, conversion: null };
  const converted = convertMinor(BigInt(amount.amountMinor), amount.currency, currency, rates);
  if (!converted || converted.rateDate === null || converted.source === null) return null;
  const conversion = { from: { amountMinor: String(amount.amountMinor), currency: amount.currency }, amountMinor: converted.amountMinor.toString(), rateDate: converted.rateDate, source: converted.source };
  return { minor: Number(converted.amountMinor), conversion };
}

const usdCentsOf = (minor: number, currency: CurrencyCode, rates: RateTable) => {
  const usd = convertMinor(BigInt(minor), currency, 'USD', rates);
  return usd === null ? null : Number(usd.amountMinor);
};

export async function readFunding(db: Db, startup: StartupRaise, access: StartupAccess): Promise<Part<FundingFact>> {
  if (!startupAccessPolicy.canReadPart(access, 'funding_tracker')) return notShared;
  const [target, raised, companyCurrency, rates] = await Promise.all([findFundingTarget(db, startup.id), sumConfirmedInvestments(db, startup.id), findCompanyCurrency(db, startup.id), currentRates(db)]);
  const currency: CurrencyCode = isCurrencyCode(companyCurrency) ? companyCurrency : 'USD';
  const unconverted: FundingFact['unconverted'] = [];
  const convert = (amount: Amount) => {
    const result = inCurrency(amount, currency, rates);
    if (!result) unconverted.push({ amountMinor: String(amount.amountMinor), currency: amount.currency });
    return result;
  };
  const profileRaise = startup.raisingAmountMinor !== null && startup.raisingCurrency ? { amountMinor: startup.raisingAmountMinor, currency: startup.raisingCurrency } : null;
  const targetAmount = target ? { amountMinor: target.targetAmountMinor, currency: target.currency } : profileRaise;
  const targetIn = targetAmount ? convert(targetAmount) : null;
  const raisedIn = raised.byCurrency.map(convert).filter((r) => r !== null);
  const raisedMinor = raisedIn.reduce((sum, r) => sum + r.minor, 0);
  const targetMinor = targetIn?.minor ?? 0;
  const usdTarget = usdCentsOf(targetMinor, currency, rates);
  const usdRaised = usdCentsOf(raisedMinor, currency, rates);
  return {
    currency,
    targetMinor,
    targetSource: target ? 'founder' : 'profile',
    targetConversion: targetIn?.conversion ?? null,
    raisedMinor,
    raisedConversions: raisedIn.flatMap((r) => (r.conversion ? [r.conversion] : [])),
    unconverted,
    investors: raised.investors,
    usdCents: usdTarget === null || usdRaised === null ? null : { target: usdTarget, raised: usdRaised },
  };
}

/** Due diligence states the round in US dollars; without a rate for the company's currency it states nothing. */
export function summariseFunding(funding: FundingFact): FundingSummary | null {
  if (!funding.usdCents) return null;
  return { targetUsd: funding.usdCents.target / 100, confirmedRaisedUsd: funding.usdCents.raised / 100, confirmedInvestors: funding.investors };
}
