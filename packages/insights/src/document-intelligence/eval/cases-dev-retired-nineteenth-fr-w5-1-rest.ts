/** The rest of cases-dev-retired-nineteenth-fr-w5-1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagNineteenthFrW5P1Rest: readonly RedFlagCase[] = [
  // 04 — Business plan avec tableau prévisionnel, kiosques solaires, Burundi. CLEAN.
  // unrealistic-growth ABSENT: 1 230 / 820 = 1,50× ; 1 780 / 1 230 = 1,45× ; 2 460 / 1 780 = 1,38× ; sur trois ans 2 460 / 820 = 3,0× au total (seuil 27×).
  // customer-concentration ABSENT: 115 / 820 = 14 % (< 30 %).
  // short-runway ABSENT: 520 M FBu / (430 / 12 ≈ 36 M FBu par mois) = 14,5 mois, et l'exploitation est bénéficiaire.
  // burn-above-revenue ABSENT: 2024 coûts 468 + 290 + 41 = 799 < CA 820 ; résultat avant impôt positif chaque année.
  // gross-margin ABSENT: 352 / 820 = 42,9 % puis 43,0 % stable.
  // pending-licence ABSENT: autorisation délivrée le 12 février 2024. debt-distress ABSENT: échéances réglées à bonne date.
  {
    id: 'h19-fr-w5-04',
    documentType: 'business_plan',
    language: 'fr',
    text: `IZUBA KIOSQUES SPRL — Business plan 2025-2027
Section 5 : Plan financier et tableau prévisionnel

5.1 Point de départ
Izuba exploite 46 kiosques solaires à Bujumbura, Gitega et Ngozi : recharge de téléphones, vente et location de lampes et de kits solaires domestiques. Les comptes 2024 ont été certifiés sans réserve par le cabinet Bizimana & Associés (rapport du 22 mars 2025). L'autorisation d'exploitation et de distribution d'équipements solaires a été délivrée par le ministère en charge de l'énergie le 12 février 2024, pour cinq ans.

5.2 Tableau prévisionnel (en millions de FBu)

                                  2024 réel    2025     2026     2027
Kiosques en service (fin d'année)        46       64       88      118
Chiffre d'affaires                      820    1 230    1 780    2 460
Coût des ventes                         468      701    1 015    1 402
Marge brute                             352      529      765    1 058
Taux de marge brute                  42,9 %   43,0 %   43,0 %   43,0 %
Charges d'exploitation                  290      430      560      720
EBITDA                                   62       99      205      338
Amortissements et frais financiers       41       61       93      133
Résultat avant impôt                     21       38      112      205

5.3 Hypothèses principales
• Croissance du chiffre d'affaires de 50 % en 2025, 45 % en 2026 et 38 % en 2027, portée d'abord par l'ouverture de 72 kiosques sur trois ans (18, 24 puis 30).
• Chiffre d'affaires moyen par kiosque : 17,8 M FBu en 2024, 20,8 M FBu en 2027, grâce à la location de kits payée par mobile money.
• Taux de marge brute maintenu à 43 % : les panneaux et batteries sont importés en dollars, hypothèse de change retenue 2 900 BIF pour 1 USD, avec une hausse de prix de vente répercutée si le franc glisse au-delà.
• Premier client : la coopérative des taxis-motos de Gitega, qui achète des lampes en gros pour ses membres, 115 M FBu en 2024, soit 14 % du chiffre d'affaires ; aucun autre client ne dépasse 5 %.

5.4 Trésorerie et financement
• Trésorerie au 31 mars 2025 : FBu 520 000 000, soit environ 14 mois des charges d'exploitation prévues pour 2025 (430 M FBu sur douze mois, environ 36 M FBu par mois), alors même que l'exploitation dégage un EBITDA positif depuis 2023.
• Prêt d'équipement de 150 M FBu accordé par la BCB en 2023 sur 36 mois : 18 échéances réglées, toutes à bonne date.
• Besoin de financement : 600 M FBu pour les 72 nouveaux kiosques, dont 400 M FBu en fonds propres et 200 M FBu en dette bancaire.

5.5 Risques identifiés
• Coupures d'approvisionnement en carburant qui renchérissent le transport vers l'intérieur.
• Glissement du franc burundais face au dollar.
• Vol et vandalisme des panneaux : assurance souscrite sur l'ensemble du parc.`,
    present: [],
    absent: ['unrealistic-growth', 'customer-concentration', 'short-runway', 'pending-licence', 'debt-distress'],
    traits: ['table', 'list', 'figures', 'negation'],
  },

  // 05 — Échange WhatsApp exporté entre associés, application d'épargne, Madagascar.
  // short-runway PRESENT (figures): trésorerie 97 + 21 = 118 M Ar ; burn net 43 − 12 = 31 M Ar par mois ; 118 / 31 = 3,8 mois (< 9).
  // burn-above-revenue PRESENT (figures): sorties 43 M Ar > commissions 12 M Ar sur février.
  // high-churn PRESENT (figures): 310 / 2 400 = 12,9 % des épargnants perdus en un mois (seuil 5 %).
  // regulatory PRESENT (indirect): la CSBF ordonne l'arrêt des ouvertures de comptes jusqu'à nouvel ordre (suspension).
  // litigation ABSENT (modality): un client « menace » de porter plainte, retrait débloqué : aucune procédure engagée.
  // founder-departure ABSENT (negation): Rado dément partir, simple congé.
  // going-concern ABSENT: personne n'exprime de doute sur la continuité ; seule la durée de trésorerie est implicite.
  {
    id: 'h19-fr-w5-05',
    documentType: 'business_plan',
    language: 'fr',
    text: `Discussion WhatsApp « Tahiry — Associés » — export du 06/03/2025

03/03/2025 20:41 - Fanja Rakotobe: Bonsoir. Mamy, tu as pu clôturer février ?
03/03/2025 20:52 - Mamy Andriamanjato: Oui. Soldes au 28/02 : BNI 97 M Ar + compte marchand MVola 21 M Ar. Donc 118 M Ar en tout.
03/03/2025 20:53 - Mamy Andriamanjato: Sorties du mois : 43 M Ar (salaires 24, serveurs et SMS 7, loyer 3, agents terrain 9). Commissions encaissées : 12 M Ar.
03/03/2025 20:55 - Fanja Rakotobe: Donc 31 M qui partent net chaque mois.
03/03/2025 20:55 - Mamy Andriamanjato: Voilà. Je te laisse faire la division 😬
03/03/2025 21:02 - Rado Rasolofoniaina: Côté utilisateurs c'est pas mieux. Sur les 2 400 épargnants actifs fin janvier, 310 ont tout retiré et fermé leur compte en février.
03/03/2025 21:03 - Rado Rasolofoniaina: Et décembre et janvier étaient du même ordre.
03/03/2025 21:05 - Fanja Rakotobe: Et on ne peut même plus compenser par des inscriptions.
03/03/2025 21:06 - Fanja Rakotobe: <Média omis>
03/03/2025 21:08 - Fanja Rakotobe: Je résume le courrier de la CSBF reçu vendredi : interdiction d'ouvrir tout nouveau compte épargne à compter du 1er mars, tant que l'argent des clients n'est pas cantonné chez un établissement agréé. Les comptes existants peuvent continuer à fonctionner.
03/03/2025 21:10 - Mamy Andriamanjato: Ils donnent un délai ?
03/03/2025 21:11 - Fanja Rakotobe: Aucun. « Jusqu'à nouvel ordre ».
03/03/2025 21:12 - Mamy Andriamanjato: Et la banque partenaire ?
03/03/2025 21:13 - Fanja Rakotobe: Toujours rien de signé, ils veulent d'abord voir nos procédures KYC.
03/03/2025 21:15 - Rado Rasolofoniaina: Autre chose : un client de Toamasina menaçait de porter plainte pour un retrait bloqué 48 h. Je l'ai rappelé, le retrait est passé ce matin, il s'est calmé.
03/03/2025 21:17 - Mamy Andriamanjato: Rado, au fait, l'équipe dit que tu pars ?
03/03/2025 21:19 - Rado Rasolofoniaina: Non ! Je prends deux semaines en avril pour le mariage de ma sœur à Fianarantsoa, c'est tout. Je ne bouge pas.
03/03/2025 21:20 - Mamy Andriamanjato: 😂 ok, rumeur éteinte
03/03/2025 21:22 - Fanja Rakotobe: Demain 9h chez moi : plan d'économies ligne par ligne, et je vois les business angels jeudi pour le bridge.
03/03/2025 21:23 - Mamy Andriamanjato: 👍 j'apporte le tableau de tréso
03/03/2025 21:23 - Rado Rasolofoniaina: 👍`,
    present: ['short-runway', 'burn-above-revenue', 'high-churn', 'regulatory'],
    absent: ['litigation', 'founder-departure', 'going-concern'],
    traits: ['chat', 'figures', 'indirect', 'negation', 'modality'],
  },

  // 06 — Courrier de la banque, revue annuelle, laiterie, Burundi. CLEAN.
  // debt-distress ABSENT (time, negation): échéance du 30 juin rejetée pour erreur technique puis débitée le 1er juillet, sans pénalité ; « aucun impayé » ; covenants respectés (1,8x ≤ 3,0x ; 1,9x ≥ 1,25x ; 38 % ≥ 25 %).
  // customer-concentration ABSENT: 520 / 2 900 = 17,9 % ≈ 18 % (< 30 %).
  // audit-opinion ABSENT: états 2024 certifiés sans réserve.
  // declining-revenue ABSENT: 2,4 → 2,9 Md FBu. burn-above-revenue ABSENT: résultat net positif 214 M FBu.
  {
    id: 'h19-fr-w5-06',
    documentType: 'legal_docs',
    language: 'fr',
    text: `BANQUE DE L'IMBO SA
Direction des Engagements — Département PME
Boulevard de l'Uprona, B.P. 2412, Bujumbura

Bujumbura, le 9 juillet 2025
Réf. : DE/PME/2025/0738

UBUKI DAIRY SPRL
À l'attention de Mme Aline Irakoze, Gérante
Quartier Magamba, Gitega

Objet : Revue annuelle de vos concours — renouvellement de votre ligne de fonds de roulement

Madame la Gérante,

Dans le cadre de la revue annuelle de vos concours, nous avons examiné les états financiers 2024 de votre société, certifiés sans réserve par votre commissaire aux comptes (rapport du 31 mars 2025), ainsi que le fonctionnement de vos comptes dans nos livres.

1. Situation de vos engagements au 30 juin 2025
• Crédit d'investissement n° CI-2022-114 (FBu 600 000 000 sur 60 mois) : capital restant dû FBu 318 400 000 ; 31 échéances réglées sur 60.
• Ligne de fonds de roulement : autorisée FBu 250 000 000 ; utilisée FBu 96 000 000.

Nous vous confirmons que l'échéance du 30 juin 2025, rejetée le jour même en raison d'une erreur de numéro de compte dans l'ordre de virement émis par votre service comptable, a été débitée le 1er juillet 2025. Conformément à notre politique, aucun intérêt de retard n'est appliqué pour un décalage d'un jour ouvré d'origine technique. Votre dossier ne présente aucun impayé à ce jour.

2. Engagements financiers contractuels
Ratio                                   Seuil contractuel    31/12/2024
Dette financière nette / EBITDA              ≤ 3,0x              1,8x
Couverture du service de la dette            ≥ 1,25x             1,9x
Fonds propres / total du bilan               ≥ 25 %              38 %
L'ensemble des ratios est respecté.

3. Appréciation de l'activité
Votre chiffre d'affaires 2024 s'établit à 2,9 Md FBu contre 2,4 Md FBu en 2023, pour un résultat net de FBu 214 000 000. Vos ventes au réseau de supermarchés Kaze Market (520 M FBu, soit 18 % du chiffre d'affaires) demeurent votre premier débouché ; le solde se répartit entre plus de 140 boutiques, hôtels et cantines scolaires de Gitega et de Bujumbura.

4. Décision
Le Comité de crédit du 4 juillet 2025 a approuvé le renouvellement de votre ligne de fonds de roulement pour une durée de douze mois, portée à FBu 300 000 000, au taux de 14 % l'an, les garanties existantes (nantissement du matériel de transformation et caution personnelle de la Gérante) étant maintenues. Le contrat d'avenant vous sera adressé sous huitaine.

Nous vous remercions de la confiance que vous témoignez à notre établissement et vous prions d'agréer, Madame la Gérante, l'expression de nos salutations distinguées.

Pascal Niyongabo
Directeur des Engagements`,
    present: [],
    absent: ['debt-distress', 'customer-concentration', 'audit-opinion'],
    traits: ['table', 'prose', 'negation', 'time'],
  },

  // 07 — Procès-verbal de conseil d'administration, pharmacie en ligne, Burundi.
  // investor-control PRESENT (figures): Kasuku 2 000 + 3 400 = 5 400 / 10 000 actions = 54 % (≥ 50 %).
  // related-party PRESENT (indirect): bail avec Rohero Properties SPRL, dont la gérante est l'épouse du PDG.
  // pending-licence PRESENT (indirect): demande déposée à l'ABREMA le 14/11/2024, « toujours en cours d'instruction ».
  // litigation PRESENT (indirect): assignation de Pharma Grands Lacs devant le Tribunal de commerce, audience renvoyée : procédure ouverte.
  // low-founder-ownership ABSENT: fondateurs 2 800 + 1 800 = 4 600 / 10 000 = 46 % (≥ 40 %).
  // founder-departure ABSENT: aucun départ ; mandat d'une administratrice renouvelé.
  {
    id: 'h19-fr-w5-07',
    documentType: 'legal_docs',
    language: 'fr',
    text: `IMBONEZA SANTÉ SA
Société anonyme au capital de FBu 500 000 000 — Registre du commerce de Bujumbura n° 0123/2021
Siège social : avenue de la Mission, Rohero, Bujumbura

PROCÈS-VERBAL DE LA RÉUNION DU CONSEIL D'ADMINISTRATION DU 20 FÉVRIER 2025

L'an deux mille vingt-cinq, le vingt février à quinze heures, le conseil d'administration s'est réuni au siège social sur convocation de son Président.

Présents : M. Gilbert Ndayishimiye, Président-Directeur général ; Mme Diane Kaneza, administratrice ; M. Ephrem Bigirimana, représentant permanent de Kasuku Capital Partners ; Mme Josiane Irambona, administratrice indépendante.
Représenté : M. Olivier Mugisha (Kasuku Capital Partners), ayant donné pouvoir à M. Bigirimana.
Secrétaire de séance : Me Aimable Nshimirimana.
Le quorum étant atteint, le conseil peut valablement délibérer.

Ordre du jour :
1. Constatation de la conversion des obligations convertibles
2. Bail de l'entrepôt de Kinindo
3. Dossier ABREMA — livraison de médicaments à domicile
4. Procédure engagée par Pharma Grands Lacs SPRL
5. Renouvellement du mandat d'une administratrice
6. Questions diverses

1. Conversion des obligations convertibles
Le conseil constate que Kasuku Capital Partners a converti le 31 janvier 2025 la totalité de ses obligations convertibles, d'un montant de FBu 1 350 000 000, en 3 400 actions nouvelles. Compte tenu des 2 000 actions qu'elle détenait déjà, Kasuku Capital Partners détient désormais 5 400 des 10 000 actions composant le capital. Le solde, soit 4 600 actions, reste détenu par les deux fondateurs, M. Ndayishimiye (2 800 actions) et Mme Kaneza (1 800 actions). Le registre des titres est mis à jour en conséquence.

2. Bail de l'entrepôt de Kinindo
Le Président présente le projet de bail d'un entrepôt de 420 m² à Kinindo, appartenant à Rohero Properties SPRL, dont la gérante et associée unique est Mme Chantal Ndayishimiye, son épouse. Loyer mensuel : FBu 4 500 000, durée trois ans, trois mois payables d'avance. M. Ndayishimiye ne prenant part ni aux débats ni au vote sur ce point, le conseil autorise la conclusion du bail par trois voix pour et aucune contre.

3. Dossier ABREMA
La demande d'autorisation de vente en ligne et de livraison à domicile de médicaments, déposée auprès de l'Autorité burundaise de régulation des médicaments à usage humain et des aliments (ABREMA) le 14 novembre 2024, est toujours en cours d'instruction. Une inspection de l'entrepôt est annoncée pour le mois de mars. Le lancement du service de livraison attendra la décision ; l'officine de Rohero poursuit son activité habituelle.

4. Procédure Pharma Grands Lacs SPRL
Le conseil est informé que l'instance introduite par assignation du 9 octobre 2024 par l'ancien grossiste Pharma Grands Lacs SPRL devant le Tribunal de commerce de Bujumbura, qui réclame FBu 96 000 000 au titre de factures contestées et de la rupture du contrat d'approvisionnement, suit son cours. L'audience de plaidoiries a été renvoyée au 12 mars 2025. L'avocat de la société estime le risque modéré ; le conseil ne décide pas de provision complémentaire.

5. Renouvellement de mandat
Le mandat d'administratrice de Mme Josiane Irambona, arrivé à échéance, est renouvelé pour une durée de trois ans, à l'unanimité.

6. Questions diverses
Néant.

L'ordre du jour étant épuisé, la séance est levée à dix-sept heures dix.

Le Président                                Le Secrétaire de séance
Gilbert Ndayishimiye                        Me Aimable Nshimirimana`,
    present: ['investor-control', 'related-party', 'pending-licence', 'litigation'],
    absent: ['low-founder-ownership', 'founder-departure'],
    traits: ['list', 'prose', 'figures', 'indirect'],
  },
];
