/**
 * Whether a figure is cash the company holds: the one reading of it. A balance ('cash at bank', 'bank balance',
 * 'trésorerie disponible', 'solde bancaire', 'sur le compte', 'we hold'), never cash raised, used or flowing ('cash burn',
 * 'cash flow', 'net cash used', 'levée', 'sorties de trésorerie') and never another figure ('revenue', 'costs'). Its
 * readers: runway.ts (cash over burn: the first amount near a cash word, its clause not about cash moving, its label
 * naming no other figure), document-figures/cash-burn.ts (a document's figures: the label just before an amount) and,
 * for a chat's bare figures, month-close.ts and runway-bare-figures.ts; red-flags.ts keeps a labelled balance out of the
 * burns it sets against revenue. Reads folded text (lower case, no accents).
 */
import { foldText } from './sentence-facts';
import type { Finding } from './types';

/**
 * The words that name cash held. The account and its date may stand with them ('Cash and bank balances at 31 March
 * 2025', 'Solde SGBCI + Orabank au 31/05 : 96,4 M FCFA', 'Soldes au 28/02 : ...'); 'bank' straight before an amount is the
 * balance ('bank R5.1m' in a chat), and so is a balance dated today in a chat ('Balance this morning KES 19.8m'). A
 * Belgian statement's cash is its 'valeurs disponibles'.
 */
const cashHeldWords = String.raw`bank balance|balance at bank|balance (this morning|today|tonight)|solde bancaire|soldes?|cash and (cash )?equivalents|cash and (short-term )?deposits|cash and bank( balances?)?( at \d{1,2} [a-z]+ 20\d\d)?|cash( at bank| in (the )?bank| balance| on hand| position| reserves?)?|in the bank|tresorerie( disponible| nette)?|treso|liquidites|en banque|disponibilites|valeurs disponibles|(the |our )?bank (is |stands )?at|bank\s?:|(bank |account )?balances combined|combined (bank |account )?balances|sur (le|notre) compte|on (the|our) accounts?|holding|we hold|we held|nous detenons|bank(?=\s?:?\s?(?:[a-z]{1,3}[$\u20A6\u20AC\u00A3\u20B5]?\s?|[$\u20A6\u20AC\u00A3\u20B5]\s?)?\d)`;
/** Every cash word of a text, for a reader that goes from the word to the amount near it. */
export const cashHeldWord = new RegExp(String.raw`\b(${cashHeldWords})\b`, 'g');
/** A cash word, then no more than 40 characters of its clause, up to the end: a label that says the amount after it is cash held. */
export const cashHeldBefore = new RegExp(String.raw`\b(${cashHeldWords})\b[^.;]{0,40}$`);

/** Money raised: 'raised', 'raising', 'round', 'levée', 'lever', 'tour de table'. */
const raisedWords = String.raw`rais(e|ed|es|ing)|lever|levee?s?|round|tour de table`;
/**
 * Cash moving, not held, said of the cash word itself or of its clause: 'net cash used', 'cash outflow', 'cash receipts',
 * 'encaissements' (what customers paid in), 'cash burn', 'cash flow', 'flux de trésorerie', 'consommation (nette) de trésorerie', 'sorties (nettes) de
 * trésorerie', and money raised: 'With $310k in the bank ..., we need to close this round' keeps its cash, the raise
 * being another clause's.
 */
export const cashMoving = new RegExp(String.raw`\b(net cash|cash (used|outflows?|consumed|receipts?|collected|collections?)|receipts? from|encaissements?|cash[- ](burn|flow|generative|positive|negative)|${raisedWords}|flux de tresorerie|consommation (?:(?:nette|mensuelle|moyenne|brute) ){0,2}de tresorerie|(sorties?|decaissements?) (nette?s? )?de tresorerie)\b`);
/**
 * Another figure's word, in the label between a cash word and an amount: the amount is that figure ('Burn mensuel
 * (sorties de trésorerie d'exploitation) : 610 millions', 'revenue', 'costs', 'spent', 'generated'). Read in the label
 * only: a clause that holds cash and burn together ('la trésorerie s'élève à 84 millions et les décaissements nets à 28
 * millions') still holds its cash.
 */
export const anotherFigure = /\b(burn|flow|outflows?|inflows?|receipts?|recettes|collect\w*|consumed|used|consommation|sorties?|decaisse\w*|generated|genere\w*|spent|depense\w*|costs?|revenue|chiffre)\b/;
/** A label that says its amount is no cash held: cash moving, or another figure. */
export const notCashHeld = (label: string): boolean => cashMoving.test(label) || anotherFigure.test(label);

/**
 * The same words as a chat uses them beside bare figures ('on est à 38 M', 'bank is \u20A696m'), a message from its
 * spending (month-close.ts, runway-bare-figures.ts): 'bank' alone is the balance there ('Bank (KCB + M-Pesa float) as of
 * Friday: KES 22.4m'), and so are the account, the accounts and the till ('j'ai regardé le compte ce matin', '18 millions
 * FCFA sur les comptes', 'en caisse', 'cash in hand', 'Côté banque : 2,4 Md'). A document's 'bank' alone may be a lender, so the readers above
 * do not take it.
 */
export const cashHeldWordInChat = new RegExp(String.raw`\b(${cashHeldWords}|bank|a la banque|cote banque|sur (le|les|nos) comptes?|(le|notre|the|our) (compte|account)|en caisse|cash (in hand|left))\b`);
/**
 * A chat message about other money, whatever its figure: money raised, a loan or a debt and its instalment, an invoice
 * or a commission, revenue ('ca', 'sales', 'chiffre'). Read over the whole message, where a bare figure has no label.
 */
export const notCashHeldInChat = new RegExp(String.raw`\b(${raisedWords}|pret|loan|dette|debt|echeance|facture|invoice|commissions?|ca|revenue|sales|chiffre)\b`);

/**
 * The words after an amount that say it is cash held or what is left of it: '$260k left', '25 M restants', '40m naira
 * left in the bank', '96 M FCFA sur les comptes', '12 M€ de trésorerie'. A chat's bare figure may carry its currency's
 * name before them ('40m naira left'). Read from the amount's end: runway.ts (what is left of the money raised),
 * runway-bare-figures.ts (a chat's bare figure) and document-figures/cash-burn.ts (a document's cash).
 */
export const cashLeftAfter = /^\s*((naira|cedis?|shillings?|rand|dirhams?|francs?|fcfa|dollars?|euros?|dinars?)\s)?(of cash|in cash|(still )?in the bank|in (the|our) account|on the accounts?|at the bank|left|remaining|en banque|de tresorerie|disponibles?|restants?|sur (le|les|notre|nos) comptes?|en caisse)\b/;
/**
 * The words before an amount that say it is what is left: 'il nous reste 180 000 €', 'Il reste 1,9 milliard GNF sur les
 * comptes', 'we're down to 12m', 'remaining cash of $90k', 'on n'a plus que 8 M'. Read up to the amount's start.
 */
export const cashLeftBefore = /\b(il (nous |lui |leur )?reste|nous reste|remaining cash( of)?|cash remaining( of)?|we('re| are) down to|down to our last|on n'a plus que)\s*(about |around |roughly |environ |a peu pres )?$/;

/**
 * An amount its own label names as cash held ('Tréso au 31/05 : 3,1 M MAD. On consomme en net 50 k MAD par semaine'): the
 * sentence's burn words make it a burn finding, but a balance is a stock, not a month's outflow. No other figure's word
 * may stand between the label and the amount ('cash burn: 3 M' is a burn).
 */
export function labelledCashHeld(f: Finding): boolean {
  if (!f.amount || f.amount.period !== null) return false;
  const lower = foldText(f.sentence);
  const at = lower.indexOf(foldText(f.amount.text));
  const label = cashHeldBefore.exec(lower.slice(Math.max(0, at - 50), Math.max(0, at)));
  return at > 0 && label !== null && !anotherFigure.test(label[0].slice(label[1]?.length ?? 0)) && !cashMoving.test(label[0]);
}
