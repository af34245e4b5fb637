/**
 * What one customer or one unit is called when a figure is given for each of them ('revenue per merchant', 'par
 * kiosque', 'ARPU per subscriber', 'per order'), folded and singular (an 's' may follow): one list for the readers that
 * set such a figure apart from the company's own (revenue-beside-costs.ts, document-figures/cash-burn.ts).
 */
export const unitNouns = String.raw`(?:customer|subscriber|user|account|member|client|abonne|utilisateur|compte|membre|adherent|merchant|marchand|commercant|seller|vendeur|vendor|shop|boutique|store|magasin|kiosk|kiosque|school|ecole|farmer|producteur|agriculteur|driver|chauffeur|rider|household|menage|patient|student|eleve|etudiant|unit|unite|order|commande|head)`;
