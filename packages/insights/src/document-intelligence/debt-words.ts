/**
 * Debt distress as lenders, boards and data rooms write it, beside the patterns of red-flag-rules.ts
 * (decision 0036, fifth round): a payment named at length before it 'remains unpaid' ('the quarterly
 * instalment of USD 120,000 due on 30 September 2024 remains unpaid'), a payment not made ('did not make the
 * October interest payment'), payments counted behind ('two payments behind'), a lender calling its money
 * back ('demanded immediate repayment'), taxes and contributions not remitted ('PAYE and NSSF contributions
 * ... have not been remitted'). And what is not distress: a contract's list of what would be a default
 * ('Events of default: failure to pay any amount when due; breach of the financial covenants'), and money
 * owed to the company rather than by it. Reads folded text (lower case, no accents).
 */
import { taxUnpaidWords } from './tax-unpaid-words';

// 'Les acomptes d'IBS ... n'ont pas été versés': a tax's instalments are payments due.
const paymentNoun = String.raw`(instal?lments?|repayments?|payments?|interest|coupons?|loans?|amounts? due|debt service|mensualites?|echeances?|remboursements?|acomptes?)`;

export const debtDistressWords = new RegExp(
  [
    // A decimal point ('KES 2.4 million') does not end the span between a payment and its state.
    String.raw`\b${paymentNoun}\b(?:[^.;]|\.\d){0,80}\b(remains?|remained|is still|are still|was still|were still|stays?) (unpaid|overdue|past due|in arrears)`,
    // Tax named at length before it 'remains unpaid' ('₦86m of VAT and PAYE due to the revenue service for periods from
    // 2024, which remains unpaid'), not a refund owed to the company ('the VAT refund ... remains unpaid').
    String.raw`\b(vat|taxes|tax|paye|withholding|contributions?|impots?|tva|cotisations?)\b(?![^.;]{0,100}\b(refunds?|rebates?|credits?|remboursements?|restitutions?|receivables?)\b)(?:[^.;]|\.\d){0,100}\b(remains?|remained|is still|are still|was still|were still|stays?) (unpaid|overdue|past due)\b`,
    String.raw`\b(did not|didn't|was unable to|were unable to) (make|pay|meet|honou?r|service) (the |its |our |a |their |two |three |both )?([a-z0-9-]+ ){0,3}${paymentNoun}\b`,
    String.raw`\b(\d+|one|two|three|four|five|six) (\w+ )?(payments?|instal?lments?|repayments?) (behind|in arrears|overdue|late)\b`,
    String.raw`\b(demanded|demands|called for|calls for|exige\w*) (the )?(immediate|early|accelerated) (repayment|reimbursement|remboursement)`,
    String.raw`\b(called in|recalled) (the |our |its )?(loan|overdraft|facility|debt)\b`,
    // A payment due and not made, said of the payment: 'Interest due to Ecobank in June was not paid', 'we missed the March and April instalments'.
    String.raw`\b${paymentNoun}\b(?:[^.;]|\.\d){0,60}\b(was|were|is|are) not (paid|repaid|made|met|honou?red|serviced)\b`,
    String.raw`\bmissed\b[^.;]{0,40}\b${paymentNoun}\b`,
    // 'A claim ... for unpaid rent' is a dispute about what is owed, not arrears the company admits.
    String.raw`\b(unpaid|overdue|outstanding arrears of|late)(?<!\b(claims?|claimed|alleg\w+|disputed?|reclam\w+)\b[^.;]{0,40}\b(unpaid|overdue|outstanding arrears of|late)) (taxes|tax|paye|vat|contributions?|salaries|wages|rent|interest|instal?lments?|repayments?|loan)\b`,
    // A lender demanding its money or ending the loan's term: 'formal demand for the outstanding balance', 'déchéance du terme'.
    String.raw`\b(formal demand|letter of demand|demand letter|mise en demeure de (payer|rembourser))\b[^.;]{0,60}\b(outstanding|overdue|balance|repayment|loan|overdraft|facility|pret|solde)\b`,
    String.raw`\bdecheance du terme\b`,
    // Tax that fell due and was kept: 'VAT ... that fell due to the Federal Inland Revenue Service and has not been remitted'.
    String.raw`\b(tax|taxes|vat|paye|withholding|contributions?|impots?|tva|cotisations?)\b[^.;]{0,80}\b(fell|became|was|were) due\b[^.;]{0,80}\b(has|have) not been (remitted|paid|settled)\b`,
    String.raw`\b(did not|does not|do not|has not|have not|had not|failed to|could not|was unable to|were unable to) (meet|met|satisfy|satisfied|comply with|complied with|respect|respected|observe|observed) (the |its |our |a |one of (the|its|our) )?([a-z-]+ ){0,3}covenants?\b`,
    // A payment or tax that fell due and was not made: 'VAT of KES 4.2m due to KRA since March and not yet remitted'.
    String.raw`\b(taxes|tax|vat|paye|withholding|contributions?|tva|impots?|cotisations?|${paymentNoun})\b(?:[^.;]|\.\d){0,60}\b(due|dues?|echue?s?)\b(?:[^.;]|\.\d){0,60}\b(and|but|et|mais) (still |yet |toujours |encore )?(not|non|pas) (yet |encore )?(been )?(remitted|paid|settled|repaid|made|reversee?s?|payee?s?|reglee?s?|versee?s?)\b`,
    // French, said of the payment: 'les échéances des 5 août et 5 septembre, d'un montant de ..., demeurent impayées'.
    String.raw`\b${paymentNoun}\b(?:[^.;]|\.\d){0,100}\b(demeurent|demeure|restent|reste|sont toujours|est toujours|sont encore|est encore) (impayee?s?|en souffrance|non reglee?s?|non payee?s?|non honoree?s?|en retard)\b`,
    String.raw`\b(echeances?|mensualites?|remboursements?|traites?|loyers?|salaires|cotisations?|impots?|taxes)\b[^.;]{0,30}\b(impayee?s?|non (payee?s?|reglee?s?|honoree?s?))\b`,
    // The payment's state said by a bare verb 'to be' after a long apposition of its loan and amount: 'Deux échéances du
    // crédit de campagne 2025-2026, d'un montant total de 480 M Ar, sont impayées depuis le 30 septembre', 'two instalments
    // of the term loan granted in 2024, totalling MGA 480m, are unpaid'. A denial before the verb ('n'est impayée') is the caller's.
    String.raw`\b${paymentNoun}\b(?:[^.;]|\.\d){0,100}\b(sont|est|etaient|etait|are|is|were|was|have been|has been) (impayee?s?|unpaid)\b`,
    // The same in the passive, singular or plural, or as what could not be done: 'l'échéance de septembre du prêt consenti
    // par la banque n'a pas été honorée', 'les intérêts n'ont pu être payés'.
    String.raw`\b(${paymentNoun}|interets|traites?)\b(?:[^.;]|\.\d){0,80}\bn'(a|ont) (pas (encore )?ete|pas pu etre|pu etre) (honoree?s?|payee?s?|reglee?s?|remboursee?s?|acquittee?s?|versee?s?|effectuee?s?|servie?s?)\b`,
    // A payment said not to have gone out, as a chat or a call puts it: 'september repayment didn't go', 'the March
    // instalment did not go through', 'le prélèvement de l'échéance n'est pas passé'. Not 'the rate didn't go up'.
    String.raw`\b(${paymentNoun}|debit orders?|direct debits?|prelevements?)\b[^.;]{0,30}?\b(didn't|did not|has not|hasn't|never) go( out| through)?\b(?! (up|down|higher|lower|beyond|above|below))|\b(${paymentNoun}|prelevements?)\b[^.;]{0,30}?\b(n'est|ne sont) (pas|jamais) passee?s?\b`,
    // Repayments put off by agreement with the lender: a moratorium or a payment holiday is a restructuring.
    String.raw`\b(repayments?|instal?lments?|loan payments?|debt service|echeances?|remboursements?)\b[^.;]{0,30}\b(suspended|deferred|frozen|put on hold|suspendu\w*|reporte\w*|gele\w*)\b|\breport (d'|des |de )(echeances?|remboursements?|mensualites?)\b|\bdiffere de remboursement\b|\b(moratorium|payment holiday)\b[^.;]{0,40}\b(loans?|repayments?|bank|lenders?|debt|facility)\b`,
    String.raw`\b(contributions?|taxes|tax|paye|vat|withholding|remittances?|salaries|wages|rent)\b[^.;]{0,60}\b(has|have|had) not (yet )?been (paid|remitted|settled|paid over)\b`,
    String.raw`\b${paymentNoun}\b(?:[^.;]|\.\d){0,80}\b(has|have|had) not (yet )?been (paid|repaid|made|serviced|received|settled)\b`,
    // Taxes owed since a past date, or a payment plan agreed with the tax or social-security office: arrears.
    String.raw`\b(vat|taxes|tax|paye|contributions?|tva|impots?|cotisations?)\b[^.;]{0,20}\b(owed|outstanding|unpaid|dues?|dus) (since|depuis)\b`,
    // Taxes said overdue or in arrears, however far the word stands in a note's row: 'PAYE and SDL outstanding to TRA
    // (overdue since March)', 'TVA due à la DGI, en retard de deux mois'. An amount merely outstanding is an accrual; a
    // refund or credit overdue is owed to the company.
    // Folded French 'payé' is spelt as PAYE: followed by how or when it was paid ('payé en espèces et souvent en retard',
    // 'payées par les clients'), it is the verb of a payment received, not the tax.
    String.raw`\b(vat|taxes|tax|paye(?!e?s? (en especes|en liquide|comptant|par|au|aux|a la|en retard|d'avance|cash))|withholding|contributions?|tva|impots?|cotisations?)\b(?![^.;]{0,50}\b(refunds?|rebates?|credits?|remboursements?|restitutions?|credit d'impot)\b)[^.;]{0,50}\b(overdue|past due|in arrears|en retard|arrieres?|en souffrance)\b`,
    String.raw`\b(payment plan|time[- ]to[- ]pay arrangement|instal?lment arrangement|plan d'apurement|echeancier)\b[^.;]{0,40}\b(revenue|tax|social security|pension|fiscal\w*|impots|urssaf|cnss|caisse)\b`,
    // A lender withdrawing its credit: 'the bank withdrew our overdraft', 'la banque a dénoncé notre découvert'.
    String.raw`\b(banks?|lenders?|creditors?|banque|preteurs?)\b[^.;]{0,20}\b(withdrew|cancelled|canceled|terminated|pulled|a denonce|ont denonce|a resilie|a supprime) (our|the|its|notre|nos|le|son|ses) ([a-z]+ )?(overdraft|credit lines?|facility|facilities|decouvert|concours|ligne de credit|lignes de credit|credits?)\b`,
    String.raw`\bexige\w* (son|le|leur|notre) remboursement (immediat|anticipe|sous)\b`,
    // Time counted late on a debt: 'we are three months late on the Equity Bank loan', 'two instalments behind with the lender'.
    // The company is the one late ('we are', 'the company is'): customers or borrowers late on their loans are its receivables.
    String.raw`\b(we are|we're|we were|we have been|we've been|the company is|the company was|the company has been)\s(now\s)?(\d+|one|two|three|four|five|six|several|a few)\s(full )?(days?|weeks?|months?)\s(late|behind|overdue|in arrears)\s(on|with)\s(the |our |its )?([a-z0-9&'-]+ ){0,3}(loans?|repayments?|instal?lments?|rent|tax(es)?|vat|paye|facility|debts?|payments?|interest|salaries|wages|overdraft|lenders?|banks?)\b`,
    // The lender classing the company's loan as bad: 'classified our facility as non-performing', 'prêt déclassé en créance douteuse'.
    // The company's own loan, or one the bank acts on ('par la banque'): a lender's book of bad loans is its customers' debt.
    String.raw`\b(our|its|the company's|notre|son|sa) ([a-z-]+ ){0,2}(facility|loan|overdraft|credit line|pret|emprunt|credit|decouvert)\b[^.;]{0,50}\b(as )?(non-performing|an npl|declassee?s? en (creances? )?(douteuse|litigieuse|compromise))\b|\b(bank|lender|banque|preteur)\b[^.;]{0,40}\b(classified|reclassified|classed|a declasse|a reclasse)\b[^.;]{0,30}\b(our|its|the company's|notre|son|sa) ([a-z-]+ ){0,2}(facility|loan|overdraft|credit line|pret|emprunt|credit|decouvert)\b|\b(le|ce) (pret|emprunt|credit|decouvert)\b[^.;]{0,30}\bdeclassee? en creances? (douteuse|litigieuse|compromise)\b[^.;]{0,20}\bpar (la|notre) banque\b`,
    // Pay still owed to staff: 'salaries for October and November are still owed', 'les salaires de septembre restent dus'.
    String.raw`\b(salaries|wages|salaires|payroll)\b[^.;]{0,50}\b((is|are|remain) still (owed|due|outstanding)|(restent|reste|sont toujours|sont encore) (dus|impayes|en attente))\b`,
    // French, the payment said not paid with 'ne ... pas': 'les échéances d'avril et de mai du prêt ne sont toujours pas payées'.
    String.raw`\b${paymentNoun}\b(?:[^.;]|\.\d){0,100}\b(ne|n') ?(sont|est|ont|a) (toujours |encore |jamais )?(pas|plus) (ete )?(payee?s?|reglee?s?|honoree?s?|remboursee?s?|versee?s?|acquittee?s?)\b`,
    // The lender has not waived a breach: 'the lender has not waived the breach', 'no waiver has been obtained', 'aucune renonciation de la banque n'avait été obtenue'.
    String.raw`\b(lenders?|banks?|creditors?|noteholders?)\b[^.;]{0,30}\b(has|have|had) not (yet )?waived\b|\b(lenders?|banks?|creditors?|noteholders?|preteurs?|banques?)\b[^.;]{0,40}\b((has|have|had) not (yet )?(granted|given|issued|agreed) (a |any )?waiver|n'(a|ont) (pas|toujours pas) (accorde|consenti) (de |d')(waiver|renonciation|derogation))\b`,
    // A covenant's ratio missed, said of the ratio: 'did not achieve the debt-service cover ratio required by its term loan agreement'.
    String.raw`\b(did not|didn't|failed to|could not|was unable to|were unable to) (achieve|meet|maintain|reach|satisfy) (the |its |a |our )?([a-z-]+ ){0,4}(ratio|cover|coverage)\b[^.;]{0,40}\b(required|set|stipulated|specified)\b[^.;]{0,30}\b(loan|facility|credit|lender|bank|agreement|covenant)|\b(no|aucune?) (waiver|renonciation|derogation)s?\b[^.;]{0,40}\b(obtained|received|granted|obtenue?s?|accordee?s?|recue?s?)\b`,
    // The loan called early, said of what it became: 'the full balance became repayable on demand', 'le prêt est devenu exigible par anticipation'.
    // Said in the past or as now ('became', 'has become', 'is now'); the bare present ('the principal and interest become
    // immediately repayable') is a contract's consequence, its condition read apart ('if the Company fails to pay').
    String.raw`\b(became|has become|have become|is now|are now|was made|were made|devenue?s?|rendue?s?)\s(immediately\s)?(repayable on demand|due and payable|immediately (due|repayable|payable)|exigibles?( par anticipation| immediatement)?)\b|\b(prononce|notifie|declare)\w* (l'|son |leur )?exigibilite anticipee\b`,
    // Tax still owed, or kept back, in other words: 'PAYE of MK 23.7m for January to May still outstanding', 'trois
    // trimestres [de cotisations] restent dus', 'n'a pas reversé la TVA collectée', 'différer nos cotisations à la CNPS'.
    String.raw`\b(vat|taxes|tax|paye|withholding|contributions?|tva|impots?|cotisations?)\b(?![^.;]{0,60}\b(refunds?|rebates?|credits?|remboursements?|restitutions?)\b)(?:[^.;]|\.\d){0,60}\b(still (outstanding|owed|unpaid)|(restent|reste) dus?)\b|\bn'(a|ont|avons) (pas|jamais) (encore )?(reverse|verse|paye|regle|acquitte) (la |les |nos |ses |le |leurs? )?(tva|cotisations?|impots?|taxes|retenues?)\b|\b(differer|reporter|suspendre) (nos|les|ses|leurs) (cotisations|impots|taxes|versements de tva)\b`,
    // Penalties still running on what is owed: 'penalties continue to accrue', 'les pénalités continuent de courir'.
    String.raw`\b(penalt(y|ies)|late[- ]payment interest|interest and penalties|majorations|penalites|interets de retard)\b[^.;]{0,30}\b(continue to accrue|continues to accrue|are accruing|is accruing|keep accruing|accrue daily|continuent (de|a) (courir|s'accumuler)|continue (de|a) (courir|s'accumuler))\b`,
    // A schedule's row read with its header (header-rows.ts): 'Loan repayment schedule: ..., Due date: 31 Aug 25, Status: Not paid'.
    // Taxes not paid when due, past amounts with decimals (tax-unpaid-words.ts).
    taxUnpaidWords.source,
    String.raw`\b${paymentNoun}\b(?:[^.;]|\.\d){0,160}\b(status|statut|etat|situation)\s?:\s?(not paid|unpaid|overdue|missed|in arrears|late|defaulted|impayee?s?|non payee?s?|non reglee?s?|en retard|en souffrance)\b`,
  ].join('|'),
);

/**
 * Every pattern of debtDistressWords, and of debtDistress in red-flag-rules.ts, names what is owed or who lends (a
 * payment, a tax, a loan, a covenant, pay, a bank) or the arrears, default or delay itself. One short test for those
 * words rules out most sentences (nine in ten) before the long alternations run; a new pattern there needs one of them.
 */
const owedOrLender = /instal|payment|interest|interet|coupon|loan|amount|debt|mensualite|echeanc|rembourse|reimburse|tax|vat|paye|withholding|contribution|impot|tva|cotisation|covenant|salar|salai|wage|rent|remittance|overdraft|facilit|pret|solde|balance|outstanding|overdue|decheance|traite|loyer|debit|prelevement|moratorium|bank|lender|creditor|banque|preteur|emprunt|credit|decouvert|payroll|arrangement|apurement|days late|retard|arriere|arrear|borrow|dette|past due|respecte|default|defaut|impaye|honore|verse|regle|supplier|paie|servicing|paying|ratio|waive|waiver|renonciation|exigib|repayable|penalt|penalite|majoration/;
export const namesDebt = (lower: string): boolean => owedOrLender.test(lower);

/** A contract listing what would be a default is no default: the clause defines, it does not report. */
export const defaultDefinition = /\b(events? of default|default events|cas de defaut|evenements? de defaut)\s?(:|include|includes|are|means|shall include|comprennent|sont)|\b(shall|will|would) (constitute|be) an event of default\b|\bconstitue(ra|rait)? un cas de defaut\b|\ban event of default (occurs|shall occur|means|includes) (if|when|where)\b/;

/** Money owed to the company (receivables, customers paying late) is not the company's debt. */
export const owedToCompany = /\b(receivables?|owed to us|owed to the company|from (our )?(customers|clients|debtors)|by (our )?(customers|clients)|creances? clients?|dus? par (nos|les) clients)\b/;

/**
 * Arrears named last in a list that a 'no' governs: 'the bank's records show no excesses, returned cheques or arrears',
 * 'sans incident, rejet ni arriéré'. The denial reaches every item of its list, however far the last one stands.
 */
const arrearsListDenied = /\b(no|without|nor|sans|aucune?|pas d')\s([a-z'-]+ ){0,2}[a-z'-]+(,\s([a-z'-]+ ){0,2}[a-z'-]+){0,4},? (or|nor|ni|ou) (any )?(arrears|defaults?|late payments?|overdue (amounts|payments)|arrieres?|impayes?|retards? de paiement)\b/;
/** The distress matched at index is the last item of a denied list. */
export function deniedInList(lower: string, index: number): boolean {
  const m = arrearsListDenied.exec(lower);
  return m !== null && index >= m.index && index < m.index + m[0].length;
}
