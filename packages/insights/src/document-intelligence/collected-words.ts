/**
 * A month's money in and money out as a business paid by commission or subscription writes them in a chat or a
 * treasury note: revenue as what it collected ('Commissions de mars encaissées : 6,8 M', 'commissions du mois 24 M',
 * 'cash in 1.7m') and the month's gross outgoings ('Sorties du mois : 43 M', 'May cash out 4.6m'), which are its
 * costs, not a net burn. One reading for the two readers of a month's figures: document-figures/cash-burn.ts (a
 * label just before a figure) and month-close.ts (a chat's month closed a line or two apart). Folded text.
 */

/** Revenue collected: commissions or subscriptions said to be cashed in, the month's commissions, a chat's 'cash in'. */
export const collectedRevenueWords = String.raw`(?:commissions|abonnements)(?: de \w+)? encaisse\w*|commissions du mois|cash in(?! (?:hand|the bank|bank)\b)`;

/** A month's gross outgoings: every payment out, set against what came in. */
export const monthOutgoingsWords = String.raw`sorties(?: de tresorerie)? du mois|cash out(?!flow)`;
