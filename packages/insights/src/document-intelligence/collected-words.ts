/**
 * A month's money in and money out as a business paid by commission or subscription writes them in a chat or a
 * treasury note: revenue as what it collected ('Commissions de mars encaissées : 6,8 M', 'commissions du mois 24 M',
 * 'cash in 1.7m', 'January collections were 0.52M') and the month's gross outgoings ('Sorties du mois : 43 M', 'May cash
 * out 4.6m', 'Payroll + servers + rent came to 1.38M', 'Payroll + stock + office ≈ SLE 430k'), which are its costs, not a net burn. One reading for the two readers of a month's figures: document-figures/cash-burn.ts (a
 * label just before a figure) and month-close.ts (a chat's month closed a line or two apart). Folded text.
 */

/** Revenue collected: commissions or subscriptions said to be cashed in, the month's commissions, a chat's 'cash in', a month's collections. */
export const collectedRevenueWords = String.raw`(?:commissions|abonnements)(?: de \w+)? encaisse\w*|commissions du mois|cash in(?! (?:hand|the bank|bank)\b)|(?<=\b(?:january|february|march|april|may|june|july|august|september|october|november|december|month's|monthly|our) )collections`
  // A label before its figure: 'Collections SLE 118k', 'Encaissements clients : 5,1 M', 'encaissements du mois 3 M'.
  + String.raw`|collections(?= ?:? ?(?:[a-z]{1,4} ?)?\d)|encaissements (?:clients|du mois)`;

/** A month's gross outgoings: every payment out, set against what came in. */
// Or the running costs added up item by item and their total told ('Payroll + servers + office came to 1.38M', 'Salaires +
// loyer + carburant, ça fait 9 M'): the sum of what went out, the way a chat closes the month without a word for it.
export const monthOutgoingsWords = String.raw`sorties(?: de tresorerie)? du mois|cash out(?!flow)|(?:payroll|salaries|wages|rent|servers?|hosting|office|fuel|salaires|loyer|carburant)\b[^.;:]{0,60}\+[^.;:]{0,80}(?:\b(?:came to|come to|totall?ed|added up to|amounted to|ca fait|ca faisait|font|faisaient)|\s(?:\u2248|~|=)\s?(?=[a-z$\d]))`;
