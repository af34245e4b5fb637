/** The retired sixth held-out set, French texts 1–18 (see cases-dev-retired-sixth.ts). */
import type { RedFlagCase } from './case';

export const redFlagSixthFrCases1: readonly RedFlagCase[] = [
  // 1,2 M€ / 160 k€ = 7,5 mois ; burn net 160 k€ inférieur au CA mensuel 180 k€.
  {
    id: 'sixth-fr-001',
    documentType: 'pitch_deck',
    text: `Point investisseurs — septembre
• Chiffre d'affaires du mois : 180 k€
• Consommation nette de trésorerie : 160 k€ par mois
• Trésorerie disponible au 30/09 : 1,2 M€
Nous ouvrirons la levée de série A en janvier.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    language: 'fr',
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'sixth-fr-002',
    documentType: 'legal_docs',
    text: `PROCÈS-VERBAL DES DÉLIBÉRATIONS DU CONSEIL D'ADMINISTRATION DU 12 OCTOBRE 2025
Quatrième résolution — Le Président informe le Conseil que M. Ousmane Diallo, cofondateur et directeur technique, a fait part de sa décision de quitter la société à compter du 31 mars 2026. Le Conseil prend acte de ce départ.`,
    present: ['founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['minutes', 'time', 'direct'],
  },
  {
    id: 'sixth-fr-003',
    documentType: 'legal_docs',
    text: `Questionnaire d'audit juridique — Contentieux
Q : La société est-elle partie à une procédure judiciaire ou arbitrale en cours ?
R : Non. Le différend avec l'ancien bailleur des locaux de Dakar a été clos par une transaction signée en avril 2024 ; aucune autre procédure n'est en cours ni, à notre connaissance, envisagée.`,
    present: [],
    absent: ['litigation'],
    language: 'fr',
    traits: ['q-and-a', 'negation', 'time'],
  },
  {
    id: 'sixth-fr-004',
    documentType: 'legal_docs',
    text: `Maître Konan Yao — Avocat au Barreau de Côte d'Ivoire
Objet : SARL Cacao Direct c/ Société Ivoirienne de Transit
Madame, Monsieur,
Comme suite à notre entretien, je vous confirme que l'assignation délivrée par la Société Ivoirienne de Transit devant le Tribunal de commerce d'Abidjan, tendant au paiement de 186 000 000 FCFA, est toujours pendante. La prochaine audience est fixée au 9 décembre.`,
    present: ['litigation'],
    absent: [],
    language: 'fr',
    traits: ['lawyer-letter', 'direct'],
  },
  {
    id: 'sixth-fr-005',
    documentType: 'financial_statements',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS — EXERCICE 2024
Impossibilité de certifier
Nous n'avons pas été en mesure d'obtenir des éléments suffisants concernant les créances clients de 312 000 000 FCFA. En conséquence, nous sommes dans l'impossibilité de certifier les états financiers de la société, dont le chiffre d'affaires s'élève à 850 000 000 FCFA.`,
    present: ['audit-opinion'],
    absent: [],
    language: 'fr',
    traits: ['auditor-report', 'direct'],
  },
  {
    id: 'sixth-fr-006',
    documentType: 'financial_statements',
    text: `Rapport du commissaire aux comptes (extrait)
Nous certifions que les états financiers sont, au regard des règles et principes comptables OHADA, réguliers et sincères. Sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 3 : les capitaux propres sont devenus inférieurs à la moitié du capital social et il existe une incertitude significative susceptible de mettre en cause la continuité d'exploitation. Chiffre d'affaires : 2,4 Mds FCFA.`,
    present: ['going-concern'],
    absent: ['audit-opinion'],
    language: 'fr',
    traits: ['auditor-report', 'direct'],
  },
  {
    id: 'sixth-fr-007',
    documentType: 'financial_statements',
    text: `COMPTES DE RÉSULTAT SEMESTRIELS — NON AUDITÉS
(en milliers de dirhams)
Chiffre d'affaires	18 450
Charges d'exploitation	16 920
Ces comptes n'ont fait l'objet ni d'un audit ni d'un examen limité.`,
    present: ['audit-opinion'],
    absent: [],
    language: 'fr',
    traits: ['table-tab', 'direct'],
  },
  {
    id: 'sixth-fr-008',
    documentType: 'business_plan',
    text: `3.4 Situation fiscale et sociale
La société a accumulé des arriérés de cotisations CNSS et de TVA pour un total de 14 MDH, faisant l'objet d'un échéancier en cours de négociation avec la DGI. Chiffre d'affaires 2024 : 96 MDH.`,
    present: ['debt-distress'],
    absent: [],
    language: 'fr',
    traits: ['plan-section', 'direct'],
  },
  {
    id: 'sixth-fr-009',
    documentType: 'financial_statements',
    text: `Note 15 — Emprunts bancaires
Au 31 décembre 2024, le ratio dette nette / EBITDA ressort à 4,1x, pour un plafond contractuel de 3,5x fixé par la convention de crédit avec Attijariwafa bank. La banque n'a pas renoncé à se prévaloir de ce manquement à la date d'arrêté des comptes.
Produits des activités ordinaires : 61 MDT.`,
    present: ['debt-distress'],
    absent: [],
    language: 'fr',
    traits: ['note', 'figures', 'indirect'],
  },
  {
    id: 'sixth-fr-010',
    documentType: 'financial_statements',
    text: `Note de crédit — revue annuelle
Le prêt à moyen terme de 500 000 000 FCFA consenti en 2021 a été intégralement remboursé en mars 2025. Aucun impayé n'a été constaté sur la période, et tous les ratios financiers sont respectés.
Chiffre d'affaires 2024 : 3,2 Mds FCFA (2023 : 2,7 Mds FCFA).`,
    present: [],
    absent: ['debt-distress', 'declining-revenue'],
    language: 'fr',
    traits: ['credit-memo', 'time', 'negation'],
  },
  // Orange Sénégal 420 / 1 100 = 38 % du CA.
  {
    id: 'sixth-fr-011',
    documentType: 'financial_statements',
    text: `Ventilation du chiffre d'affaires 2024 (en millions de FCFA)
| Client              | CA    |
| Orange Sénégal      | 420   |
| Free Sénégal        | 150   |
| Autres (80 clients) | 530   |
| Total               | 1 100 |`,
    present: ['customer-concentration'],
    absent: [],
    language: 'fr',
    traits: ['table-pipe', 'figures', 'indirect'],
  },
  {
    id: 'sixth-fr-012',
    documentType: 'pitch_deck',
    text: `Clients : plus de 300 PME au Maroc. Notre premier client représente 24 % du chiffre d'affaires 2024 (32 MDH), et les cinq suivants moins de 5 % chacun.`,
    present: [],
    absent: ['customer-concentration'],
    language: 'fr',
    traits: ['prose', 'figures'],
  },
  // CA 2024 8,9 MDT < 2023 9,8 MDT.
  {
    id: 'sixth-fr-013',
    documentType: 'financial_statements',
    text: `ÉTAT DE RÉSULTAT (en millions de dinars)
                      2024      2023
Revenus               8,9       9,8
Résultat net          0,4       0,9`,
    present: ['declining-revenue'],
    absent: [],
    language: 'fr',
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'sixth-fr-014',
    documentType: 'pitch_deck',
    text: `Le chiffre d'affaires aurait pu reculer en 2024 si nous avions perdu le contrat de la SENELEC ; il a finalement été renouvelé, et nos ventes sont passées de 640 à 710 millions de FCFA.`,
    present: [],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['prose', 'modality', 'figures'],
  },
  // Coût des ventes 12,6 MDH > CA 12 MDH : marge brute négative ; coûts au-dessus du CA.
  {
    id: 'sixth-fr-015',
    documentType: 'business_plan',
    text: `Compte de résultat prévisionnel — réalisé 2024
Chiffre d'affaires : 12 MDH
Coût des marchandises vendues : 12,6 MDH
La marge brute est négative du fait des remises consenties pour conquérir Casablanca.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: [],
    language: 'fr',
    traits: ['list', 'figures', 'direct'],
  },
  // Marge brute 46 % -> 39 % : recul de 7 points.
  {
    id: 'sixth-fr-016',
    documentType: 'pitch_deck',
    text: `INDICATEURS CLÉS
CA 2023 : 1,8 M€ — CA 2024 : 2,3 M€
Taux de marge brute : 46 % en 2023, 39 % en 2024`,
    present: ['gross-margin'],
    absent: [],
    language: 'fr',
    traits: ['slide', 'figures'],
  },
  // 52 % -> 49 % : recul de 3 points (< 5).
  {
    id: 'sixth-fr-017',
    documentType: 'business_plan',
    text: `La marge brute s'est légèrement tassée, de 52 % à 49 %, sous l'effet du prix du carburant ; le chiffre d'affaires a progressé à 4,6 Mds FCFA.`,
    present: [],
    absent: ['gross-margin'],
    language: 'fr',
    traits: ['prose', 'figures'],
  },
  {
    id: 'sixth-fr-018',
    documentType: 'pitch_deck',
    text: `[Note vocale retranscrite — fondatrice] Bon, le point noir c'est l'attrition : on perd 7 % des abonnés chaque mois depuis l'été, surtout à Douala. MRR à 14 millions de FCFA quand même.`,
    present: ['high-churn'],
    absent: [],
    language: 'fr',
    traits: ['chat', 'direct'],
  },
];
