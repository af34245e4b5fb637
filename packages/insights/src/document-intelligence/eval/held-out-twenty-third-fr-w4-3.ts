/** Writer 4's texts of the twenty-third held-out set (held-out-twenty-third.ts), part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyThirdFrW4P3: readonly RedFlagCase[] = [
  // 15 — Fil d'e-mails transmis au conseil, crédit numérique, Abidjan (Côte d'Ivoire).
  // regulatory PRESENT (direct): la BCEAO interdit l'octroi de nouveaux prêts via l'application.
  // litigation PRESENT (indirect): assignation par l'ancien partenaire SFD, audience renvoyée au 5 juin.
  // cap-table-complexity PRESENT (split, indirect): registre et tableaux internes qui « ne collent pas », BSA-AIR manquants.
  // burn-above-revenue ABSENT: charges mars 33,9 M < revenus 41,2 M FCFA. declining-revenue ABSENT: 38,7 -> 41,2 M FCFA.
  // debt-distress ABSENT: les impayés (PAR 90 de 6,8 %) sont ceux des emprunteurs, pas de la société.
  // short-runway ABSENT: activité bénéficiaire en mars, pas de consommation de trésorerie ; trésorerie 388 M FCFA.
  {
    id: 'h23-fr-w4-15',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['split', 'prose', 'indirect', 'list'],
    present: ['regulatory', 'litigation', 'cap-table-complexity'],
    absent: ['burn-above-revenue', 'declining-revenue', 'debt-distress', 'short-runway'],
    text: `[Fil transmis aux administrateurs de Djoli Cash SAS le 18 avril 2025]

De : Koffi N'Guessan (CEO)
À : Conseil d'administration
Objet : point d'étape avril — à lire avant le CA du 25

Bonjour à tous,

1) Chiffres de mars
- Encours de crédit : 1,46 Md FCFA (12 400 emprunteurs actifs)
- Revenus d'intérêts et frais : 41,2 M FCFA (février : 38,7 M)
- Charges totales du mois : 33,9 M FCFA
- Portefeuille à risque à 90 jours (PAR 90) : 6,8 % — ce sont nos emprunteurs qui sont en retard, nos propres lignes bancaires sont à jour
- Trésorerie au 31/03 : 388 M FCFA

2) BCEAO
Suite à la mission d'inspection de janvier, la Banque centrale nous a notifié le 2 avril l'interdiction d'octroyer de nouveaux prêts via l'application tant que nos contrats avec l'établissement partenaire ne seront pas mis en conformité. Les remboursements et le recouvrement continuent normalement. Nous avons 60 jours pour présenter notre plan de mise en conformité.

3) Coopec Espoir
Notre ancien partenaire SFD nous a assignés devant le Tribunal de commerce d'Abidjan ; il réclame 212 M FCFA de commissions qu'il estime dues. Première audience le 10 avril, affaire renvoyée au 5 juin. Notre avocat conteste l'intégralité de la demande.

4) Levée
Le cabinet mandaté pour la due diligence n'arrive toujours pas à faire coller le registre des titres avec nos propres tableaux. Je reviens vers vous avec une version propre.

Koffi

---
De : Mariam Coulibaly (administratrice indépendante)
À : Koffi N'Guessan ; Conseil
Objet : RE : point d'étape avril

Koffi, sur le point 4, soyons précis pour le CA : les BSA-AIR signés avec les cinq business angels en 2022 n'apparaissent nulle part dans le registre, et nous avons deux versions différentes du nombre d'actions émises lors de l'augmentation de capital de 2023 (1 250 000 dans le PV, 1 310 000 dans le tableau Excel). Tant que la table de capitalisation n'est pas réconciliée, aucun investisseur ne signera.
Mariam`,
  },

  // 16 — Lettre de mise en demeure d'une banque, énergie solaire, Dakar (Sénégal).
  // debt-distress PRESENT (direct/figures): trois échéances de 11 250 000 FCFA impayées = 33 750 000 FCFA ;
  //   manquement à l'obligation contractuelle de remise des comptes certifiés (covenant d'information).
  // audit-opinion PRESENT (indirect): les états financiers 2024 transmis ne sont pas certifiés, le CAC n'a pas émis son opinion.
  // litigation ABSENT (modality): la saisine du tribunal n'est qu'envisagée « à défaut » de régularisation.
  {
    id: 'h23-fr-w4-16',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'figures', 'modality', 'indirect'],
    present: ['debt-distress', 'audit-opinion'],
    absent: ['litigation'],
    text: `BANQUE DE L'ENTREPRISE DU SAHEL (BES)
Direction des engagements — Place de l'Indépendance, Dakar

Dakar, le 6 mai 2025

LETTRE RECOMMANDÉE AVEC ACCUSÉ DE RÉCEPTION
Monsieur le Directeur général
Jokko Énergie SAS
Sacré-Cœur 3, Dakar

Objet : Mise en demeure — Prêt à moyen terme n° PMT/2023/0417 de 450 000 000 FCFA

Monsieur le Directeur général,

Nous constatons que les échéances mensuelles de 11 250 000 FCFA exigibles les 5 février, 5 mars et 5 avril 2025 au titre du prêt visé en objet demeurent impayées à ce jour, soit un montant échu de 33 750 000 FCFA en principal et intérêts, auquel s'ajoutent des intérêts de retard de 1 012 500 FCFA arrêtés au 5 mai 2025.

Par ailleurs, l'article 9.2 de la convention de crédit du 14 juillet 2023 vous oblige à nous remettre, au plus tard le 30 avril de chaque année, vos états financiers de l'exercice écoulé certifiés par votre commissaire aux comptes. Les états financiers 2024 que vous nous avez transmis le 28 avril 2025 ne sont accompagnés d'aucun rapport : selon votre propre courrier, le commissaire aux comptes n'a pas encore émis son opinion. Ce manquement constitue un cas d'exigibilité anticipée au sens de l'article 12.1 (c).

En conséquence, nous vous mettons en demeure, dans un délai de quinze (15) jours à compter de la réception de la présente :
- de régler la somme de 34 762 500 FCFA ;
- de nous communiquer vos états financiers 2024 certifiés, ou à défaut un calendrier ferme de certification.

À défaut, nous nous réservons le droit de prononcer la déchéance du terme, de réaliser le nantissement du matériel financé et de saisir le Tribunal de commerce hors classe de Dakar pour le recouvrement de l'intégralité de notre créance.

Nous restons néanmoins disposés à examiner toute proposition de rééchelonnement sérieuse qui nous parviendrait dans ce délai.

Veuillez agréer, Monsieur le Directeur général, l'expression de nos salutations distinguées.

Le Directeur des engagements`,
  },

  // 17 — Pitch deck, livraison du dernier kilomètre, Abidjan (Côte d'Ivoire). CLEAN but tempting.
  // unit-economics ABSENT (figures consistent): 1 500 − 900 − 350 = 250 FCFA ; 250 / 1 500 = 16,7 % ;
  //   CA 1,92 M€ × 655,957 = 1 259 M FCFA ; 1 259 M / 1 500 = 839 000 livraisons (« 840 000 ») ;
  //   contribution 840 000 × 250 = 210 M FCFA = 320 k€ ; résultat net +46 k€ laisse 274 k€ de frais fixes.
  // low-founder-ownership ABSENT: fondateurs actifs 22 + 19 = 41 % (>= 40 %). investor-control ABSENT: Akwaba Ventures 49 % (< 50 %).
  // no-competition ABSENT: concurrents nommés. high-churn ABSENT: attrition 3,9 %/mois (< 5 %).
  // unrealistic-growth ABSENT: 3,4 / 1,92 = 1,77× ; 5,8 / 3,4 = 1,71×. burn-above-revenue ABSENT: résultat net positif.
  {
    id: 'h23-fr-w4-17',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['table', 'list', 'figures', 'negation'],
    present: [],
    absent: ['unit-economics', 'low-founder-ownership', 'investor-control', 'no-competition', 'high-churn', 'unrealistic-growth'],
    text: `KOUKA — La livraison B2B du dernier kilomètre à Abidjan
Série A · mai 2025

1 / Le problème
Les e-commerçants et restaurants d'Abidjan perdent jusqu'à 15 % de leurs commandes faute de livreurs fiables : retards, colis perdus, paiement à la livraison mal reversé.

2 / Notre service
Flotte de 620 coursiers à moto, application marchand, encaissement à la livraison reversé sous 24 h sur Wave ou MTN MoMo.

3 / Traction
• CA 2024 : 1,92 M€ (1 259 M FCFA), contre 1,12 M€ en 2023 (+71 %)
• 840 000 livraisons en 2024
• Résultat net 2024 : +46 k€ (2023 : +12 k€) — comptes certifiés sans réserve
• 1 340 marchands actifs ; attrition mensuelle : 3,9 %

4 / Unit economics par livraison
Prix moyen facturé au marchand ...... 1 500 FCFA
Rémunération du coursier ...........   900 FCFA
Carburant, assurance, frais de paiement   350 FCFA
Contribution .......................   250 FCFA, soit 16,7 % du prix

5 / Concurrence
Nous ne sommes pas seuls : Yango Delivery, Glovo, et des centaines de livreurs indépendants recrutés via WhatsApp. Notre différence : la fiabilité de l'encaissement et un tarif B2B dégressif.

6 / Capital avant la Série A

Actionnaire                                          | %
Didier Ahoua (cofondateur, CEO)                      | 22
Nadia Cissé (cofondatrice, COO)                      | 19
Akwaba Ventures                                      | 49
Business angels                                      | 4
Pool salariés                                        | 6
Total                                                | 100

7 / Trajectoire
CA 2025 : 3,4 M€ · CA 2026 : 5,8 M€ · ouverture de Bouaké et Yamoussoukro en 2026

8 / La levée
3 M€ : électrification de 300 motos, entrepôt de tri à Yopougon, équipe produit`,
  },
];
