/** Writer 5's texts of the retired twenty-second held-out set (cases-dev-retired-twenty-second.ts), part 2 of 2: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentySecondFrW5P2: readonly RedFlagCase[] = [

  // 09 — e-mail du CEO à un investisseur, téléconsultation, Sénégal. AUCUN FLAG.
  // short-runway ABSENT: hypothèse « si tout le CA s'arrêtait » ; 1,12 Md / 80 M = 14 mois (61 semaines) ; en réalité bénéficiaire.
  // customer-concentration ABSENT: premier client 22 % (< 30 %) ; perte évoquée au conditionnel.
  // debt-distress ABSENT: « jamais manqué une échéance ».
  // audit-opinion ABSENT: comptes 2024 audités, opinion sans réserve.
  // pending-licence ABSENT: autorisation délivrée en mai 2024.
  // high-churn ABSENT: 3 %/mois, rétention annuelle 0,97^12 = 69 %.
  // burn-above-revenue ABSENT: charges 80 M < CA 88 M FCFA par mois.
  {
    id: 'h22-fr-w5-09',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'list', 'negation', 'modality', 'time', 'figures'],
    present: [],
    absent: ['short-runway', 'customer-concentration', 'debt-distress', 'audit-opinion', 'pending-licence', 'high-churn', 'burn-above-revenue'],
    text: `De : Khady Diallo <khady@dalalsante.sn>
À : Jean-Marc Koffi
Objet : RE: Dalal Santé — vos questions après notre rendez-vous

Bonjour Jean-Marc,

Merci encore pour la rencontre de mardi. Voici nos réponses, dans l'ordre de vos questions.

1. Endettement. Nous avons un seul prêt, de 150 M FCFA, garanti par le FONGIP. Depuis son décaissement en 2023, nous n'avons jamais manqué une échéance ni demandé de report.

2. Dépendance client. Notre premier client, une institution de prévoyance maladie de Dakar, représente 22 % de notre chiffre d'affaires 2024 (1,02 Md FCFA, contre 760 M FCFA en 2023). Si nous le perdions, nous resterions proches de l'équilibre grâce aux abonnements individuels, et le contrat court jusqu'en 2027.

3. Trésorerie. Nous facturons en moyenne 88 M FCFA par mois pour 80 M FCFA de charges. Notre trésorerie est de 1,12 Md FCFA : même si tout notre chiffre d'affaires s'arrêtait demain, elle couvrirait 61 semaines de charges.

4. Comptes. Nos comptes 2024 ont été audités par un cabinet membre de l'ONECCA ; l'opinion est sans réserve. Je vous envoie le rapport complet dans la data room.

5. Cadre réglementaire. Le ministère de la Santé nous a délivré l'autorisation d'exercer la télémédecine en mai 2024 ; elle est valable cinq ans.

6. Fidélité. Sur les abonnements familiaux, nous perdons environ 3 % des abonnés par mois ; nous visons 2 % avec le programme de rappels de vaccination.

N'hésitez pas si d'autres points restent ouverts.

Bien cordialement,
Khady Diallo
CEO, Dalal Santé`,
  },

  // 10 — business plan, aquaculture, Guinée. AUCUN FLAG.
  // unrealistic-growth ABSENT: 4,1 Md -> 10,2 Md GNF = 2,5x ; le « quadruplement » concerne le marché, sur 2024-2032.
  // gross-margin ABSENT: 41 % -> 40 % (-1 point).
  // pending-licence ABSENT: agrément obtenu en janvier 2025.
  // declining-revenue ABSENT: 3,2 -> 4,1 Md GNF.
  // burn-above-revenue ABSENT: charges 2025e 3,6 Md < CA 4,1 Md.
  // audit-opinion ABSENT: comptes 2024 certifiés sans réserve.
  {
    id: 'h22-fr-w5-10',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures', 'words', 'indirect'],
    present: [],
    absent: ['unrealistic-growth', 'gross-margin', 'pending-licence', 'declining-revenue', 'burn-above-revenue', 'audit-opinion'],
    text: `TILAPIA DE KINDIA SARL — Plan d'affaires 2025-2027 (résumé)

1. Présentation
Ferme piscicole de 14 bassins et une écloserie à Kindia, qui vend du tilapia frais et fumé aux marchés de Conakry, aux restaurants et à deux cantines scolaires.

2. Le marché
La Guinée importe l'essentiel du poisson d'élevage qu'elle consomme. Selon la FAO, le marché du poisson d'élevage en Guinée pourrait quadrupler entre 2024 et 2032 à mesure que la pêche artisanale recule. Nous ne visons qu'une petite part de cette croissance.

3. Autorisations
L'agrément d'exploitation aquacole délivré par le ministère de la Pêche a été obtenu en janvier 2025, pour dix ans. L'écloserie a reçu son certificat sanitaire en mars 2025.

4. Chiffres historiques et prévisionnels (en milliards de GNF)

                        2024 (réel)   2025 (estimé)   2026 (prévu)   2027 (prévu)
Chiffre d'affaires          3,2            4,1            10,2           13,5
Taux de marge brute         41 %           40 %            39 %           40 %
Charges totales             2,9            3,6             8,9           11,4

Les comptes 2024 ont été certifiés sans réserve par un commissaire aux comptes agréé.

La hausse de 2026 provient de la mise en service de 20 nouveaux bassins financés par la présente levée, qui triplent la capacité de production, et d'un contrat d'approvisionnement de 300 tonnes avec un distributeur de Conakry, déjà signé.

5. Concurrence
Les importateurs de poisson congelé (Chine, Mauritanie) et deux fermes à Coyah et Forécariah.

6. Besoin de financement
5 Md GNF, dont 3,8 Md pour les bassins et 1,2 Md de fonds de roulement.`,
  },

  // 11 — procès-verbal de conseil, chaîne du froid, Sénégal. AUCUN FLAG (problèmes passés, clos).
  // debt-distress ABSENT: arriérés de TVA 2023 intégralement apurés, attestation de régularité délivrée ; échéances à jour.
  // going-concern ABSENT: l'observation 2023 sur la continuité n'a pas été reconduite ; rapport 2024 sans réserve ni observation.
  // audit-opinion ABSENT: comptes 2024 certifiés sans réserve.
  // litigation ABSENT: litige avec l'ancien bailleur clos par jugement définitif.
  // gross-margin ABSENT: 33 % -> 31 % (-2 points).
  // burn-above-revenue ABSENT: résultat net 2024 +140 M FCFA.
  {
    id: 'h22-fr-w5-11',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['prose', 'time', 'negation', 'figures'],
    present: [],
    absent: ['debt-distress', 'going-concern', 'audit-opinion', 'litigation', 'gross-margin', 'burn-above-revenue'],
    text: `SALOUM LOGISTIQUE SA — Kaolack
Extrait du procès-verbal du conseil d'administration du 27 mars 2025

Point 1 — Arrêté des comptes 2024
Le conseil prend connaissance des comptes de l'exercice 2024 : chiffre d'affaires de 2,4 Md FCFA (1,9 Md FCFA en 2023), taux de marge brute de 31 % (33 % en 2023, effet de la hausse du gasoil), résultat net bénéficiaire de 140 M FCFA.

Le commissaire aux comptes a certifié les comptes sans réserve. Son rapport ne comporte aucune observation : l'observation relative à la continuité d'exploitation qui figurait dans le rapport sur l'exercice 2023 n'a pas été reconduite, compte tenu du retour aux bénéfices et de l'augmentation de capital de juillet 2024.

Point 2 — Situation fiscale et bancaire
Le directeur financier rappelle que les arriérés de TVA constatés fin 2023 (27 M FCFA) ont été intégralement apurés en février 2025. La DGID a délivré l'attestation de régularité fiscale le 3 mars 2025. Toutes les échéances du prêt de la BNDE ont été payées à leur date ; le ratio de couverture du service de la dette s'établit à 1,6x pour un minimum contractuel de 1,3x.

Point 3 — Affaires juridiques
Le litige qui opposait la société à l'ancien bailleur de l'entrepôt de Kahone a été clos par un jugement définitif du 16 janvier 2025 ; aucune autre procédure n'est en cours.

Point 4 — Perspectives
La direction présente un budget 2025 de 2,9 Md FCFA de chiffre d'affaires, avec l'ouverture d'un second entrepôt frigorifique à Fatick.

Le conseil approuve les comptes à l'unanimité et convoque l'assemblée générale ordinaire pour le 30 avril 2025.`,
  },

  // 12 — update mensuel investisseurs, paie et mobile money pour PME, Guinée. AUCUN FLAG.
  // high-churn ABSENT: 9 entreprises sur 300 = 3 %/mois ; le 60 % d'attrition concerne les comptes mobile money du marché (autre sujet).
  // customer-concentration ABSENT: premier client 22 % du MRR.
  // non-recurring-revenue ABSENT: les 35 M GNF de frais de mise en place sont exclus du MRR.
  // pending-licence ABSENT: agrément de la BCRG accordé le 18 juillet.
  // gross-margin ABSENT: 60 % -> 58 % (-2 points).
  // declining-revenue ABSENT: MRR 395 -> 420 M GNF.
  // burn-above-revenue ABSENT: dépenses 380 M < revenus 420 M (+35 M) GNF.
  {
    id: 'h22-fr-w5-12',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['list', 'figures', 'negation', 'indirect', 'time'],
    present: [],
    absent: ['high-churn', 'customer-concentration', 'non-recurring-revenue', 'pending-licence', 'gross-margin', 'declining-revenue', 'burn-above-revenue'],
    text: `KOBO PAIE — Lettre aux investisseurs, août 2025

Chers associés,

La grande nouvelle du mois : l'agrément d'établissement de paiement de la BCRG nous a été accordé le 18 juillet, au terme de quatorze mois d'instruction. Nous pouvons désormais verser les salaires directement sur les portefeuilles mobiles des employés de nos clients.

Chiffres d'août
- MRR : 420 M GNF (juillet : 395 M GNF)
- Taux de marge brute : 58 % (60 % en juillet, hausse temporaire des frais des opérateurs)
- Dépenses totales du mois : 380 M GNF
- Frais de mise en place facturés aux nouveaux clients : 35 M GNF — facturés une seule fois, donc exclus du MRR ci-dessus
- Trésorerie : 3,1 Md GNF

Clients
Nous comptions 300 entreprises clientes au 1er août. Neuf ont résilié dans le mois (dont six après une fermeture ou un rachat), 24 nous ont rejoints : 315 au 31 août. Notre premier client, un groupe minier de Boké, représente 22 % du MRR ; ses filiales de Kamsar et Sangarédi sont en discussion.

Le marché
Selon la GSMA, près de 60 % des comptes mobile money ouverts en Guinée deviennent inactifs dans l'année. C'est exactement le problème que nous réglons : un salaire versé chaque mois garde le compte vivant.

Prochaines étapes
- Lancement de l'avance sur salaire en octobre, avec une institution de microfinance partenaire ;
- Recrutement d'un responsable conformité (poste exigé par l'agrément, budgeté) ;
- Préparation de la série A pour le premier trimestre 2026.

Merci de votre confiance,
Néné Bah et Ousmane Sylla, cofondateurs`,
  },

  // 13 — term sheet série A, stockage d'énergie, Sénégal. AUCUN FLAG.
  // investor-control ABSENT: Fonds Atlantique 36 % et DFI Impact Sahel 14 % = deux investisseurs indépendants, chacun < 50 % ;
  //   même avec l'ajustement anti-dilution maximal le Fonds Atlantique atteindrait 41 %.
  // low-founder-ownership ABSENT: fondateurs 46 % (>= 40 %).
  // litigation / debt-distress / going-concern ABSENT: déclarations et garanties négatives.
  {
    id: 'h22-fr-w5-13',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['list', 'figures', 'modality', 'negation'],
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'litigation', 'debt-distress', 'going-concern'],
    text: `PROTOCOLE D'ACCORD (TERM SHEET) — SÉRIE A
KËR SOLAR SAS — Thiès, Sénégal — Document non engageant, 8 septembre 2025

Montant : 2,0 Md FCFA en actions de préférence A.
Valorisation pré-money : 2,0 Md FCFA ; post-money : 4,0 Md FCFA.

Investisseurs :
• Fonds Atlantique Croissance (chef de file) : 1,44 Md FCFA, soit 36 % post-money ;
• DFI Impact Sahel : 0,56 Md FCFA, soit 14 % post-money.
Les deux investisseurs sont indépendants l'un de l'autre, n'ont aucun lien de gestion ou de capital et ne concluent entre eux aucun accord d'action de concert.

Capital post-money (entièrement dilué) :
• Mame Diarra Seck et Ousmane Ndiaye, fondateurs : 46 % (23 % chacun) ;
• Pool de BSPCE : 4 % ;
• Investisseurs série A : 50 % au total.

Anti-dilution : moyenne pondérée large. À titre d'illustration, si une levée ultérieure se faisait à la moitié du prix de la série A, la participation du Fonds Atlantique pourrait atteindre 41 %.

Conseil d'administration : cinq membres — deux fondateurs, un représentant du Fonds Atlantique, un représentant de DFI Impact Sahel, un indépendant.

Droits de veto : budget annuel, endettement supérieur à 300 M FCFA, cession d'actifs essentiels, modification des statuts.

Déclarations et garanties de la Société :
• aucun litige, contentieux ou procédure n'est en cours ni, à sa connaissance, sur le point d'être engagé ;
• la Société n'est en défaut au titre d'aucun contrat de prêt et n'a aucun arriéré fiscal ou social ;
• aucun événement connu ne remet en cause la continuité de son exploitation.

Conditions préalables : due diligence satisfaisante, adoption des nouveaux statuts, signature du pacte d'associés.

Exclusivité : 60 jours à compter de la signature.`,
  },
];
