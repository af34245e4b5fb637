/** Part a of cases-dev-retired-fifteenth-fr-w4.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagFifteenthFrW4A: readonly RedFlagCase[] = [
  // CA 2023 = 1 060 M FCFA ; Brasseries 212 M + Eneo 131 M = 343 M / 1 060 M = 32,4 % >= 30 % (deux clients nommés)
  {
    id: 'h15-fr-w4-01',
    documentType: 'legal_docs',
    language: 'fr',
    text: `QUESTIONNAIRE DE DUE DILIGENCE — KOLO PAY SA (Douala, Cameroun)
Réponses de la direction, version du 18/07/2024

Q1. La société est-elle partie à une procédure judiciaire ou arbitrale ?
R : Ets Mbarga & Fils, ancien agent distributeur, nous a assignés devant le TPI de Douala-Bonanjo en octobre 2023 (réclamation de 38 M FCFA de commissions). L'affaire a été renvoyée ; prochaine audience le 14 novembre 2024.

Q2. Décisions d'autorités de tutelle (BEAC, COBAC, ANIF) ?
R : Par décision du 3 mai 2024, la BEAC a suspendu pour six mois l'enrôlement de nouveaux clients, dans l'attente de notre mise en conformité KYC. Le service aux clients existants continue.

Q3. Répartition du chiffre d'affaires 2023 (1 060 M FCFA) par client :
R : Brasseries du Cameroun : 212 M FCFA ; Eneo : 131 M FCFA ; 1 400 marchands PME : le solde.

Q4. Arriérés fiscaux ou sociaux ?
R : Aucun. Attestations de non-redevance DGI et CNPS du 12/01/2024 jointes en annexe 4.

Q5. Conventions avec des parties liées ?
R : Néant.

Q6. Changements dans l'équipe dirigeante au cours des 24 derniers mois ?
R : Aucun. Les deux fondateurs sont toujours DG et DGA.`,
    present: ['litigation', 'regulatory', 'customer-concentration'],
    absent: ['debt-distress', 'related-party', 'founder-departure'],
    traits: ['form', 'indirect', 'figures', 'negation'],
  },
  // Total 10 000 actions. Ogooué Capital 5 200 = 52 % >= 50 %.
  // Fondateurs actifs : 1 800 + 1 200 = 3 000 = 30 % < 40 %. S. Mba (parti) garde 1 200 actions, option non exercée.
  {
    id: 'h15-fr-w4-02',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS — OKOUMÉ LOGISTICS SAS
Société par actions simplifiée au capital de 100 000 000 FCFA, siège : Libreville (Gabon)

ENTRE LES SOUSSIGNÉS :
1. Ogooué Capital Partners I, fonds d'investissement, titulaire de 5 200 actions ;
2. Mme Nadège Moussavou, fondatrice, Présidente, titulaire de 1 800 actions ;
3. M. Loïc Ndong, fondateur, Directeur général, titulaire de 1 200 actions ;
4. M. Serge Mba, cofondateur, ayant cessé toute fonction au sein de la Société le 30 septembre 2022, titulaire de 1 200 actions, l'option d'achat prévue à l'article 9 n'ayant pas été exercée dans le délai imparti ;
5. La société Okoumé Equity SAS (véhicule d'intéressement), titulaire de 600 actions.
Soit un total de 10 000 actions de 10 000 FCFA de nominal.

Article 4 — Comité de direction
Le Comité comprend cinq membres, dont trois désignés par Ogooué Capital Partners I. Les décisions sont prises à la majorité simple.

Article 9 — Promesse de vente (leaver)
Tout associé fondateur cessant ses fonctions consent une promesse de vente de ses actions à la Société, exerçable dans les douze mois de son départ.

Article 12 — Droit de sortie conjointe
En cas de cession par l'associé majoritaire, les autres associés pourront céder leurs actions aux mêmes conditions.`,
    present: ['investor-control', 'low-founder-ownership', 'dead-equity', 'founder-departure'],
    absent: ['cap-table-complexity'],
    traits: ['list', 'figures', 'indirect', 'time'],
  },
  // Clean term sheet: 42 / (78 + 42) = 35 % < 50 % ; fondateurs 48 % >= 40 % ; autorisation ONSSA déjà obtenue.
  {
    id: 'h15-fr-w4-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `LETTRE D'INTENTION NON ENGAGEANTE — SÉRIE A
Société : Sahara Cold Chain SA, Casablanca (Maroc)
Investisseur : Azur Impact Partners

Montant : 42 000 000 MAD en actions de préférence de catégorie A.
Valorisation pré-money : 78 000 000 MAD.
Répartition post-money : fondateurs (Mehdi Alaoui et Salma Bennani) 48 % ; Azur Impact Partners 35 % ; investisseurs seed 10 % ; plan d'options 7 %.
Conseil d'administration : 2 sièges fondateurs, 1 siège Investisseur, 1 administrateur indépendant choisi d'un commun accord.
Droits de veto de l'Investisseur : limités aux décisions extraordinaires (augmentation de capital, cession d'actifs > 5 M MAD).
Good / bad leaver : en cas de départ d'un fondateur dans les 36 mois, ses actions non acquises pourront être rachetées à la valeur nominale.
Conditions suspensives : (i) audit juridique et financier satisfaisant ; (ii) absence de litige significatif en cours à la date du closing ; (iii) maintien de l'autorisation sanitaire ONSSA n° 2024-117, obtenue le 12 mars 2024.
Exclusivité : 60 jours à compter de la signature.
Confidentialité : la présente lettre ne peut être divulguée sans l'accord des parties.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'pending-licence', 'litigation', 'founder-departure'],
    traits: ['list', 'figures', 'hedge'],
  },
  // Fondateurs : 11 000 + 7 500 = 18 500 / 50 000 = 37 % < 40 %.
  // Y. Gharbi (développeur salarié, parti) garde 4 000 actions non rachetées ; registre 53 400 vs table 50 000 : écart non expliqué.
  {
    id: 'h15-fr-w4-04',
    documentType: 'legal_docs',
    language: 'fr',
    text: `MEDINA HEALTH SA — Tableau de capitalisation au 30/06/2024 (nominal 10 TND)

| Associé                                   | Actions | %      |
|-------------------------------------------|---------|--------|
| Karim Ben Salah (fondateur, CEO)          | 11 000  | 22,0 % |
| Ines Trabelsi (fondatrice, CTO)           |  7 500  | 15,0 % |
| Carthage Ventures (FCPR)                  | 14 000  | 28,0 % |
| Flat Lab Tunis Seed                       |  6 000  | 12,0 % |
| Yassine Gharbi (dév. salarié, parti 03/23)|  4 000  |  8,0 % |
| Pool BSOP                                 |  5 000  | 10,0 % |
| Business angels (12 personnes)            |  2 500  |  5,0 % |
| TOTAL                                     | 50 000  | 100 %  |

Notes du cabinet :
- Le registre des mouvements de titres tenu au siège fait état de 53 400 actions. L'écart de 3 400 actions (conversion de l'avance en compte courant de 2021 ?) n'a pas pu être rapproché à ce jour.
- Les actions de M. Gharbi n'ont pas été rachetées lors de son départ ; aucun accord de cession n'a été signé.
- Aucun investisseur ne dispose à lui seul d'une minorité de blocage statutaire.`,
    present: ['cap-table-complexity', 'dead-equity', 'low-founder-ownership'],
    absent: ['investor-control', 'founder-departure'],
    traits: ['table', 'figures', 'indirect'],
  },
  {
    id: 'h15-fr-w4-05',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `AssurMboka — l'assurance des motos-taxis
en 3 clics sur Mobile Money
Brazzaville · Pointe-Noire
---- 2 ----
PROBLÈ ME : 420 000 con-
ducteurs de motos-taxis au Congo, <3 % as-
surés
---- 3 ----
SOLU TION : micro-assurance acci-
dent + santé, paiement MTN MoMo / Airtel Money
---- 4 ----
CONCURRENCE : aucune.
Nous sommes les premiers et les
seuls sur ce segment au Congo.
---- 5 ----
RÉGLEMENTATION : dossier d'agré-
ment déposé auprès de la Direction nationale des assurances
(transmis à la CRCA / CIMA) en janv. 2024 — décision at-
tendue au T4 2024
---- 6 ----
TRACTION : 3 200 conducteurs pré-ins-
crits · partenariat MTN en discussion
---- 7 ----
LEVÉE : 350 M FCFA — équipe, tech, lancement commercial`,
    present: ['no-competition', 'pending-licence', 'missing-financials'],
    absent: ['regulatory', 'unrealistic-growth'],
    traits: ['ocr', 'split', 'list'],
  },
  // Perte nette 287 M FCFA => charges > CA de l'exercice.
  {
    id: 'h15-fr-w4-06',
    documentType: 'financial_statements',
    language: 'fr',
    text: `SAWA AGRO SA — Douala (Cameroun)
Notes annexes aux états financiers de l'exercice clos le 31 décembre 2023 (SYSCOHADA révisé)

Note 2 — Continuité d'exploitation
L'exercice se solde par une perte nette de 287 M FCFA (2022 : perte de 95 M FCFA). Les capitaux propres sont devenus inférieurs à la moitié du capital social. Le conseil d'administration considère que ces circonstances créent une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation. Les comptes ont néanmoins été arrêtés selon le principe de continuité, dans l'attente de l'augmentation de capital prévue au S2 2024.

Note 5 — Chiffre d'affaires
Ventes de fèves et produits transformés : 1 482 M FCFA (2022 : 1 391 M FCFA).

Note 11 — Dettes fiscales et sociales
CNPS : 64 M FCFA, dont 41 M FCFA échus depuis plus de six mois.
DGI (TVA et acomptes d'IS) : 82 M FCFA échus et non réglés. Un échéancier a été sollicité auprès du Centre des impôts des grandes entreprises ; aucune réponse à la date d'arrêté des comptes.

Note 14 — Rapport du commissaire aux comptes
Le commissaire aux comptes a exprimé une opinion avec réserve, n'ayant pas pu assister à l'inventaire physique des stocks de fèves au 31/12/2023 (valeur comptable : 356 M FCFA).`,
    present: ['going-concern', 'debt-distress', 'audit-opinion', 'burn-above-revenue'],
    absent: ['declining-revenue'],
    traits: ['prose', 'figures', 'indirect'],
  },
  {
    id: 'h15-fr-w4-07',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BANQUE GABONAISE DE L'ESTUAIRE
Direction des Engagements — Libreville, le 9 juillet 2024

À l'attention de M. Jean-Rémy Ntoutoume, Président-fondateur
OKANDJA EAUX MINÉRALES SA, zone industrielle d'Owendo

Objet : prêt d'équipement n° 22/0417 de 850 000 000 FCFA — mise en demeure

Monsieur le Président,
Nous constatons que les échéances des 31 mars et 30 juin 2024, de 42,5 M FCFA chacune, demeurent impayées à ce jour. Par ailleurs, le ratio dette financière nette / EBITDA au 31/12/2023 ressort à 4,6x, pour un plafond contractuel de 3,5x (article 8.2 de la convention).
Nous relevons également que l'hypothèque de premier rang porte sur l'entrepôt d'Owendo, propriété de la SCI Ntoutoume & Fils, détenue par votre épouse, à laquelle votre société verse un loyer annuel de 96 M FCFA. Nous vous demandons de nous communiquer le bail correspondant.
Nous souhaitons privilégier une solution amiable. À défaut de régularisation sous trente jours, la banque pourrait être amenée à prononcer l'exigibilité anticipée et à engager toute procédure utile.

Veuillez agréer, Monsieur le Président, l'expression de nos salutations distinguées.
Le Directeur des Engagements`,
    present: ['debt-distress', 'related-party'],
    absent: ['litigation'],
    traits: ['prose', 'figures', 'indirect', 'hedge'],
  },
  // CA 2023 312 M FRW < 2022 365 M FRW. Rétention écoles : 540 / 1 150 = 47 % < 55 %.
  {
    id: 'h15-fr-w4-08',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `ENTRETIEN — « Nous avons appris à vendre aux écoles publiques » (Kigali Business Review, 22 mars 2024)
Patrick Habimana dirige Ishuri Digital, plateforme de cours en ligne pour le secondaire.

KBR : On vous a vu seul sur scène au Kigali Innovation Week. Où est votre associée ?
P.H. : Claudine Uwase, cofondatrice et directrice produit, nous a quittés en février pour rejoindre un programme de la Banque mondiale. Nous recrutons pour le poste.

KBR : Comment se porte l'activité ?
P.H. : Nous avons facturé 312 millions FRW en 2023, contre 365 millions en 2022. La fin du programme pilote financé par un bailleur nous a coûté des écoles.

KBR : Les écoles restent-elles ?
P.H. : Sur les 1 150 établissements abonnés en janvier 2023, 540 ont renouvelé en janvier 2024. Les écoles privées de Kigali restent fidèles, c'est en province que nous perdons.

KBR : La concurrence ?
P.H. : Elle existe, avec des acteurs kényans et des offres gratuites d'ONG. Notre force, c'est le programme national en kinyarwanda.`,
    present: ['founder-departure', 'declining-revenue', 'high-churn'],
    absent: ['no-competition'],
    traits: ['prose', 'chat', 'figures', 'indirect', 'time'],
  },
  // Clean: top client 27 % < 30 % ; churn 3 %/mois < 5 % ; CA en hausse ; objectif 6 / 4,1 = 1,5x ; procès d'un concurrent.
  {
    id: 'h15-fr-w4-09',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `INTERVIEW — Walid Jaziri et Amira Kallel, cofondateurs de Qanawat Pay (Tunis)
Propos recueillis par La Presse Éco, avril 2024

— Votre principal concurrent est poursuivi devant le tribunal de commerce de Tunis. Cela vous inquiète ?
A.K. : Ce dossier ne nous concerne pas. Nous n'avons aucune procédure en cours, ni avec nos clients ni avec nos fournisseurs.
— On dit que Walid va partir.
W.J. : Je suis toujours directeur technique, et notre pacte prévoit une période de blocage jusqu'en 2027. Ces rumeurs sont fausses.
— Vos chiffres ?
A.K. : 4,1 M TND de chiffre d'affaires en 2023 contre 2,9 M TND en 2022, et nous sommes rentables depuis le troisième trimestre. Tunisie Telecom pèse 27 % de nos revenus ; aucun autre client ne dépasse 9 %.
— Et la fidélité des commerçants ?
A.K. : Le churn tourne autour de 3 % par mois. Il faut le faire baisser, mais c'est sous contrôle.
— Objectif 2024 ?
W.J. : 6 M TND, si la conjoncture le permet.`,
    present: [],
    absent: ['litigation', 'founder-departure', 'customer-concentration', 'high-churn', 'unrealistic-growth'],
    traits: ['prose', 'chat', 'negation', 'figures', 'hedge'],
  },
  // CA : 6 840 > 6 210 > 5 530 k MAD (baisse). Marge brute : 38,0 % -> 33,0 % -> 27,0 % (T2->T3 : -6 pts >= 5).
  // T3 : coût des ventes 4 037 + charges 3 060 = 7 097 > CA 5 530.
  // Trésorerie fin T3 4 100 k MAD ; consommation T3 1 650 k / 3 = 550 k/mois -> 7,5 mois < 9.
  {
    id: 'h15-fr-w4-10',
    documentType: 'financial_statements',
    language: 'fr',
    text: `ATLAS FRESH SARL — Casablanca
Reporting de gestion trimestriel 2024 (en milliers de MAD)

| Poste                          | T1 2024 | T2 2024 | T3 2024 |
|--------------------------------|---------|---------|---------|
| Chiffre d'affaires             |  6 840  |  6 210  |  5 530  |
| Coût des ventes                |  4 240  |  4 160  |  4 037  |
| Marge brute                    |  2 600  |  2 050  |  1 493  |
| Taux de marge brute            |  38,0 % |  33,0 % |  27,0 % |
| Charges d'exploitation         |  2 950  |  3 010  |  3 060  |
| EBITDA                         |   -350  |   -960  | -1 567  |
| Consommation de trésorerie     |   -420  | -1 080  | -1 650  |
| Trésorerie de fin de période   |  6 830  |  5 750  |  4 100  |

Commentaires de la direction :
- Perte de deux chaînes de restauration à Marrakech en mai ; renégociation des prix d'achat avec les coopératives de Souss-Massa en cours.
- Effectif stable à 64 personnes.
- Pas de nouvelle levée prévue avant le T2 2025.`,
    present: ['declining-revenue', 'gross-margin', 'burn-above-revenue', 'short-runway'],
    absent: ['customer-concentration'],
    traits: ['table', 'figures', 'indirect'],
  },
  // MRR mars 18,4 M FCFA dont 6 M de formation ponctuelle MINSANTE -> revenu non récurrent dans le MRR.
  // LTV = 25 000 x 60 % x 30 mois = 450 000 FCFA ; CAC = 410 000 FCFA ; LTV/CAC = 1,1x, pas 3,5x.
  {
    id: 'h15-fr-w4-11',
    documentType: 'business_plan',
    language: 'fr',
    text: `[WhatsApp — groupe « PharmaLink x Sanaga Angels »]
[08/04/24 09:12] Thierry (Sanaga Angels): Bravo pour le MRR de mars à 18,4 M FCFA, +64 % vs février (11,2 M) 👏
[08/04/24 09:14] Arlette (CEO PharmaLink): Merci ! Dedans il y a les 6 M de la formation des pharmaciens facturée une fois au MINSANTE, on l'a mise dans le MRR vu que c'est encaissé 😅
[08/04/24 09:15] Thierry (Sanaga Angels): Ok. Et le LTV/CAC pour le deck ?
[08/04/24 09:17] Arlette (CEO PharmaLink): On affiche 3,5x. Abonnement moyen 25 000 FCFA/mois par officine, marge brute 60 %, churn ~3,3 %/mois donc durée de vie ~30 mois
[08/04/24 09:18] Arlette (CEO PharmaLink): Le coût d'acquisition par officine avec les commerciaux terrain à Douala et Yaoundé est monté à 410 000 FCFA
[08/04/24 09:21] Thierry (Sanaga Angels): Hmm, à refaire avant l'envoi aux VC
[08/04/24 09:22] Arlette (CEO PharmaLink): Je regarde ça avec Boris ce soir 🙏`,
    present: ['non-recurring-revenue', 'unit-economics'],
    absent: ['high-churn', 'declining-revenue'],
    traits: ['chat', 'figures', 'indirect'],
  },
  // Clean: fondateurs 5 000 + 4 200 = 9 200 / 20 000 = 46 % >= 40 % ; fonds 6 200 = 31 % < 50 % ; départs seulement hypothétiques.
  {
    id: 'h15-fr-w4-12',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS — AMAHORO AGRITECH SA (Bujumbura, Burundi)
Capital : 200 000 000 FBu divisé en 20 000 actions de 10 000 FBu.

Article 2 — Répartition du capital à la signature
Mme Aline Niyonzima (fondatrice, Administratrice déléguée) : 5 000 actions ;
M. Éric Ndayishimiye (fondateur, Directeur des opérations) : 4 200 actions ;
Great Lakes Seed Fund : 6 200 actions ;
Investisseurs providentiels (5) : 2 600 actions ;
Réserve d'options salariés : 2 000 actions.
Le tableau ci-dessus a été rapproché du registre des titres au 31/03/2024 par le notaire instrumentaire, sans écart.

Article 7 — Départ d'un fondateur
Si un fondateur venait à quitter ses fonctions avant le 1er janvier 2028, ses actions seraient cédées aux autres associés : à la valeur nominale en cas de faute grave (bad leaver), à la valeur de marché dans les autres cas (good leaver).

Article 8 — Gouvernance
Le conseil comprend cinq membres : deux fondateurs, un représentant de Great Lakes Seed Fund et deux indépendants.`,
    present: [],
    absent: ['dead-equity', 'founder-departure', 'low-founder-ownership', 'investor-control', 'cap-table-complexity'],
    traits: ['list', 'figures', 'hedge', 'negation'],
  },
  {
    id: 'h15-fr-w4-13',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `SOUK CONNECT
le grossiste dans la poche du
moul hanout
== slide 2 ==
80 000 épiceries de proxi-
mité à Casablanca-Settat com-
mandent encore par téléphone
== slide 3 ==
Notre app : commande, crédit
fournisseur, livraison J+1
== slide 4 ==
Marché : 180 Md MAD de com-
merce de proximité / an
== slide 5 ==
Pourquoi nous ? Personne d'au-
tre ne le fait au Maroc.
== slide 6 ==
Traction : 1 450 épiceries ins-
crites · 38 grossistes partenaires
== slide 7 ==
Équipe : ex-Marjane, ex-Jumia
Levée : 12 M MAD (seed)`,
    present: ['no-competition', 'missing-financials'],
    absent: [],
    traits: ['ocr', 'split', 'list'],
  },
];
