/** Writer 6's texts of the twentieth held-out set (held-out-twentieth.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethFrW6P2: readonly RedFlagCase[] = [
  // 09 — Business plan with projection table, subscription telemedicine, Tchad.
  // burn-above-revenue PRESENT (table, figures): monthly costs 48,0 M FCFA above monthly revenue 31,0 M FCFA.
  // unit-economics PRESENT (figures): stated CAC 4 500 FCFA, but 27 M FCFA spent for 1 500 new subscribers = 18 000 FCFA each (4×);
  //   stated 18-month lifetime contradicted by 48 % retention after 12 months.
  // high-churn PRESENT (figures): 12-month retention of the January 2024 cohort 48 % (< 55 %).
  // unrealistic-growth ABSENT (figures): 372 → 520 → 980 → 1 750 M = 1,4×, 1,9×, 1,8× a year; 4,7× over three years (< 27×).
  // short-runway ABSENT (figures): cash 210 M / net burn (48 − 31 = 17 M a month) = 12,4 months (≥ 9).
  // customer-concentration ABSENT (negation): 32 employer contracts, none above 8 % of revenue.
  {
    id: 'h20-fr-w6-09',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'list', 'figures', 'split', 'negation'],
    present: ['burn-above-revenue', 'unit-economics', 'high-churn'],
    absent: ['unrealistic-growth', 'short-runway', 'customer-concentration'],
    text: `PLAN D'AFFAIRES 2025-2027 — SANTÉPLUS TCHAD
Téléconsultation médicale par abonnement — N'Djamena

1. Résumé
SantéPlus donne accès, pour 3 000 FCFA par mois, à un médecin par téléphone 24 h/24, à la livraison de médicaments et à un réseau de cinq cliniques partenaires. Nous servons aussi 32 employeurs qui abonnent leurs salariés ; aucun d'entre eux ne dépasse 8 % du chiffre d'affaires.

2. Situation actuelle (moyenne mensuelle 2024, en M FCFA)
| Poste                                          | M FCFA / mois |
| Abonnements individuels (3 200 abonnés)        | 9,6           |
| Contrats entreprises                           | 21,4          |
| Chiffre d'affaires                             | 31,0          |
| Médecins et infirmiers                         | 24,0          |
| Plateforme, télécoms, hébergement              | 8,5           |
| Marketing et commissions d'agents              | 2,25          |
| Structure (loyer, administration)              | 13,25         |
| Total des charges                              | 48,0          |
Trésorerie au 31 décembre 2024 : 210 M FCFA.

3. Économie unitaire (abonnés individuels)
- Coût d'acquisition client (CAC) : 4 500 FCFA
- Revenu moyen : 3 000 FCFA par mois, durée de vie moyenne de 18 mois, soit une valeur vie client (LTV) de 54 000 FCFA
- Ratio LTV/CAC : 12

4. Acquisition et fidélisation
Nos agents de terrain recrutent les abonnés dans les marchés et les gares routières. Sur l'année 2024, nous avons consacré 27 M FCFA au marketing et aux commissions d'agents, ce qui nous a permis de recruter 1 500 nouveaux abonnés individuels. Sur la cohorte de janvier 2024, 48 % des abonnés étaient encore actifs en janvier 2025 ; nous lancerons en 2025 une offre familiale pour améliorer ce taux.

5. Projections (en M FCFA)
|                    | 2024 (réel) | 2025  | 2026  | 2027  |
| Chiffre d'affaires | 372         | 520   | 980   | 1 750 |
| Charges            | 576         | 640   | 930   | 1 420 |
| Résultat           | (204)       | (120) | 50    | 330   |
L'équilibre est attendu en 2026 grâce aux contrats entreprises, dont le nombre doit passer de 32 à 90.

6. Besoin de financement
Nous recherchons 400 M FCFA (environ 610 000 EUR) pour ouvrir Moundou et Abéché et renforcer l'équipe médicale.`,
  },
  // 10 — Pitch deck (slides), last-mile delivery for shops and e-commerce, Centrafrique.
  // customer-concentration ABSENT (time, figures): largest customer 27 % of 2024 revenue (< 30 %); the 41 % was in 2022.
  // no-competition ABSENT: competitors are named (informal moto couriers, Centrafrique Colis, in-house fleets).
  // unrealistic-growth ABSENT (figures): 395 → 720 → 1 250 → 2 100 M = 1,8×, 1,7×, 1,7× a year (< 4×; 5,3× over three years < 27×).
  // low-founder-ownership ABSENT (figures): founders 34 + 24 = 58 % (≥ 40 %).
  // investor-control ABSENT (figures): largest investor 25 % (< 50 %).
  // gross-margin ABSENT (figures): 34 % → 35 %, up.
  // burn-above-revenue ABSENT: net profit of 14 M FCFA in 2024.
  {
    id: 'h20-fr-w6-10',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['table', 'list', 'figures', 'time'],
    present: [],
    absent: ['customer-concentration', 'no-competition', 'unrealistic-growth', 'low-founder-ownership', 'investor-control', 'gross-margin', 'burn-above-revenue'],
    text: `KODRO EXPRESS — Série A — Bangui, mars 2025

1. Le problème
À Bangui, livrer un colis du centre-ville à Bimbo ou au PK 12 prend souvent une journée entière. Les commerçants n'ont ni suivi ni preuve de livraison, et le paiement à la livraison se perd en route.

2. Notre solution
- 140 livreurs à moto équipés de l'application Kodro
- Suivi en temps réel pour l'expéditeur et le destinataire
- Encaissement à la livraison reversé sous 24 h par Orange Money
- Deux entrepôts relais, à Bimbo et au PK 12

3. Traction
Année | Livraisons | Chiffre d'affaires | Marge brute
2022  | 41 000     | 96 M FCFA          | 31 %
2023  | 88 000     | 210 M FCFA         | 34 %
2024  | 161 000    | 395 M FCFA         | 35 %
Résultat net 2024 : +14 M FCFA, notre premier exercice bénéficiaire.

4. Clients
Plus de 600 commerçants, pharmacies et boutiques en ligne. Notre premier client, une chaîne de supermarchés de Bangui, représentait 41 % de notre chiffre d'affaires en 2022 ; il n'en représente plus que 27 % en 2024.

5. Concurrence
- Les coursiers informels à moto : bon marché, mais sans suivi ni garantie
- Centrafrique Colis : présent sur les envois interurbains, peu actif en ville
- Les flottes internes de deux grandes enseignes
Notre avantage : le suivi, la rapidité de reversement et le coût par livraison le plus bas du marché.

6. Projections (M FCFA)
       | 2025 | 2026  | 2027
CA     | 720  | 1 250 | 2 100
Hypothèses : ouverture de Berbérati et de Bambari en 2026, offre entreprises pour les ONG.

7. Capital actuel
Rodrigue Sélembi (CEO, cofondateur) : 34 %
Nadège Kossi (COO, cofondatrice) : 24 %
Business angels de la diaspora : 17 %
Sangha Ventures : 25 %

8. La levée
Nous recherchons 1,5 M USD (environ 900 M FCFA) pour deux nouvelles villes, 200 motos électriques et le renforcement de notre plateforme.`,
  },
  // 11 — Pitch deck (slides) with no revenue or cost figure, intercity bus ticketing app, Tchad.
  // missing-financials PRESENT: no revenue and no cost figure anywhere (downloads, tickets, market size, raise only).
  // regulatory PRESENT (modality): stated uncertainty — the CEMAC rules for payment aggregators are "pas encore clarifié";
  //   the company "pourrait devoir" obtain a payment-institution approval.
  // pending-licence ABSENT: no application has been filed ("Nous n'avons déposé aucune demande").
  // no-competition ABSENT: competitors are named (ticket counters, touts, BusCam).
  {
    id: 'h20-fr-w6-11',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'modality', 'negation', 'prose'],
    present: ['missing-financials', 'regulatory'],
    absent: ['pending-licence', 'no-competition'],
    text: `YALLA BILLET — Le billet de bus dans votre téléphone
Présentation investisseurs — N'Djamena, 2025

Diapo 1 — Le problème
Pour voyager de N'Djamena à Moundou ou à Abéché, il faut se rendre à la gare routière la veille, faire la queue et payer en espèces. Les rabatteurs revendent les places et les compagnies ne savent jamais combien de passagers elles transporteront.

Diapo 2 — La solution
- Réservation par application Android et par code USSD pour les téléphones simples
- Paiement par Airtel Money et Moov Money
- Billet avec code QR contrôlé à l'embarquement
- Tableau de bord de remplissage pour les compagnies

Diapo 3 — Traction
- 12 000 téléchargements depuis le lancement en septembre 2024
- 4 compagnies partenaires sur les axes N'Djamena–Moundou et N'Djamena–Abéché
- 38 000 billets émis
- Note moyenne de 4,6 sur 5 sur le Play Store

Diapo 4 — Modèle économique
Une commission sur chaque billet vendu, payée par la compagnie, et un abonnement au logiciel de gestion de flotte pour les compagnies qui le souhaitent.

Diapo 5 — Marché
Plus de deux millions de voyages interurbains par an au Tchad selon nos estimations, avec une forte saisonnalité autour des fêtes et des examens.

Diapo 6 — Concurrence
- La vente au guichet et les rabatteurs, largement majoritaires
- BusCam, plateforme camerounaise qui envisage une ouverture au Tchad
- Les agences des opérateurs mobiles, qui vendent quelques billets en agence
Notre différence : le code USSD et l'intégration directe avec les compagnies.

Diapo 7 — Réglementation
Le cadre applicable aux agrégateurs de paiement dans la zone CEMAC n'est pas encore clarifié. Selon l'interprétation que retiendra la BEAC, nous pourrions devoir obtenir un agrément d'établissement de paiement ou nous adosser à une banque partenaire. Nous n'avons déposé aucune demande à ce stade, dans l'attente d'une clarification.

Diapo 8 — Équipe
Mahamat Ahmat (CEO, ancien responsable commercial d'un opérateur mobile) et Ruth Ngarlejy (CTO, développeuse formée à Yaoundé).

Diapo 9 — La levée
Nous levons 300 M FCFA (environ 457 000 EUR) pour étendre le service à dix axes et recruter une équipe commerciale.`,
  },
  // 12 — Audited financial statements (auditor's report, income statement, notes), solar mini-grid operator, Centrafrique.
  // audit-opinion PRESENT: qualified opinion ("opinion avec réserve") — the auditor could not attend the stock count.
  // going-concern PRESENT: the auditor reports a "incertitude significative" on the ability to continue as a going concern.
  // non-recurring-revenue PRESENT (split: table + note): the 46,0 M FCFA one-off, non-renewable grant is inside "Revenus récurrents" 171,2 M.
  // burn-above-revenue PRESENT (figures): net loss of 63,4 M FCFA in 2024 (costs 237,7 M above income 174,3 M).
  // declining-revenue ABSENT (figures): total income 121,1 → 174,3 M; even without the grant, recurring revenue 171,2 − 46,0 = 125,2 > 118,4 M.
  // debt-distress ABSENT (negation): loan instalments paid on time, "n'est pas en défaut".
  {
    id: 'h20-fr-w6-12',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'split', 'figures', 'indirect', 'negation'],
    present: ['audit-opinion', 'going-concern', 'non-recurring-revenue', 'burn-above-revenue'],
    absent: ['declining-revenue', 'debt-distress'],
    text: `ÉNERGIE LOBAYE SA — Mbaïki (République centrafricaine)
États financiers de l'exercice clos le 31 décembre 2024

RAPPORT DU COMMISSAIRE AUX COMPTES (extraits)
Opinion avec réserve
Nous n'avons pas été en mesure d'assister à l'inventaire physique des stocks de compteurs et de pièces détachées au 31 décembre 2024, comptabilisés pour 38,5 M FCFA, ni de vérifier ces quantités par d'autres procédures. Sous cette réserve, nous estimons que les états financiers sont, dans tous leurs aspects significatifs, réguliers et sincères.
Incertitude significative liée à la continuité d'exploitation
Nous attirons votre attention sur la note 2 : la société a subi une perte nette de 63,4 M FCFA en 2024, ses capitaux propres sont devenus inférieurs à la moitié du capital social et le financement de l'exercice 2025 dépend d'un apport en fonds propres non encore signé. Ces éléments indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

COMPTE DE RÉSULTAT (en millions de FCFA)
                                                   2024       2023
Revenus récurrents (abonnements et kWh vendus)    171,2      118,4
Autres produits                                     3,1        2,7
Total des produits                                174,3      121,1
Charges d'exploitation (gazole, maintenance,
personnel)                                       (189,6)    (151,0)
Dotations aux amortissements                      (41,8)     (37,5)
Charges financières                                (6,3)      (5,9)
Résultat net                                      (63,4)     (73,3)

Note 2 — Continuité d'exploitation
Le conseil d'administration a arrêté les comptes selon le principe de continuité d'exploitation, en considérant que l'augmentation de capital de 300 M FCFA en cours de négociation avec deux investisseurs sera réalisée au premier semestre 2025.

Note 3 — Revenus
La société fournit de l'électricité à 2 300 ménages et commerces de Mbaïki par un mini-réseau hybride solaire-gazole, facturée par abonnement mensuel et au kWh via compteurs prépayés. Les revenus récurrents de l'exercice 2024 comprennent une subvention d'exploitation de 46,0 M FCFA versée en une seule fois en juin 2024 par un programme régional d'accès à l'énergie, au titre du raccordement de 900 nouveaux ménages. Cette subvention n'est pas renouvelable.

Note 7 — Emprunts
Le prêt concessionnel de 400 000 USD (environ 240 M FCFA) accordé en 2022 est remboursé selon l'échéancier ; toutes les échéances de 2024 ont été réglées à bonne date et la société n'est pas en défaut au regard du contrat de prêt.`,
  },
  // 13 — Board minutes (procès-verbal du conseil d'administration), rice mill, Tchad.
  // litigation ABSENT (time): the dispute was decided by the Court of Appeal on 12 March 2025, no appeal filed, closed;
  //   a grower "pourrait" sue — possible future dispute only, no summons received.
  // debt-distress ABSENT (negation, figures): all instalments paid, "n'est en défaut"; net debt / EBITDA 2,8 under the 3,0 covenant.
  // founder-departure ABSENT (negation): the co-founder confirmed he stays; contract renewed three years.
  // regulatory ABSENT: the ministry's inspection was closed "sans observation ni sanction".
  // related-party ABSENT (negation): each director declared no interest in the transport contractor.
  // audit-opinion ABSENT: accounts certified without qualification.
  // declining-revenue, gross-margin ABSENT (figures): revenue 943 → 1 064 M; gross margin 23,4 % → 22,1 %, down 1,3 points (< 5).
  // customer-concentration ABSENT (figures): largest customer 19 % of revenue.
  {
    id: 'h20-fr-w6-13',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'negation', 'time', 'modality', 'figures'],
    present: [],
    absent: ['litigation', 'debt-distress', 'founder-departure', 'regulatory', 'related-party', 'audit-opinion', 'declining-revenue', 'gross-margin', 'customer-concentration'],
    text: `RIZERIE DU LOGONE SA
Société anonyme au capital de 400 000 000 FCFA — Siège : route de Kélo, Bongor (Tchad)

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 24 AVRIL 2025

Sont présents ou représentés les six administrateurs. Le conseil, présidé par Mme Mariam Youssouf, peut valablement délibérer.

1. Comptes de l'exercice 2024
Le commissaire aux comptes a certifié les comptes de l'exercice 2024 sans réserve le 15 avril 2025. Le chiffre d'affaires s'établit à 1 064 M FCFA contre 943 M FCFA en 2023, et le résultat net à 58 M FCFA. Le taux de marge brute passe de 23,4 % à 22,1 %, sous l'effet de la hausse du prix du paddy. Le premier client, un grossiste de N'Djamena, représente 19 % du chiffre d'affaires. Le conseil arrête les comptes et propose leur approbation à l'assemblée générale.

2. Financement
Le directeur financier confirme que toutes les échéances du prêt d'équipement de 600 M FCFA ont été réglées à leur date en 2024 et au premier trimestre 2025 ; la société n'est en défaut sur aucune de ses obligations. Au 31 décembre 2024, le ratio dette nette sur EBITDA s'établit à 2,8, pour un plafond contractuel de 3,0.

3. Contentieux
Le litige qui opposait la société à l'ancien fournisseur de décortiqueuses a été tranché en faveur de la société par arrêt de la cour d'appel de N'Djamena du 12 mars 2025 ; aucun pourvoi n'ayant été formé dans le délai, le dossier est définitivement clos. Un riziculteur de Laï a indiqué qu'il pourrait contester le prix d'achat de sa récolte ; aucune assignation n'a été reçue.

4. Contrôles administratifs
Le contrôle de conformité des emballages mené par les services du ministère du Commerce en février a été clos sans observation ni sanction.

5. Direction générale
M. Ali Goukouni, cofondateur et directeur des opérations, dont un départ avait été évoqué dans la presse locale, a confirmé au conseil qu'il conserve ses fonctions. Le conseil approuve le renouvellement de son contrat pour trois ans.

6. Conventions
Le conseil autorise la signature d'un contrat de transport du paddy avec Logone Transit SARL, après que chaque administrateur a déclaré n'avoir aucun intérêt direct ou indirect dans cette société.

L'ordre du jour étant épuisé, la séance est levée à 12 h 15.`,
  },
];
