/**
 * Development set, eighteenth round (w4, part 1; 2026-11-30): French of francophone Africa and the Maghreb, in many genres and layouts (procès-verbaux, rapports de gestion et du commissaire aux comptes, pactes, notes d'investissement, decks, business plans en tableaux, WhatsApp, courriels, questionnaires de due diligence, presse, scans OCR), written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthFrW4Part1: readonly RedFlagCase[] = [
  // runway : 95 M FCFA / 18 M FCFA par mois = 5,3 mois
  {
    id: 'd18-w4-fr-senagri-pv-ca-septembre',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['debt-distress', 'short-runway'],
    absent: ['going-concern', 'burn-above-revenue'],
    traits: ['figures', 'indirect', 'legal-style'],
    text: `SÈNAGRI SA — Société anonyme avec conseil d'administration au capital de 250 000 000 FCFA
Siège : Route de Rufisque, Dakar — RCCM SN-DKR-2019-B-11872
PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 12 SEPTEMBRE 2025
Présents : M. Ousmane Diop (Président), Mme Awa Ndiaye, M. Jean-Marc Tall ; invité : le Directeur administratif et financier.
Le quorum étant atteint, le Conseil peut valablement délibérer.
2. Situation financière
Le DAF présente la situation au 31 août 2025. La trésorerie disponible s'établit à 95 millions FCFA. La consommation nette de trésorerie ressort en moyenne à 18 millions FCFA par mois sur les six derniers mois.
Le DAF informe le Conseil que les échéances trimestrielles de juin et de septembre du prêt consenti par la BOAD n'ont pu être réglées à leur date. La banque a adressé une lettre de relance le 3 septembre ; aucun accord de rééchelonnement n'a encore été trouvé.
Après en avoir délibéré, le Conseil mandate le Président pour engager des discussions avec le prêteur et solliciter un différé d'amortissement.
3. Questions diverses
Néant. L'ordre du jour étant épuisé, la séance est levée à 18 h 40.
Le Président                         L'Administrateur`,
  },
  // CA : 1 842 M FCFA en 2024 < 2 104 M FCFA en 2023 ; marge brute stable à 27 %
  {
    id: 'd18-w4-fr-ivoire-fret-rapport-gestion-2024',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['declining-revenue'],
    absent: ['gross-margin', 'going-concern', 'customer-concentration'],
    traits: ['figures', 'time', 'legal-style'],
    text: `IVOIRE FRET EXPRESS SARL — RAPPORT DE GESTION DU GÉRANT
Exercice clos le 31 décembre 2024
Mesdames, Messieurs les associés,
Conformément à l'Acte uniforme OHADA relatif au droit des sociétés commerciales et du GIE, nous vous rendons compte de l'activité de la société au cours de l'exercice écoulé.
Activité : la société a assuré 14 300 livraisons interurbaines (contre 16 900 en 2023), le retrait de deux chargeurs de la zone portuaire ayant pesé sur les volumes du second semestre.
Chiffre d'affaires : 1 842 millions FCFA, contre 2 104 millions FCFA au titre de l'exercice précédent.
Résultat net : bénéfice de 61 millions FCFA (2023 : 118 millions FCFA).
Le taux de marge brute est resté stable à 27 %.
Perspectives : deux contrats signés en février 2025 avec des distributeurs de San Pedro devraient permettre de retrouver le niveau d'activité de 2023.
Nous vous proposons d'affecter le résultat au compte de report à nouveau.
Fait à Abidjan, le 28 mars 2025
Le Gérant, Koffi Yao`,
  },
  {
    id: 'd18-w4-fr-campay-rapport-cac-2024',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['audit-opinion', 'going-concern', 'burn-above-revenue'],
    absent: ['debt-distress'],
    traits: ['legal-style', 'hedge'],
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS ANNUELS
Exercice clos le 31 décembre 2024 — CAMPAY SA, Douala (Cameroun)
Opinion avec réserve
Nous avons effectué l'audit des états financiers annuels de la société CAMPAY SA, établis conformément au SYSCOHADA révisé, comprenant le bilan, le compte de résultat, le tableau des flux de trésorerie et les notes annexes.
À notre avis, sous réserve des incidences du point décrit dans la section « Fondement de l'opinion avec réserve », les états financiers annuels sont, dans tous leurs aspects significatifs, réguliers et sincères.
Fondement de l'opinion avec réserve
Les créances clients figurent au bilan pour 412 millions FCFA. Nous n'avons pas pu obtenir d'éléments probants suffisants quant au recouvrement d'un montant de 167 millions FCFA, échu depuis plus de dix-huit mois et non déprécié.
Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2 des états financiers : la société a enregistré une perte nette de 530 millions FCFA et ses capitaux propres sont devenus inférieurs à la moitié du capital social. Ces événements indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.
Douala, le 22 mai 2025
Cabinet Ngassa & Associés, Commissaire aux comptes`,
  },
  // fondateurs : (2 900 + 2 300) / 10 000 = 52 % ; premier investisseur 28 %
  {
    id: 'd18-w4-fr-kpevi-tech-pacte-associes',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'dead-equity', 'founder-departure', 'litigation'],
    traits: ['list', 'figures', 'hedge', 'negation'],
    text: `PACTE D'ASSOCIÉS — KPÉVI TECH SAS (Cotonou, République du Bénin)
Article 2 — Répartition du capital à la date de signature
Le capital social de 10 000 000 FCFA, divisé en 10 000 actions, est réparti comme suit :
- M. Rodrigue Houngbédji (fondateur, Président) : 2 900 actions
- Mme Estelle Agossou (fondatrice, Directrice technique) : 2 300 actions
- Sahel Seed Fund I : 2 800 actions
- Business angels (sept personnes physiques) : 1 500 actions
- Réserve BSPCE (non attribuée) : 500 actions
Article 9 — Départ d'un Associé Fondateur
En cas de cessation des fonctions d'un Associé Fondateur, les autres Associés bénéficieront d'une promesse de vente portant sur la totalité de ses actions, au prix de souscription en cas de départ « bad leaver » et à la valeur de marché en cas de départ « good leaver ».
Article 11 — Déclarations
Chaque Associé déclare qu'à sa connaissance aucune procédure judiciaire ou arbitrale n'est en cours ni imminente à l'encontre de la Société.`,
  },
  {
    id: 'd18-w4-fr-fasopay-lettre-intention',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['investor-control', 'pending-licence', 'low-founder-ownership'],
    traits: ['list', 'time', 'negation'],
    text: `Ouagadougou, le 4 juin 2025
À l'attention de M. Issouf Ouédraogo, Directeur général, FasoPay SARL
Objet : Lettre d'intention — prise de participation
Monsieur le Directeur général,
Faisant suite à nos échanges, Teranga Capital Partners (« l'Investisseur ») a le plaisir de vous confirmer son intérêt pour une prise de participation minoritaire dans FasoPay SARL, selon les termes indicatifs suivants :
1. Montant : 600 millions FCFA, par voie d'augmentation de capital.
2. Participation post-investissement : 35 % du capital, les fondateurs conservant ensemble 51 %.
3. Conditions préalables : audit juridique et financier satisfaisant ; production de l'agrément d'établissement de paiement délivré par la BCEAO en janvier 2024, toujours en vigueur.
4. Gouvernance : un siège sur cinq au conseil d'administration.
5. Exclusivité : soixante jours à compter de la signature.
La présente lettre n'est pas juridiquement contraignante, à l'exception de la clause 5 et de l'engagement de confidentialité.
Veuillez agréer, Monsieur le Directeur général, l'expression de nos salutations distinguées.
Aïssata Konaté, Associée gérante`,
  },
  // concentration : Orange Money 173 M / 412 M FCFA = 42 %
  {
    id: 'd18-w4-fr-sabali-money-note-investissement',
    documentType: 'business_plan',
    language: 'fr',
    present: ['pending-licence', 'customer-concentration'],
    absent: ['gross-margin', 'burn-above-revenue'],
    traits: ['figures', 'indirect', 'time'],
    text: `NOTE D'INVESTISSEMENT — SABALI MONEY (Bamako, Mali)
Comité d'investissement du 18 novembre 2025 — diffusion restreinte
1. Thèse
Agrégateur de paiements pour les commerçants de Bamako, Sikasso et Ségou ; 3 400 marchands actifs.
2. Chiffres clés (neuf mois 2025)
Chiffre d'affaires : 412 M FCFA ; marge brute : 58 % (57 % en 2024).
3. D'où vient le chiffre d'affaires
Commissions reversées par Orange Money Mali : 173 M FCFA
Commissions Moov Africa : 66 M FCFA
Cartes, virements et services annexes : 173 M FCFA
4. Cadre réglementaire
Sabali opère aujourd'hui sous l'agrément d'une banque partenaire. Le dossier de demande d'agrément en qualité d'établissement de monnaie électronique a été déposé auprès de la BCEAO en mars 2025 ; l'instruction se poursuit et aucune date de décision n'a été communiquée.
5. Recommandation
Ticket de 750 M FCFA, décaissé en deux tranches.`,
  },
  // croissance : 120 M -> 1 100 M FCFA = 9,2x en un an
  {
    id: 'd18-w4-fr-solaris-niger-deck-amorcage',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['unrealistic-growth'],
    absent: ['missing-financials', 'no-competition'],
    traits: ['list', 'figures', 'short-lines'],
    text: `SOLARIS NIGER — Levée d'amorçage 2025
—
Le problème
78 % des ménages ruraux sans électricité
—
Notre solution
Kits solaires en paiement à l'usage (PAYG)
—
Traction
4 200 kits installés · Tillabéri, Dosso, Maradi
CA 2024 : 120 M FCFA
—
Concurrence
Baobab+, Zola Electric, revendeurs informels
—
Projections
2025 : 1,1 Md FCFA
2026 : 4,8 Mds FCFA
2027 : 12 Mds FCFA
—
Besoin : 900 M FCFA`,
  },
  // croissance max : 420 / 210 = 2,0x ; charges 2025 : 118 + 85 = 203 < 210 ; marge 43,8 % -> 47 %
  {
    id: 'd18-w4-fr-togoclean-business-plan',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['unrealistic-growth', 'burn-above-revenue', 'gross-margin'],
    traits: ['table', 'figures'],
    text: `TOGOCLEAN SARL — PLAN D'AFFAIRES 2026-2028 (extrait)
Hypothèses : collecte de déchets ménagers par abonnement, Grand Lomé.
Tableau 1 — Compte de résultat prévisionnel (en millions FCFA)
                          2025 (réel)   2026    2027    2028
Chiffre d'affaires            210        420     760    1 250
Coût des ventes               118        231     410      663
Marge brute                    92        189     350      587
Charges fixes                  85        160     235      320
Résultat d'exploitation         7         29     115      267
Trésorerie au 31/12/2025 : 148 M FCFA ; aucun endettement bancaire.
Le taux de marge brute passe de 44 % à 47 % sur la période grâce à la mutualisation des tournées.`,
  },
  {
    id: 'd18-w4-fr-libreville-whatsapp-cto',
    documentType: 'business_plan',
    language: 'fr',
    present: ['founder-departure'],
    absent: ['dead-equity', 'declining-revenue'],
    traits: ['informal', 'indirect'],
    text: `[14/10/2025 08:12] Léa Mba: Bonjour la team, petite info avant le point de 10h
[14/10/2025 08:12] Léa Mba: Franck a posé sa démission hier soir 😕
[14/10/2025 08:13] Patrick Ondo: Franck notre CTO ?? sérieux
[14/10/2025 08:13] Léa Mba: oui. Il part fin novembre, il a une offre à Dubaï
[14/10/2025 08:15] Patrick Ondo: et la migration de la plateforme ? c'est lui qui a tout le code en tête
[14/10/2025 08:16] Léa Mba: il s'engage à faire la passation, on recrute déjà
[14/10/2025 08:17] Patrick Ondo: on le dit aux investisseurs quand ?
[14/10/2025 08:18] Léa Mba: dans le reporting de fin de mois. CA septembre 38 M FCFA contre 35 en août, on reste sur la trajectoire`,
  },
  {
    id: 'd18-w4-fr-congolait-courriel-actionnaires-t3',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['litigation', 'debt-distress', 'declining-revenue'],
    traits: ['time', 'negation', 'list'],
    text: `De : Serge Mabiala <serge@congolait.cg>
À : Actionnaires CongoLait SA
Objet : Point trimestriel — T3 2025
Chers actionnaires,
Quelques nouvelles du trimestre :
• Le litige qui nous opposait à notre ancien transporteur est clos : une transaction a été signée le 12 août et homologuée par le tribunal de commerce de Brazzaville. Plus aucune procédure n'est pendante.
• Le crédit de campagne de 150 M FCFA auprès de BGFIBank a été intégralement remboursé en septembre, à l'échéance.
• Chiffre d'affaires du trimestre : 312 M FCFA (T2 : 287 M FCFA) ; marge brute de 36 % (T2 : 35 %).
• Trésorerie au 30 septembre : 205 M FCFA, sans dette bancaire.
Bien cordialement,
Serge Mabiala, Directeur général`,
  },
  {
    id: 'd18-w4-fr-kin-logistique-questionnaire-dd',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['related-party', 'cap-table-complexity'],
    absent: ['litigation', 'dead-equity'],
    traits: ['q-and-a', 'indirect'],
    text: `QUESTIONNAIRE DE DUE DILIGENCE — KIN LOGISTIQUE SARL (Kinshasa, RDC)
Réponses de la Société — version du 2 octobre 2025
Q12. La Société a-t-elle conclu des conventions avec ses dirigeants, associés ou leurs proches ?
R. Les bureaux et l'entrepôt de Limete sont loués à la SCI Makala, dont les parts sont détenues par Mme Bijou Tshibanda, épouse du Gérant. Loyer annuel : 96 000 USD. Le bail n'a pas été soumis à l'approbation de l'assemblée des associés.
Q13. Veuillez fournir la table de capitalisation entièrement diluée.
R. Une table est jointe en annexe 4. Elle diffère du registre des titres sur deux points : les 4 % promis en 2022 à deux consultants n'ont jamais été formalisés, et la conversion de la note convertible de 2023 n'a pas encore été calculée. Notre conseil juridique travaille au rapprochement.
Q14. Existe-t-il des litiges en cours ou des menaces de litige ?
R. Aucun.`,
  },
  // marge : 2024 (18 400 - 12 100 - 640) / 18 400 = 30,8 % ; 2023 (15 100 - 8 740 - 620) / 15 100 = 38,0 % -> -7,2 pts
  {
    id: 'd18-w4-fr-guinee-agro-etats-financiers',
    documentType: 'financial_statements',
    language: 'fr',
    present: ['gross-margin'],
    absent: ['declining-revenue', 'audit-opinion'],
    traits: ['table', 'figures', 'far-header'],
    text: `GUINÉE AGRO-TRANSFORMATION SA — ÉTATS FINANCIERS SYSCOHADA (extrait)
Compte de résultat — en millions de GNF
Colonnes : Exercice 2024 | Exercice 2023
Note préliminaire : les chiffres 2023 ont été retraités du reclassement des frais de transport sur achats.
Note : la société a changé de fournisseur principal de manioc en avril 2024 (coopératives de Kindia).
Note : états financiers certifiés sans réserve par le cabinet Diallo Audit & Conseil.
REF  LIBELLÉS
TA   Ventes de marchandises ..................... 18 400 | 15 100
RA   Achats de marchandises ..................... (12 100) | (8 740)
RB   Variation de stocks de marchandises ........    (640) |   (620)
XA   MARGE COMMERCIALE ..........................  5 660 |  5 740
RC   Achats de matières et fournitures liées ....    (410) |   (380)
RE   Autres achats ..............................    (920) |   (870)
XB   VALEUR AJOUTÉE .............................  4 330 |  4 490`,
  },
  {
    id: 'd18-w4-fr-vary-express-article-presse',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['no-competition', 'high-churn', 'investor-control', 'low-founder-ownership'],
    traits: ['negation', 'figures', 'press'],
    text: `ÉCONOMIE | Madagascar
Antananarivo : la start-up Vary Express lève 1,2 M€ pour livrer les épiceries de quartier
Fondée en 2021 par Hery Rakotomalala et Nirina Andrianjaka, la plateforme met en relation 2 300 épiciers avec une quarantaine de grossistes de la capitale. Son chiffre d'affaires a atteint 3,1 milliards d'ariary en 2024, contre 1,9 milliard un an plus tôt.
« Nous ne sommes pas seuls : deux acteurs régionaux et les grossistes eux-mêmes proposent la livraison », reconnaît Hery Rakotomalala. Le taux d'attrition mensuel des épiciers se situe autour de 3 %, selon l'entreprise.
Le tour de table est mené par un fonds mauricien qui détiendra 24 % du capital ; les deux fondateurs restent majoritaires.
La société vise Toamasina et Mahajanga en 2026.`,
  },
];
