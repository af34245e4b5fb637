import type { RedFlagCase } from './case';

export const redFlagSeventeenthFrW4P2: readonly RedFlagCase[] = [
  // 08 — États financiers non audités, négoce de ciment et matériaux, Guinée.
  // audit-opinion PRESENT (direct): "non audités, arrêtés par la gérance".
  // declining-revenue PRESENT (figures only): CA 48 200 M GNF (2023) -> 41 700 M GNF (2024).
  // going-concern PRESENT (direct, director): the management states a significant uncertainty on continuity.
  // debt-distress PRESENT (indirect): VAT and CNSS not paid over since August 2024, arrears 2 300 M GNF.
  // burn-above-revenue PRESENT (figures only): net loss (1 300) M GNF in 2024, so costs were above revenue.
  // gross-margin ABSENT: 8 700/48 200 = 18.0% -> 6 500/41 700 = 15.6%, down 2.4 points < 5.
  {
    id: 'h17-fr-w4-08',
    documentType: 'financial_statements',
    language: 'fr',
    text: `COMPTOIR GUINÉEN DES MATÉRIAUX SARL — Matoto, Conakry
États financiers de l'exercice clos le 31 décembre 2024
Comptes non audités, arrêtés par la gérance le 14 mars 2025

Compte de résultat résumé (en millions de GNF)
| | 2024 | 2023 |
|---|---|---|
| Chiffre d'affaires | 41 700 | 48 200 |
| Coût des marchandises vendues | (35 200) | (39 500) |
| Marge brute | 6 500 | 8 700 |
| Charges de personnel | (3 100) | (2 900) |
| Autres charges externes | (2 800) | (2 600) |
| Frais financiers | (1 900) | (1 300) |
| Résultat net | (1 300) | 1 900 |

Note 1 — Continuité d'exploitation
Compte tenu de la perte de l'exercice, du ralentissement des chantiers publics à Conakry et des dettes mentionnées en note 7, la gérance estime qu'il existe une incertitude significative sur la capacité de la société à poursuivre son activité au cours des douze prochains mois sans un apport des associés, qui n'est pas acquis à ce jour.

Note 7 — Dettes fiscales et sociales
La société n'a pas reversé la TVA collectée d'août à décembre 2024 ni les cotisations CNSS du second semestre. Le montant dû à ce titre s'élève à 2 300 M GNF au 31 décembre, hors majorations. Une demande d'échéancier a été adressée à la Direction nationale des impôts le 10 février 2025 ; elle est restée sans réponse.

Note 9 — Stocks
Les stocks de ciment et de fer à béton (5 800 M GNF) ont été évalués au coût moyen pondéré.`,
    present: ['audit-opinion', 'declining-revenue', 'going-concern', 'debt-distress', 'burn-above-revenue'],
    absent: ['gross-margin'],
    traits: ['table', 'figures', 'indirect'],
  },

  // 09 — Pitch deck, télémédecine et livraison de médicaments, Tunisie.
  // non-recurring-revenue PRESENT (split in a bullet): ARR 1,1 M TND includes 310 k TND billed once for a white-label deployment.
  // pending-licence PRESENT (indirect): authorisation request filed with the DPM in September 2024, decision awaited.
  // unit-economics PRESENT (figures only): LTV = 9,9 TND x 1,6 orders = 15,8 TND; 15,8 / CAC 38 = 0.42x, not the stated 4.2x.
  // customer-concentration ABSENT: Groupe Clinique Les Berges 310/1 100 = 28.2% < 30%.
  // no-competition ABSENT: competitors are named.  missing-financials ABSENT: ARR and prices are given.
  {
    id: 'h17-fr-w4-09',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `SAHTI+ — Pitch deck Seed, avril 2025 — Tunis

1 · Le problème
Hors Grand Tunis, quatre renouvellements d'ordonnance sur dix ne sont pas honorés à temps : pas de médecin à proximité, pharmacie de garde trop loin.

2 · La solution
Téléconsultation en arabe et en français, puis livraison des médicaments en 24 h par un réseau de 210 officines partenaires de Bizerte à Médenine.

3 · Traction
• 48 000 patients inscrits, 11 200 actifs sur 90 jours
• ARR : 1,1 M TND, dont 310 k TND facturés en 2024 au Groupe Clinique Les Berges pour le déploiement, payé en une fois, de notre module de téléconsultation en marque blanche
• +62 % de consultations sur 12 mois

4 · Cadre réglementaire
Notre demande d'autorisation pour le service de livraison pharmaceutique à domicile a été déposée auprès de la Direction de la pharmacie et du médicament en septembre 2024. La décision est attendue au second semestre ; d'ici là, ce sont les officines qui facturent et livrent les patients.

5 · Unit economics
• CAC moyen (campagnes Meta + parrainage) : 38 TND
• Panier moyen : 45 TND, marge contributive 22 %, soit 9,9 TND par commande
• 1,6 commande par patient sur sa durée de vie
• LTV / CAC : 4,2×

6 · Concurrence
DabaDoc et Med.tn sur la prise de rendez-vous, les groupes WhatsApp des pharmacies de quartier pour la livraison. Aucun acteur n'intègre les deux.

7 · La levée
1,8 M TND pour étendre le réseau à 500 officines et recruter 12 personnes.`,
    present: ['non-recurring-revenue', 'pending-licence', 'unit-economics'],
    absent: ['customer-concentration', 'no-competition', 'missing-financials'],
    traits: ['list', 'figures', 'indirect', 'split'],
  },

  // 10 — Point mensuel aux investisseurs, distribution B2B pour épiceries, Maroc. CLEAN.
  // short-runway ABSENT: cash 6,2 M MAD / net burn 610 k MAD = 10.2 months >= 9.
  // high-churn ABSENT: 157 / 3 830 = 4.1% a month < 5%.
  // burn-above-revenue ABSENT: net burn 610 k MAD vs revenue 2,41 M MAD, compared as stated.
  // declining-revenue ABSENT: revenue 2,34 -> 2,41 M MAD (+3%); only the basket per shop fell.
  // founder-departure ABSENT: a CFO is joining (new role), nobody leaves.
  {
    id: 'h17-fr-w4-10',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Souqly — Update investisseurs, février 2025

TL;DR : bon mois malgré l'entrée dans le Ramadan ; CA en hausse, burn tenu.

Chiffres clés
- Chiffre d'affaires : 2,41 M MAD (janvier : 2,34 M MAD)
- Marge brute : 14,2 % (janvier : 13,1 %), grâce aux nouvelles conditions Centrale Danone
- Consommation nette de trésorerie : 610 k MAD
- Trésorerie au 28 février : 6,2 M MAD, soit un peu plus de 10 mois au rythme actuel
- Épiceries actives : 3 860 (3 830 au 1er février ; 157 perdues, 187 gagnées)

Ce qui va moins bien : le panier moyen par épicerie recule de 2 %, les hanouts de Hay Hassani ayant réduit leurs commandes de boissons. Le nombre de commandes compense.

Équipe : Mehdi Alaoui nous rejoint comme CFO le 1er mars (création de poste ; il vient de Marjane).

Asks : introductions auprès de distributeurs de produits laitiers à Fès et Meknès.

Ghizlane & Omar`,
    present: [],
    absent: ['short-runway', 'high-churn', 'burn-above-revenue', 'declining-revenue', 'founder-departure'],
    traits: ['list', 'figures', 'negation'],
  },

  // 11 — Pacte d'actionnaires (extraits), laiterie, Niger.
  // investor-control PRESENT (figures only): Kaleo Sahel Fund I 540 000 / 1 000 000 = 54% >= 50%.
  // low-founder-ownership PRESENT (figures only): the only founder, Abdoulaye Maïga, 330 000 / 1 000 000 = 33% < 40%.
  // related-party PRESENT (indirect): milk supply contract with the cooperative chaired by the founder's brother.
  // litigation ABSENT: the CCJA arbitration clause is a contract term, not a dispute.
  // founder-departure ABSENT: the leaver clause is hypothetical.  dead-equity ABSENT: nobody has left.
  {
    id: 'h17-fr-w4-11',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ACTIONNAIRES — LAITERIE DU FLEUVE SA (extraits)

Entre :
M. Abdoulaye Maïga, fondateur et directeur général (le « Fondateur ») ;
Kaleo Sahel Fund I (l'« Investisseur ») ;
M. Hamidou Garba et Mme Rakia Souley, investisseurs personnes physiques (les « Minoritaires »).

Article 2 — Capital à l'issue de l'augmentation de capital du 15 mai 2025
  Kaleo Sahel Fund I ............ 540 000 actions
  Abdoulaye Maïga ............... 330 000 actions
  Hamidou Garba .................  80 000 actions
  Rakia Souley ..................  50 000 actions
  Total ....................... 1 000 000 actions de 10 000 FCFA de nominal

Article 5 — Conseil d'administration
Le conseil comprend cinq membres : trois désignés par l'Investisseur, un par le Fondateur, un administrateur indépendant choisi d'un commun accord.

Article 9 — Conventions avec des personnes liées
La Société poursuivra l'exécution du contrat d'approvisionnement en lait cru conclu le 2 janvier 2024 avec la Coopérative des éleveurs de Kollo, présidée par M. Issa Maïga, frère du Fondateur, qui fournit environ 70 % du lait collecté. Tout avenant sera soumis à l'approbation préalable du conseil, le Fondateur ne prenant pas part au vote.

Article 11 — Départ du Fondateur
En cas de cessation des fonctions du Fondateur pour faute grave avant le 31 décembre 2028, l'Investisseur disposera d'une option d'achat sur ses actions à la valeur nominale.

Article 14 — Règlement des différends
Tout différend relatif au présent pacte sera tranché par voie d'arbitrage sous l'égide de la CCJA, à Abidjan.`,
    present: ['investor-control', 'low-founder-ownership', 'related-party'],
    absent: ['litigation', 'founder-departure', 'dead-equity'],
    traits: ['figures', 'indirect', 'modality'],
  },

  // 12 — États financiers audités, transport et entreposage, Mali. CLEAN.
  // audit-opinion ABSENT: unqualified opinion ("réguliers et sincères... image fidèle").
  // going-concern ABSENT: auditor states no significant uncertainty (negation).
  // gross-margin ABSENT: 1 777/5 210 = 34.1% -> 1 764/5 840 = 30.2%, down 3.9 points < 5.
  // related-party ABSENT: no regulated agreement was reported (negation).  debt-distress ABSENT: covenants met.
  // declining-revenue ABSENT: revenue 5 210 -> 5 840; only net profit fell (455 -> 412).
  {
    id: 'h17-fr-w4-12',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SOUDOU LOGISTIQUE SA — Bamako
Rapport du commissaire aux comptes sur les états financiers de synthèse — exercice clos le 31 décembre 2024

Opinion
Nous avons effectué l'audit des états financiers de Soudou Logistique SA, établis conformément au SYSCOHADA révisé. À notre avis, ils sont, dans tous leurs aspects significatifs, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice ainsi que de la situation financière et du patrimoine de la société à la fin de cet exercice.

Continuité d'exploitation
Sur la base des travaux réalisés, nous n'avons pas relevé d'incertitude significative susceptible de mettre en cause la capacité de la société à poursuivre son exploitation.

Conventions réglementées
Il ne nous a été donné avis d'aucune convention visée à l'article 438 de l'Acte uniforme conclue au cours de l'exercice.

Extrait du compte de résultat (en M FCFA)
| | 2024 | 2023 |
|---|---|---|
| Chiffre d'affaires | 5 840 | 5 210 |
| Achats consommés et sous-traitance transport | (4 076) | (3 433) |
| Marge brute | 1 764 | 1 777 |
| Résultat net | 412 | 455 |

Note 12 — Emprunts : l'encours du prêt Ecobank Mali s'élève à 1 150 M FCFA ; la société a respecté l'ensemble des ratios financiers prévus au contrat au 31 décembre 2024.

Cabinet Diakité & Associés, Bamako, le 28 mars 2025`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'related-party', 'debt-distress', 'declining-revenue'],
    traits: ['table', 'figures', 'negation'],
  },

  // 13 — Note de due diligence juridique, services logistiques miniers, Guinée.
  // litigation PRESENT (direct): suit by the former subcontractor pending before the Tribunal de commerce, hearing set.
  // regulatory PRESENT (direct): the ministry suspended the fuel depot operating permit for 90 days.
  // customer-concentration PRESENT (figures only): SMB 19,4 / 41,8 M USD = 46.4%; SMB + CBG 26,5 / 41,8 = 63.4% >= 30%.
  // pending-licence ABSENT: a suspension of an existing permit, not an application awaiting a decision.
  // founder-departure ABSENT: the managing director confirms he stays.
  {
    id: 'h17-fr-w4-13',
    documentType: 'legal_docs',
    language: 'fr',
    text: `NOTE DE DUE DILIGENCE JURIDIQUE — PROJET « BAUXITE »
Cible : Boké Transit & Services SA (« BTS »), Kamsar
Destinataire : comité d'investissement de Lanaya Capital
Cabinet Camara, Bah & Associés — version du 22 avril 2025

1. Points d'attention

(a) Contentieux. BTS est défenderesse dans une action introduite en octobre 2024 devant le Tribunal de commerce de Conakry par Guinée Engins Services, son ancien loueur d'engins, qui réclame 3,2 Md GNF d'indemnité pour rupture brutale du contrat-cadre. L'affaire est au stade de l'échange des conclusions ; l'audience de plaidoirie est fixée au 12 juin 2025. Aucune provision n'a été constituée.

(b) Autorisations. Par arrêté du 3 mars 2025, le ministère de l'Environnement a suspendu pour 90 jours l'autorisation d'exploitation du dépôt de carburant de Kamsar, après un déversement constaté lors d'une inspection. Pendant la suspension, BTS s'approvisionne auprès d'un tiers à un coût supérieur d'environ 11 %.

(c) Contrats commerciaux. Sur l'exercice 2024 (chiffre d'affaires : 41,8 M USD), les contrats avec la Société Minière de Boké et la Compagnie des Bauxites de Guinée ont généré respectivement 19,4 M USD et 7,1 M USD. Chacun est résiliable avec un préavis de 60 jours.

2. Points sans observation
Statuts à jour, registre des titres tenu et concordant, titres fonciers du parc de Kamsar au nom de BTS. Le directeur général, M. Sékou Condé, a confirmé qu'il resterait en fonction au moins trois ans après l'opération.`,
    present: ['litigation', 'regulatory', 'customer-concentration'],
    absent: ['pending-licence', 'founder-departure', 'cap-table-complexity'],
    traits: ['figures', 'indirect', 'list'],
  },
];
