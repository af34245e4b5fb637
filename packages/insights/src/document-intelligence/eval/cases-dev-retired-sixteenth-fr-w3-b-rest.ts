/** The rest of held-out-sixteenth-fr-w3-b.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagSixteenthFrW3BRest: readonly RedFlagCase[] = [
  // 21 — Décision d'un régulateur (ARCEP Togo), fournisseur d'accès Internet.
  // regulatory PRESENT: administrative fine of 25 M FCFA and suspension of new subscriptions.
  // pending-licence PRESENT: ISP licence application of 14 Oct 2024 "demeure en cours d'instruction".
  // litigation ABSENT: an appeal is only possible ("peut faire l'objet d'un recours"); none is filed.
  {
    id: 'h16-fr-w3-21',
    documentType: 'legal_docs',
    language: 'fr',
    text: `RÉPUBLIQUE TOGOLAISE
Autorité de Régulation des Communications Électroniques et des Postes (ARCEP)
Lomé, le 3 mars 2025 — Décision n° 2025-014/ARCEP/DG

À Monsieur le Gérant de TogoNet Communautaire SARL, Kpalimé
Objet : sanction pour exploitation d'un réseau ouvert au public sans licence

Monsieur le Gérant,
À l'issue du contrôle effectué du 10 au 14 février 2025, les services de l'Autorité ont constaté que votre société commercialise des accès Wi-Fi payants à Kpalimé et à Atakpamé sans être titulaire d'une licence de fournisseur d'accès à Internet.
En conséquence, l'Autorité :
1. inflige à TogoNet Communautaire SARL une amende administrative de 25 000 000 FCFA ;
2. ordonne la suspension de toute nouvelle souscription jusqu'à régularisation.
Votre demande de licence, déposée le 14 octobre 2024, demeure en cours d'instruction ; elle ne sera examinée en commission qu'après paiement de l'amende.
La présente décision peut faire l'objet d'un recours dans un délai de trente jours.

Le Directeur général`,
    present: ['regulatory', 'pending-licence'],
    absent: ['litigation'],
    traits: ['prose', 'list', 'modality'],
  },

  // 22 — Slide de deck, courtage d'assurance digital, Sénégal. CLEAN.
  // customer-concentration ABSENT: top insurer partner 29 % of commissions (< 30 %); the six others are not named.
  // high-churn ABSENT: annual lapse 38 % (< 45 %); 62 % renew (>= 55 %).
  // unrealistic-growth ABSENT: 420 / 182 = 2,3x. no-competition ABSENT: competitors listed.
  // pending-licence ABSENT: broker licensed since 2022. missing-financials ABSENT: commissions given.
  {
    id: 'h16-fr-w3-22',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `TERANGA ASSUR DIGITAL — slide « Où en sommes-nous ? » (deck, mars 2025)
• Commissions perçues : 182 M FCFA en 2024 (97 M FCFA en 2023), sur 1,14 Md FCFA de primes placées
• Premier assureur partenaire : 29 % de nos commissions ; six autres assureurs se partagent le reste
• Résiliation annuelle des polices : 38 % ; 62 % des assurés renouvellent à l'échéance
• Concurrents : bancassureurs, agents généraux et deux applications lancées en 2024
• Courtier agréé par le Ministère des Finances (Direction des Assurances) depuis 2022
• Objectif 2025 : 420 M FCFA de commissions`,
    present: [],
    absent: ['customer-concentration', 'high-churn', 'unrealistic-growth', 'no-competition', 'pending-licence', 'missing-financials'],
    traits: ['list', 'figures'],
  },

  // 23 — États financiers audités, rizerie, Burkina Faso (table split across lines).
  // gross-margin PRESENT (figures): 2024 cost of sales 1 580 > revenue 1 460 -> gross margin -120 (negative); 2023 was +190 (14,5 %).
  // burn-above-revenue PRESENT: cost of sales 1 580 above revenue 1 460; net loss 214.
  // customer-concentration PRESENT (figures): SONAGESS 672 / 1 460 = 46,0 %.
  // related-party PRESENT (paraphrase): paddy bought from a cooperative union chaired by the board chairman's brother (940 M).
  // audit-opinion ABSENT: "opinion sans réserve". declining-revenue ABSENT: 1 460 > 1 310.
  // going-concern ABSENT: no doubt stated by auditor or directors.
  {
    id: 'h16-fr-w3-23',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RIZERIE DU SOUROU SA — Di (Burkina Faso)
États financiers 2024 — rapport du commissaire aux comptes : opinion sans réserve

Compte de résultat (extrait, M FCFA)
Chiffre d'affaires
   2024 .......... 1 460
   2023 .......... 1 310
Coût des ventes (paddy, énergie, emballages)
   2024 .......... 1 580
   2023 .......... 1 120
Résultat net
   2024 .......... (214)
   2023 ..........    38

Note 18 — Ventes par client
Les livraisons de riz blanchi à la Société nationale de gestion du stock de sécurité alimentaire (SONAGESS) se sont élevées à 672 M FCFA en 2024 ; le solde est vendu à des grossistes de Ouagadougou et de Bobo-Dioulasso.

Note 24 — Transactions avec des parties liées
La société s'approvisionne principalement auprès de l'Union des coopératives rizicoles du Sourou, présidée par M. Issa Ouédraogo, frère du président du conseil d'administration. Achats de paddy 2024 : 940 M FCFA (2023 : 610 M FCFA), réglés au comptant.`,
    present: ['gross-margin', 'burn-above-revenue', 'customer-concentration', 'related-party'],
    absent: ['audit-opinion', 'declining-revenue', 'going-concern'],
    traits: ['split', 'prose', 'figures', 'indirect'],
  },

  // 24 — Procès-verbal d'AGE, e-pharmacie, Burkina Faso. CLEAN.
  // dead-equity ABSENT: the leaver's 8 000 shares were bought back (20 Jan 2025) and cancelled.
  // founder-departure ABSENT: the leaver was a salaried IT project manager, not a founder or executive.
  // litigation ABSENT: the price disagreement was settled on 10 Jan 2025; "aucune instance n'est pendante".
  // cap-table-complexity ABSENT: table reconciled with the share register "sans écart".
  // low-founder-ownership ABSENT: 26,1 + 18,5 = 44,6 % >= 40 %. investor-control ABSENT: largest investor 31 %.
  //   Sum: 26,1 + 18,5 + 31,0 + 14,4 + 10,0 = 100,0 %.
  {
    id: 'h16-fr-w3-24',
    documentType: 'legal_docs',
    language: 'fr',
    text: `YIRIWA SANTÉ SAS — Ouagadougou
Procès-verbal de l'assemblée générale extraordinaire du 28 février 2025 (extrait)

Première résolution
L'assemblée constate que les 8 000 actions détenues par M. Boukary Sawadogo, ancien chef de projet informatique salarié, qui a quitté la société le 31 octobre 2024, ont été rachetées par la société le 20 janvier 2025 au prix de 1 250 FCFA par action, en application de la clause de départ du pacte, puis annulées par voie de réduction du capital. Le désaccord qui avait porté sur le prix de rachat a été définitivement réglé par le protocole transactionnel signé le 10 janvier 2025 ; aucune instance n'est pendante.

Deuxième résolution
L'assemblée prend acte de la répartition du capital après annulation, rapprochée sans écart du registre des mouvements de titres par le cabinet Zerbo Expertise le 15 février 2025 :
| Associé                                                   | %       |
|-----------------------------------------------------------|---------|
| Rasmata Kaboré, cofondatrice et présidente                | 26,1 %  |
| Aristide Zongo, cofondateur et directeur général délégué  | 18,5 %  |
| Fonds Sahel Impact II                                     | 31,0 %  |
| Investisseurs providentiels (sept)                        | 14,4 %  |
| Actions réservées au plan d'options                       | 10,0 %  |
| Total                                                     | 100,0 % |

Troisième résolution
Tous pouvoirs sont donnés au porteur d'un extrait du présent procès-verbal pour accomplir les formalités.
Ces résolutions sont adoptées à l'unanimité.`,
    present: [],
    absent: ['dead-equity', 'founder-departure', 'litigation', 'cap-table-complexity', 'low-founder-ownership', 'investor-control'],
    traits: ['prose', 'table', 'negation', 'time', 'figures'],
  },

  // 25 — Mémo d'audit juridique, santé numérique, Bénin.
  // investor-control PRESENT: Fonds Porto-Novo Santé 52 % (>= 50 %).
  // founder-departure PRESENT: co-founder Fiacre Dossou left the company in June 2023.
  // dead-equity PRESENT (paraphrase): his 7 % "n'ont pas été rachetées".
  // cap-table-complexity PRESENT (paraphrase): table cannot be reconciled; 120 000 vs 134 500 shares.
  // litigation PRESENT: Dossou's suit before the Tribunal de commerce de Cotonou, adjourned to 6 May 2025 (open).
  // low-founder-ownership ABSENT: active founders 23 + 18 = 41 % >= 40 % (the departed co-founder's 7 % does not count).
  //   Sum: 52 + 23 + 18 + 7 = 100 %.
  {
    id: 'h16-fr-w3-25',
    documentType: 'legal_docs',
    language: 'fr',
    text: `MÉMO D'AUDIT JURIDIQUE — ATINKPA SANTÉ NUMÉRIQUE SAS (Cotonou)
Destinataire : comité d'investissement | Rédacteur : Cabinet Agbo & Associés | 9 avril 2025
Objet : capital social et contentieux

1. Actionnariat déclaré
Selon le tableau communiqué par la société le 2 avril :
- Fonds Porto-Novo Santé : 52 %
- Codjo Houngbo, cofondateur, directeur général : 23 %
- Nadège Adjovi, cofondatrice, directrice médicale : 18 %
- Fiacre Dossou, cofondateur, qui a quitté la société en juin 2023 : 7 %
Les actions de M. Dossou n'ont pas été rachetées : la clause de départ du pacte n'a jamais été mise en œuvre.

2. Registre des titres
Nous n'avons pas pu rapprocher ce tableau des documents sociaux. Les augmentations de capital de 2022 et de 2023 ne figurent pas au registre des mouvements de titres, et le nombre total d'actions diffère selon les sources (120 000 dans les statuts à jour, 134 500 dans le tableau de la société).

3. Contentieux
Par assignation du 18 novembre 2024, M. Dossou a attrait la société et le Fonds devant le Tribunal de commerce de Cotonou ; il conteste la dilution subie lors de l'augmentation de capital de 2023 et en demande l'annulation. L'affaire a été renvoyée au 6 mai 2025.

4. Recommandation
Subordonner tout investissement à l'établissement d'une table de capitalisation certifiée et à l'issue, ou au règlement amiable, de la procédure.`,
    present: ['investor-control', 'founder-departure', 'dead-equity', 'cap-table-complexity', 'litigation'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'prose', 'figures', 'indirect', 'time'],
  },

  // 26 — Deck d'amorçage, livraison du dernier kilomètre, Abidjan.
  // missing-financials PRESENT: no revenue or cost figure (deliveries, riders, merchants; the 14 000 FCFA basket is the merchants'
  //   buyers' spend, not the company's revenue; the raise and use-of-funds percentages are not costs).
  // no-competition ABSENT: competitors named.
  {
    id: 'h16-fr-w3-26',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `GBAKA GO — Livraison du dernier kilomètre à Abidjan
Deck d'amorçage, avril 2025

Le problème : à Abidjan, un colis e-commerce sur cinq n'est pas livré le jour promis.
Notre solution : un réseau de livreurs à moto, une application de suivi et l'encaissement à la livraison par mobile money.

Traction (mars 2025)
- 1 250 livreurs actifs à Cocody, Yopougon, Marcory et Abobo
- 46 000 livraisons par mois, dont 97 % réussies du premier coup
- 320 marchands en ligne clients ; panier moyen de leurs acheteurs : 14 000 FCFA

Concurrence : Yango Delivery, Glovo et des centaines de coursiers indépendants. Nous gagnons sur la fiabilité de l'encaissement.

Équipe : Mariam Touré (CEO, ancienne de Jumia) et Jean-Eudes Kouamé (COO, ancien transitaire au port d'Abidjan).

Nous levons 1,5 M€ : 50 % technologie, 30 % ouverture de Bouaké et Yamoussoukro, 20 % fonds de roulement.`,
    present: ['missing-financials'],
    absent: ['no-competition'],
    traits: ['list', 'prose', 'indirect'],
  },
];
