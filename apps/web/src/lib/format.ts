/** Currency is shown as USD with no decimals (spec section 9). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const formatUsd = (value: number): string => usd.format(value);

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
export const formatCompact = (value: number): string => compact.format(value);

export const formatPercent = (fraction: number, digits = 0): string => `${(fraction * 100).toFixed(digits)}%`;

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
export const formatDate = (value: string | Date): string => dateFormat.format(new Date(value));

export const initials = (firstName: string, lastName: string): string =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
