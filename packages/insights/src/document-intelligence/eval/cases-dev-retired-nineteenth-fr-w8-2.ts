import type { RedFlagCase } from './case';
import { redFlagNineteenthFrW8P2Rest } from './cases-dev-retired-nineteenth-fr-w8-2-rest';

export const redFlagNineteenthFrW8P2: readonly RedFlagCase[] = [
  // 08 — Pitch deck, paiement marchand par QR, RDC (Kinshasa, Lubumbashi).
  // unrealistic-growth PRESENT (figures): 262 000 $ (2023) → 1,4 M USD (2024) = ×5,3 ≥ 4 ; puis ×3,5 et ×2,4.
  // no-competition PRESENT (indirect): « aucun autre acteur … le terrain est libre ».
  // pending-licence PRESENT: demande d'agrément d'établissement de monnaie électronique déposée à la BCC le 14 novembre 2023, instruction en cours.
  // burn-above-revenue ABSENT: charges mensuelles 31 000 $ < revenus de mars 2024 36 500 $.
  // unit-economics ABSENT: CAC 18 $ / 7 $ de revenu mensuel par marchand = 2,6 mois, « moins de 3 mois » cohérent.
  // customer-concentration ABSENT: aucun marchand au-dessus de 3 % du volume.
  // declining-revenue ABSENT: 95 000 $ (2022) → 262 000 $ (2023).
  {
    id: 'h19-fr-w8-08',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `MBONGO PAY — Le paiement marchand pour 100 millions de Congolais
Kinshasa — Deck de levée seed, avril 2024

1. LE PROBLÈME
- 9 transactions sur 10 se font encore en espèces, en francs congolais et en dollars.
- Un commerçant du marché de la Liberté jongle avec trois portefeuilles mobiles
  et deux devises, sans aucune trace comptable.

2. NOTRE SOLUTION
- Un QR code unique qui accepte M-Pesa, Orange Money et Airtel Money.
- Règlement du commerçant en FC ou en USD, au choix, en fin de journée.
- Tableau de bord des ventes sur téléphone, même sans smartphone (USSD).

3. MARCHÉ
- Plus de 2 millions de points de vente informels à Kinshasa et Lubumbashi.

4. POSITIONNEMENT
- Aucun autre acteur en RDC ne propose aujourd'hui l'acceptation QR
  multi-opérateurs : le terrain est libre et nous comptons l'occuper le premier.

5. TRACTION
- 3 400 marchands actifs (Kinshasa : 2 600 ; Lubumbashi : 800)
- Volume traité en mars 2024 : 1,8 M USD
- Revenus : 95 000 $ en 2022, 262 000 $ en 2023, 36 500 $ sur le seul mois de mars 2024
- Aucun marchand ne pèse plus de 3 % du volume traité

6. ÉCONOMIE UNITAIRE
- Coût d'acquisition d'un marchand : 18 $
- Revenu moyen par marchand : 7 $ par mois
- Coût d'acquisition récupéré en moins de 3 mois

7. RÉGLEMENTATION
- Dossier de demande d'agrément en qualité d'établissement de monnaie
  électronique déposé à la Banque Centrale du Congo le 14 novembre 2023.
- Instruction en cours ; dans l'intervalle, les fonds des marchands sont logés
  sur un compte de cantonnement chez notre banque partenaire.

8. PROJECTIONS DE REVENUS
   2023 (réel)    2024        2025        2026
   262 000 $      1,4 M USD   4,9 M USD   12 M USD

9. ÉQUILIBRE
- Charges d'exploitation mensuelles : 31 000 $ (22 salariés, serveurs, agents terrain)
- Trésorerie au 31 mars 2024 : 420 000 $

10. ÉQUIPE
- Christelle Ngalula (CEO, ex-banque commerciale), Héritier Mutombo (CTO)
- Les deux fondateurs détiennent 64 % du capital.

11. NOTRE DEMANDE
- 2,5 M USD pour ouvrir Goma, Bukavu et Kisangani.`,
    present: ['unrealistic-growth', 'no-competition', 'pending-licence'],
    absent: ['burn-above-revenue', 'unit-economics', 'customer-concentration', 'declining-revenue'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },
  // 09 — Procès-verbal d'assemblée générale extraordinaire, kits solaires, Togo.
  // investor-control PRESENT (figures): Kalao détient 30 000 + 120 000 = 150 000 actions sur 220 000 = 68,2 % ≥ 50 %.
  // low-founder-ownership PRESENT (figures): fondateurs 38 000 + 22 000 = 60 000 / 220 000 = 27,3 % < 40 %.
  // going-concern PRESENT: le conseil fait état d'une incertitude significative sur la continuité sans recapitalisation.
  // burn-above-revenue PRESENT (indirect): perte nette 2023 de 684 M F CFA pour un CA de 512 M F CFA (charges > produits).
  // audit-opinion ABSENT: comptes certifiés sans réserve.
  // declining-revenue ABSENT: 347 M (2022) → 512 M F CFA (2023).
  // cap-table-complexity ABSENT: répartition conforme au registre des titres tenu à jour.
  // Capitaux propres 310 M < moitié du capital 500 M → article 664 AUSCGIE.
  {
    id: 'h19-fr-w8-09',
    documentType: 'legal_docs',
    language: 'fr',
    text: `SOLEIL DU ZIO SA
Société anonyme avec conseil d'administration au capital de 1 000 000 000 F CFA
Siège : Boulevard du 13 Janvier, Lomé — RCCM : TG-LOM 2019 B 2741

PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE EXTRAORDINAIRE DU 27 JUIN 2024

L'an deux mille vingt-quatre, le vingt-sept juin, à dix heures, les
actionnaires de la société se sont réunis au siège social en assemblée
générale extraordinaire, sur convocation du conseil d'administration.
La feuille de présence fait apparaître que les actionnaires présents ou
représentés détiennent 96 500 actions sur les 100 000 actions composant le
capital. Le quorum étant atteint, l'assemblée peut valablement délibérer.
Président de séance : M. Komlan AGBÉKO, Président-directeur général.
Scrutateurs : Mme Afi MENSAH-ADJOVI et Kalao Impact Fund, représenté par
M. Olivier Dossa-Kpeto. Secrétaire : Me Yawo Akué, avocat.

ORDRE DU JOUR
1. Capitaux propres devenus inférieurs à la moitié du capital social :
   décision à prendre en application de l'article 664 de l'AUSCGIE ;
2. Augmentation du capital en numéraire de 1 200 000 000 F CFA ;
3. Suppression du droit préférentiel de souscription au profit de Kalao
   Impact Fund ;
4. Modification des articles 6 et 7 des statuts et composition du conseil ;
5. Pouvoirs.

EXPOSÉ DU PRÉSIDENT
Le Président rappelle que les comptes de l'exercice 2023, certifiés sans
réserve par le commissaire aux comptes et approuvés par l'assemblée générale
ordinaire du 28 mai 2024, font apparaître un chiffre d'affaires de
512 000 000 F CFA (contre 347 000 000 F CFA en 2022) et une perte nette de
684 000 000 F CFA, qui ramène les capitaux propres à 310 000 000 F CFA.
Il donne lecture du rapport du conseil, selon lequel « en l'absence de la
recapitalisation proposée, il existe une incertitude significative sur la
capacité de la société à poursuivre son exploitation ».
Il rappelle la répartition actuelle du capital, conforme au registre des
mouvements de titres tenu à jour : M. Komlan Agbéko, 38 000 actions ;
Mme Afi Mensah-Adjovi, 22 000 actions ; Kalao Impact Fund, 30 000 actions ;
quatre autres actionnaires, 10 000 actions au total.

RÉSOLUTIONS
Première résolution — L'assemblée, statuant en application de l'article 664
de l'AUSCGIE, décide qu'il n'y a pas lieu à dissolution anticipée de la
société. Adoptée à l'unanimité des voix exprimées.

Deuxième résolution — L'assemblée décide d'augmenter le capital de
1 200 000 000 F CFA par l'émission au pair de 120 000 actions nouvelles de
10 000 F CFA chacune, à libérer intégralement en numéraire à la souscription.
Le capital sera ainsi porté à 2 200 000 000 F CFA, divisé en 220 000 actions.
Adoptée à l'unanimité.

Troisième résolution — Sur le rapport du conseil et celui du commissaire aux
comptes, l'assemblée supprime le droit préférentiel de souscription des
actionnaires et réserve la souscription des 120 000 actions nouvelles à Kalao
Impact Fund. M. Agbéko et Mme Mensah-Adjovi déclarent ne pas souscrire.
Kalao Impact Fund ne prend pas part au vote. Adoptée à l'unanimité des voix
exprimées.

Quatrième résolution — L'assemblée modifie les articles 6 et 7 des statuts
en conséquence et porte à sept le nombre d'administrateurs, dont quatre
nommés sur proposition de Kalao Impact Fund. Adoptée à l'unanimité.

Cinquième résolution — Tous pouvoirs sont donnés au porteur d'une copie du
présent procès-verbal pour accomplir les formalités légales.

L'ordre du jour étant épuisé, la séance est levée à douze heures quinze.

Le Président          Les Scrutateurs          Le Secrétaire`,
    present: ['investor-control', 'low-founder-ownership', 'going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion', 'declining-revenue', 'cap-table-complexity'],
    traits: ['prose', 'list', 'figures', 'indirect', 'split', 'words'],
  },
  // 10 — Protocole d'accord transactionnel avec un fournisseur de chambres froides, Togo. CLEAN but tempting.
  // litigation ABSENT: seulement une mise en demeure et une intention de saisir le tribunal ; « aucune juridiction n'a été saisie » ; différend réglé.
  // debt-distress ABSENT: solde retenu 9 400 000 - avoir 3 600 000 = 5 800 000 F CFA réglé ce jour, quittance donnée.
  //   64 800 000 - 55 400 000 = 9 400 000 F CFA.
  // related-party ABSENT: les parties déclarent n'avoir aucun lien (négation).
  {
    id: 'h19-fr-w8-10',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROTOCOLE D'ACCORD TRANSACTIONNEL

ENTRE LES SOUSSIGNÉES :
FRIGOTECH AFRIQUE DE L'OUEST SA, au capital de 150 000 000 F CFA, dont le
siège est en Zone portuaire, Lomé, RCCM TG-LOM 2008 B 0612, représentée par
M. Serge AHOUANSOU, Directeur général, ci-après « Frigotech » ;
ET
TOGO FRESH LOGISTIQUE SARL, au capital de 5 000 000 F CFA, dont le siège est
à Agoè-Nyivé, Lomé, RCCM TG-LOM 2021 B 3340, représentée par Mme Akouvi
GBEASOR, gérante, ci-après « Togo Fresh ».

EXPOSÉ PRÉALABLE
1. En février 2024, Frigotech a livré et installé à Togo Fresh six chambres
   froides modulaires et quatre groupes frigorifiques, pour un prix total de
   64 800 000 F CFA TTC.
2. Togo Fresh a réglé 55 400 000 F CFA et a retenu le solde de
   9 400 000 F CFA, en invoquant des pannes répétées des compresseurs ayant
   entraîné la perte de marchandises confiées par ses clients.
3. Par lettre du 10 mai 2024, Frigotech a mis Togo Fresh en demeure de payer
   ce solde et a fait savoir qu'elle envisageait de saisir le Tribunal de
   commerce de Lomé. Aucune juridiction n'a été saisie à ce jour.
4. Souhaitant préserver leurs relations commerciales, les parties ont décidé
   de régler leur différend par voie transactionnelle, conformément aux
   articles 2044 et suivants du Code civil applicable au Togo.

CECI EXPOSÉ, IL A ÉTÉ CONVENU CE QUI SUIT :

Article 1 — Frigotech remplacera à ses frais les quatre compresseurs au plus
tard le 15 juillet 2024 et prolonge de douze mois la garantie de l'ensemble
des équipements livrés.

Article 2 — Frigotech consent à Togo Fresh un avoir de 3 600 000 F CFA au
titre des marchandises perdues.

Article 3 — Togo Fresh règle ce jour, par virement sur le compte de
Frigotech chez Ecobank Togo, le solde diminué de l'avoir, soit
5 800 000 F CFA (cinq millions huit cent mille francs CFA). Frigotech en
donne quittance par la signature des présentes.

Article 4 — Moyennant l'exécution des présentes, chaque partie renonce à
toute action, réclamation ou instance relative aux faits décrits à l'exposé.

Article 5 — Les parties déclarent qu'il n'existe entre elles, ni entre leurs
dirigeants, associés ou membres de leurs familles, aucun lien de parenté,
d'alliance ou de participation au capital.

Article 6 — Le présent protocole est confidentiel. Toute difficulté relative
à son exécution sera soumise au Tribunal de commerce de Lomé.

Fait à Lomé, le 14 juin 2024, en deux exemplaires originaux.

Pour Frigotech                          Pour Togo Fresh
Serge AHOUANSOU                         Akouvi GBEASOR`,
    present: [],
    absent: ['litigation', 'debt-distress', 'related-party'],
    traits: ['list', 'negation', 'modality', 'words', 'time'],
  },

  ...redFlagNineteenthFrW8P2Rest,
];
