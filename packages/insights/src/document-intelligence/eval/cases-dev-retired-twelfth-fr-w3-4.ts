import type { RedFlagCase } from './case';

export const redFlagTwelfthFrW3Part4: readonly RedFlagCase[] = [
  // Statements drawn up by management, not audited -> audit-opinion.
  // VAT (Sept.-Dec. 2024) and CNSS (Q3-Q4 2024) overdue and unpaid, no payment plan -> debt-distress (tax arrears).
  // Revenue up 540 150 -> 612 400 k; net result positive (612 400 - 301 250 - 148 700 - 126 900 - 10 700 = 24 850 k).
  {
    id: 'h12-fr-w3-ocr-etats-financiers-batipro-togo',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion', 'debt-distress'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['ocr', 'table', 'figures'],
    text: `[Document numérisé – reconnaissance de caractères – page 3/11]

BATIPRO T0GO SARL – ETATS FINANCIERS SYSCOHADA – Exercice clos le 31/12/2024
Etats financiers établis par la gérance, non soumis à l'audit d'un commissaire aux comptes (voir note 1)

COMPTE DE RESULTAT (en milliers de FCFA)          2024          2023
Chiffre d'affaires                             612 4O0       540 150
Achats consommés                              (301 2S0)     (268 900)
Charges de personnel                          (148 700)     (131 020)
Autres charges d'exploitation                 (126 900)     (112 300)
Impôt sur le résultat                          (10 700)       (8 380)
Résultat net                                    24 85O        19 550

BILAN – extrait du passif (en milliers de FCFA)
Emprunts et dettes financières                  96 000       118 000
Fournisseurs d'exploitation                     71 3l0        64 800
Dettes fiscales et sociales                     48 7l0        21 900
  dont échues et non réglées :
  – TVA collectée (sept. à déc. 2024)           22 4OO
  – Cotisations CNSS (T3 et T4 2024)             8 800

Note 1 – La société n'a pas désigné de commissaire aux comptes ; les présents états ont été arrêtés par le gérant le 28 mars 2025 et n'ont fait l'objet d'aucun audit ni d'aucun examen limité.
Note 2 – A la date d'arrêté des comptes, aucun moratoire n'avait été conclu avec l'Office togolais des recettes ni avec la CNSS. Les pénalités de retard ne sont pas provisionnées.
Note 3 – Les emprunts bancaires sont remboursés conformément aux échéanciers.

[fin de page 3 – signature illisib1e]`,
  },
  // Deck with no revenue or cost figure at all (only rides, fleet, market size and amount sought) -> missing-financials.
  // Fleet target 120 -> 300 motorbikes over about two years (x2.5) -> not unrealistic-growth; competitors named.
  {
    id: 'h12-fr-w3-deck-moto-volt-conakry',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['missing-financials'],
    absent: ['no-competition', 'unrealistic-growth'],
    traits: ['list', 'indirect'],
    text: `MOTO-VOLT GUINÉE – Pitch deck, levée d'amorçage (texte des diapositives) – Conakry, avril 2025

1. LE PROBLÈME
À Conakry, les taxis-motos assurent une grande partie des déplacements quotidiens. Leurs moteurs thermiques sont bruyants, polluants, et les chauffeurs subissent chaque pénurie de carburant.

2. NOTRE SOLUTION
Des motos électriques proposées en location-vente aux chauffeurs, et un réseau de stations d'échange de batteries : une batterie chargée en moins de deux minutes.

3. TRACTION
• 120 motos en circulation
• 48 000 courses réalisées depuis le lancement en juin 2024
• 9 stations d'échange à Ratoma et Matoto
• 3 200 chauffeurs inscrits sur liste d'attente

4. MARCHÉ
• Environ 250 000 taxis-motos en Guinée
• Marché adressable estimé à 380 M USD par an (carburant et entretien des taxis-motos)

5. CONCURRENCE
Taxis-motos thermiques informels ; deux applications de réservation de motos ; le projet pilote de motos électriques d'un distributeur de produits pétroliers. Notre avantage : le réseau de stations et le financement du véhicule.

6. ÉQUIPE
Mamadou Saliou Diallo (CEO, ex-ingénieur dans une société minière), Kadiatou Bah (COO, ex-responsable logistique d'une ONG), Ibrahima Sow (CTO, batteries et IoT).

7. FEUILLE DE ROUTE
300 motos et 20 stations d'ici fin 2026 ; extension à Kindia en 2027.

8. LEVÉE
450 000 € pour l'achat de motos et de batteries, l'ouverture de 11 stations et le recrutement de techniciens.`,
  },
];
