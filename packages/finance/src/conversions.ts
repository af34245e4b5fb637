/**
 * SAFEs (post-money and pre-money forms) and convertible notes converting in a priced round, with the
 * option-pool top-up placed in the pre-money ("pool shuffle").
 *
 * Sources:
 * - Y Combinator, Post-Money Safe User Guide (2018) and the post-money safe forms
 *   (Valuation Cap; Discount; MFN). Safe Price = Post-Money Valuation Cap ÷ Company
 *   Capitalization, where Company Capitalization counts every share, option, promised
 *   option and the unissued pool before the round, and every converting security
 *   (this safe, other safes, notes), but not the pool increase made for the round.
 *   A safe converts at the lowest of the round price, its Safe Price and its Discount
 *   Price (round price × (100 − discount)%), i.e. into the greatest number of shares.
 *   An MFN safe is amended to be identical to a later safe or note (the MFN form's
 *   "Subsequent Convertible Securities"): here it takes the terms of whichever later safe
 *   in the list, or note issued on or after it, gives it the lowest price (terms are
 *   adopted whole, never cap from one and discount from another; decision 0045).
 * - Pre-money safes (YC 2013 form, `capType: 'pre-money'`): Safe Price = cap ÷ the
 *   capitalization before the round without any safe or note, but with the pool increase
 *   made for the round when it sits in the pre-money.
 * - Convertible notes: principal plus simple interest (the note's day count) to the closing,
 *   converting at the lowest of the round price, the discount price and the cap
 *   price; a note's cap is a pre-money cap: cap ÷ fully diluted capitalization before
 *   the round, excluding converting securities and the round's pool increase.
 * - Pool top-up: the unissued pool after the round equals the target percentage of
 *   the post-money fully diluted shares. By default the increase is counted in the
 *   pre-money share count (the "pool shuffle"), so existing holders (and converting
 *   securities) bear it; with `poolTiming: 'post-money'` it is issued on top of the round's
 *   shares, the price ignores it and the new investors are diluted by it too.
 * - Safes and notes: by default their conversion shares count in the pre-money share count
 *   (the price is the pre-money valuation over a count that includes them, so existing
 *   holders bear them); with `convertiblesInPreMoney: false` the price ignores them and they
 *   dilute the new investors too. Either way a safe's own price follows its form.
 * - Several investors: each investment buys whole shares, rounded down per investor; the
 *   round's new-money shares are the sum of those.
 *
 * Method: the price depends on the conversions and the conversions on the price. A
 * fixed-point iteration finds which term (cap, discount, round price) each security
 * converts on; given those terms every conversion is affine in the total conversion
 * shares, so the solution is then computed exactly in fractions (`fraction.ts`) and
 * rounded once, in the order the YC guide rounds: conversion shares down to whole
 * shares; the pool increase, sized from those rounded conversions, up (so the target is
 * met, and raised further if the rounded price would still leave the pool short); the
 * price half up to $0.0001; new-money shares down. The YC guide's Example 1 (Company
 * Capitalization 11,764,705, price $1.1144, 4,486,719 new shares) comes out to the share.
 * Units: money in integer cents, shares whole, percentages as typed (12.5 is 12.5%).
 */
import { pricePerShareCents } from './cap-table';
import { type ConvertibleNote, type PostMoneySafe, noteInterestCents } from './convertible-instruments';
import { type Fraction, add, ceilOf, compare, div, floorOf, frac, fromDecimal, mul, sub } from './fraction';
import { floorDiv } from './rounding';
import { refuse } from './engine-errors';

/** $10 trillion, the largest amount a round takes (decision 0045): beyond it a figure is a typing slip. */
const maxAmountCents = 1_000_000_000_000_000;

export type OptionPoolTopUp = { kind: 'target-percent'; postMoneyPercent: number } | { kind: 'shares'; shares: number };

export type PricedRoundTerms = {
  preMoneyValuationCents: number;
  investmentCents: number;
  /** Closing date (ISO) to which note interest accrues. */
  closingDate: string;
  optionPool?: OptionPoolTopUp;
  /** Where the pool top-up sits (see the file comment); 'pre-money' when absent. */
  poolTiming?: 'pre-money' | 'post-money';
  /** Whether conversion shares count in the pre-money share count; true when absent. */
  convertiblesInPreMoney?: boolean;
  /** The round's investments, one per investor, adding up to investmentCents; one investment when absent. */
  investmentsCents?: readonly number[];
};

export type PreRoundCapitalization = {
  /** Issued shares (as converted) + options granted + promised options + unissued pool. */
  fullyDilutedShares: number;
  /** The unissued pool included in fullyDilutedShares. */
  unallocatedPool: number;
};

export type ConversionBasis = 'valuation cap' | 'discount' | 'round price';

export type Conversion = {
  id: string;
  holderId: string;
  instrument: 'safe' | 'note';
  /** Purchase amount, or principal plus interest, in cents. */
  amountCents: number;
  interestCents: number;
  shares: number;
  /** Price per share the conversion used, in cents rounded to $0.0001. */
  conversionPriceCents: number;
  basis: ConversionBasis;
  /** MFN safes: the later safe whose terms were adopted. */
  adoptedTermsOf?: string;
};

export type PricedRoundConversion = {
  pricePerShareCents: number;
  /** Post-money safe Company Capitalization: pre-round shares plus all conversion shares. */
  companyCapitalization: number;
  poolIncreaseShares: number;
  /** The share count the price is set on: pre-round shares, plus the conversions and the pool increase where they count in the pre-money. */
  preMoneyShares: number;
  newMoneyShares: number;
  postMoneyShares: number;
  conversions: Conversion[];
};

/** What a conversion price depends on: the round price, the post-money safe Company Capitalization, and the pre-money safe capitalization (pre-round shares plus the pool increase made for the round). */
type PriceContext = { roundPrice: number; companyCap: number; preMoneyCap: number };

/** How a cap turns into a price: post-money safe (cap ÷ Company Capitalization), pre-money safe (cap ÷ pre-round shares with the pool increase), note (cap ÷ pre-round shares). */
type CapBasis = 'post-money safe' | 'pre-money safe' | 'note';

type Instrument = {
  id: string;
  holderId: string;
  instrument: 'safe' | 'note';
  amount: number;
  interest: number;
  /** Effective price in a price context, with its basis. */
  price: (ctx: PriceContext) => { price: number; basis: ConversionBasis; adopted?: string };
  /** The exact terms behind a basis: the cap and how it prices, or the discount. */
  terms: (adopted: string | undefined) => { capCents?: number; capBasis: CapBasis; discountPercent?: number };
};

function bestPrice(roundPrice: number, capPrice: number | undefined, discountPercent: number | undefined): { price: number; basis: ConversionBasis } {
  let best: { price: number; basis: ConversionBasis } = { price: roundPrice, basis: 'round price' };
  if (discountPercent !== undefined) {
    const discounted = roundPrice * (1 - discountPercent / 100);
    if (discounted < best.price) best = { price: discounted, basis: 'discount' };
  }
  if (capPrice !== undefined && capPrice < best.price) best = { price: capPrice, basis: 'valuation cap' };
  return best;
}

const safeCapBasis = (s: PostMoneySafe): CapBasis => (s.capType === 'pre-money' ? 'pre-money safe' : 'post-money safe');

function instruments(cap: PreRoundCapitalization, round: PricedRoundTerms, safes: readonly PostMoneySafe[], notes: readonly ConvertibleNote[]): Instrument[] {
  const capPrice = (capCents: number | undefined, basis: CapBasis, ctx: PriceContext) => {
    if (capCents === undefined) return undefined;
    if (basis === 'post-money safe') return capCents / ctx.companyCap;
    return capCents / (basis === 'pre-money safe' ? ctx.preMoneyCap : cap.fullyDilutedShares);
  };
  const safePrice = (s: PostMoneySafe, ctx: PriceContext) => bestPrice(ctx.roundPrice, capPrice(s.valuationCapCents, safeCapBasis(s), ctx), s.discountPercent);
  const notePrice = (n: ConvertibleNote, ctx: PriceContext) => bestPrice(ctx.roundPrice, capPrice(n.valuationCapCents, 'note', ctx), n.discountPercent);
  const fromSafes = safes.map((s, index): Instrument => {
    // The YC MFN safe may adopt the terms of any Subsequent Convertible Security: later safes
    // and notes issued on or after it (every note when the safe is undated).
    const laterSafes = safes.slice(index + 1).filter((x) => !x.isMfn);
    const laterNotes = notes.filter((n) => s.issueDate === undefined || n.issueDate >= s.issueDate);
    return {
      id: s.id,
      holderId: s.holderId,
      instrument: 'safe',
      amount: s.investmentCents,
      interest: 0,
      price: (ctx) => {
        if (!s.isMfn) return safePrice(s, ctx);
        let best: { price: number; basis: ConversionBasis; adopted?: string } = { price: ctx.roundPrice, basis: 'round price' };
        for (const later of laterSafes) {
          const candidate = safePrice(later, ctx);
          if (candidate.price < best.price) best = { ...candidate, adopted: later.id };
        }
        for (const later of laterNotes) {
          const candidate = notePrice(later, ctx);
          if (candidate.price < best.price) best = { ...candidate, adopted: later.id };
        }
        return best;
      },
      terms: (adopted) => {
        const note = adopted === undefined ? undefined : notes.find((n) => n.id === adopted);
        if (note) return { capCents: note.valuationCapCents, capBasis: 'note', discountPercent: note.discountPercent };
        const source = adopted === undefined ? s : (safes.find((x) => x.id === adopted) ?? s);
        return { capCents: source.valuationCapCents, capBasis: safeCapBasis(source), discountPercent: source.discountPercent };
      },
    };
  });
  const fromNotes = notes.map((n): Instrument => {
    const interest = noteInterestCents(n, round.closingDate);
    return {
      id: n.id,
      holderId: n.holderId,
      instrument: 'note',
      amount: n.principalCents + interest,
      interest,
      price: (ctx) => notePrice(n, ctx),
      terms: () => ({ capCents: n.valuationCapCents, capBasis: 'note', discountPercent: n.discountPercent }),
    };
  });
  return [...fromSafes, ...fromNotes];
}

function validate(cap: PreRoundCapitalization, round: PricedRoundTerms, safes: readonly PostMoneySafe[], notes: readonly ConvertibleNote[]): void {
  if (!Number.isSafeInteger(cap.fullyDilutedShares) || cap.fullyDilutedShares <= 0) throw refuse('preRoundShares');
  if (!(cap.unallocatedPool >= 0 && cap.unallocatedPool <= cap.fullyDilutedShares)) throw refuse('poolWithinShares');
  if (!(round.preMoneyValuationCents > 0)) throw refuse('preMoneyPositive');
  if (!(round.preMoneyValuationCents <= maxAmountCents)) throw refuse('preMoneyTooLarge');
  if (!(round.investmentCents <= maxAmountCents)) throw refuse('investmentTooLarge');
  if (!(round.investmentCents >= 0)) throw refuse('roundInvestment');
  const investments = round.investmentsCents ?? [round.investmentCents];
  if (investments.some((c) => !Number.isSafeInteger(c) || c < 0)) throw refuse('investmentsWhole');
  if (investments.reduce((a, b) => a + b, 0) !== round.investmentCents) throw refuse('investmentsSum');
  for (const s of safes) {
    if (!Number.isSafeInteger(s.investmentCents) || s.investmentCents <= 0) throw refuse('safeInvestment', { id: s.id });
    assertDiscount(s.discountPercent, 'safeDiscount', s.id);
    if (!s.isMfn && s.valuationCapCents === undefined && s.discountPercent === undefined) throw refuse('safeTerms', { id: s.id });
  }
  for (const n of notes) {
    if (!Number.isSafeInteger(n.principalCents) || n.principalCents <= 0) throw refuse('notePrincipal', { id: n.id });
    assertDiscount(n.discountPercent, 'noteDiscount', n.id);
    if (!(n.annualInterestPercent >= 0)) throw refuse('noteInterest', { id: n.id });
  }
  const capOwnership = safes.reduce((sum, s) => sum + (s.valuationCapCents && s.capType !== 'pre-money' ? s.investmentCents / s.valuationCapCents : 0), 0);
  if (capOwnership >= 1) throw refuse('safesOwnEverything');
  const pool = round.optionPool;
  if (pool?.kind === 'target-percent') {
    // A pre-money pool must stay below target × post ÷ pre < 1 for the shuffle to have a solution.
    const postOverPre = round.poolTiming === 'post-money' ? 1 : (round.preMoneyValuationCents + round.investmentCents) / round.preMoneyValuationCents;
    if (!(pool.postMoneyPercent >= 0 && (pool.postMoneyPercent / 100) * postOverPre < 1)) throw refuse('poolTargetTooLarge');
  }
  if (pool?.kind === 'shares' && !(Number.isSafeInteger(pool.shares) && pool.shares >= 0)) throw refuse('poolIncrease');
}

function assertDiscount(discountPercent: number | undefined, refusal: 'safeDiscount' | 'noteDiscount', id: string): void {
  if (discountPercent !== undefined && !(discountPercent >= 0 && discountPercent < 100)) throw refuse(refusal, { id });
}

/** Convert safes and notes in a priced round and size the round (see the file comment). */
export function convertInPricedRound(
  cap: PreRoundCapitalization,
  round: PricedRoundTerms,
  safes: readonly PostMoneySafe[] = [],
  notes: readonly ConvertibleNote[] = [],
): PricedRoundConversion {
  validate(cap, round, safes, notes);
  const list = instruments(cap, round, safes, notes);
  const base = cap.fullyDilutedShares;
  const postOverPre = (round.preMoneyValuationCents + round.investmentCents) / round.preMoneyValuationCents;
  const inside = round.convertiblesInPreMoney !== false;
  const poolPre = round.poolTiming !== 'post-money';
  const investments = round.investmentsCents ?? [round.investmentCents];

  // Pre-money shares and pre-money pool increase for a given (real) number of conversion shares.
  // With target T and k = post ÷ pre, the pool after is T × (P·k + conversions outside P), so
  // P = (base − pool + S) ÷ (1 − T·k) with conversions inside, (base − pool + T·S) ÷ (1 − T·k) outside.
  const preMoney = (converting: number): { shares: number; increase: number } => {
    const pool = round.optionPool;
    const counted = inside ? converting : 0;
    if (pool?.kind === 'shares' && poolPre) return { shares: base + counted + pool.shares, increase: pool.shares };
    if (pool?.kind === 'target-percent' && poolPre) {
      const target = pool.postMoneyPercent / 100;
      const t = target * postOverPre;
      const shares = (base - cap.unallocatedPool + (inside ? converting : target * converting)) / (1 - t);
      const increase = t * shares + (inside ? 0 : target * converting) - cap.unallocatedPool;
      if (increase > 0) return { shares, increase };
    }
    return { shares: base + counted, increase: 0 };
  };

  // Pre-money safe capitalization: the pre-money shares without the conversions (so with the pool increase when it sits in the pre-money).
  const context = (roundPrice: number, converting: number): PriceContext => ({ roundPrice, companyCap: base + converting, preMoneyCap: preMoney(converting).shares - (inside ? converting : 0) });
  let converting = 0;
  let price = round.preMoneyValuationCents / preMoney(0).shares;
  let converged = false;
  for (let iteration = 0; iteration < 100_000 && !converged; iteration++) {
    const ctx = context(price, converting);
    const nextConverting = list.reduce((sum, x) => sum + x.amount / x.price(ctx).price, 0);
    const nextPrice = round.preMoneyValuationCents / preMoney(nextConverting).shares;
    converged = Math.abs(nextConverting - converting) <= 1e-7 && Math.abs(nextPrice - price) <= 1e-12 * price;
    if (!Number.isFinite(nextConverting) || nextConverting > 1e15) break;
    converting = nextConverting;
    price = nextPrice;
  }
  if (!converged) throw refuse('conversionsUnsettled');

  // The iteration only finds which term (cap, discount, round price) each security
  // converts on. Given those, every conversion is affine in the total conversion shares S
  // (s_i = α_i + β_i·S), so S = Σα ÷ (1 − Σβ) is solved exactly in fractions and each
  // conversion is rounded down once: a conversion whose exact answer is a whole number
  // gets that number ($1M at a $10M post-money cap over 9,000,000 shares: 1,000,000).
  const pool = round.optionPool;
  const target = pool?.kind === 'target-percent' ? div(fromDecimal(pool.postMoneyPercent), frac(100)) : undefined;
  const t = target === undefined ? undefined : mul(target, frac(round.preMoneyValuationCents + round.investmentCents, round.preMoneyValuationCents));
  // Pre-money shares P = u + v·S (pool shuffle: P = (base − pool + S) ÷ (1 − t) while the pool
  // needs topping up, (base − pool + target·S) ÷ (1 − t) with the conversions outside P).
  const topsUp = poolPre && t !== undefined && preMoney(converting).increase > 0;
  const u = pool?.kind === 'shares' && poolPre ? frac(base + pool.shares) : topsUp && t ? div(frac(base - cap.unallocatedPool), sub(frac(1), t)) : frac(base);
  const v = topsUp && t && target ? div(inside ? frac(1) : target, sub(frac(1), t)) : frac(inside ? 1 : 0);
  const pre = frac(round.preMoneyValuationCents);
  const solvedContext = context(price, converting);
  const coefficients = list.map((x) => {
    const { basis, adopted } = x.price(solvedContext);
    const amount = frac(x.amount);
    const terms = x.terms(adopted);
    if (basis === 'valuation cap' && terms.capCents !== undefined) {
      const capCents = frac(terms.capCents);
      // Post-money safe: price = cap ÷ (base + S). Note: price = cap ÷ base. Pre-money safe:
      // price = cap ÷ (P − S counted in P) = cap ÷ (u + (v − 1 or 0)·S).
      if (terms.capBasis === 'post-money safe') return { alpha: div(mul(amount, frac(base)), capCents), beta: div(amount, capCents) };
      if (terms.capBasis === 'note') return { alpha: div(mul(amount, frac(base)), capCents), beta: frac(0) };
      return { alpha: div(mul(amount, u), capCents), beta: div(mul(amount, inside ? sub(v, frac(1)) : v), capCents) };
    }
    // Round price = pre-money valuation ÷ P, times (100 − discount)% for the discount.
    const factor = basis === 'discount' ? sub(frac(1), div(fromDecimal(terms.discountPercent ?? 0), frac(100))) : frac(1);
    const perShare = div(amount, mul(pre, factor));
    return { alpha: mul(perShare, u), beta: mul(perShare, v) };
  });
  const sumAlpha = coefficients.reduce((acc, c) => add(acc, c.alpha), frac(0));
  const rest = sub(frac(1), coefficients.reduce((acc, c) => add(acc, c.beta), frac(0)));
  if (rest.n <= 0n) throw refuse('conversionsUnsettled');
  const exactTotal = div(sumAlpha, rest);
  const shares = coefficients.map((c) => Number(floorOf(add(c.alpha, mul(c.beta, exactTotal)))));
  const conversionShares = shares.reduce((a, b) => a + b, 0);
  const companyCapitalization = base + conversionShares;

  // Pool top-up sized from the rounded conversions, rounded up: pre-money, P = (base − pool +
  // S or target·S) ÷ (1 − t) and increase = t·P (+ target·S outside) − pool; post-money,
  // increase = (target × shares issued without it − pool) ÷ (1 − target). Then raised a share
  // at a time until the unissued pool is at least the target of the post-money shares as
  // actually issued (rounded price, new-money shares rounded down per investor), so the pool
  // is never left below its target.
  const outside = inside ? 0 : conversionShares;
  const sized = (increase: number) => {
    const preMoneyShares = base + (inside ? conversionShares : 0) + (poolPre ? increase : 0);
    const pricePerShare = pricePerShareCents(round.preMoneyValuationCents, preMoneyShares);
    if (!(pricePerShare > 0)) throw refuse('roundPriceTooSmall');
    const newMoneyShares = investments.reduce((sum, cents) => sum + (cents > 0 ? floorDiv(cents * 100, Math.round(pricePerShare * 100)) : 0), 0);
    return { preMoneyShares, pricePerShare, newMoneyShares, postMoneyShares: preMoneyShares + newMoneyShares + outside + (poolPre ? 0 : increase) };
  };
  let poolIncreaseShares = pool?.kind === 'shares' ? pool.shares : 0;
  if (target !== undefined && t !== undefined) {
    const oneMinus = (x: Fraction) => sub(frac(1), x);
    const outsideTarget = mul(target, frac(outside));
    const preShares = () => div(add(frac(base - cap.unallocatedPool + (inside ? conversionShares : 0)), outsideTarget), oneMinus(t));
    const exactIncrease = poolPre
      ? sub(add(mul(t, preShares()), outsideTarget), frac(cap.unallocatedPool))
      : div(sub(mul(target, frac(sized(0).postMoneyShares)), frac(cap.unallocatedPool)), oneMinus(target));
    poolIncreaseShares = Math.max(0, Number(ceilOf(exactIncrease)));
    const meetsTarget = (increase: number) => compare(frac(cap.unallocatedPool + increase), mul(target, frac(sized(increase).postMoneyShares))) >= 0;
    for (let guard = 0; guard < 1_000_000 && !meetsTarget(poolIncreaseShares); guard++) poolIncreaseShares += 1;
  }
  const { preMoneyShares, pricePerShare, newMoneyShares, postMoneyShares } = sized(poolIncreaseShares);

  return {
    pricePerShareCents: pricePerShare,
    companyCapitalization,
    poolIncreaseShares,
    preMoneyShares,
    newMoneyShares,
    postMoneyShares,
    conversions: list.map((x, i) => {
      // The basis comes from the exact solution; the price shown uses the rounded figures.
      const basis = x.price(solvedContext).basis;
      const terms = x.price({ roundPrice: pricePerShare, companyCap: companyCapitalization, preMoneyCap: preMoneyShares - (inside ? conversionShares : 0) });
      return {
        id: x.id,
        holderId: x.holderId,
        instrument: x.instrument,
        amountCents: x.amount,
        interestCents: x.interest,
        shares: shares[i] ?? 0,
        conversionPriceCents: Math.round(terms.price * 100) / 100,
        basis,
        ...(terms.adopted ? { adoptedTermsOf: terms.adopted } : {}),
      };
    }),
  };
}
