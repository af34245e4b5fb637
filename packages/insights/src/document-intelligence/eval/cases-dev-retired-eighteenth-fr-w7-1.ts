import type { RedFlagCase } from './case';

export const redFlagEighteenthFrW7P1: readonly RedFlagCase[] = [
  // 01 — Rapport du commissaire (qualified opinion), fintech / merchant payments, Belgium (Brussels), subsidiaries in Senegal & Côte d'Ivoire.
  // audit-opinion PRESENT (direct): "Opinion avec réserve" on an unprovisioned 412 k€ receivable.
  // going-concern PRESENT (auditor, direct): "incertitude significative ... doute important sur la capacité ... à poursuivre son exploitation".
  // short-runway PRESENT (figures only): cash 298 k€ / net burn 71 k€ per month = 4.2 months < 9.
  // debt-distress PRESENT (indirect words): 163 k€ of withholding tax and ONSS contributions "échus et non payés" = tax/social arrears.
  // burn-above-revenue PRESENT (table in k€): 2024 net loss (1 062) on revenue of 1 845 → costs above revenue.
  // declining-revenue ABSENT: revenue 1 845 k€ (2024) vs 1 390 k€ (2023) = +33 %.
  // related-party ABSENT (negation): auditor was informed of no conflict of interest (art. 7:96).
  {
    id: 'h18-fr-w7-01',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE À L'ASSEMBLÉE GÉNÉRALE DE KORALI PAY SA
SUR LES COMPTES ANNUELS DE L'EXERCICE CLÔTURÉ LE 31 DÉCEMBRE 2024

Dans le cadre du contrôle légal des comptes annuels de Korali Pay SA (la « Société »), nous vous présentons notre rapport du commissaire. Celui-ci inclut notre rapport sur les comptes annuels ainsi que les autres obligations légales et réglementaires.

Opinion avec réserve
Nous avons procédé au contrôle légal des comptes annuels de la Société, comprenant le bilan au 31 décembre 2024, le compte de résultats de l'exercice clôturé à cette date et l'annexe, dont le total du bilan s'élève à 2 418 k€ et dont le compte de résultats se solde par une perte de l'exercice de 1 062 k€.
À notre avis, sous réserve des incidences du point décrit dans la section « Fondement de l'opinion avec réserve », ces comptes annuels donnent une image fidèle du patrimoine et de la situation financière de la Société au 31 décembre 2024, conformément au référentiel comptable applicable en Belgique.

Fondement de l'opinion avec réserve
Les créances commerciales comprennent 412 k€ dus par l'agrégateur partenaire de la filiale ivoirienne, échus depuis plus de douze mois. Nous n'avons pas pu obtenir d'éléments probants suffisants et appropriés quant à leur recouvrement ; aucune réduction de valeur n'a été actée.

Incertitude significative liée à la continuité d'exploitation
Nous attirons l'attention sur la note 21 de l'annexe. Au 31 décembre 2024, les valeurs disponibles s'élèvent à 298 k€, alors que la consommation nette de trésorerie a atteint en moyenne 71 k€ par mois au second semestre. Les dettes fiscales, salariales et sociales comprennent 163 k€ de précompte professionnel et de cotisations ONSS échus et non payés ; un plan d'apurement est en cours de négociation. Ces éléments indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la Société à poursuivre son exploitation. Notre opinion n'est pas modifiée à l'égard de ce point.

Chiffres clés (en k€)            2024      2023
Chiffre d'affaires              1 845     1 390
Résultat d'exploitation       (1 018)   (1 244)
Résultat de l'exercice        (1 062)   (1 297)

Mentions complémentaires
L'actif net est devenu inférieur à la moitié du capital (article 7:228 du Code des sociétés et des associations) ; le conseil d'administration propose la poursuite des activités. Nous n'avons pas été informés d'opérations conclues ou de décisions prises en violation des statuts, ni de conflits d'intérêts au sens de l'article 7:96 du Code.

Bruxelles, le 27 mai 2025
Le commissaire — Delvaux, Maes & Associés SRL, réviseurs d'entreprises, représentée par Sophie Delvaux`,
    present: ['audit-opinion', 'going-concern', 'short-runway', 'debt-distress', 'burn-above-revenue'],
    absent: ['declining-revenue', 'related-party'],
    traits: ['prose', 'table', 'figures', 'indirect', 'negation'],
  },

  // 02 — Pitch deck (Series A), agritech / solar pay-per-use cold rooms, Switzerland (Geneva), operating in Mali & Burkina Faso.
  // no-competition PRESENT (direct): "Aucun concurrent : Kalaya est aujourd'hui le seul acteur...".
  // customer-concentration PRESENT (figures, unit in header "en milliers de CHF"): Sikasso union 236 / 390 = 60.5 % of 2024 revenue ≥ 30 %.
  // unrealistic-growth PRESENT (figures): 2025 forecast CHF 1.9 M vs 2024 CHF 0.39 M = 4.9× in one year ≥ 4×.
  // unit-economics PRESENT (figures contradict claim): claimed 8-month payback, but 1 600 × 55 % = 880 CHF/month → 38 000 / 880 = 43 months
  //   (even on gross revenue 38 000 / 1 600 = 24 months). Per-room revenue is consistent with traction: ~20 rooms on average × 1 600 × 12 ≈ 384 k.
  // declining-revenue ABSENT: 140 → 390 k CHF.
  // missing-financials ABSENT: revenue figures given. gross-margin ABSENT: a single 55 % figure, no trend.
  {
    id: 'h18-fr-w7-02',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `KALAYA COLD — Série A — Genève, mars 2025
Le froid solaire, payé au casier, pour les maraîchers du Sahel

1 | Le problème
Au Mali et au Burkina Faso, près de 40 % des fruits et légumes sont perdus entre la récolte et le marché, faute de froid.

2 | Notre solution
Des chambres froides de 20 m³ alimentées au solaire, installées sur les marchés de gros. Le maraîcher paie son casier à la journée par mobile money (150 FCFA par caisse et par jour).

3 | Marché & concurrence
Marché adressable : 1,1 milliard de CHF en Afrique de l'Ouest.
Aucun concurrent : Kalaya est aujourd'hui le seul acteur du froid solaire en paiement à l'usage dans la région.

4 | Traction (en milliers de CHF)
                                   2023     2024
Chiffre d'affaires                  140      390
Chambres en service (fin d'année)    11       29
Répartition du chiffre d'affaires 2024 :
- Union des coopératives maraîchères de Sikasso (contrat-cadre) : 236
- Grossistes du marché de Ouagadougou : 61
- 420 maraîchers individuels : 93

5 | Économie d'une chambre
- Coût d'une chambre installée (équipement, transport, pose) : CHF 38 000
- Revenu moyen : CHF 1 600 par mois
- Marge brute : 55 %
- Retour sur investissement : 8 mois

6 | Prévisions (en millions de CHF)
2025 : 1,9 — 2026 : 5,2 — 2027 : 11,0

7 | Équipe
Mariam Coulibaly (CEO, ex-ingénieure froid industriel), Lukas Brunner (CFO), Seydou Dembélé (opérations, Bamako)

8 | Levée
CHF 3,5 M : 70 % déploiement de nouvelles chambres, 20 % équipe, 10 % fonds de roulement.`,
    present: ['no-competition', 'customer-concentration', 'unrealistic-growth', 'unit-economics'],
    absent: ['declining-revenue', 'missing-financials', 'gross-margin'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },

  // 03 — Lettre d'intention (term sheet), healthtech / rapid diagnostics & local labs, Belgium (Brussels), operating in DRC & Cameroon.
  // pending-licence PRESENT (indirect, inside a condition precedent): lab authorisation "demande introduite ... le 14 novembre 2024, toujours en cours d'instruction".
  // related-party PRESENT (indirect): IT services contract with Lumba Digital SRL, whose sole partner is the CEO's wife (96 k€ billed in 2024).
  // litigation PRESENT (indirect): "procédure pendante" brought by the former Cameroonian distributor claiming 140 M FCFA — open, not closed.
  // investor-control ABSENT: 1.8 / (6.2 + 1.8) = 22.5 % post-money < 50 %.
  // low-founder-ownership ABSENT: 78 % × 6.2 / 8.0 = 60.5 % post; even if the 8 % pool came on top, 78 % × 92 % × 77.5 % = 55.6 % ≥ 40 %.
  {
    id: 'h18-fr-w7-03',
    documentType: 'legal_docs',
    language: 'fr',
    text: `LETTRE D'INTENTION — PRINCIPAUX TERMES DE L'INVESTISSEMENT
Strictement confidentielle. Non contraignante, à l'exception des articles 9 (Exclusivité), 10 (Confidentialité) et 11 (Droit applicable).

Société : Sanokit SA, avenue Louise 231, 1050 Bruxelles (BCE 0765.432.118) — tests de diagnostic rapide et laboratoires de proximité en RDC et au Cameroun
Investisseur : Meuse Impact Partners SA (l'« Investisseur »)

1. Montant : 1,8 M€, par souscription d'actions de préférence de catégorie A.
2. Valorisation pré-money : 6,2 M€ sur une base entièrement diluée, incluant un plan de warrants de 8 % à créer avant la clôture.
3. Actionnariat : les fondateurs, Dr Patrice Ilunga (CEO) et Elise Vanderstraeten (COO), détiennent ensemble 78 % du capital ; l'Investisseur détiendra 22,5 % après la clôture.
4. Droits attachés : préférence de liquidation 1× non participative ; anti-dilution de type moyenne pondérée large ; droit de veto sur les décisions importantes énumérées en annexe.
5. Gouvernance : conseil de cinq administrateurs (deux sur proposition des fondateurs, deux de l'Investisseur, un indépendant).
6. Conditions suspensives :
a) audits juridique, financier et réglementaire jugés satisfaisants par l'Investisseur ;
b) obtention par Sanokit RDC SARL de l'autorisation d'ouverture et d'exploitation de ses laboratoires de Kinshasa ; la demande a été introduite auprès du ministère de la Santé publique le 14 novembre 2024 et est toujours en cours d'instruction à la date des présentes ;
c) résiliation, ou alignement sur les conditions de marché, du contrat de services informatiques conclu avec Lumba Digital SRL, dont l'associée unique est l'épouse du Dr Ilunga (honoraires facturés en 2024 : 96 k€) ;
d) constitution d'une provision jugée suffisante par l'Investisseur au titre de la procédure pendante devant le tribunal de première instance de Douala-Bonanjo, introduite par l'ancien distributeur camerounais de la Société, qui réclame 140 millions de FCFA pour rupture abusive du contrat de distribution.
7. Fondateurs : 25 % de leurs actions soumis à acquisition progressive sur 36 mois ; clauses de good et bad leaver.
8. Utilisation des fonds : ouverture de six laboratoires et renforcement de l'équipe commerciale.
9. Exclusivité : 60 jours à compter de la signature.
10. Confidentialité : les termes de la présente lettre ne peuvent être divulgués sans accord écrit des parties.
11. Droit applicable : droit belge ; compétence exclusive des tribunaux de l'entreprise francophone de Bruxelles.

Fait à Bruxelles, le 3 mars 2025, en deux exemplaires.
Pour l'Investisseur — Pour la Société`,
    present: ['pending-licence', 'related-party', 'litigation'],
    absent: ['investor-control', 'low-founder-ownership'],
    traits: ['list', 'indirect', 'time', 'figures'],
  },

  // 04 — Convention de prêt, off-grid solar home kits, Switzerland (Lausanne), subsidiaries in Togo & Benin. CLEAN.
  // debt-distress ABSENT (negation + figures): "aucun Cas de Défaut n'est survenu", no arrears; covenants met: 620 000 / 410 000 = 1.5 ≤ 3.0 and DSCR 1.9 ≥ 1.3;
  //   art. 10 only lists what would be a default (hypothetical).
  // litigation ABSENT (negation): "aucun litige ... n'est pendant".
  // pending-licence ABSENT: both approvals granted (2 May 2023, 19 Sept. 2023); 8.3 is a hypothetical ("si ... devenait nécessaire").
  // regulatory ABSENT: 8.3 is a standard information covenant, no sanction and no stated uncertainty.
  // audit-opinion ABSENT: 2024 accounts audited, opinion "sans réserve" (and a net profit of CHF 140 000, so no burn flag).
  {
    id: 'h18-fr-w7-04',
    documentType: 'legal_docs',
    language: 'fr',
    text: `CONVENTION DE PRÊT
entre Fonds Romand d'Impact SA, rue du Rhône 52, 1204 Genève (le « Prêteur »)
et Soléo Kits SA, avenue de Rhodanie 40, 1007 Lausanne (l'« Emprunteur »)

Art. 1 — Montant et objet
Le Prêteur consent à l'Emprunteur un prêt de CHF 1 200 000 (un million deux cent mille francs suisses), affecté exclusivement au financement du stock de kits solaires domestiques de ses filiales Soléo Togo SARLU et Soléo Bénin SARL.

Art. 2 — Durée, intérêts, remboursement
Durée : 48 mois, dont 12 mois de différé d'amortissement. Intérêt : 7,5 % l'an, payable trimestriellement. Remboursement en 12 échéances trimestrielles égales de CHF 100 000.

Art. 3 — Sûretés
Cession à titre de garantie des créances clients des filiales et nantissement des parts sociales de celles-ci.

Art. 6 — Déclarations de l'Emprunteur
À la date de signature, l'Emprunteur déclare que :
6.1 aucun Cas de Défaut n'est survenu ni ne se poursuit, et il n'est en retard d'aucun paiement envers un créancier financier, l'Administration fédérale des contributions ou les caisses de compensation AVS ;
6.2 aucun litige, ni aucune procédure judiciaire, arbitrale ou administrative, n'est pendant à son encontre ou à l'encontre de ses filiales ;
6.3 ses comptes consolidés 2024, audités par Fiducia Lémanique SA qui a émis une opinion sans réserve, font apparaître un chiffre d'affaires de CHF 2,6 millions et un bénéfice net de CHF 140 000 ;
6.4 ses filiales détiennent les agréments requis pour l'importation et la distribution de kits solaires, en vigueur (Togo : délivré le 2 mai 2023 ; Bénin : délivré le 19 septembre 2023).

Art. 8 — Engagements financiers
8.1 Tant que le prêt est en cours, l'Emprunteur maintiendra, sur base consolidée, un ratio dette financière nette / EBITDA inférieur ou égal à 3,0 et un ratio de couverture du service de la dette (DSCR) d'au moins 1,3.
8.2 Au 31 décembre 2024, la dette financière nette s'élevait à CHF 620 000 et l'EBITDA à CHF 410 000, soit un ratio de 1,5 ; le DSCR s'établissait à 1,9.
8.3 Si une autorisation nouvelle devenait nécessaire à l'activité d'une filiale pendant la durée du prêt, l'Emprunteur en informera le Prêteur sans délai.

Art. 10 — Cas de défaut
Constituent notamment un Cas de Défaut : a) le non-paiement à son échéance d'une somme due au titre de la présente convention, sauf régularisation dans les dix jours ouvrables ; b) le non-respect d'un ratio de l'article 8 ; c) un défaut croisé sur tout autre endettement financier supérieur à CHF 100 000 ; d) l'ouverture d'une procédure de faillite ou de concordat. Le Prêteur pourra alors exiger le remboursement immédiat des sommes dues.

Art. 14 — Droit applicable et for
Droit suisse. For exclusif : Genève.

Fait à Genève, le 20 février 2025, en deux exemplaires.`,
    present: [],
    absent: ['debt-distress', 'litigation', 'pending-licence', 'regulatory', 'audit-opinion'],
    traits: ['negation', 'modality', 'list', 'figures'],
  },

  // 05 — Tableau de bord SaaS (monthly investor dashboard), core-banking SaaS for microfinance institutions, Belgium (Louvain-la-Neuve),
  //   clients in Senegal, Cameroon, Gabon.
  // high-churn PRESENT (table figures): 6 MFIs lost each month on 84 / 82 / 81 at start of month = 7.1 % / 7.3 % / 7.4 % a month ≥ 5 %.
  // non-recurring-revenue PRESENT (footnote, split from the table): MRR "inclut les frais de paramétrage et de migration facturés une seule fois".
  // gross-margin PRESENT (table in k€): (171 − 46) / 171 = 73.1 % in Q4 2024 vs (191 − 74) / 191 = 61.3 % in Q1 2025 → −11.8 points.
  // burn-above-revenue PRESENT (figures): net burn 112 k€ a month vs monthly revenue of 61–66 k€ (191 / 3 = 64 k€).
  // short-runway ABSENT: 1 640 / 112 = 14.6 months ≥ 9.
  // declining-revenue ABSENT: MRR 61.0 → 63.5 → 66.2; quarter 171 → 191 k€ (the client count falls, revenue does not).
  // customer-concentration ABSENT: top client 9 % of MRR.
  {
    id: 'h18-fr-w7-05',
    documentType: 'business_plan',
    language: 'fr',
    text: `MicroLedger SRL — Tableau de bord investisseurs — T1 2025
Core banking en SaaS pour institutions de microfinance (IMF) — Sénégal, Cameroun, Gabon
Envoyé le 14 avril 2025 par Nadia Ouédraogo, CEO

Indicateurs mensuels                   Janv.   Févr.   Mars
MRR fin de mois (k€)*                   61,0    63,5    66,2
IMF clientes en début de mois             84      82      81
Nouvelles IMF signées                      4       5       5
IMF perdues (non-renouvellement)           6       6       6
IMF clientes en fin de mois               82      81      80

Compte de résultat trimestriel (en k€)               T4 2024   T1 2025
Chiffre d'affaires                                        171       191
Coût des ventes (hébergement, support, implémentation)     46        74
Marge brute                                               125       117

Trésorerie
- Trésorerie disponible au 31 mars : 1 640 k€
- Consommation nette de trésorerie : 112 k€ par mois en moyenne sur le trimestre

Commentaires de la direction
- Le MRR progresse pour le troisième mois consécutif (+8,5 % sur le trimestre).
- Les départs concernent surtout de petites IMF rurales au Cameroun ; nous ciblons désormais les réseaux de plus de 10 000 membres.
- La hausse du coût des ventes reflète les migrations de données des nouvelles IMF.
- Premier client : Mutuelle d'épargne de Thiès, 9 % du MRR.

* Le MRR inclut les frais de paramétrage et de migration des données, facturés une seule fois à la signature (18,4 k€ en mars).`,
    present: ['high-churn', 'non-recurring-revenue', 'gross-margin', 'burn-above-revenue'],
    absent: ['short-runway', 'declining-revenue', 'customer-concentration'],
    traits: ['table', 'figures', 'indirect', 'split'],
  },

  // 06 — Procès-verbal d'assemblée générale ordinaire, edtech (learning platform for secondary schools), Switzerland (Geneva),
  //   operating in Cameroon & Senegal.
  // declining-revenue PRESENT (figures): CHF 1 080 000 in 2024 vs CHF 1 310 000 in 2023 (−17.6 %).
  // regulatory PRESENT (direct): the Cameroonian ministry "a suspendu l'agrément de la plateforme", suspension still in force.
  // burn-above-revenue PRESENT (figures): 2024 net loss of CHF 465 000 → costs above revenue.
  // founder-departure PRESENT (words): co-founder and COO "se retirera de la gestion quotidienne" on 30 Sept. 2025 — announced departure.
  // audit-opinion ABSENT: ordinary audit, "opinion d'audit sans réserve".
  // going-concern ABSENT: no auditor doubt; the board states it has no doubt (negation).
  // short-runway ABSENT: 2 100 000 / 50 000 = 42 months.
  // pending-licence ABSENT: Senegalese approval renewed (granted) in March 2025.
  {
    id: 'h18-fr-w7-06',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE DES ACTIONNAIRES DE WASA LEARN SA
tenue le 18 juin 2025 à 17 h, rue de Lausanne 64, 1202 Genève

Présidence : Mme Claire Dubois-Nkeng, présidente du conseil d'administration. Procès-verbal : M. Yann Rochat.
Sont présents ou représentés 14 actionnaires, détenant 8 412 000 des 9 000 000 actions (93,5 %). La présidente constate que l'assemblée a été valablement convoquée et peut délibérer.

1. Rapport annuel et comptes annuels 2024
La présidente commente les comptes. Le chiffre d'affaires s'établit à CHF 1 080 000, contre CHF 1 310 000 en 2023. Les ventes de licences aux lycées publics camerounais ont cessé en octobre 2024, le ministère des Enseignements secondaires ayant suspendu l'agrément de la plateforme dans les établissements publics jusqu'à sa mise en conformité avec le nouveau cadre sur les données personnelles des élèves. Cette suspension reste en vigueur à ce jour. L'exercice se solde par une perte de CHF 465 000.

2. Rapport de l'organe de révision
Le rapport de Fidurhône SA (contrôle ordinaire), daté du 22 avril 2025, contient une opinion d'audit sans réserve et recommande l'approbation des comptes.
Décision : les comptes annuels 2024 sont approuvés à l'unanimité des voix représentées.

3. Emploi du résultat
La perte de CHF 465 000 est reportée à nouveau. Le conseil précise que le capital-actions et les réserves légales restent couverts. Après l'augmentation de capital de février, la trésorerie atteint CHF 2,1 millions au 31 mai 2025, pour une consommation d'environ CHF 50 000 par mois ; le conseil n'a aucun doute quant à la continuité de l'exploitation.

4. Décharge
La décharge est donnée aux membres du conseil d'administration à l'unanimité des voix exprimées, les administrateurs ne prenant pas part au vote.

5. Élections
Le conseil est réélu pour un an ; Fidurhône SA est reconduite comme organe de révision.

6. Divers
M. Idrissa Fall, cofondateur et directeur des opérations, informe l'assemblée qu'il se retirera de la gestion quotidienne de la société au 30 septembre 2025, pour raisons personnelles ; il accompagnera le conseil comme conseiller jusqu'à la fin de l'année. Le recrutement de son successeur est en cours.
La présidente signale que la filiale sénégalaise a obtenu en mars 2025 le renouvellement de son agrément par le ministère de l'Éducation nationale, pour trois ans.

La séance est levée à 18 h 40.
La présidente : C. Dubois-Nkeng — Le secrétaire : Y. Rochat`,
    present: ['declining-revenue', 'regulatory', 'burn-above-revenue', 'founder-departure'],
    absent: ['audit-opinion', 'going-concern', 'short-runway', 'pending-licence'],
    traits: ['prose', 'figures', 'indirect', 'time', 'negation'],
  },

  // 07 — Table de capitalisation commentée, road-freight platform, Switzerland (Neuchâtel), operating in Côte d'Ivoire & Burkina Faso.
  // investor-control PRESENT (figures only, no % given): fund 4 400 000 / 8 000 000 = 55.0 % fully diluted (4 400 000 / 7 520 000 issued = 58.5 %) ≥ 50 %.
  // low-founder-ownership PRESENT (figures only): active founders Koné + Perret = 1 770 000 / 8 000 000 = 22.1 % (23.5 % of issued) < 40 %.
  // founder-departure PRESENT (indirect): co-founder Traoré, "ancien directeur technique", "a quitté la société en août 2023".
  // dead-equity PRESENT (indirect): the buy-back right "n'a pas été exercé"; his 700 000 shares (8.75 %) remain outstanding.
  // cap-table-complexity PRESENT (words): 65 000-share gap with the share register (7 520 000 − 7 455 000) "n'a pas encore pu être réconcilié".
  {
    id: 'h18-fr-w7-07',
    documentType: 'legal_docs',
    language: 'fr',
    text: `TARMAC LOGISTIQUE SA, Neuchâtel — plateforme de fret routier (Abidjan, Ouagadougou)
Table de capitalisation au 31 mars 2025 — préparée par la direction financière pour la data room de la Série B (version 4)

Actionnaire                                          Catégorie                    Nombre de titres
Awa Koné, cofondatrice, directrice générale          actions ordinaires                  1 150 000
Julien Perret, cofondateur, directeur financier      actions ordinaires                    620 000
Moussa Traoré, cofondateur, ancien directeur technique   actions ordinaires                700 000
Sahel Mobility Fund I LP                             actions privilégiées A et B       4 400 000
Business angels (9 personnes)                        actions ordinaires                    650 000
Options attribuées (plan 2021)                       options                               480 000
Total entièrement dilué                                                                  8 000 000
Valeur nominale : CHF 0,10 par action.

Commentaires
1. M. Traoré a quitté la société en août 2023. La convention d'actionnaires prévoyait un droit de rachat de ses actions à la valeur nominale ; ce droit n'a pas été exercé dans le délai prévu et ses 700 000 actions restent en circulation.
2. Sahel Mobility Fund I LP a souscrit l'intégralité de la Série A (2022) et de l'extension de Série B-1 (2024).
3. Les chiffres ci-dessus proviennent du tableur tenu en interne. Le registre des actions fait état de 7 455 000 actions émises, contre 7 520 000 selon le présent tableau ; l'écart de 65 000 actions, probablement lié à des exercices d'options en 2022, n'a pas encore pu être réconcilié.
4. Les 320 000 options du plan 2021 non encore attribuées ne sont pas incluses.
5. Aucun titre n'est nanti.`,
    present: ['investor-control', 'low-founder-ownership', 'founder-departure', 'dead-equity', 'cap-table-complexity'],
    absent: [],
    traits: ['table', 'figures', 'indirect', 'list'],
  },
];
