/** Writer 6's texts of the twentieth held-out set (held-out-twentieth.ts), part 1 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethFrW6P1: readonly RedFlagCase[] = [
  // 01 — Pitch deck (slides), gum arabic collection and export, Tchad.
  // customer-concentration PRESENT (indirect, figures): Al-Nour Trading took 118 M of 178 M FCFA sales in 2024 = 66 %.
  // unrealistic-growth PRESENT (table, figures): 2025 projection 760 / 2024 actual 178 = 4.3× in one year (≥ 4×).
  // no-competition PRESENT: "Concurrence : aucune ... nous sommes seuls sur ce créneau".
  // pending-licence ABSENT: the export approval was granted in November 2023 (not pending).
  // declining-revenue ABSENT: revenue rises 64 → 112 → 178 M FCFA.
  {
    id: 'h20-fr-w6-01',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['table', 'list', 'indirect', 'figures'],
    present: ['customer-concentration', 'unrealistic-growth', 'no-competition'],
    absent: ['pending-licence', 'declining-revenue'],
    text: `SAHELGOMME — Présentation investisseurs — Levée d'amorçage 2025

Diapo 1 — Le problème
Le Tchad est l'un des premiers producteurs mondiaux de gomme arabique, mais les cueilleurs du Salamat et du Guéra vendent leur récolte à des intermédiaires qui paient jusqu'à 40 % sous le prix FOB. La gomme n'est ni triée ni tracée, et les acheteurs européens la déclassent.

Diapo 2 — Notre solution
- Centres de collecte à Am Timan, Mongo et Abéché, avec balances connectées
- Paiement immédiat des cueilleurs par Airtel Money et Moov Money
- Tri, nettoyage et conditionnement en sacs de 50 kg dans notre atelier de N'Djamena
- Traçabilité par lot, exigée par les importateurs de l'Union européenne

Diapo 3 — Traction
| Année | Tonnes vendues | Chiffre d'affaires |
| 2022  | 95 t           | 64 M FCFA          |
| 2023  | 160 t          | 112 M FCFA         |
| 2024  | 245 t          | 178 M FCFA         |
Notre partenaire historique, la maison de négoce Al-Nour Trading, a enlevé à elle seule 118 M FCFA de marchandise en 2024 et nous a déjà renouvelé sa confiance pour la campagne 2025.

Diapo 4 — Marché et concurrence
Marché export tchadien de la gomme arabique : environ 60 milliards FCFA par an.
Concurrence : aucune. Aucun autre acteur ne propose aujourd'hui la collecte tracée avec paiement mobile au Tchad ; nous sommes seuls sur ce créneau.

Diapo 5 — Conformité
Agrément d'exportateur délivré par le Ministère du Commerce en novembre 2023. Certificat phytosanitaire obtenu pour chaque lot expédié depuis.

Diapo 6 — Projections
|                    | 2024 (réel) | 2025  | 2026  |
| CA (M FCFA)        | 178         | 760   | 2 100 |
| Centres de collecte| 3           | 9     | 15    |
Hypothèses : ouverture de six nouveaux centres en 2025 et signature d'un contrat cadre avec deux importateurs français.

Diapo 7 — La levée
Nous recherchons 350 M FCFA (environ 535 000 EUR) : 45 % pour les nouveaux centres, 30 % pour le fonds de roulement de campagne, 25 % pour l'équipe commerciale export.

Diapo 8 — L'équipe
Achta Mahamat (CEO, 8 ans dans le négoce agricole) et Idriss Abakar (COO, ancien chef de zone d'une ONG de sécurité alimentaire).`,
  },
  // 02 — Audited financial statements (extract with notes), pharmaceutical wholesale, Centrafrique.
  // audit-opinion ABSENT: the auditor gives an unqualified opinion ("sans réserve").
  // gross-margin ABSENT (figures): 31,5 % → 29,8 % = down 1,7 points only (< 5); gross margin positive.
  // customer-concentration ABSENT (negation, figures): no customer above 12 %; five largest together 28,4 % (< 30 %).
  // litigation ABSENT (time): the customs dispute was settled in March 2024, no proceedings open.
  // debt-distress ABSENT (negation): instalments paid on time, covenant respected.
  // pending-licence ABSENT: wholesale licence renewed in January 2024.
  // burn-above-revenue ABSENT (figures): net profit 45,9 M; costs below revenue 1 412,0 M.
  {
    id: 'h20-fr-w6-02',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'negation', 'time', 'figures'],
    present: [],
    absent: ['audit-opinion', 'gross-margin', 'customer-concentration', 'litigation', 'debt-distress', 'pending-licence', 'burn-above-revenue'],
    text: `PHARMADIS OUBANGUI SA — Bangui
États financiers de l'exercice clos le 31 décembre 2024 (extraits)

Rapport du commissaire aux comptes
Nous avons effectué l'audit des états financiers de la société, établis conformément au référentiel SYSCOHADA révisé. À notre avis, ces états financiers sont réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice ainsi que de la situation financière et du patrimoine de la société. Nous certifions ces comptes sans réserve.

Compte de résultat (en millions de FCFA)
| Poste                               | 2024     | 2023     |
| Chiffre d'affaires                  | 1 412,0  | 1 284,5  |
| Coût des marchandises vendues       | (991,2)  | (879,9)  |
| Marge brute                         | 420,8    | 404,6    |
| Taux de marge brute                 | 29,8 %   | 31,5 %   |
| Charges de personnel                | (142,3)  | (131,0)  |
| Autres charges d'exploitation       | (168,9)  | (160,2)  |
| Dotations aux amortissements        | (31,4)   | (29,8)   |
| Résultat d'exploitation             | 78,2     | 83,6     |
| Charges financières                 | (12,6)   | (15,1)   |
| Impôt sur les sociétés              | (19,7)   | (20,4)   |
| Résultat net                        | 45,9     | 48,1     |

Note 4 — Clients
La clientèle se compose de pharmacies d'officine, de formations sanitaires confessionnelles et de programmes financés par des bailleurs. Aucun client ne représente plus de 12 % du chiffre d'affaires ; le premier client pèse 11,6 % et les cinq premiers ensemble 28,4 %.

Note 9 — Emprunts
L'emprunt bancaire de 180 M FCFA contracté en 2022 est remboursé selon l'échéancier contractuel. Aucune échéance impayée n'est à signaler au 31 décembre 2024 et le ratio d'endettement prévu au contrat est respecté.

Note 12 — Litiges
Le litige douanier portant sur le classement tarifaire de certains dispositifs médicaux a été clos par une transaction signée en mars 2024 ; la somme de 6,2 M FCFA a été payée et comptabilisée en charges. Aucune procédure n'est en cours à la date d'arrêté des comptes.

Note 13 — Autorisations
La licence d'établissement pharmaceutique de distribution en gros a été renouvelée par arrêté du Ministère de la Santé en janvier 2024, pour une durée de cinq ans.`,
  },
  // 03 — Board minutes (procès-verbal du conseil d'administration), solar PAYG kits, Tchad.
  // founder-departure PRESENT: co-founder and CTO resigned, effective 31 December 2024.
  // short-runway PRESENT (figures, quarter): Q3 net burn 75 − 33 = 42 M / 3 = 14 M a month; cash 96 M / 14 = 6,9 months (< 9).
  // debt-distress PRESENT: June and September instalments unpaid, arrears 17 M FCFA.
  // burn-above-revenue PRESENT (figures): Q3 costs paid 75 M FCFA above Q3 revenue 33 M FCFA.
  // dead-equity ABSENT: the departing founder's 12 % were sold back to the company, signed and paid at the meeting.
  // litigation ABSENT (modality): the bank "pourrait saisir le tribunal" — a possible future dispute only.
  {
    id: 'h20-fr-w6-03',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'list', 'figures', 'time', 'modality'],
    present: ['founder-departure', 'short-runway', 'debt-distress', 'burn-above-revenue'],
    absent: ['dead-equity', 'litigation'],
    text: `SOLEIL DU CHARI SA
Société anonyme au capital de 150 000 000 FCFA — Siège : quartier Moursal, N'Djamena

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 14 OCTOBRE 2024

Présents : M. Hassan Djibrine (Président), Mme Fatimé Oumar (administratrice, directrice générale), M. Brahim Mahamat Saleh (administrateur), M. Olivier Gauthier (administrateur représentant le fonds Sahel Impact). Le quorum étant atteint, le conseil peut valablement délibérer.

1. Démission du directeur technique
M. Brahim Mahamat Saleh, cofondateur et directeur technique, a remis au Président sa lettre de démission de ses fonctions opérationnelles, avec effet au 31 décembre 2024. Le conseil en prend acte. Conformément à l'article 14 du pacte d'actionnaires, l'acte de cession à la société de ses actions, représentant 12 % du capital, a été signé en séance et le prix a été payé ce jour.

2. Situation financière au 30 septembre 2024
La directrice générale présente les chiffres du troisième trimestre :
- chiffre d'affaires du trimestre (ventes de kits et redevances) : 33 M FCFA ;
- charges décaissées du trimestre : 75 M FCFA ;
- trésorerie disponible après paiement du rachat visé au point 1 : 96 M FCFA.
Aucune levée de fonds n'est signée à ce jour ; les discussions avec deux fonds se poursuivent.

3. Emprunt auprès de la Banque Sahélienne de Crédit
Les échéances du 30 juin et du 30 septembre, de 8,5 M FCFA chacune, n'ont pas été réglées ; les arriérés s'élèvent à 17 M FCFA hors intérêts de retard. La banque a adressé une mise en demeure le 7 octobre et a indiqué qu'elle pourrait saisir le tribunal de commerce de N'Djamena si aucun accord de rééchelonnement n'est trouvé d'ici fin novembre.

4. Résolutions
Première résolution : le conseil donne mandat à la directrice générale pour négocier un rééchelonnement de l'emprunt. Adoptée à l'unanimité.
Deuxième résolution : le conseil autorise le recrutement d'un directeur technique par intérim à compter du 1er janvier 2025. Adoptée à l'unanimité.

L'ordre du jour étant épuisé, la séance est levée à 17 h 40.
Le Président — L'administrateur`,
  },
  // 04 — Shareholder agreement (pacte d'associés, extract with cap-table annex), mobile payments, Centrafrique.
  // investor-control PRESENT (table, figures): Lobaye Capital Partners holds 52 000 / 100 000 shares = 52 % (≥ 50 %).
  // low-founder-ownership PRESENT (figures): active founders Yakété 18 % + Ndakala 14 % = 32 % (< 40 %).
  // dead-equity PRESENT: former employee Mbaïkoua left in 2022 and still holds 9 %; the buy-back promise was never exercised.
  // cap-table-complexity PRESENT: the table "n'a pas été rapproché" of the share register; 1 250 shares unexplained.
  // founder-departure ABSENT: the person who left was an employee (developer), not a founder or an executive; both founders remain.
  {
    id: 'h20-fr-w6-04',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'figures', 'split', 'indirect'],
    present: ['investor-control', 'low-founder-ownership', 'dead-equity', 'cap-table-complexity'],
    absent: ['founder-departure'],
    text: `PACTE D'ASSOCIÉS — KWA PAY SAS
Société par actions simplifiée de droit OHADA au capital de 10 000 000 FCFA — Siège : avenue Boganda, Bangui (République centrafricaine)

ENTRE LES SOUSSIGNÉS
Lobaye Capital Partners, fonds d'investissement, représenté par M. Jean-Luc Ferrand (ci-après « l'Investisseur ») ;
Mme Grâce Yakété, présidente de la société (ci-après « la Fondatrice ») ;
M. Serge Ndakala, directeur technique (ci-après « le Fondateur ») ;
M. Thierry Mbaïkoua, associé ;
ci-après ensemble « les Associés ».

Article 2 — Répartition du capital
À la date de signature du présent pacte, le capital est réparti comme indiqué en Annexe 1. Les Fondateurs exercent leurs fonctions à temps plein au sein de la société.

Article 7 — Gouvernance
Le comité stratégique comprend cinq membres, dont trois désignés par l'Investisseur. Les décisions importantes listées à l'Annexe 3 sont prises à la majorité simple du comité.

Article 11 — Départ d'un associé salarié
Tout associé dont le contrat de travail prend fin consent à la société une promesse de cession de ses actions à leur valeur nominale. M. Thierry Mbaïkoua, premier développeur salarié de la société, a quitté celle-ci en août 2022. La promesse prévue au présent article n'a pas été exercée dans le délai et M. Mbaïkoua conserve l'intégralité de ses actions, sans fonction ni contrat dans la société.

Article 15 — Déclarations
Les Associés reconnaissent que le tableau figurant en Annexe 1 n'a pas été rapproché du registre des mouvements de titres. Un écart de 1 250 actions subsiste entre ce registre et les procès-verbaux d'augmentation de capital de 2021, lié à des bons de souscription émis au profit de business angels dont le nombre exact reste à confirmer. Les Associés s'engagent à procéder à cette régularisation dans les six mois.

ANNEXE 1 — Tableau de capitalisation (avant régularisation)
Actionnaire                     | Qualité                      | Actions  | % du capital
Lobaye Capital Partners         | Investisseur                 | 52 000   | 52,0 %
Grâce Yakété                    | Fondatrice, présidente       | 18 000   | 18,0 %
Serge Ndakala                   | Fondateur, directeur technique| 14 000  | 14,0 %
Thierry Mbaïkoua                | Ancien salarié               | 9 000    | 9,0 %
Réserve d'options salariés      | Non attribuée                | 7 000    | 7,0 %
Total                           |                              | 100 000  | 100,0 %

Fait à Bangui, le 18 novembre 2024, en cinq exemplaires originaux.`,
  },
  // 05 — Term sheet (lettre d'intention, seed round), digital freight brokerage, Tchad.
  // investor-control ABSENT (figures): the fund will hold 450 / (1 600 + 450) = 22 % post-money (< 50 %).
  // low-founder-ownership ABSENT (figures): three active founders 30,4 + 24,2 + 7,4 = 62,0 % post-money (≥ 40 %).
  // founder-departure ABSENT (modality): the leaver clause only says what happens "si un Fondateur cesse ses fonctions".
  // litigation ABSENT (time): the 2023 claim ended by a final withdrawal in February 2024; no dispute pending.
  // cap-table-complexity ABSENT (negation): the table was reconciled with the share register on 15 March 2025.
  // pending-licence ABSENT: the freight-forwarder licence was granted in 2023.
  {
    id: 'h20-fr-w6-05',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'table', 'negation', 'modality', 'time'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'founder-departure', 'litigation', 'cap-table-complexity', 'pending-licence'],
    text: `LETTRE D'INTENTION — TERMES INDICATIFS (non contraignants, sauf confidentialité et exclusivité)
Société : TransSahel Logistique SAS, N'Djamena (Tchad)
Investisseur : Fonds Chari Croissance
Date : 2 avril 2025

1. Montant et valorisation
- Investissement : 450 000 000 FCFA (environ 686 000 EUR) en actions de préférence de catégorie A.
- Valorisation avant investissement : 1 600 000 000 FCFA, soit 2 050 000 000 FCFA après investissement.

2. Capitalisation après l'opération (entièrement diluée)
| Actionnaire                  | %       |
| Abdel-Karim Moussa (CEO)     | 30,4 %  |
| Zara Hissein (COO)           | 24,2 %  |
| Mahamat Nour (CTO)           | 7,4 %   |
| Business angels (2022)       | 7,0 %   |
| Plan d'options salariés      | 9,0 %   |
| Fonds Chari Croissance       | 22,0 %  |
| Total                        | 100 %   |
Le tableau de capitalisation a été rapproché du registre des titres par le cabinet d'expertise comptable de la société le 15 mars 2025, sans écart.

3. Gouvernance
Conseil de cinq membres : trois désignés par les Fondateurs, un par l'Investisseur, un indépendant choisi d'un commun accord. L'Investisseur dispose d'un droit de veto limité aux modifications des statuts et à l'émission de nouvelles actions.

4. Engagements des Fondateurs
Acquisition progressive des actions des Fondateurs sur quatre ans. Si un Fondateur cesse ses fonctions avant le 31 mars 2027, ses actions non acquises pourront être rachetées à leur valeur nominale (bon départ) ou au plus bas de la valeur nominale et de la valeur de marché (mauvais départ).

5. Déclarations de la société
- Aucun litige n'est en cours ; la réclamation introduite en 2023 par un ancien transporteur sous-traitant a pris fin par un désistement définitif en février 2024.
- La licence de commissionnaire de transport a été délivrée par le ministère des Infrastructures en 2023 et est en vigueur.
- La société n'a souscrit aucun emprunt bancaire.

6. Conditions préalables
Audit juridique et financier satisfaisant, signature du pacte d'actionnaires, ouverture d'un compte séquestre.

7. Exclusivité
Soixante jours à compter de la signature de la présente lettre.`,
  },
  // 06 — Unaudited financial statements (extract with notes), cassava flour and bakery products, Centrafrique.
  // audit-opinion PRESENT: statements "non audités", the auditor has not issued a report.
  // declining-revenue PRESENT (table, figures): revenue 412,6 → 356,1 M FCFA (−13,7 %).
  // gross-margin PRESENT (figures only): 157,6 / 412,6 = 38,2 % → 104,7 / 356,1 = 29,4 %, down 8,8 points (≥ 5).
  // debt-distress PRESENT: unpaid corporate tax 2022–2023 (14,0 M) and CNSS contributions unpaid since May 2024 (7,7 M).
  // customer-concentration ABSENT (figures): largest customer 24 % of revenue (< 30 %).
  // burn-above-revenue ABSENT (figures): costs 251,4 + 92,3 + 4,1 + 3,4 = 351,2 < revenue 356,1; net profit 4,9 M.
  // going-concern ABSENT (negation): management states it sees no going-concern uncertainty.
  {
    id: 'h20-fr-w6-06',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'figures', 'negation', 'time'],
    present: ['audit-opinion', 'declining-revenue', 'gross-margin', 'debt-distress'],
    absent: ['customer-concentration', 'burn-above-revenue', 'going-concern'],
    text: `MOULINS DE L'OUBANGUI SARL — Bangui, PK 12
États financiers de l'exercice 2024 — COMPTES NON AUDITÉS
Les présents états ont été arrêtés par la gérance le 28 février 2025. Le commissaire aux comptes n'a pas encore émis son rapport à cette date.

Compte de résultat simplifié (en millions de FCFA)
Poste                          2024       2023
Chiffre d'affaires            356,1      412,6
Coût des ventes              (251,4)    (255,0)
Marge brute                   104,7      157,6
Charges d'exploitation        (92,3)     (96,8)
Résultat d'exploitation        12,4       60,8
Charges financières            (4,1)      (3,6)
Impôt sur les sociétés         (3,4)     (17,2)
Résultat net                    4,9       40,0

Note 2 — Activité de l'exercice
La société produit de la farine de manioc, de la farine de maïs et du pain de mie distribués à Bangui et à Bimbo. Les volumes livrés aux programmes d'aide alimentaire ont été réduits au second semestre. Le prix du blé importé via Douala a augmenté et n'a été que partiellement répercuté sur les prix de vente. Le premier client, un programme d'aide alimentaire, représente 24 % du chiffre d'affaires 2024.

Note 5 — Immobilisations
Un nouveau moulin à meules d'une capacité de 3 tonnes par jour a été mis en service en avril 2024 pour 38 M FCFA, financé sur fonds propres.

Note 8 — Dettes fiscales et sociales
| Nature                                   | M FCFA |
| TVA collectée du mois de décembre        | 5,2    |
| Impôt sur les sociétés 2022 et 2023 non réglé | 14,0 |
| Cotisations CNSS impayées depuis mai 2024 | 7,7   |
| Total                                    | 26,9   |
Un échéancier de règlement a été sollicité auprès de la Direction générale des impôts et du domaine ; aucune réponse n'a été reçue à ce jour.

Note 11 — Continuité d'exploitation
La gérance n'a pas identifié d'incertitude significative de nature à remettre en cause la continuité d'exploitation au cours des douze prochains mois.`,
  },
  // 07 — Investor update email (quarterly), school-management SaaS, Tchad.
  // high-churn ABSENT (figures, time): monthly churn 3,8 % in Q3 (4,6 % in Q2), below 5 % a month.
  // short-runway ABSENT (figures): cash 186 M / total monthly spend 19 M = 9,8 months even with no receipts (≥ 9); cash-flow positive.
  // burn-above-revenue ABSENT (figures): monthly spend 19 M FCFA below MRR 24,6 M FCFA.
  // declining-revenue ABSENT: MRR 21,9 → 24,6 M FCFA (+12 %).
  // pending-licence ABSENT (time): the ministry approval was granted on 12 August after 7 months.
  // founder-departure ABSENT (negation): the CTO declined an outside offer and stays.
  // customer-concentration ABSENT (figures): largest client 9 % of MRR.
  {
    id: 'h20-fr-w6-07',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'prose', 'figures', 'time', 'negation'],
    present: [],
    absent: ['high-churn', 'short-runway', 'burn-above-revenue', 'declining-revenue', 'pending-licence', 'founder-departure', 'customer-concentration'],
    text: `Objet : Ecolia — point investisseurs du 3e trimestre 2024

Bonjour à toutes et à tous,

Voici notre point trimestriel, comme chaque début de trimestre.

Chiffres clés (fin septembre, entre parenthèses fin juin)
- Écoles clientes : 312 (274)
- Revenu mensuel récurrent (MRR) : 24,6 M FCFA (21,9 M FCFA), soit +12 % sur le trimestre
- Churn mensuel moyen : 3,8 % des écoles (4,6 % au T2)
- Marge brute : 77 % (76 %)
- Dépenses mensuelles totales : 19 M FCFA, entièrement couvertes par les encaissements depuis juillet
- Trésorerie au 30 septembre : 186 M FCFA ; même sans aucun encaissement, elle couvrirait 9,8 mois de dépenses

Ce qui a bien marché
Après sept mois d'instruction, le ministère de l'Éducation nationale et de la Promotion civique nous a accordé le 12 août l'agrément pour la délivrance des bulletins scolaires numériques. Nous pouvons désormais le proposer à toutes les écoles privées homologuées. Le paiement des frais de scolarité par Airtel Money est ouvert dans 140 écoles, et les parents ont réglé 410 M FCFA de frais par ce canal ce trimestre (ces montants ne transitent pas par notre chiffre d'affaires, nous ne percevons qu'une commission incluse dans le MRR).

Points d'attention
Le churn reste concentré sur de petites écoles privées de Moundou et de Sarh qui ferment ou fusionnent en fin d'année scolaire. Nous restons sous notre seuil d'alerte de 5 % par mois et visons 3 % d'ici mars. Notre plus gros client, un réseau d'écoles confessionnelles, pèse 9 % du MRR.

Côté équipe, vous avez peut-être entendu que Moussa, notre CTO et cofondateur, avait reçu une offre d'un opérateur télécom. Il l'a déclinée et reste pleinement engagé ; nous avons d'ailleurs signé avec lui un avenant prolongeant sa clause de non-concurrence.

Prochaines étapes
Ouverture d'Abéché en novembre, recrutement de deux commerciaux, et préparation d'une série A au second semestre 2025.

Merci pour votre soutien, et n'hésitez pas à nous présenter des directeurs d'école !

Khadidja Ali
CEO, Ecolia — N'Djamena`,
  },
  // 08 — Legal due-diligence memo, internet service provider, Centrafrique.
  // litigation PRESENT: former distributor's claim (38 M FCFA) pending before the Bangui commercial court, hearing adjourned to 20 February 2025.
  // regulatory PRESENT: ART fine of 25 M FCFA and a 120-day ban on selling new subscriptions, running until 14 January 2025.
  // pending-licence PRESENT (time): ISP licence applied for in March 2024, still under review.
  // related-party PRESENT (indirect): head office leased from an SCI managed and majority-owned by the CEO's wife.
  // debt-distress ABSENT (negation): tax clearance certificate, no arrears.
  // cap-table-complexity ABSENT (negation): share register up to date and consistent.
  // founder-departure ABSENT: both founders still in office.
  {
    id: 'h20-fr-w6-08',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'prose', 'indirect', 'time', 'negation'],
    present: ['litigation', 'regulatory', 'pending-licence', 'related-party'],
    absent: ['debt-distress', 'cap-table-complexity', 'founder-departure'],
    text: `MÉMORANDUM — AUDIT JURIDIQUE (strictement confidentiel)
À : Comité d'investissement, Fonds Oubangui Avenir
De : Cabinet Ngaïkoumon & Associés, avocats au barreau de Centrafrique
Date : 10 décembre 2024
Objet : Bangui Connect SA — principales constatations

Nous avons examiné les documents mis à disposition dans la salle de données et conduit des entretiens avec la direction les 25 et 26 novembre 2024. Nos constatations principales sont les suivantes.

1. Contentieux (risque élevé)
Zokoko Distribution SARL, ancien distributeur exclusif des kits de connexion, a assigné la société le 3 juin 2024 devant le tribunal de commerce de Bangui en paiement de 38 M FCFA de dommages et intérêts pour rupture abusive. L'audience a été renvoyée au 20 février 2025. Aucune décision n'est intervenue et aucune provision n'a été constituée.

2. Réglementation (risque élevé)
Par décision du 16 septembre 2024, l'Agence de régulation des télécommunications (ART) a infligé à la société une amende de 25 M FCFA pour manquements répétés à ses obligations de qualité de service et lui a interdit, pour une durée de 120 jours, de commercialiser de nouveaux abonnements. L'amende a été payée ; l'interdiction court jusqu'au 14 janvier 2025.

3. Licences (risque moyen)
La société exploite son réseau sous couvert d'une autorisation provisoire. Sa demande de licence de fournisseur d'accès à internet, déposée en mars 2024 auprès du ministère chargé des Postes et Télécommunications, est toujours en cours d'instruction ; aucune décision n'a été notifiée.

4. Conventions (risque moyen)
Le siège social et l'entrepôt sont loués à la SCI Les Manguiers pour 2,4 M FCFA par mois. La gérante et associée majoritaire de cette SCI est Mme Clarisse Gbazi, épouse de M. Parfait Gbazi, directeur général et cofondateur. Cette convention n'a pas été soumise à l'approbation de l'assemblée générale.

5. Fiscalité et social (pas d'observation)
Attestation de régularité fiscale délivrée le 2 octobre 2024. Cotisations sociales à jour ; aucun arriéré constaté.

6. Capital et gouvernance (pas d'observation)
Le registre des mouvements de titres est à jour et concorde avec les statuts. Les deux cofondateurs exercent toujours leurs fonctions de directeur général et de directeur technique.

Recommandation : conditionner le décaissement à l'obtention de la licence définitive et à la ratification du bail par l'assemblée générale, et prévoir une garantie spécifique couvrant le litige Zokoko.`,
  },
];
