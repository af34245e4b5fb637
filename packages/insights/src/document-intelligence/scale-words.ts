/**
 * What a scale word or abbreviation after a figure multiplies it by ('1.2m', '365 millions', '3 Md', "KES '000"), in
 * English and French: the one table every reader of scaled figures looks up, so a new way of writing a scale is
 * taught once. Keys are lower case; which words a reader accepts stays in its own pattern.
 */
export const scaleMultiplier: Readonly<Record<string, number>> = {
  k: 1e3, thousand: 1e3, thousands: 1e3, mille: 1e3, milliers: 1e3, "'000": 1e3, '000s': 1e3,
  m: 1e6, mn: 1e6, million: 1e6, millions: 1e6,
  bn: 1e9, billion: 1e9, billions: 1e9, md: 1e9, mds: 1e9, mrd: 1e9, milliard: 1e9, milliards: 1e9,
};
