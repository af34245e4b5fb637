/** EIGHTH held-out set, French texts 25–48 (see cases-dev-retired-eighth.ts). */
import type { RedFlagCase } from './case';

export const redFlagEighthFrCases2: readonly RedFlagCase[] = [
  // Cash 31M FCFA ≈ seven weeks of outflows (well under 9 months).
  {
    id: 'h8-fr-rapport-gestion-douala',
    documentType: 'legal_docs',
    language: 'fr',
    text: `RAPPORT DE GESTION DU CONSEIL D'ADMINISTRATION À L'ASSEMBLÉE GÉNÉRALE – MBOA LOGISTICS SA (Douala) – Exercice 2025 (extrait)

Le conseil attire l'attention des actionnaires sur la situation de trésorerie : au 31 mars 2026, les disponibilités s'élèvent à 31 M FCFA, soit environ sept semaines de décaissements au rythme actuel.

L'échéance de septembre 2025 du prêt consenti par Afriland First Bank n'a pas été honorée ; elle fait l'objet d'une négociation de rééchelonnement toujours en cours.

Dans ce contexte, le conseil estime qu'il existe un doute important sur la capacité de la société à poursuivre son exploitation au-delà du troisième trimestre 2026, sauf apport de fonds nouveaux par les actionnaires.`,
    present: ['going-concern', 'short-runway', 'debt-distress'],
    absent: ['litigation'],
    traits: ['time', 'prose', 'indirect'],
  },
  // Gross margin 2025: (820-525)/820 = 36.0%; 2024: (760-456)/760 = 40.0% → down 4.0 pts (< 5). Revenue up.
  {
    id: 'h8-fr-ef-bamako-marge-stable',
    documentType: 'financial_statements',
    language: 'fr',
    text: `MALI CIMENT SERVICES SA (Bamako) – Extrait des états financiers SYSCOHADA révisé, exercice 2025, certifiés sans réserve par le commissaire aux comptes – en millions de FCFA

| Poste | 2025 | 2024 |
| Chiffre d'affaires | 820 | 760 |
| Achats consommés | 525 | 456 |
| Autres charges d'exploitation | 198 | 205 |
| Impôts et amortissements | 36 | 35 |
| Résultat net | 61 | 64 |

La hausse des achats consommés reflète le renchérissement du clinker importé.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h8-fr-dd-dakar-parties-liees',
    documentType: 'legal_docs',
    language: 'fr',
    text: `DUE DILIGENCE JURIDIQUE – RÉPONSES DE LA DIRECTION – TERANGA FOODS SA (Dakar)

Q7. Litiges : un ancien chef d'équipe a saisi le tribunal du travail de Dakar en janvier 2026 pour licenciement abusif (demande : 18 M FCFA). L'affaire est pendante ; prochaine audience en octobre. Un autre différend, avec un fournisseur d'emballages, s'est soldé par un accord amiable en 2025.
Q8. Conventions réglementées : les locaux de Thiès sont loués à la SCI Keur Ndiaye, propriété de la mère du directeur général, pour 1,5 M FCFA par mois.
Q9. Assurances : les polices en vigueur figurent en annexe 9.`,
    present: ['litigation', 'related-party'],
    absent: [],
    traits: ['list', 'indirect'],
  },
  {
    id: 'h8-fr-dd-cotonou-rien',
    documentType: 'legal_docs',
    language: 'fr',
    text: `DUE DILIGENCE – RÉPONSES DE LA DIRECTION – BÉNIN MOTO TAXI SAS (Cotonou)

Q2. Table de capitalisation : la table a été rapprochée par Maître Houngbédji avec le registre des mouvements de titres au 30 juin 2026 ; aucune divergence n'a été relevée (voir annexe 2).
Q5. Parties liées : aucune transaction n'a été conclue avec des sociétés ou des personnes liées aux fondateurs, aux dirigeants ou à leurs familles.
Q6. Litiges : aucun litige en cours. Une mise en demeure d'un ancien fournisseur, reçue en 2025, est restée sans suite après règlement de la facture contestée.`,
    present: [],
    absent: ['cap-table-complexity', 'related-party', 'litigation'],
    traits: ['negation', 'list'],
  },
  {
    id: 'h8-fr-deck-sfax-personne',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PITCH DECK – OLIVIA TRACE (Sfax)

1. Le problème : l'huile d'olive tunisienne est exportée en vrac, sans traçabilité.
2. Notre solution : QR code et registre partagé, de la parcelle au flacon.
3. Pourquoi maintenant : les acheteurs européens paient jusqu'à 20 % de plus pour une origine prouvée.
4. Paysage : personne, ni en Tunisie ni ailleurs, ne propose une traçabilité parcelle par parcelle ; nous créons la catégorie.
5. Traction : 40 moulins pilotes, 3 lettres d'intention d'importateurs italiens.
6. L'équipe : deux ingénieurs de l'ENIS et une ancienne de l'ONH.
7. Nous levons 1,2 M TND.`,
    present: ['no-competition', 'missing-financials'],
    absent: [],
    traits: ['list', 'indirect'],
  },
  {
    id: 'h8-fr-pv-ag-brazza-registre',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE EXTRAORDINAIRE – CONGO E-SANTÉ SA (Brazzaville), 12 mai 2026

Étaient présents ou représentés : le fonds Mayombe Capital, titulaire de 54 % des actions, et les deux fondateurs, titulaires ensemble de 43 % des actions.

Le président expose que le registre des mouvements de titres ne concorde pas avec la répartition figurant dans les statuts mis à jour en 2025, notamment du fait de la conversion d'obligations convertibles non encore retranscrite. Le cabinet chargé de la mise à jour n'a pas été en mesure de reconstituer une table de capitalisation fiable.

L'assemblée décide de reporter l'augmentation de capital de 150 M XAF jusqu'à régularisation.`,
    present: ['investor-control', 'cap-table-complexity'],
    absent: ['low-founder-ownership'],
    traits: ['figures', 'prose'],
  },
  // LTV = 15,000 × 70% / 3% = 350,000 FCFA; 350,000 / 90,000 ≈ 3.9 — consistent. Churn 3%/month < 5%.
  {
    id: 'h8-fr-note-dakar-ltv-coherent',
    documentType: 'business_plan',
    language: 'fr',
    text: `NOTE D'INVESTISSEMENT – JANGUI RH (Dakar) – Logiciel de paie en mode SaaS

ARR : 540 M FCFA au 30 septembre 2026, hors frais d'implémentation (facturés une seule fois, 38 M FCFA sur l'année, présentés séparément).
ARPU : 15 000 FCFA par client et par mois ; marge brute : 70 %.
Churn mensuel des clients : 3 %.
LTV ≈ 350 000 FCFA ; CAC ≈ 90 000 FCFA ; LTV/CAC ≈ 3,9.
Charges d'exploitation annuelles : 410 M FCFA.`,
    present: [],
    absent: ['non-recurring-revenue', 'unit-economics', 'high-churn'],
    traits: ['figures', 'negation'],
  },
  // Active founders (2,100+1,600)/10,000 = 37% < 40%; largest investor 3,000/10,000 = 30%.
  {
    id: 'h8-fr-table-bouake-ancien',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TABLE DE CAPITALISATION – KANAKO AGRI SAS (Bouaké) – au 30 juin 2026

| Associé | Rôle | Actions |
| Awa Traoré | fondatrice, présidente | 2 100 |
| Koffi Bamba | fondateur, directeur général | 1 600 |
| Jean-Marc Aka | ancien développeur, a quitté la société en 2024 | 1 500 |
| Business angels (5) | — | 1 800 |
| Cocoa Ventures | investisseur | 3 000 |
| Total | | 10 000 |

Note : les actions de M. Aka n'ont pas été rachetées, la clause de bad leaver n'ayant jamais été activée.`,
    present: ['low-founder-ownership', 'dead-equity'],
    absent: ['investor-control', 'founder-departure'],
    traits: ['table', 'figures'],
  },
  {
    id: 'h8-fr-dd-abidjan-artci',
    documentType: 'legal_docs',
    language: 'fr',
    text: `EXTRAIT DU RAPPORT DE DUE DILIGENCE RÉGLEMENTAIRE – GOLIGHT CI SA (Abidjan)

Données personnelles : par décision du 3 juin 2026, l'ARTCI a infligé à la société une amende de 25 M FCFA pour collecte de données clients sans déclaration préalable, assortie d'une injonction de mise en conformité sous six mois.

La société a contesté cette décision devant la juridiction administrative ; le recours est pendant et aucune date d'audience n'a encore été fixée.

Autres points : aucune autre procédure ni aucun autre contrôle n'a été signalé par la direction.`,
    present: ['regulatory', 'litigation'],
    absent: [],
    traits: ['prose', 'time'],
  },
  {
    id: 'h8-fr-regulateur-dakar-controle',
    documentType: 'legal_docs',
    language: 'fr',
    text: `COMMISSION BANCAIRE DE L'UMOA – Secrétariat général
Abidjan, le 10 août 2026

À Monsieur le Directeur Général de KAAY FINANCE SA (Dakar)

Objet : Conclusions de la mission de contrôle sur place

La mission conduite du 2 au 20 mai 2026 n'a relevé aucun manquement significatif aux dispositions prudentielles ni à la réglementation relative à la lutte contre le blanchiment. En conséquence, la Commission bancaire n'envisage aucune mesure disciplinaire ni sanction à l'encontre de votre établissement.

Les recommandations mineures figurant en annexe devront être mises en œuvre d'ici le 31 décembre 2026.`,
    present: [],
    absent: ['regulatory'],
    traits: ['negation', 'time'],
  },
  // Contribution margin per subscriber (60 DT) exceeds the price (45 DT): impossible. Gross margin 41% → 33% = −8 pts.
  {
    id: 'h8-fr-bp-tunis-abonnement',
    documentType: 'business_plan',
    language: 'fr',
    text: `BUSINESS PLAN – FITNESSBOX TN (Tunis) – Section 4 : Modèle économique

Prix de l'abonnement :
45 DT par mois
Marge de contribution par abonné :
60 DT par mois
Coût d'acquisition (CAC) :
90 DT, soit un retour sur CAC en un mois et demi
Marge brute globale :
41 % en 2024 ; 33 % en 2025, sous l'effet de la hausse du prix des compléments importés
CA 2025 :
2,7 M DT (2024 : 2,1 M DT)`,
    present: ['gross-margin', 'unit-economics'],
    absent: ['declining-revenue'],
    traits: ['split', 'figures'],
  },
  // ONEE contracts 3.4 / 9.6 MDH = 35% of revenue; ARR includes 2.1 MDH one-off deployment fees.
  {
    id: 'h8-fr-note-casa-arr',
    documentType: 'business_plan',
    language: 'fr',
    text: `NOTE D'INVESTISSEMENT – NAJM ENERGY SOFTWARE (Casablanca)

ARR déclaré au 30 juin 2026 : 9,6 MDH. Après revue des contrats, 2,1 MDH correspondent à des frais de déploiement facturés une seule fois à l'ONEE lors de l'installation, que la direction a intégrés dans l'ARR.
Contrats ONEE (abonnement et déploiement) : 3,4 MDH.
Charges annuelles : 7,9 MDH.
Croissance de l'ARR déclaré : +38 % sur un an.
Concurrents identifiés : Schneider Electric (offre logicielle), deux intégrateurs locaux.`,
    present: ['non-recurring-revenue', 'customer-concentration'],
    absent: ['burn-above-revenue', 'no-competition'],
    traits: ['figures', 'indirect'],
  },
  {
    id: 'h8-fr-whatsapp-dakar-moussa',
    documentType: 'legal_docs',
    language: 'fr',
    text: `[14:02] Fatou (CEO): Pour ta question sur le capital : Moussa, notre cofondateur, est parti en juin dernier pour monter sa propre boîte de livraison.
[14:03] Fatou (CEO): Il a gardé ses 20 %. On devait les racheter mais on n'a jamais eu la tréso pour le faire.
[14:05] Analyste (fonds): Donc il est toujours actionnaire à 20 % aujourd'hui ?
[14:05] Fatou (CEO): Oui, rien n'a bougé depuis. Je t'envoie le registre ce soir.`,
    present: ['founder-departure', 'dead-equity'],
    absent: ['cap-table-complexity'],
    traits: ['indirect', 'time'],
  },
  {
    id: 'h8-fr-deck-tunis-retention58',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PITCH DECK – MADRASTI (Tunis) – Slide 8 : Chiffres clés (septembre 2026)

• Revenus mensuels : 45 000 DT
• Charges mensuelles totales : 38 000 DT
• Rétention des écoles à 12 mois : 58 %
• Écoles clientes : 210 (contre 150 il y a un an)
• Prochaine étape : Sousse et Sfax en 2027`,
    present: [],
    absent: ['high-churn', 'burn-above-revenue'],
    traits: ['list', 'figures'],
  },
  // 9% monthly churn implies ~11 months of life (1/0.09), LTV ≈ 55,000, not 36 months / 180,000. 400/80 = 5× in one year.
  {
    id: 'h8-fr-deck-abidjan-churn',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PITCH DECK – WARIBOX (Abidjan) – Abonnement de paniers de produits frais

• ARPU : 5 000 FCFA par mois
• Durée de vie client retenue : 36 mois → LTV = 180 000 FCFA
• CAC : 20 000 FCFA → LTV/CAC = 9
• Churn mensuel observé : 9 %
• CA 2026 attendu : 80 M FCFA → CA 2027 visé : 400 M FCFA`,
    present: ['high-churn', 'unrealistic-growth', 'unit-economics'],
    absent: [],
    traits: ['list', 'figures'],
  },
  {
    id: 'h8-fr-deck-conakry-sans-chiffres',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PITCH DECK – AGRIKONE (Conakry)

Vision : devenir la place de marché de référence des producteurs de fonio d'Afrique de l'Ouest.
Traction : 3 400 agriculteurs inscrits, 12 coopératives partenaires, taux de satisfaction de 92 %.
Concurrence : Agrimarket et quelques négociants traditionnels ; notre avantage est la collecte au bord du champ.
Réglementaire : agrément du ministère de l'Agriculture obtenu en 2025.
Équipe : 9 personnes, dont 2 agronomes.
Demande : 300 000 USD.`,
    present: ['missing-financials'],
    absent: ['no-competition', 'pending-licence'],
    traits: ['list', 'words'],
  },
  {
    id: 'h8-fr-pv-ca-tunis-regularise',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION – ATLAS MOBILITY SA (Tunis), 3 mars 2026

1. Fiscalité : le directeur financier confirme que les arriérés de TVA de l'exercice 2023 ont été intégralement réglés en janvier 2026 ; une attestation de situation fiscale régulière a été délivrée.
2. Capital : les 400 actions détenues par Mme Rym Gharbi, ancienne chargée de clientèle partie en 2025, ont été rachetées par la société le 15 février 2026 pour 12 000 DT.
3. Continuité : au vu du budget 2026 et de la trésorerie disponible, le conseil n'identifie aucun doute sur la continuité d'exploitation.`,
    present: [],
    absent: ['debt-distress', 'dead-equity', 'going-concern'],
    traits: ['negation', 'time'],
  },
  {
    id: 'h8-fr-cac-yaounde-impossibilite',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES – BOIS DU SUD SA (Yaoundé) – Exercice 2025

Impossibilité d'exprimer une opinion : en raison de l'importance des points décrits ci-dessous, nous n'avons pas été en mesure de collecter les éléments suffisants et appropriés pour fonder une opinion d'audit. Nous n'exprimons donc pas d'opinion sur les états financiers, qui présentent un chiffre d'affaires de 1,84 milliard XAF.

Points : (1) absence d'inventaire physique des grumes en stock ; (2) absence de confirmation des soldes clients export.

Continuité d'exploitation : la direction indique elle-même dans l'annexe qu'il existe un doute important sur la capacité de la société à poursuivre ses activités, compte tenu de l'arrêt des commandes de ses deux acheteurs européens.`,
    present: ['audit-opinion', 'going-concern'],
    absent: [],
    traits: ['negation', 'words'],
  },
  // Revenue 14.2 → 12.9 MDH; gross margin (14.2-8.8)/14.2 = 38% → (12.9-8.9)/12.9 = 31% (−7 pts); 1.6 MDH one-off licences in recurring revenue.
  {
    id: 'h8-fr-note-rabat-recurrent',
    documentType: 'business_plan',
    language: 'fr',
    text: `EXTRAIT DU DOSSIER INVESTISSEUR – SAHARA CLOUD (Rabat) – en MDH

| | 2024 | 2025 |
| Revenus récurrents | 11,8 | 11,5 |
| Services | 2,4 | 1,4 |
| Chiffre d'affaires total | 14,2 | 12,9 |
| Coût des ventes | 8,8 | 8,9 |
| Marge brute | 38 % | 31 % |

Note de la direction : les revenus récurrents 2025 comprennent 1,6 MDH de licences perpétuelles vendues en une seule fois à un groupe bancaire marocain.`,
    present: ['declining-revenue', 'gross-margin', 'non-recurring-revenue'],
    absent: [],
    traits: ['table', 'figures'],
  },
  // Client 145/500 = 29% (< 30%); gross margin down 1 pt; permit granted.
  {
    id: 'h8-fr-bp-abidjan-client29',
    documentType: 'business_plan',
    language: 'fr',
    text: `BUSINESS PLAN – ÉBURNIE EMBALLAGES SARL (Abidjan) – Marché et clients

CA 2025 : 500 M FCFA (2024 : 430 M FCFA). Premier client : SOLIBRA, avec 145 M FCFA de commandes en 2025.
Marge brute : 34 % en 2025 contre 35 % en 2024.
Autorisation : le permis d'exploitation de la nouvelle ligne d'extrusion a été délivré par le ministère du Commerce et de l'Industrie en avril 2025.
Prévision 2026 : 640 M FCFA, portée par deux nouveaux contrats avec des brasseries.`,
    present: [],
    absent: ['customer-concentration', 'pending-licence', 'gross-margin'],
    traits: ['figures', 'negation'],
  },
  // Runway 190k/41k ≈ 4.6 months; net burn 41k USD > MRR 18k USD.
  {
    id: 'h8-fr-deck-lubumbashi-runway',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `PITCH DECK – MINEFLOW (Lubumbashi) – Slide 10 : Finances

MRR (octobre 2026)
18 000 USD
Consommation nette mensuelle
41 000 USD
Trésorerie en banque
190 000 USD (Rawbank)
Clients
7 sous-traitants miniers du Haut-Katanga

Nous levons 1,5 M USD pour atteindre l'équilibre en 2028.`,
    present: ['burn-above-revenue', 'short-runway'],
    absent: [],
    traits: ['split', 'figures'],
  },
  {
    id: 'h8-fr-dd-tunis-bct',
    documentType: 'legal_docs',
    language: 'fr',
    text: `RÉPONSES À LA DUE DILIGENCE – FLOUSSI SA (Tunis) – Volet réglementaire

a) Agrément : notre demande d'agrément en tant qu'établissement de paiement a été déposée auprès de la Banque Centrale de Tunisie en février 2026. Le dossier a été jugé complet en juillet ; nous n'avons pas encore reçu de décision.
b) Cadre juridique : le paiement fractionné que nous proposons n'est couvert par aucun texte à ce jour. La BCT nous a indiqué qu'une circulaire en préparation pourrait le soumettre au régime du crédit, ce qui nous obligerait à revoir le modèle. Nous ne savons ni quand ni dans quel sens elle tranchera.`,
    present: ['pending-licence', 'regulatory'],
    absent: [],
    traits: ['modality', 'indirect'],
  },
  // Runway 285/90 ≈ 3.2 quarters ≈ 9.5 months (≥ 9); net burn 90M/quarter < revenue ≈ 275M/quarter.
  {
    id: 'h8-fr-ef-dakar-trimestres',
    documentType: 'financial_statements',
    language: 'fr',
    text: `DIGITAL AFRIQUE SERVICES SA (Dakar) – Note annexe 31 aux états financiers 2025, certifiés sans réserve par le commissaire aux comptes

Chiffre d'affaires : 1 100 M FCFA (2024 : 940 M FCFA).
Trésorerie au 31 décembre 2025 : 285 M FCFA.
Consommation nette de trésorerie : 90 M FCFA par trimestre en moyenne sur 2025, liée au programme d'investissement dans le centre de données.
Les dirigeants n'anticipent pas de besoin de financement externe avant le quatrième trimestre 2026.`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'audit-opinion'],
    traits: ['figures', 'time'],
  },
  // Ogooué 6,000/11,000 = 54.5% ≥ 50%; founders 3,900/11,000 = 35.5% < 40%.
  {
    id: 'h8-fr-dd-libreville-capital',
    documentType: 'legal_docs',
    language: 'fr',
    text: `QUESTIONNAIRE DE DUE DILIGENCE – GABON CONNECT SA (Libreville) – Réponses de la direction

4.1 Nombre total d'actions émises :
11 000
4.2 Principaux actionnaires :
Ogooué Partners – 6 000 actions
Les deux fondateurs – 3 900 actions au total
Salariés et divers – 1 100 actions
4.3 Table de capitalisation :
Nous ne pouvons pas fournir une table réconciliée. Les registres antérieurs à 2022 ont été perdus lors du changement de notaire et certaines cessions entre salariés n'ont jamais été enregistrées.`,
    present: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    absent: [],
    traits: ['split', 'figures'],
  },
];
