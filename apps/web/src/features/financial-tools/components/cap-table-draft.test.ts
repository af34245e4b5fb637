import { describe, expect, it } from 'vitest';
import { type CreateCapTableInput, createCapTableInputSchema } from '@baobab/contracts/financial-tools-cap-table';
import { financialToolsMessages as m } from '@baobab/contracts/financial-tools-messages';
import { draftFromInput, draftToInput } from './cap-table-draft';
import { checkDraft } from './cap-table-validation';

const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
/** Every term the editor has an input for, plus the fields it carries through untouched. */
const full: CreateCapTableInput = createCapTableInputSchema.parse({
  openingDate: '2025-06-30',
  shares: [
    { shareholderName: 'Founders', shareholderType: 'founder', shares: 4_000_000, shareClass: 'Common', vesting: { ...vesting, total: 4_000_000 }, liquidationPreference: 1, antiDilution: 'None' },
    { shareholderName: 'A Fund', shareholderType: 'investor', shares: 1_000_000, shareClass: 'Series A', vesting: { ...vesting, total: 1_000_000 }, liquidationPreference: 1, antiDilution: 'None' },
    { shareholderName: 'Staff', shareholderType: 'employee', shares: 500_000, shareClass: 'ESOP', vesting: { ...vesting, total: 500_000 }, liquidationPreference: 1, antiDilution: 'None', exercisePrice: 0.1 },
  ],
  shareClasses: [
    { name: 'ESOP', kind: 'option' },
    { name: 'Series A', kind: 'preferred', issuePrice: 1, seniority: 2, liquidationPreference: 1.5, participation: 'participating', participationCap: 3, conversionRatio: 1.25, antiDilution: 'narrow-based' },
  ],
  safes: [{ holderName: 'Angel', investment: 100_000, valuationCap: 4_000_000, discountPercent: 20 }, { holderName: 'Friend', investment: 25_000, isMfn: true }],
  notes: [{ holderName: 'Lender', principal: 50_000, interestRatePercent: 8.125, issueDate: '2025-06-01', valuationCap: 3_000_000, discountPercent: 15, dayCount: '30/360' }],
  pricedRound: {
    seriesName: 'Series B',
    investorName: 'B Fund',
    preMoneyValuation: 3_000_000,
    investment: 1_000_000,
    closingDate: '2026-06-01',
    optionPoolTargetPercent: 10,
    poolTiming: 'post-money',
    convertiblesInPreMoney: false,
    coInvestors: [{ investorName: 'C Fund', investment: 250_000 }],
    proRataHolders: ['A Fund'],
  },
  unallocatedOptionPool: 200_000,
  exitValues: [5_000_000, 20_000_000],
  latestPostMoneyValuation: 4_250_000,
});

describe('cap table draft', () => {
  it('gives back every term, the priced round included, after a save and reload', () => {
    expect(checkDraft(draftFromInput(full)).input).toEqual(full);
  });

  it("gives back the new series' terms, the anti-dilution ordering, the SAFE form and the instruments' pro-rata (decision 0045)", () => {
    const input = createCapTableInputSchema.parse({
      ...full,
      safes: [{ holderName: 'Angel', investment: 100_000, valuationCap: 4_000_000, safeType: 'pre-money', proRata: true }],
      notes: [{ ...full.notes![0]!, proRata: true }],
      pricedRound: { ...full.pricedRound!, antiDilutionOrdering: 'pre-money', seriesTerms: { liquidationPreference: 2, participation: 'participating', participationCap: 3, seniority: 'pari-passu', conversionRatio: 1.5, antiDilution: 'full-ratchet', proRata: true } },
    });
    expect(checkDraft(draftFromInput(input)).input).toEqual(input);
  });

  it('keeps a pool increase in shares, pre-money timing and convertibles inside the pre-money', () => {
    const round = { ...full.pricedRound!, optionPoolTargetPercent: undefined, optionPoolIncrease: 300_000, poolTiming: undefined, convertiblesInPreMoney: undefined };
    const input = createCapTableInputSchema.parse({ ...full, pricedRound: JSON.parse(JSON.stringify(round)) });
    expect(checkDraft(draftFromInput(input)).input?.pricedRound).toEqual(input.pricedRound);
  });

  it('names each bad value with its own contract message at its field', () => {
    const draft = draftFromInput(full);
    draft.classes[0]!.seniority = '-1';
    draft.safes[0]!.valuationCap = '0';
    draft.safes[0]!.discountPercent = '120';
    draft.notes[0]!.interestRatePercent = 'abc';
    draft.notes[0]!.issueDate = '';
    draft.round!.preMoneyValuation = '-5';
    draft.round!.investors[1]!.investment = '0';
    const { input, errors } = checkDraft(draft);
    expect(input).toBeNull();
    expect(Object.fromEntries(errors)).toMatchObject({
      'shareClasses.1.seniority': m.seniority,
      'safes.0.valuationCap': m.valuationCap,
      'safes.0.discountPercent': m.discountPercent,
      'notes.0.interestRatePercent': m.interestRate,
      'notes.0.issueDate': m.issueDate,
      'pricedRound.preMoneyValuation': m.preMoneyValuation,
      'pricedRound.coInvestors.0.investment': m.coInvestorInvestment,
    });
  });

  it('asks for a priced round when a note is added without one', () => {
    const draft = draftFromInput({ ...full, pricedRound: undefined });
    expect(checkDraft(draft).errors.get('pricedRound')).toBe(m.pricedRoundNeeded);
  });

  it('drops a pro-rata tick when its holder is renamed, rather than failing on a name no longer shown', () => {
    const draft = draftFromInput(full);
    draft.shareholders[1]!.shareholderName = 'A Fund II';
    const { input } = checkDraft(draft);
    expect(input?.pricedRound?.proRataHolders).toBeUndefined();
    expect((draftToInput(draft).pricedRound as { proRataHolders?: string[] }).proRataHolders).toBeUndefined();
  });

  it('reads every amount as typed in the company\'s currency, prices with their real decimals', () => {
    const draft = draftFromInput(full);
    draft.round!.preMoneyValuation = '18 000 000';
    draft.round!.investors[0]!.investment = '1,5 M';
    draft.round!.investors[1]!.investment = 'XOF 500 000 000';
    draft.safes[0]!.investment = '25 000 000 FCFA';
    draft.notes[0]!.principal = '30\u202f000\u202f000\u00a0XOF';
    draft.shareholders[2]!.exercisePrice = '0,0475';
    draft.classes[0]!.issuePrice = 'XOF 612,5';
    const { input, errors } = checkDraft(draft, 'XOF');
    expect(Object.fromEntries(errors)).toEqual({});
    expect(input?.pricedRound).toMatchObject({ preMoneyValuation: 18_000_000, investment: 1_500_000, coInvestors: [{ investorName: 'C Fund', investment: 500_000_000 }] });
    expect(input?.safes?.[0]?.investment).toBe(25_000_000);
    expect(input?.notes?.[0]?.principal).toBe(30_000_000);
    expect(input?.shares[2]?.exercisePrice).toBe(0.0475);
    expect(input?.shareClasses?.[1]?.issuePrice).toBe(612.5);
  });

  it('refuses another currency or a franc\'s fraction with the reader\'s sentence at the field', () => {
    const draft = draftFromInput(full);
    draft.round!.preMoneyValuation = '$500';
    draft.safes[0]!.investment = '1 000,5';
    const { input, errors } = checkDraft(draft, 'XOF');
    expect(input).toBeNull();
    expect(errors.get('pricedRound.preMoneyValuation')).toBe('This amount is in XOF, but "$500" is in USD: write it in XOF');
    expect(errors.get('safes.0.investment')).toContain('XOF');
  });
});
