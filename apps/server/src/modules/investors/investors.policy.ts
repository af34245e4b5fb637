/**
 * Investor profiles are public to everyone, signed in or not: the directory exists so that
 * founders can find them. Their contact details beyond LinkedIn are never exposed here.
 */
export const investorPolicy = {
  canView: () => true,
};
