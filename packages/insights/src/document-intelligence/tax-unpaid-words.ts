/**
 * Taxes and social contributions not paid when due, as notes to the accounts and founders' messages put them, beside
 * the tax patterns of debt-words.ts, whose gaps stop at an amount's decimal point or run 60 characters: 'VAT of ₦61.8
 * million due to the FIRS and PAYE deductions of ₦34.5 million ... had not been remitted at the year end', 'les
 * cotisations CAFAT des mois de juin à septembre, soit 18,4 MF, n'ont pas été acquittées à leur échéance', 'cotisations
 * CNSS ..., soit 96 000 TND, restant dues à ce jour', '186 KEUR étaient exigibles et non réglés : cotisations CGSS ...',
 * 'we haven't paid PAYE and VAT to URA for March, April and May'. A refund or credit owed to the company is none.
 * Reads folded text (lower case, no accents).
 */
const taxEnglish = String.raw`(vat|paye|withholding|taxes|tax|levies|social security|pension contributions|contributions)`;
// Folded 'payé' reads as PAYE: the French list leaves it out.
const taxFrench = String.raw`(tva|cotisations?|impots?|taxes|retenues? a la source|dettes fiscales|dettes sociales|octroi de mer)`;
const notRefund = String.raw`(?![^.;]{0,60}\b(refunds?|rebates?|credits?|remboursements?|restitutions?|credit d'impot)\b)`;
// The gap between the tax and its state may hold amounts with decimals ('₦34.5 million', '18,4 MF').
const gap = String.raw`(?:[^.;]|\.\d){0,130}?`;

export const taxUnpaidWords = new RegExp(
  [
    String.raw`\b${taxEnglish}\b${notRefund}${gap}\b(had|has|have) not (yet )?been (paid|remitted|settled|paid over)\b`,
    String.raw`\b(haven't|hasn't|hadn't|have not|has not|had not|did not|didn't) (yet )?(paid|remitted|paid over|settled) (the |our |its |any )?${taxEnglish}\b(?! (because|as|since) (we|it|the company)\b)`,
    String.raw`\b${taxFrench}\b${notRefund}${gap}\b(n'(a|ont) pas (encore )?ete (acquittee?s?|payee?s?|reglee?s?|reversee?s?|versee?s?)|non (acquittee?s?|reglee?s?|payee?s?|reversee?s?)|(restant|restent|reste|demeurent|demeure) (dus|dues?|du|impayee?s?))\b`,
    // The state before the taxes it lists: 'exigibles et non réglés au 31 décembre : cotisations CGSS ..., TVA ...'.
    String.raw`\b(exigibles?|echue?s?) et non (reglee?s?|payee?s?|acquittee?s?)\b[^.;]{0,40}:[^.;]{0,20}\b${taxFrench}\b`,
  ].join('|'),
);
