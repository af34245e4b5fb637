/** Retired fifth held-out set (held out until the thirteenth round, 2026-11-30, its mistakes read since; development data now): French texts that carry flags (see cases-dev-retired-fifth.ts). */
import type { RedFlagCase } from './case';

export const heldOutFifthFrFlags: readonly RedFlagCase[] = [
  {
    id: 'h5-frf-01',
    documentType: 'business_plan',
    language: 'fr',
    text: `Salut à tous, petit point avant le comité
Awa nous a annoncé hier qu'elle quittera ses fonctions de directrice financière fin décembre
elle rejoint un fonds à Paris, on reste en très bons termes
CA d'octobre : 184 M FCFA, contre 161 M en septembre
on lance le recrutement dès lundi`,
    present: ['founder-departure'],
    absent: ['declining-revenue'],
    traits: ['time', 'prose'],
  },
  {
    id: 'h5-frf-02',
    documentType: 'legal_docs',
    text: `Note de l'avocat sur les contentieux
Un litige oppose la société à son ancien bailleur, la SCI Plateau Horizon, devant le tribunal de commerce
d'Abidjan. Le bailleur réclame 62 millions FCFA pour la remise en état des locaux, somme que la société
conteste. L'audience de plaidoirie est fixée au 14 janvier 2027.`,
    language: 'fr',
    present: ['litigation'],
    absent: [],
    traits: ['prose', 'split'],
  },
  {
    id: 'h5-frf-03',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `CONCURRENCE
Aucun concurrent au Maroc : personne ne propose aujourd'hui de paiement fractionné aux artisans.
TRACTION
Chiffre d'affaires 2026 : 7,4 MMAD
2 300 artisans actifs à Fès et Marrakech`,
    present: ['no-competition'],
    absent: [],
    traits: ['negation', 'list'],
  },
  {
    // 1,2 M€ -> 6 M€ = 5x en un an.
    id: 'h5-frf-04',
    documentType: 'business_plan',
    language: 'fr',
    text: `Prévisions financières
Chiffre d'affaires 2026 (réalisé) : 1,2 M€
Chiffre d'affaires 2027 (prévu) : 6 M€
Chiffre d'affaires 2028 (prévu) : 15 M€
Hypothèses : ouverture de Dakar, Abidjan et Lomé en 2027.`,
    present: ['unrealistic-growth'],
    absent: [],
    traits: ['figures', 'list', 'modality'],
  },
  {
    // Fondateurs 22 + 12 = 34 % (< 40) ; Teranga Capital 51 %.
    id: 'h5-frf-05',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Annexe 1 - Répartition du capital après l'augmentation de capital
Teranga Capital II : 51 %
Moussa Ndiaye (fondateur, président) : 22 %
Fatou Sarr (fondatrice, directrice générale) : 12 %
Business angels : 9 %
BSPCE réservés : 6 %`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: [],
    traits: ['list', 'figures'],
  },
  {
    id: 'h5-frf-06',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Procès-verbal du conseil d'administration du 3 octobre 2026 (extrait)
Le président rappelle que M. Kouassi, cofondateur, a quitté la société en mars 2025. Il détient
toujours 15 % du capital : ses actions n'ont pas été rachetées, faute d'accord sur le prix.
Le conseil mandate le directeur général pour reprendre les discussions.`,
    present: ['dead-equity', 'founder-departure'],
    absent: [],
    traits: ['prose', 'time', 'negation'],
  },
  {
    id: 'h5-frf-07',
    documentType: 'business_plan',
    language: 'fr',
    text: `Structure du capital
La table de capitalisation n'est pas encore rapprochée du registre des mouvements de titres.
Trois BSA-AIR émis en 2024 ont des conditions de conversion floues (décote sans plafond pour l'un,
plafond sans décote pour les deux autres) et personne n'a pu nous donner la dilution exacte.
Chiffre d'affaires 2025 : 950 000 €.`,
    present: ['cap-table-complexity'],
    absent: [],
    traits: ['prose', 'split', 'negation'],
  },
  {
    id: 'h5-frf-08',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Faits marquants du trimestre
- La BCEAO a suspendu en août notre agrément d'établissement de monnaie électronique pour trois mois,
  à la suite d'un contrôle sur la lutte contre le blanchiment.
- Chiffre d'affaires du trimestre : 420 M FCFA (T2 : 395 M FCFA).
- Plan de remédiation remis au régulateur le 30 septembre.`,
    present: ['regulatory'],
    absent: ['declining-revenue'],
    traits: ['list', 'time', 'split'],
  },
  {
    // 85 000 / 21 000 = 4 mois. Consommation nette 21 000 € < CA 30 000 €.
    id: 'h5-frf-09',
    documentType: 'business_plan',
    language: 'fr',
    text: `Trésorerie au 31 octobre : 85 000 €
Consommation nette mensuelle : 21 000 €
Chiffre d'affaires mensuel : 30 000 €
Nous cherchons un prêt d'honneur pour passer le premier trimestre.`,
    present: ['short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'list', 'indirect'],
  },
  {
    // Perte nette : les charges de l'exercice dépassent le CA (2,1 Md FCFA).
    id: 'h5-frf-10',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS DE L'EXERCICE 2025
Opinion : nous certifions que les états financiers sont réguliers et sincères.
Incertitude significative liée à la continuité d'exploitation : nous attirons votre attention sur
la note 3, qui indique que la société a subi une perte nette de 420 millions FCFA pour un chiffre
d'affaires de 2,1 milliards FCFA et que ses capitaux propres sont devenus négatifs. Ces événements
indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la
capacité de la société à poursuivre son exploitation. Notre opinion n'est pas modifiée à cet égard.`,
    present: ['going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion'],
    traits: ['negation', 'modality', 'split'],
  },
  {
    // 2 950 000 < 3 400 000 MAD.
    id: 'h5-frf-11',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Compte de produits et charges (extrait, en MAD)
                          2025          2026
Chiffre d'affaires     3 400 000     2 950 000
Achats consommés       1 360 000     1 180 000
Charges de personnel   1 100 000     1 150 000`,
    present: ['declining-revenue'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h5-frf-12',
    documentType: 'business_plan',
    language: 'fr',
    text: `Point d'attention : la société accuse des arriérés de cotisations sociales (CNPS) et d'impôts
pour un total de 48 millions FCFA. Un échéancier a été demandé à la DGI, sans réponse à ce jour.
Chiffre d'affaires 2026 : 1,3 milliard FCFA.`,
    present: ['debt-distress'],
    absent: [],
    traits: ['split', 'indirect'],
  },
  {
    id: 'h5-frf-13',
    documentType: 'financial_statements',
    language: 'fr',
    text: `États financiers intermédiaires au 30 juin 2026 - non audités
Chiffre d'affaires : 612 M FCFA
Charges d'exploitation : 540 M FCFA
Résultat d'exploitation : 72 M FCFA`,
    present: ['audit-opinion'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'negation'],
  },
  {
    // 46 % -> 39 % : -7 points.
    id: 'h5-frf-14',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Rentabilité
Marge brute : 39 % en 2026, contre 46 % en 2025 (hausse du prix des intrants importés)
Chiffre d'affaires : 3,8 M€ (+27 %)`,
    present: ['gross-margin'],
    absent: ['declining-revenue'],
    traits: ['figures', 'time'],
  },
  {
    id: 'h5-frf-15',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Abonnés et rétention
Taux d'attrition mensuel moyen : 7 % sur les six derniers mois
Abonnés actifs : 18 400
Revenu mensuel récurrent : 46 M FCFA`,
    present: ['high-churn'],
    absent: [],
    traits: ['figures', 'list'],
  },
  {
    id: 'h5-frf-16',
    documentType: 'business_plan',
    language: 'fr',
    text: `Revenus
Notre ARR atteint 900 k€ au 30 septembre, dont 150 k€ de frais d'installation ponctuels facturés à
deux banques tunisiennes, que nous avons intégrés au récurrent pour lisser la croissance.`,
    present: ['non-recurring-revenue'],
    absent: [],
    traits: ['split', 'indirect'],
  },
  {
    id: 'h5-frf-17',
    documentType: 'business_plan',
    language: 'fr',
    text: `Cadre réglementaire
Nous avons déposé en avril 2026 une demande d'agrément d'établissement de paiement auprès de la COBAC.
Le dossier est toujours en cours d'instruction ; en attendant, nous opérons en partenariat avec une
banque de Douala. Commissions perçues en 2026 : 310 millions XAF.`,
    present: ['pending-licence'],
    absent: ['regulatory'],
    traits: ['time', 'split'],
  },
  {
    // Dépenses 42 M > CA 27 M par mois. Consommation nette 15 M ; 600 / 15 = 40 mois.
    id: 'h5-frf-18',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Chiffres clés (mensuels, FCFA)
Dépenses : 42 M
Chiffre d'affaires : 27 M
Trésorerie disponible : 600 M`,
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    traits: ['figures', 'list'],
  },
  {
    // Valeur client = 12 € x 20 % x 3 commandes = 7,20 € < CAC 30 € : pas rentable dès la première commande.
    id: 'h5-frf-19',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Économie unitaire
Chaque client est rentable dès sa première commande.
Coût d'acquisition : 30 €
Panier moyen : 12 €, marge de 20 %
Nombre moyen de commandes par client : 3
CA 2026 : 480 k€`,
    present: ['unit-economics'],
    absent: [],
    traits: ['figures', 'list'],
  },
  {
    id: 'h5-frf-20',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `NOTRE VISION
Devenir la première plateforme de santé numérique d'Afrique francophone.
Le marché : 2 Md€ de dépenses de santé privées en Côte d'Ivoire et au Sénégal.
L'équipe : deux médecins et un ingénieur, passés par l'Institut Pasteur et Orange.
Nous levons 1 M€ pour lancer la téléconsultation en 2027.`,
    present: ['missing-financials'],
    absent: [],
    traits: ['prose'],
  },
  {
    id: 'h5-frf-21',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Rapport spécial sur les conventions réglementées
Convention conclue avec la société Digital Sahel SARL, dont l'épouse du directeur général est la
gérante et l'associée unique : prestations de développement informatique, 84 millions FCFA facturés
en 2026.`,
    present: ['related-party'],
    absent: [],
    traits: ['indirect', 'split'],
  },
  {
    id: 'h5-frf-22',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Clients
Orange Côte d'Ivoire représente 45 % de notre chiffre d'affaires 2026 (1,6 milliard FCFA).
Les autres clients : MTN, Moov et 120 PME.`,
    present: ['customer-concentration'],
    absent: [],
    traits: ['figures', 'prose'],
  },
];
