/** Writer 7's texts of the twentieth held-out set (held-out-twentieth.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentiethFrW7P2: readonly RedFlagCase[] = [
  // 09 — Pitch deck (Series A), heavy-equipment maintenance for mining subcontractors, Boké, Guinée. CLEAN.
  // customer-concentration ABSENT (negation): no customer above 17 % of 2023 revenue.
  // no-competition ABSENT: competitors named (two dealer subsidiaries, a workshop in Kamsar, informal garages).
  // short-runway ABSENT (figures): cash 3,4 Md / net burn 310 M GNF a month ≈ 11 months (>= 9).
  // burn-above-revenue ABSENT (figures): net burn 310 M GNF a month vs revenue 12,6 Md / 12 ≈ 1,05 Md GNF a month.
  // unrealistic-growth ABSENT (figures): 12,6 -> 21,0 = 1.67×, 21,0 -> 32,5 = 1.55× (under 4×; two years only, under 3×/year).
  // declining-revenue ABSENT: 4,1 -> 7,9 -> 12,6 Md GNF; gross margin 34 -> 36 -> 37 % (rising).
  {
    id: 'h20-fr-w7-09',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'table', 'negation', 'figures'],
    present: [],
    absent: ['customer-concentration', 'no-competition', 'short-runway', 'burn-above-revenue', 'unrealistic-growth'],
    text: `BOKÉ FLEET SERVICES — Levée de Série A — juin 2024

1. Le problème
Dans la région de Boké, un camion ou un engin de sous-traitant minier en panne reste immobilisé 9 jours en moyenne, faute d'atelier équipé et de pièces disponibles sur place. Chaque jour d'immobilisation coûte entre 4 et 7 millions GNF à son exploitant.

2. Notre réponse
• Deux ateliers fixes (Boké, Kamsar) et quatre ateliers mobiles.
• Contrats de maintenance préventive au forfait mensuel par engin.
• Stock de pièces d'usure pour les marques les plus répandues sur les sites.

3. Traction

| Indicateur                     | 2022 | 2023 | 2024 (estimé) |
|--------------------------------|------|------|---------------|
| Chiffre d'affaires (Md GNF)    | 4,1  | 7,9  | 12,6          |
| Engins sous contrat            | 85   | 160  | 240           |
| Taux de marge brute            | 34 % | 36 % | 37 %          |

4. Clients
38 clients actifs, dont 12 sous-traitants miniers et 5 transporteurs de bauxite. Aucun client ne dépasse 17 % du chiffre d'affaires 2023.

5. Concurrence
Le marché n'est pas vierge : deux filiales de distributeurs internationaux d'engins, un atelier indépendant à Kamsar et de nombreux garages informels. Notre différence : intervention sur site en moins de 24 heures et taux de disponibilité des pièces de 85 %.

6. Projections
• 2025 : 21,0 Md GNF de chiffre d'affaires (320 engins sous contrat)
• 2026 : 32,5 Md GNF (ouverture d'un atelier à Fria)

7. Situation financière
Trésorerie au 31 mai 2024 : 3,4 Md GNF. Consommation nette de trésorerie, investissements de l'atelier de Kamsar compris : 310 M GNF par mois, soit environ 11 mois de visibilité sans nouvelle levée.

8. La levée
2 M USD (environ 17 Md GNF) pour deux ateliers mobiles supplémentaires, le stock de pièces et la formation de 20 mécaniciens. Les deux fondateurs, à plein temps, détiennent 72 % du capital.`,
  },
  // 10 — Audited financial statements 2023 with notes, solar kits distribution, Mauritanie. CLEAN.
  // audit-opinion ABSENT: statements audited, "opinion sans réserve".
  // going-concern ABSENT (negation): auditor found no significant uncertainty on going concern.
  // gross-margin ABSENT (figures): 37,4 / 96,4 = 38.8 % in 2023 vs 33,6 / 81,7 = 41.1 % in 2022, down 2.3 points (< 5).
  // declining-revenue ABSENT: 96,4 vs 81,7 M MRU (+18 %).
  // burn-above-revenue ABSENT: net profit 5,5 M MRU (9,5 - 2,1 - 1,9).
  // litigation ABSENT (time): dispute with former distributor closed by settlement on 14 March 2024, proceedings extinguished.
  // debt-distress ABSENT (negation): all 2023 instalments paid on time, covenant respected (1,4 < 2,5).
  // related-party ABSENT (negation): no related-party transaction in the year.
  {
    id: 'h20-fr-w7-10',
    documentType: 'financial_statements',
    language: 'fr',
    traits: ['table', 'prose', 'negation', 'time', 'figures'],
    present: [],
    absent: ['audit-opinion', 'going-concern', 'gross-margin', 'declining-revenue', 'burn-above-revenue', 'litigation', 'debt-distress', 'related-party'],
    text: `MAURITANIE SOLAIRE SERVICES SA — Nouakchott
États financiers de l'exercice clos le 31 décembre 2023 (extraits)

RAPPORT DU COMMISSAIRE AUX COMPTES

Opinion
Nous avons audité les états financiers de Mauritanie Solaire Services SA, comprenant le bilan au 31 décembre 2023, le compte de résultat, le tableau des flux de trésorerie et les notes annexes. À notre avis, les états financiers sont, dans tous leurs aspects significatifs, réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice ainsi que de la situation financière de la société, conformément au Plan comptable mauritanien. Nous exprimons en conséquence une opinion sans réserve.

Continuité d'exploitation
Nos travaux n'ont pas mis en évidence d'incertitude significative liée à des événements ou à des circonstances susceptibles de jeter un doute important sur la capacité de la société à poursuivre son exploitation.

COMPTE DE RÉSULTAT (en millions de MRU)

Poste                          2023      2022
Chiffre d'affaires             96,4      81,7
Coût des ventes               (59,0)    (48,1)
Marge brute                    37,4      33,6
Charges d'exploitation        (27,9)    (24,8)
Résultat d'exploitation         9,5       8,8
Charges financières            (2,1)     (2,4)
Impôt sur les sociétés         (1,9)     (1,6)
Résultat net                    5,5       4,8

NOTES ANNEXES (extraits)

Note 14 — Litiges
Le litige commercial qui opposait la société à son ancien distributeur de Kiffa devant le tribunal de commerce de Nouakchott a été clos par une transaction signée le 14 mars 2024 ; l'instance est éteinte. Le montant versé, couvert par une provision constituée en 2022, n'a pas d'incidence sur le résultat de l'exercice.

Note 15 — Emprunts
L'emprunt bancaire de 18 M MRU contracté en 2022 pour le financement du stock de panneaux a été remboursé conformément à l'échéancier : toutes les échéances de 2023 ont été réglées à bonne date. Le ratio dette financière nette / EBITDA prévu au contrat (plafond de 2,5) s'établissait à 1,4 au 31 décembre 2023.

Note 16 — Parties liées
Aucune transaction avec des parties liées n'a été conclue au cours de l'exercice. Les administrateurs n'ont perçu aucune rémunération autre que les indemnités de fonction votées par l'assemblée.

Note 17 — Marge brute
La légère baisse du taux de marge brute s'explique par la hausse du coût du fret maritime sur les panneaux importés au premier semestre, partiellement répercutée sur les prix de vente à partir de juillet.`,
  },
  // 11 — Shareholders' agreement (excerpt), agri-processing SAS, Conakry, Guinée. CLEAN.
  // low-founder-ownership ABSENT (figures): founders 23 % + 23 % = 46 % (>= 40 %).
  // investor-control ABSENT (figures): the fund holds 38 % (< 50 %) and undertakes not to exceed 49 %.
  // cap-table-complexity ABSENT (negation): table agrees with the up-to-date share register; 2 300 + 2 300 + 3 800 + 600 + 1 000 = 10 000.
  // founder-departure ABSENT (modality): leaver clause is hypothetical ("Si un Fondateur venait à cesser...").
  // dead-equity ABSENT (modality): no one has left; the buy-back promise only applies to a future leaver.
  // no-competition ABSENT: a non-compete covenant, not a claim that the company has no competitors.
  // related-party ABSENT (modality): only a procedure for possible future agreements with shareholders, managers or their family.
  {
    id: 'h20-fr-w7-11',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['table', 'modality', 'negation', 'figures'],
    present: [],
    absent: ['low-founder-ownership', 'investor-control', 'cap-table-complexity', 'founder-departure', 'dead-equity', 'no-competition', 'related-party'],
    text: `PACTE D'ASSOCIÉS DE SÈNIYA AGRO SAS (extraits)
Société par actions simplifiée régie par l'Acte uniforme OHADA relatif au droit des sociétés commerciales, au capital de 100 000 000 GNF, siège social à Conakry (Dixinn)

Article 2 — Répartition du capital
À la date de signature du présent pacte, le capital est réparti comme suit :

Associé                                           Actions     %
M. Mamadou Saliou Bah (Fondateur, président)        2 300    23 %
Mme Hawa Condé (Fondatrice, directrice générale)    2 300    23 %
Teranga Impact Fund I (le « Fonds »)                3 800    38 %
Business angels (quatre personnes physiques)          600     6 %
Réserve d'actions gratuites au profit des salariés  1 000    10 %
Total                                              10 000   100 %

Les parties reconnaissent que ce tableau concorde avec le registre des mouvements de titres, tenu à jour au jour de la signature.

Article 7 — Départ d'un Fondateur
7.1 Si un Fondateur venait à cesser ses fonctions dans la Société avant le quarante-huitième mois suivant la signature, il consent dès à présent une promesse de vente de ses actions au profit de la Société ou, à défaut, des autres associés.
7.2 Le prix sera égal à la valeur de marché en cas de départ pour décès, invalidité ou révocation sans juste motif (bon partant), et à la valeur nominale dans tous les autres cas (mauvais partant).

Article 8 — Droits particuliers du Fonds
8.1 Les décisions importantes listées en annexe 3 (budget annuel, endettement supérieur à 500 000 000 GNF, émission de titres) requièrent l'accord préalable du Fonds.
8.2 Le Fonds s'engage à ne pas détenir, seul ou de concert, plus de 49 % du capital sans l'accord écrit des deux Fondateurs.

Article 10 — Non-concurrence
Pendant toute la durée de leurs fonctions et pendant vingt-quatre mois après leur départ, les Fondateurs s'interdisent d'exercer, directement ou indirectement, une activité de transformation ou de commercialisation de fonio, de riz étuvé ou de farines infantiles en Guinée, en Sierra Leone et au Mali.

Article 12 — Conventions avec les associés et les dirigeants
Toute convention qui serait conclue entre la Société et un associé, un dirigeant ou un membre de leur famille sera soumise à l'autorisation préalable du comité stratégique, l'intéressé ne prenant pas part au vote.

Article 15 — Durée
Le présent pacte est conclu pour une durée de dix ans à compter de sa signature.`,
  },
  // 12 — Board minutes, licensed payment company, Nouakchott, Mauritanie. CLEAN.
  // founder-departure ABSENT (negation): the co-founder CEO formally denies the rumoured departure; mandate renewed for three years.
  // pending-licence ABSENT (time): BCM payment-institution licence granted on 4 March 2024.
  // regulatory ABSENT (negation): BCM on-site inspection ended "sans sanction"; recommendations implemented; tax audit closed without reassessment.
  // short-runway ABSENT (figures): cash 18,2 M MRU / net burn 1,25 M MRU a month ≈ 14.6 months.
  // burn-above-revenue ABSENT (figures): net burn 1,25 M MRU a month vs revenue 4,9 M MRU / 3 ≈ 1,63 M MRU a month.
  // declining-revenue ABSENT: Q1 2024 4,9 M MRU vs Q4 2023 4,3 M MRU.
  // related-party ABSENT (negation): every director and the CEO declare no interest or family tie in the distributor.
  {
    id: 'h20-fr-w7-12',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'negation', 'time', 'figures'],
    present: [],
    absent: ['founder-departure', 'pending-licence', 'regulatory', 'short-runway', 'burn-above-revenue', 'declining-revenue', 'related-party'],
    text: `WADI PAY SA
Société anonyme au capital de 150 000 000 MRU — siège social : Ilot K, Tevragh Zeina, Nouakchott

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 18 AVRIL 2024

Présents : M. Brahim Ould Dah (président), M. Sidi Mohamed Ould Ahmed (administrateur, directeur général), Mme Khadijetou Mint Salem (administratrice), M. Pierre Lefèvre (administrateur, représentant Sahel Growth Partners).
Assiste : Mme Aminetou Mint Cheikh, directrice financière, secrétaire de séance.

1. Gouvernance
Le président revient sur les informations parues dans la presse en ligne la semaine dernière, faisant état d'un départ prochain du directeur général. M. Sidi Mohamed Ould Ahmed, cofondateur et directeur général, dément formellement : il n'a pas démissionné et n'a aucune intention de quitter la société. Le conseil renouvelle son mandat de directeur général pour une durée de trois ans, à l'unanimité.

2. Situation réglementaire
La Banque Centrale de Mauritanie a délivré à la société l'agrément d'établissement de paiement par décision du 4 mars 2024. La mission d'inspection sur place conduite par la BCM en janvier s'est achevée sans sanction ; les deux recommandations formulées (mise à jour de la procédure de connaissance client et test annuel du plan de continuité) ont été mises en œuvre et la BCM en a pris acte par courrier du 2 avril.

3. Situation financière
La directrice financière présente les chiffres du premier trimestre : chiffre d'affaires de 4,9 M MRU, contre 4,3 M MRU au quatrième trimestre 2023. La trésorerie s'établit à 18,2 M MRU au 31 mars ; la consommation nette moyenne ressort à 1,25 M MRU par mois, soit environ 14 mois de visibilité. Elle rappelle par ailleurs que la vérification de comptabilité menée par la Direction Générale des Impôts sur les exercices 2021 et 2022 a été clôturée sans redressement.

4. Convention de distribution avec Tiris Distribution SARL
Le directeur général présente le projet de convention avec Tiris Distribution SARL, qui exploite un réseau de 300 points de vente à Nouakchott, Rosso et Atar. Interrogés par le président, chacun des administrateurs et le directeur général déclarent n'avoir aucun intérêt, direct ou indirect, dans Tiris Distribution SARL et aucun lien familial avec ses associés ou son gérant. Après délibération, le conseil approuve la convention à l'unanimité.

5. Questions diverses
Aucune autre question n'étant soulevée, la séance est levée à 17 h 15.

Le président                                  La secrétaire de séance`,
  },
  // 13 — Business plan 2024-2027, pay-as-you-go solar kits, Haute-Guinée and Moyenne-Guinée, Guinée. CLEAN.
  // unrealistic-growth ABSENT (figures): total revenue 3,6 -> 8,0 -> 15,1 -> 24,1 Md GNF = 2.22×, 1.89×, 1.60× (24,1 / 3,6 = 6.7× over three years ≈ 1.88×/year, under 3×).
  // high-churn ABSENT (figures): 2,8 % a month (< 5 %); 12-month retention 71 % (0,972^12 ≈ 0,71; >= 55 %).
  // non-recurring-revenue ABSENT (negation): one-off installation fees excluded from the MRR and shown on their own line.
  // unit-economics ABSENT (figures): 95 000 × 58 % = 55 100 GNF a month; 1 / 2,8 % ≈ 35,7 months; LTV ≈ 1,97 M GNF; / CAC 520 000 ≈ 3,8 as stated.
  // gross-margin ABSENT: 58 -> 59 -> 60 -> 61 % (rising); EBITDA positive every year.
  {
    id: 'h20-fr-w7-13',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'negation', 'list'],
    present: [],
    absent: ['unrealistic-growth', 'high-churn', 'non-recurring-revenue', 'unit-economics', 'gross-margin'],
    text: `KÈRÈN SOLAR SARL — Plan d'affaires 2024-2027 (résumé)
Kankan — Labé — Conakry

1. Modèle
Kèrèn Solar installe des kits solaires domestiques (panneau, batterie, quatre lampes, recharge de téléphone, radio) payés par abonnement mensuel via mobile money. Le client verse des frais d'installation de 150 000 GNF, puis 95 000 GNF par mois ; le kit est bloqué à distance en cas de non-paiement.

2. Situation à fin juin 2024
• 2 650 abonnés actifs dans les préfectures de Kankan, Siguiri et Labé.
• MRR de juin 2024 : 252 M GNF. Ce montant ne comprend que les abonnements : les frais d'installation, encaissés une seule fois, sont présentés sur une ligne distincte et ne sont jamais inclus dans le MRR.
• Résiliations et kits repris pour impayés : 2,8 % des abonnés par mois en moyenne sur les douze derniers mois, soit une rétention à douze mois de 71 %.

3. Économie unitaire
• Revenu mensuel par abonné : 95 000 GNF ; marge brute après amortissement du kit : 58 %, soit 55 100 GNF par mois.
• Durée de vie moyenne d'un abonné : environ 36 mois (inverse du taux d'attrition mensuel de 2,8 %).
• Valeur vie client : environ 1,97 M GNF.
• Coût d'acquisition (commission de l'agent villageois, radio locale, démonstrations) : 520 000 GNF.
• Ratio LTV/CAC : 3,8.

4. Projections (en milliards de GNF)

Indicateur                       2024    2025    2026    2027
Abonnés actifs (fin d'année)    3 200   8 600  15 000  23 400
CA abonnements (récurrent)        3,0     6,9    13,5    21,9
Frais d'installation (ponctuel)   0,6     1,1     1,6     2,2
Chiffre d'affaires total          3,6     8,0    15,1    24,1
Taux de marge brute              58 %    59 %    60 %    61 %
EBITDA                            0,3     0,9     2,4     4,6

5. Hypothèses clés
Ouverture de deux agences par an (Kouroussa et Mamou en 2025, Faranah et Kindia en 2026), prix d'abonnement constant en GNF, attrition maintenue sous 3 % par mois grâce au suivi des paiements par les agents villageois.

6. Besoin de financement
1,5 M EUR, dont 1,0 M EUR de dette pour le préfinancement des kits et 0,5 M EUR de fonds propres pour l'ouverture des agences et le système d'information.`,
  },
];
