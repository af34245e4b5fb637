/** Part b of cases-dev-retired-thirteenth-fr-w3.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagThirteenthFrW3B: readonly RedFlagCase[] = [
  // churn 58/820 = 7.1% per month >= 5%
  // contribution 4 000 x 60% = 2 400 FCFA/month: payback 18 000 / 2 400 = 7.5 months, not 3;
  // LTV 2 400 / 0.071 = ~33 900, LTV/CAC = ~1.9, not 5 -> stated unit economics contradicted
  // target 2 000 / 820 = 2.4x < 4x
  {
    id: 'h13-fr-w3-deck-abidjan-edtech',
    documentType: 'pitch_deck',
    text: `BÔKÔ LEARN - Deck Seed - Abidjan, février 2025
Le soutien scolaire par SMS et WhatsApp pour les collégiens ivoiriens

Slide 5 - Traction
• 820 abonnés payants au 1er janvier 2025
• MRR : 3,3 M FCFA
• Janvier : 71 nouveaux abonnés, 58 désabonnements

Slide 6 - Unit economics : des fondamentaux solides
• Abonnement : 4 000 FCFA / mois
• Marge brute : 60 %
• Coût d'acquisition (CAC) : 18 000 FCFA
• Payback : 3 mois
• LTV / CAC : 5x

Slide 8 - Go-to-market
Partenariats avec 35 collèges privés d'Abidjan et de Bouaké ; ambassadeurs parents rémunérés à la commission.

Slide 9 - Objectif fin 2025 : 2 000 abonnés payants`,
    present: ['high-churn', 'unit-economics'],
    absent: ['unrealistic-growth', 'declining-revenue'],
    language: 'fr',
    traits: ['list', 'indirect', 'figures'],
  },

  // a deck with traction, market, team and raise amount, but no revenue or cost figure; competitors listed
  {
    id: 'h13-fr-w3-deck-conakry-sante',
    documentType: 'pitch_deck',
    text: `DOKTA GUINÉE - Pitch deck - Seed

1. La santé à portée de téléphone

2. Le problème
Un médecin pour près de 10 000 habitants en Guinée. Hors de Conakry, une consultation peut demander une journée de trajet.

3. La solution
Téléconsultation par téléphone simple ou WhatsApp, ordonnance électronique transmise à une pharmacie partenaire, livraison à moto.

4. Traction depuis le lancement (mars 2024)
- 12 400 téléconsultations réalisées
- 46 pharmacies partenaires à Conakry, Kindia et Labé
- 38 médecins sur la plateforme
- Satisfaction : 4,7 / 5

5. Concurrence
Cliniques privées, plateformes panafricaines de téléconsultation, pharmacies de quartier. Notre avantage : le réseau physique de pharmacies et le paiement par Orange Money.

6. Équipe
Dr Fatoumata Camara (CEO, médecin généraliste), Alpha Barry (CTO, ex-opérateur télécom), Ibrahima Sow (opérations).

7. Nous levons 600 000 € pour ouvrir Nzérékoré et Kankan.`,
    present: ['missing-financials'],
    absent: ['no-competition'],
    language: 'fr',
    traits: ['list', 'words'],
  },

  // two named customers (412 + 356) / 1 842 = 41.7% >= 30; revenue 1 517 -> 1 842 up; margin 35.1 -> 36.2 up; unqualified audit
  {
    id: 'h13-fr-w3-annexe-dakar-clients',
    documentType: 'financial_statements',
    text: `DIAMBAR TECHNOLOGIES SA
États financiers de l'exercice clos le 31 décembre 2024 (SYSCOHADA révisé)
Extrait des notes annexes

Les états financiers ont été certifiés sans réserve par le commissaire aux comptes (rapport du 27 mars 2025).

Note 21 - Chiffre d'affaires
Le chiffre d'affaires de l'exercice s'élève à 1 842 M FCFA (2023 : 1 517 M FCFA), soit une progression de 21,4 %. Il se compose de prestations d'intégration de systèmes (1 106 M FCFA) et de contrats d'infogérance (736 M FCFA).
Les deux principaux clients de la société, un opérateur de téléphonie mobile et une société minière opérant dans la région de Kédougou, ont contribué respectivement pour 412 M FCFA et 356 M FCFA au chiffre d'affaires de l'exercice (2023 : 298 M FCFA et 201 M FCFA).

Note 22 - Achats consommés et marge
La marge sur coûts directs ressort à 36,2 % du chiffre d'affaires (2023 : 35,1 %).

Note 30 - Résultat de l'exercice
Le résultat net est un bénéfice de 126 M FCFA (2023 : 98 M FCFA).`,
    present: ['customer-concentration'],
    absent: ['audit-opinion', 'declining-revenue', 'gross-margin'],
    language: 'fr',
    traits: ['indirect', 'figures'],
  },

  // cap table not reconciled (3 150-share gap unexplained); maintenance contract with the CEO's wife's company
  {
    id: 'h13-fr-w3-dataroom-lome-index',
    documentType: 'legal_docs',
    text: `DATA ROOM - MIAWO PAY SAS (Lomé) - Index commenté au 5 mai 2025
Préparé par la direction financière

1. Corporate
1.1 Statuts à jour (AGE du 14/11/2024) - disponible
1.2 Registre des mouvements de titres - version au 31/12/2023 ; la conversion des BSA-AIR souscrits en 2024 n'y est pas encore inscrite
1.3 Table de capitalisation - ATTENTION : non réconciliée. La table interne fait apparaître 48 200 actions, le registre tenu par l'étude notariale 45 050 ; l'écart de 3 150 actions n'est pas expliqué à ce jour. Travail en cours avec le notaire, conclusions attendues fin juin.

2. Contrats
2.1 Contrats clients (top 10) - disponibles
2.4 Contrat-cadre de maintenance des terminaux de paiement avec TechnoServ Togo SARL - 3 100 000 FCFA / mois.
Note : la gérante de TechnoServ, Mme Akouvi Mensah, est l'épouse de notre directeur général, M. Kodjo Mensah.

3. Litiges
3.1 Néant - attestation de non-contentieux de l'avocat jointe.

4. Réglementaire
4.1 Agrément BCEAO d'établissement de paiement du 2 août 2023 - disponible`,
    present: ['cap-table-complexity', 'related-party'],
    absent: ['litigation', 'pending-licence'],
    language: 'fr',
    traits: ['list', 'indirect', 'figures', 'negation'],
  },

  // direct costs 44.0 > revenue 38.1 in March (margin -5.9, negative all three months) -> gross-margin and costs above revenue
  // burn 29.9/month; runway 880 / 29.9 = 29 months >= 9; revenue 34.2 -> 36.0 -> 38.1 up
  {
    id: 'h13-fr-w3-pack-bamako-livraison',
    documentType: 'business_plan',
    text: `BAMAKO EXPRESS - Pack du conseil - T1 2025
Tableau de bord mensuel (en millions de FCFA)

| | Janv. 2025 | Févr. 2025 | Mars 2025 |
| Chiffre d'affaires livraisons | 34,2 | 36,0 | 38,1 |
| Coûts directs (coursiers, carburant, entretien motos) | 39,8 | 41,5 | 44,0 |
| Marge sur coûts directs | -5,6 | -5,5 | -5,9 |
| Frais de structure | 23,0 | 23,5 | 24,0 |
| Flux de trésorerie d'exploitation | -28,6 | -29,0 | -29,9 |

Trésorerie au 31 mars : 880 M FCFA (levée de décembre encaissée).

Commentaire de la direction : les volumes progressent d'environ 5 % par mois. La hausse du prix du carburant à la pompe en février a pesé sur les coûts directs. Nous visons l'équilibre de la marge sur coûts directs au T4 grâce aux tournées mutualisées et au passage de 40 coursiers en motos électriques.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['short-runway', 'declining-revenue'],
    language: 'fr',
    traits: ['table', 'figures', 'indirect'],
  },

  // clean: unqualified audit, revenue 1 980 -> 2 310 up, profit; dispute closed by settlement paid;
  // founders 51.5% >= 40; largest investor 23% < 50; cofounder's mandate renewed
  {
    id: 'h13-fr-w3-pv-ago-abidjan-propre',
    documentType: 'legal_docs',
    text: `KANDJO TECH SA
Société anonyme avec conseil d'administration au capital de 250 000 000 FCFA - Abidjan-Plateau

PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE ANNUELLE DU 26 JUIN 2025

L'assemblée, réunie sous la présidence de M. Didier Gnagne, président du conseil d'administration, rassemble des actionnaires détenant 92 % des actions ayant droit de vote. Le quorum est atteint.

Après lecture du rapport de gestion du conseil et du rapport général du commissaire aux comptes, lequel certifie sans réserve que les états financiers de l'exercice 2024 sont réguliers et sincères, l'assemblée adopte les résolutions suivantes.

Première résolution - Approbation des comptes. L'assemblée approuve les états financiers de l'exercice clos le 31 décembre 2024, faisant apparaître un chiffre d'affaires de 2 310 M FCFA (2023 : 1 980 M FCFA) et un bénéfice net de 148 M FCFA. Adoptée à l'unanimité.

Deuxième résolution - Affectation du résultat. Le bénéfice est affecté à la réserve légale à hauteur de 10 %, le solde en report à nouveau. Adoptée à l'unanimité.

Troisième résolution - Renouvellement de mandat. L'assemblée renouvelle pour trois exercices le mandat d'administratrice de Mme Nadia Koffi, cofondatrice et directrice générale. Adoptée à l'unanimité.

Informations communiquées à l'assemblée : le président rappelle que le litige commercial qui opposait la société à son ancien distributeur au Ghana a pris fin par un protocole transactionnel signé le 4 février 2025, les sommes convenues ayant été intégralement versées. Aucune autre procédure n'est en cours. Il rappelle enfin que les deux cofondateurs détiennent ensemble 51,5 % du capital, le premier investisseur 23 %.`,
    present: [],
    absent: ['litigation', 'audit-opinion', 'low-founder-ownership', 'investor-control', 'founder-departure'],
    language: 'fr',
    traits: ['negation', 'time', 'figures'],
  },

  // clean: no departures; cap table reconciled, founders 61%, top investor 14%; ex-angel sold all shares;
  // no related-party contracts; litigation only evoked as a possibility
  {
    id: 'h13-fr-w3-dd-dakar-gouvernance-propre',
    documentType: 'legal_docs',
    text: `YEESAL HEALTH SAS - Réponses au questionnaire de due diligence
Section C : Gouvernance, actionnariat et conventions - Dakar, mai 2025

C.1 Des fondateurs ou dirigeants ont-ils quitté la société ?
Non. Les trois cofondateurs (Dr Aïssatou Sy, Lamine Faye, Rama Thiam) sont à temps plein depuis la création en 2021 et aucun départ n'est prévu. L'équipe de direction est inchangée depuis 2023.

C.2 Table de capitalisation
Réconciliée au 30 avril 2025 avec le registre des titres par Maître Ndoye, notaire : fondateurs 61 %, investisseurs 31 % (le premier d'entre eux détient 14 %), pool BSPCE 8 %. Aucun instrument convertible en circulation.

C.3 Anciens actionnaires
Le business angel historique, M. Gueye, a cédé en 2023 la totalité de ses 4 % aux fondateurs ; il ne détient plus aucun titre.

C.4 Conventions avec des parties liées
Néant. Aucun contrat n'a été conclu avec un dirigeant, un administrateur ou un membre de leur famille, ni avec une société qu'ils contrôlent.

C.5 Contentieux
Aucun contentieux en cours. Une clinique cliente a évoqué en 2024 une possible action en responsabilité ; aucune assignation n'a été reçue et la relation commerciale se poursuit.`,
    present: [],
    absent: ['founder-departure', 'dead-equity', 'cap-table-complexity', 'related-party', 'litigation', 'low-founder-ownership', 'investor-control'],
    language: 'fr',
    traits: ['negation', 'list', 'modality'],
  },

  // clean: margin 458/1205 = 38.0%, 520/1388 = 37.5%, 588/1590 = 37.0% (down 1 pt < 5); revenue up; profit each year;
  // audited without reservation; top client 17% < 30; no arrears
  {
    id: 'h13-fr-w3-csv-dakar-annuels-propre',
    documentType: 'financial_statements',
    text: `SAMA LOGISTIQUE SA - Extrait des états financiers annuels (SYSCOHADA révisé)
Exercices 2022 à 2024, certifiés sans réserve par le commissaire aux comptes - montants en millions de FCFA

exercice;chiffre_affaires;couts_directs;marge_brute;charges_personnel;autres_charges;resultat_net
2022;1 205;747;458;210;151;61
2023;1 388;868;520;236;170;74
2024;1 590;1 002;588;268;196;80

Notes :
- aucune échéance bancaire impayée sur la période ; le crédit-bail des tracteurs routiers est remboursé selon l'échéancier ;
- premier client (un armateur) : 17 % du chiffre d'affaires 2024 ;
- dettes fiscales et sociales : courantes, sans arriéré.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'audit-opinion', 'customer-concentration', 'debt-distress', 'burn-above-revenue'],
    language: 'fr',
    traits: ['csv', 'figures', 'negation'],
  },

  // clean: licence withdrawal concerns another company; own licence granted; revenue 55.8 -> 61.4 up;
  // churn 9/430 = 2.1% < 5; runway stated 14 months >= 9; a competitor's dispute
  {
    id: 'h13-fr-w3-whatsapp-bamako-propre',
    documentType: 'business_plan',
    text: `Discussion WhatsApp « Fondateurs Sigi Pay 🇲🇱 » - export du 15/04/2025

14/04/2025 19:02 - Mariam Touré: Vous avez vu ? La BCEAO a retiré l'agrément de Djiguiya Money hier soir 😳
14/04/2025 19:03 - Seydou Keïta: Oui, dur pour eux. Nous notre agrément d'établissement de paiement on l'a depuis octobre, rien à craindre de ce côté
14/04/2025 19:05 - Mariam Touré: Autre sujet : CA de mars bouclé, 61,4 M FCFA contre 55,8 M en février 💪
14/04/2025 19:06 - Idrissa Cissé: top. Et le churn marchands ?
14/04/2025 19:07 - Mariam Touré: 9 marchands partis sur 430 en début de mois, donc 2,1 %
14/04/2025 19:08 - Idrissa Cissé: ok on reste sous les 3 %
14/04/2025 19:09 - Seydou Keïta: tréso ?
14/04/2025 19:10 - Mariam Touré: 14 mois au rythme actuel, sans compter la tranche 2 du fonds
14/04/2025 19:12 - Idrissa Cissé: Djiguiya a aussi un procès avec ses marchands, ils vont chercher une autre solution. Il y a peut-être des clients à récupérer
14/04/2025 19:12 - Seydou Keïta: 👍 je prépare une offre de migration`,
    present: [],
    absent: ['regulatory', 'pending-licence', 'high-churn', 'short-runway', 'declining-revenue', 'litigation'],
    language: 'fr',
    traits: ['negation', 'figures', 'indirect'],
  },

  // clean: competitors named; LTV/CAC 189 000 / 54 000 = 3.5 as claimed; payback 54 000 / (189 000/24 = 7 875) = 6.9 months ~ 7;
  // projections 720/310 = 2.3x, 1500/720 = 2.1x, 2900/1500 = 1.9x (< 4x, not 3x sustained); founders 64%
  {
    id: 'h13-fr-w3-deck-ouaga-pompes-propre',
    documentType: 'pitch_deck',
    text: `NAFA IRRIGATION - Deck Série A - Ouagadougou, mai 2025
Pompes solaires en paiement à l'usage pour les maraîchers

Slide 4 - Concurrence
Le marché n'est pas vide : deux distributeurs de pompes solaires au comptant, un programme public subventionné et de nombreux importateurs informels. Aucun ne propose aujourd'hui le paiement à l'usage par mobile money à grande échelle : c'est notre différence.

Slide 6 - Traction
• 1 940 pompes installées dans 6 régions
• CA 2024 : 310 M FCFA (2023 : 165 M FCFA)

Slide 7 - Unit economics (par client)
• Revenu encaissé sur la durée du contrat (24 mois) : 540 000 FCFA
• Marge brute : 35 %, soit une contribution de 189 000 FCFA
• CAC (commissions des agents + démonstrations) : 54 000 FCFA
• LTV / CAC : 3,5x - payback d'environ 7 mois

Slide 8 - Projections de chiffre d'affaires
2025 : 720 M FCFA · 2026 : 1,5 Md FCFA · 2027 : 2,9 Md FCFA

Slide 10 - Actionnariat avant levée : fondateurs 64 %, business angels 14 %, fonds d'amorçage 22 %.`,
    present: [],
    absent: ['no-competition', 'unit-economics', 'unrealistic-growth', 'low-founder-ownership'],
    language: 'fr',
    traits: ['list', 'figures', 'indirect'],
  },

  // clean: previous loan fully repaid, no payment incident, covenants met (1.9 >= 1.3; 1.6 <= 3.0);
  // revenue 1 150 -> 1 326 up; audited without reservation; top client 24% < 30; founder stays
  {
    id: 'h13-fr-w3-note-credit-abidjan-propre',
    documentType: 'financial_statements',
    text: `BANQUE DE L'ÉBURNIE - NOTE DE CRÉDIT
Comité de crédit du 5 mai 2025
Client : IVOIRE FROID SERVICES SARL (maintenance frigorifique, Abidjan-Yopougon)
Demande : renouvellement du crédit de campagne - 250 M FCFA sur 12 mois

1. Relation et historique
Client depuis 2019. Le crédit de campagne 2024 (200 M FCFA) a été intégralement remboursé le 14 février 2025, sans aucun incident de paiement. Centrale des risques BCEAO : aucun impayé déclaré. Attestations de régularité DGI et CNPS à jour jointes au dossier.

2. Données financières (états financiers certifiés sans réserve par le commissaire aux comptes)
| M FCFA | 2023 | 2024 |
| Chiffre d'affaires | 1 150 | 1 326 |
| EBE | 187 | 221 |
| Résultat net | 71 | 94 |

3. Covenants de l'exercice 2024
- DSCR : 1,9 (minimum contractuel 1,3) - respecté
- Dette nette / EBE : 1,6 (maximum 3,0) - respecté

4. Risques identifiés
Concentration : premier client (une chaîne de grande distribution) à 24 % du CA. Dépendance au gérant-fondateur, seul décisionnaire ; un directeur technique a été recruté en janvier pour l'épauler.

5. Avis de l'analyste : favorable, sous condition du nantissement habituel du stock de pièces.`,
    present: [],
    absent: ['debt-distress', 'customer-concentration', 'audit-opinion', 'declining-revenue'],
    language: 'fr',
    traits: ['table', 'negation', 'figures', 'list'],
  },

  // clean: tax certificate (no arrears, no forced recovery) and export licence granted (arrêté signed)
  {
    id: 'h13-fr-w3-ocr-conakry-attestations-propre',
    documentType: 'legal_docs',
    text: `[Document numérisé - OCR - 2 pages]

REPUBLIQUE DE GUINEE
Travail - Justice - SoIidarité
MINISTERE DE L'ECONOMIE ET DES FINANCES
DIRECTION NATIONALE DES IMPOTS
----------
ATTESTATION DE REGULARITE FISCALE
N° 2O25/DNI/DGE/O1873

Le Directeur NationaI des Impôts soussigné atteste que Ia société NIMBA FRESH SARLU, NIF 7O2 381 551, sise à Matoto, Conakry, est à jour de ses obIigations décIaratives et de paiement au 31 mai 2O25, et qu'eIIe ne fait I'objet d'aucune procédure de recouvrement forcé.
La présente attestation est déIivrée pour servir et vaIoir ce que de droit. VaIidité : trois (3) mois.
Conakry, Ie O4 juin 2O25
[cachet]  [signature]

--- page 2 ---
MINISTERE DU COMMERCE, DE L'INDUSTRIE ET DES PME
ARRETE N° A/2O25/O412/MCIPME portant agrément de Ia société NIMBA FRESH SARLU en quaIité d'exportateur de fruits et Iégumes frais
Article 1er : La société NIMBA FRESH SARLU est agréée en qualité d'exportateur de fruits et Iégumes frais à compter de Ia date de signature du présent arrêté.
Article 2 : Le présent agrément est accordé pour une durée de cinq (5) ans renouveIabIe.
Article 3 : Le présent arrêté sera enregistré et pubIié partout où besoin sera.
Fait à Conakry, Ie 12 mars 2O25`,
    present: [],
    absent: ['debt-distress', 'pending-licence', 'regulatory'],
    language: 'fr',
    traits: ['ocr', 'negation'],
  },

  // clean: one-off kit sales shown apart from recurring; top client 19% < 30; margin 34 -> 32 (down 2 < 5);
  // revenue 512 -> 640 up, profit 41 M; projections 960/640 = 1.5x, 1510/960 = 1.6x, 2220/1510 = 1.5x;
  // founders 44% >= 40; largest fund 31% < 50
  {
    id: 'h13-fr-w3-bp-segou-solaire-propre',
    documentType: 'business_plan',
    text: `SAHEL LUMIÈRE SARL - Plan d'affaires 2025-2027 (extrait des sections 5 et 7)
Ségou, mars 2025

5. Activité et performance
Le chiffre d'affaires 2024 atteint 640 M FCFA (2023 : 512 M FCFA). Il comprend 470 M FCFA de revenus récurrents (abonnements aux 14 mini-réseaux et location de pompes) et 170 M FCFA de ventes ponctuelles de kits, que nous présentons séparément et n'intégrons jamais dans nos indicateurs récurrents.
Notre premier client, une union de coopératives rizicoles de la zone Office du Niger, représente 19 % du chiffre d'affaires. La marge brute s'établit à 32 %, contre 34 % en 2023, du fait du renchérissement des panneaux importés. Le résultat net 2024 est positif, à 41 M FCFA.

7. Projections et financement
| M FCFA | 2025 | 2026 | 2027 |
| Revenus récurrents | 760 | 1 250 | 1 900 |
| Ventes de kits | 200 | 260 | 320 |
| Total | 960 | 1 510 | 2 220 |

Actionnariat après la levée de 900 M FCFA : les trois fondateurs, tous opérationnels, conservent 44 % du capital ; le fonds Kaïcedrat Impact détiendra 31 %, une banque de développement 15 % et le plan d'intéressement des salariés 10 %.`,
    present: [],
    absent: ['non-recurring-revenue', 'customer-concentration', 'gross-margin', 'unrealistic-growth', 'low-founder-ownership', 'investor-control'],
    language: 'fr',
    traits: ['table', 'figures', 'words'],
  },

  // clean: unqualified opinion, auditor states no going-concern uncertainty; revenue +41%, profit;
  // independent director's term ended (not a founder or executive), both cofounders stay;
  // lawsuit considered then dropped after full payment -> no litigation
  {
    id: 'h13-fr-w3-pv-ca-dakar-propre',
    documentType: 'legal_docs',
    text: `WËRSËG FINTECH SA
Extrait du procès-verbal de la séance du conseil d'administration du 19 mars 2025

1. Rapport du commissaire aux comptes
Le cabinet Mbaye & Associés présente ses conclusions sur les états financiers 2024 : opinion sans réserve. Interrogé par un administrateur, l'associé signataire indique n'avoir relevé aucune incertitude significative de nature à remettre en cause la continuité d'exploitation.

2. Activité
Chiffre d'affaires 2024 : 880 M FCFA, en hausse de 41 % ; résultat net bénéficiaire de 37 M FCFA.

3. Composition du conseil
Le mandat de Mme Rokhaya Diallo, administratrice indépendante, est arrivé à son terme ; elle n'en a pas sollicité le renouvellement. Le conseil la remercie pour sa contribution. Les deux cofondateurs, M. Cheikh Gaye (Président-directeur général) et M. Pape Seck (Directeur général délégué), demeurent en fonctions.

4. Recouvrement
Le conseil avait envisagé d'assigner un ancien partenaire de distribution pour une créance impayée de 12 M FCFA. Un accord amiable ayant abouti au règlement intégral le 2 mars, aucune procédure ne sera engagée.

5. Prochaine réunion : 18 juin 2025.`,
    present: [],
    absent: ['going-concern', 'audit-opinion', 'founder-departure', 'litigation', 'debt-distress'],
    language: 'fr',
    traits: ['negation', 'time', 'words'],
  },
];
