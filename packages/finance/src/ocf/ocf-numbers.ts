/**
 * OCF writes numbers as fixed-point strings (Numeric: up to 10 decimals; Percentage: a fraction
 * from 0 to 1) and money as {amount, currency}. Baobab keeps cap table money in the company's currency and
 * percentages as 0–100, so these convert both ways without binary floating-point noise
 * (14.3% is "0.143", not "0.14300000000000002").
 */
const trim = (fixed: string) => (fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed);

/** A number as OCF Numeric, to at most 10 decimals. */
export const numeric = (value: number): string => trim(value.toFixed(10));

/** A Baobab percentage (0–100) as an OCF Percentage (0–1). */
export const percentage = (percent: number): string => trim((percent / 100).toFixed(10));

/** An OCF Percentage (0–1) as a Baobab percentage (0–100), rounded to 8 decimals to drop float noise. */
export const percentFrom = (fraction: string): number => Number((Number(fraction) * 100).toFixed(8));

/** An amount in the company's currency (the cap table's figures are in it, decision 0043). */
export const money = (amount: number, currency: string): OcfMonetary => ({ amount: numeric(amount), currency });

export type OcfMonetary = { amount: string; currency: string };
