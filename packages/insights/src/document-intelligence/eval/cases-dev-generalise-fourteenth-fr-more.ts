/**
 * Development set, fourteenth round, French documents from francophone Africa (2026-11-30), second half: KPI
 * exports, cap tables, shareholders' agreements, regulators' sanctions, SYSCOHADA auditors' reports, projections
 * and clean near-misses from Sénégal, Côte d'Ivoire, Cameroun, Bénin, Maroc, Tunisie, RDC and Rwanda.
 * Written and labelled from the labelling guide (held-out.ts) by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFourteenthFrMore: readonly RedFlagCase[] = [
  {
    id: 'd14b-litigation-whatsapp-cd', documentType: 'business_plan', language: 'fr',
    present: ['litigation'], absent: [], traits: ['split', 'indirect'],
    text: `Patrick : l'huissier est passé ce matin, Kin Logistique nous a fait signifier une assignation pour les
camions livrés en retard. Ils réclament 85 000 USD
Grâce : on a quinze jours pour conclure ?
Patrick : oui, j'ai transmis à Maître Lukusa. Avec 60 000 USD de CA par mois on ne peut pas perdre ça
Grâce : ok on en parle au board jeudi`,
  },
  {
    id: 'd14b-runway-letter-ma', documentType: 'pitch_deck', language: 'fr',
    present: ['short-runway'], absent: ['going-concern'], traits: ['time', 'indirect'],
    text: `Casablanca, le 15 octobre 2025
Chers associés,
Le chiffre d'affaires de septembre s'établit à 1,4 M MAD, en ligne avec le budget. Au rythme de dépenses
actuel, la trésorerie nous permet de tenir jusqu'à la fin mars 2026 : la levée engagée avec deux family
offices est donc notre priorité absolue du trimestre.`,
  },
  {
    id: 'd14b-churn-nonrecurring-kpi-ci', documentType: 'pitch_deck', language: 'fr',
    present: ['high-churn', 'non-recurring-revenue'], absent: ['customer-concentration'],
    traits: ['figures', 'table', 'indirect'],
    text: `Export tableau de bord — juillet 2025
Abonnés actifs au 1er juillet .............. 4 800
Résiliations en juillet ...................... 312
Nouveaux abonnés en juillet .................. 540
MRR de juillet ..................... 31,9 M FCFA
  dont frais d'installation facturés une seule fois (pharmacies Groupe Santé Plus) : 3,1 M FCFA`,
  },
  {
    id: 'd14b-churn-annual-tn', documentType: 'pitch_deck', language: 'fr',
    present: ['high-churn'], absent: [], traits: ['figures', 'indirect'],
    text: `Diapo 8 — Rétention
Sur les 620 restaurants clients au 1er janvier 2025, 322 utilisaient encore notre logiciel de caisse
au 31 décembre.
ARR au 31 décembre : 1,9 M TND, porté par 410 nouveaux établissements signés dans l'année.`,
  },
  {
    id: 'd14b-churn-words-sn', documentType: 'business_plan', language: 'fr',
    present: ['high-churn'], absent: [], traits: ['words', 'time'],
    text: `2.3 Bilan de l'année écoulée
Chiffre d'affaires 2025 : 640 M FCFA. Point de vigilance : un peu plus de la moitié des marchands recrutés
au cours de 2024 avaient cessé d'utiliser l'application douze mois plus tard, surtout dans les régions
de Kaolack et de Ziguinchor.`,
  },
  {
    id: 'd14b-unit-nocompet-deck-ci', documentType: 'pitch_deck', language: 'fr',
    present: ['unit-economics', 'no-competition'], absent: [], traits: ['list', 'figures'],
    text: `Diapo 6 — Pourquoi nous gagnons
• Aucun concurrent sur la livraison de gaz butane à domicile à Abidjan
• CAC : 4 500 FCFA par client
• Dépenses marketing T3 : 63 M FCFA pour 3 500 nouveaux clients
• Panier moyen : 9 000 FCFA`,
  },
  {
    id: 'd14b-unit-ltv-ma', documentType: 'pitch_deck', language: 'fr',
    present: ['unit-economics'], absent: ['high-churn'], traits: ['figures', 'split'],
    text: `Nos unit economics sont parmi les meilleures du secteur : ratio LTV/CAC de 5.
Un client génère en moyenne 40 MAD de marge brute par mois et reste abonné 30 mois ;
le coût d'acquisition d'un client s'établit à 600 MAD.
Chiffre d'affaires mensuel : 2,1 M MAD.`,
  },
  {
    id: 'd14b-unit-payback-bj', documentType: 'pitch_deck', language: 'fr',
    present: ['unit-economics'], absent: [], traits: ['list', 'figures'],
    text: `Économie unitaire (boutiques partenaires, Cotonou)
- Coût d'acquisition d'une boutique : 36 000 FCFA
- Contribution mensuelle par boutique : 4 000 FCFA
- Retour sur le coût d'acquisition : 3 mois
Chiffre d'affaires 2025 : 415 M FCFA`,
  },
  {
    id: 'd14b-dead-founder-captable-cm', documentType: 'legal_docs', language: 'fr',
    present: ['dead-equity', 'founder-departure'], absent: ['low-founder-ownership', 'investor-control'],
    traits: ['table', 'indirect'],
    text: `Table de capitalisation au 30 septembre 2025
| Actionnaire | Actions | % |
| Paul Ngono (fondateur, DG) | 42 000 | 42 % |
| Rita Essomba (cofondatrice, directrice produit) | 18 000 | 18 % |
| Luc Mbarga (cofondateur, a quitté la société en 2023) | 15 000 | 15 % |
| Kamer Seed Fund | 20 000 | 20 % |
| Réserve BSPCE | 5 000 | 5 % |
| Total | 100 000 | 100 % |`,
  },
  {
    id: 'd14b-dead-captable-ddq-ma', documentType: 'legal_docs', language: 'fr',
    present: ['dead-equity', 'cap-table-complexity'], absent: ['founder-departure'], traits: ['indirect'],
    text: `Q 9.3 Des personnes ayant quitté la société détiennent-elles des titres ?
R. Oui : deux anciens développeurs, partis en 2024, conservent ensemble 9 % du capital ; la promesse de
cession prévue en cas de départ n'a pas été exercée.
Q 9.4 La table de capitalisation est-elle à jour ?
R. Elle est en cours de rapprochement avec le registre des mouvements de titres : un écart de 3 200 actions,
lié aux BSA émis en 2022, n'est pas encore expliqué.`,
  },
  {
    id: 'd14b-dead-founder-letter-sn', documentType: 'pitch_deck', language: 'fr',
    present: ['dead-equity', 'founder-departure'], absent: ['litigation'], traits: ['indirect', 'time'],
    text: `Point d'étape — T3 2025
Activité : chiffre d'affaires du trimestre de 212 M FCFA (+9 % sur le T2).
Capital : notre ancienne directrice des opérations, qui nous a quittés en janvier, détient toujours
ses 7 % ; les discussions pour les racheter n'ont pas abouti et nous étudions d'autres options avec
nos avocats.`,
  },
  {
    id: 'd14b-captable-whatsapp-bj', documentType: 'legal_docs', language: 'fr',
    present: ['cap-table-complexity'], absent: [], traits: ['split', 'indirect'],
    text: `Rodrigue : le cabinet demande la cap table à jour pour le closing
Élise : laquelle 😅 on a l'Excel de 2023, celle du notaire et celle annexée au pacte, aucune ne tombe
sur le même nombre d'actions
Rodrigue : ok il faut réconcilier tout ça avant vendredi, sinon pas de signature`,
  },
  {
    id: 'd14b-captable-pacte-tn', documentType: 'legal_docs', language: 'fr',
    present: ['cap-table-complexity'], absent: [], traits: ['indirect'],
    text: `Article 2.3 — Répartition du capital
Les Parties reconnaissent que la répartition du capital figurant en Annexe 2 n'a pu être arrêtée
définitivement à la date des présentes, la conversion des obligations convertibles émises en 2023
n'ayant pas été réconciliée avec le registre des actionnaires. Les Parties s'engagent à signer une annexe
rectificative dans un délai de soixante jours.`,
  },
  {
    id: 'd14b-control-sn', documentType: 'legal_docs', language: 'fr',
    present: ['investor-control'], absent: ['low-founder-ownership'], traits: ['list', 'figures'],
    text: `Répartition du capital après réalisation de l'augmentation de capital :
- Fonds Sahel Croissance : 54 %
- Fondateurs (Aïssatou Diop et Ibrahima Fall) : 41 %
- Réserve de BSPCE : 5 %`,
  },
  {
    id: 'd14b-control-lowfounder-cm', documentType: 'legal_docs', language: 'fr',
    present: ['investor-control', 'low-founder-ownership'], absent: [], traits: ['words', 'figures'],
    text: `Annexe 1 — Actionnariat post-série B
Le fonds panafricain Ubuntu Growth détiendra, à l'issue du tour, un peu moins des deux tiers du capital
(61 %) ; les deux fondateurs conserveront ensemble 27 % et les salariés 12 % via le plan d'actionnariat.`,
  },
  {
    id: 'd14b-regulatory-bam-ma', documentType: 'pitch_deck', language: 'fr',
    present: ['regulatory'], absent: [], traits: ['list', 'figures'],
    text: `Rapport trimestriel aux investisseurs — T3 2025
• Volume de paiements traité : 412 M MAD ; revenus nets : 3,7 M MAD
• En juillet, Bank Al-Maghrib a adressé à notre filiale d'établissement de paiement un avertissement
  assorti d'une sanction pécuniaire de 1,5 M MAD pour insuffisances dans les procédures KYC
• Plan de remédiation en cours`,
  },
  {
    id: 'd14b-regulatory-suspension-cd', documentType: 'pitch_deck', language: 'fr',
    present: ['regulatory'], absent: ['declining-revenue'], traits: ['time', 'figures'],
    text: `Mise à jour investisseurs — septembre 2025
L'ARPTC a suspendu notre code USSD *555# du 3 au 24 septembre, au motif d'un défaut de déclaration de notre
partenaire agrégateur. Pendant ces trois semaines, les clients ne pouvaient payer que via l'application.
Encaissements du mois : 186 000 USD (août : 171 000 USD).`,
  },
  {
    id: 'd14b-regulatory-crypto-tn', documentType: 'business_plan', language: 'fr',
    present: ['regulatory'], absent: ['pending-licence'], traits: ['modality', 'indirect'],
    text: `5. Risques
Le cadre juridique applicable aux actifs numériques en Tunisie reste incertain : la Banque centrale n'a
ni autorisé ni interdit l'activité de plateforme d'échange, et une interdiction pure et simple ne peut
être exclue. Nos revenus de commissions (420 000 TND en 2025) en dépendent entièrement.`,
  },
  {
    id: 'd14b-audit-gc-report-ci', documentType: 'financial_statements', language: 'fr',
    present: ['audit-opinion', 'going-concern'], absent: ['debt-distress'], traits: ['figures'],
    text: `Rapport du commissaire aux comptes sur les états financiers SYSCOHADA — exercice clos le 31/12/2024
Opinion avec réserve. Nous n'avons pas pu obtenir d'éléments probants suffisants sur l'existence des stocks,
comptabilisés pour 312 M FCFA. Sous cette réserve, nous certifions que les états financiers, qui font
apparaître un chiffre d'affaires de 1,9 milliard FCFA, sont réguliers et sincères.
Incertitude significative liée à la continuité d'exploitation : nous attirons votre attention sur la note 2,
qui indique que l'emprunt obligataire de 1,2 milliard FCFA arrivant à échéance en juin 2025 n'a pas encore
fait l'objet d'un refinancement.`,
  },
  {
    id: 'd14b-audit-unaudited-sn', documentType: 'financial_statements', language: 'fr',
    present: ['audit-opinion'], absent: [], traits: ['figures', 'negation'],
    text: `ÉTATS FINANCIERS AU 31/12/2025 — VERSION PROVISOIRE
Non encore arrêtés par le conseil ni certifiés par le commissaire aux comptes.
Chiffre d'affaires : 1 060 000 000 FCFA
Résultat net : 84 000 000 FCFA
Trésorerie nette : 212 000 000 FCFA`,
  },
  {
    id: 'd14b-audit-disclaimer-ocr-cm', documentType: 'financial_statements', language: 'fr',
    present: ['audit-opinion'], absent: [], traits: ['ocr', 'figures'],
    text: `RAPP0RT DU C0MMISSAIRE AUX C0MPTES - EXERClCE 2024
lmpossibilité d'exprimer une opini0n : en raison de l'abs ence d'inventaire physique au 31/12/2024 et de
l'absence de réponse à nos demandes de confirmation bancaire, n0us ne sommes pas en mesure d'exprimer
une opinion sur les états financiers ci-joints.
Chiffre d'affa ires déclaré : 2,6 milliards FCFA`,
  },
  {
    id: 'd14b-clean-runway-after-round-rw', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['short-runway', 'burn-above-revenue'], traits: ['time', 'figures'],
    text: `Avant la levée de juin, nous n'avions plus que 5 mois de trésorerie devant nous. Après le closing
(1 800 000 EUR), nous couvrons 20 mois au rythme actuel de 90 k€ de consommation nette mensuelle,
pour des revenus de 140 k€ par mois.`,
  },
  {
    id: 'd14b-clean-runway-9-cm', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['short-runway'], traits: ['figures', 'split'],
    text: `Point trésorerie au 31 octobre 2025
Disponibilités : 270 MFCFA
Consommation nette moyenne : 30 MFCFA par mois
Ventes mensuelles : 45 MFCFA`,
  },
  {
    id: 'd14b-clean-churn-38-sn', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['high-churn'], traits: ['table', 'figures'],
    text: `KPI abonnements — T3 2025
| Mois | Abonnés en début de mois | Résiliations |
| Juillet | 6 200 | 236 |
| Août | 6 450 | 241 |
| Septembre | 6 700 | 248 |
MRR fin septembre : 40,2 M FCFA`,
  },
  {
    id: 'd14b-clean-retention-ma', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['high-churn'], traits: ['figures'],
    text: `Rétention des clients B2B : 71 % des entreprises clientes au 1er janvier 2025 l'étaient toujours
au 31 décembre. Revenus annuels récurrents : 6,4 M MAD.`,
  },
  {
    id: 'd14b-clean-unit-consistent-ci', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['unit-economics'], traits: ['list', 'figures'],
    text: `Économie unitaire — abonnement pharmacies
• Marge brute mensuelle par pharmacie : 8 000 FCFA
• Durée de vie moyenne constatée : 30 mois, soit une valeur vie client de 240 000 FCFA
• CAC : 60 000 FCFA (dépenses commerciales 2025 de 48 M FCFA pour 800 pharmacies signées)
• Ratio LTV/CAC : 4`,
  },
  {
    id: 'd14b-clean-deadequity-none-tn', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['dead-equity', 'founder-departure'], traits: ['negation'],
    text: `Q 9.2 D'anciens salariés ou associés détiennent-ils des titres ?
R. Non. Les BSPCE non exercés deviennent caducs au départ de leur titulaire, et les deux salariés partis
en 2024 n'en avaient exercé aucun. Le capital est détenu exclusivement par les deux fondateurs en activité
(68 %) et par les investisseurs du tour d'amorçage (32 %).`,
  },
  {
    id: 'd14b-clean-captable-reconciled-bj', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['cap-table-complexity', 'low-founder-ownership'], traits: ['table', 'negation'],
    text: `Table de capitalisation au 30 septembre 2025, rapprochée avec le registre des mouvements de titres
par le cabinet d'avocats, sans écart relevé.
| Actionnaire | % du capital |
| Fondateurs (3) | 58 % |
| Investisseurs d'amorçage | 34 % |
| BSPCE attribués | 8 % |`,
  },
  {
    id: 'd14b-clean-control-49-ci', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['investor-control'], traits: ['figures'],
    text: `Article 4 — Capital social
À l'issue de l'augmentation de capital, le capital social de 100 000 000 FCFA sera réparti comme suit :
Fonds Akwaba Ventures, 49 % ; les fondateurs, 45 % ; le plan d'intéressement des salariés, 6 %.`,
  },
  {
    id: 'd14b-clean-veto-pacte-sn', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['investor-control'], traits: ['indirect'],
    text: `Article 8 — Décisions importantes
Les décisions listées en Annexe 4 (budget annuel, endettement supérieur à 100 M FCFA, cession d'actifs
significatifs) requièrent l'accord préalable de l'Investisseur, qui détient 22 % du capital.
Les fondateurs détiennent ensemble 70 % du capital.`,
  },
  {
    id: 'd14b-clean-regulatory-inspection-ma', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['regulatory'], traits: ['negation'],
    text: `Conformité
L'ANRT a conduit en mai 2025 une mission de contrôle de nos installations ; le rapport, reçu en juillet,
ne comporte aucune observation ni sanction.
Chiffre d'affaires du premier semestre : 22,5 M MAD.`,
  },
  {
    id: 'd14b-clean-audit-ocr-sn', documentType: 'financial_statements', language: 'fr',
    present: [], absent: ['audit-opinion', 'going-concern'], traits: ['ocr', 'negation'],
    text: `RAPPORT DU COMMlSSAIRE AUX COMPTES SUR LES ETATS FlNANCIERS - EXERCICE 2025
0pinion : nous certifions que les états financiers SYSCOHADA sont, au regard des règles et principes
comptables, réguliers et sincères, sans réserve ni observation.
Total produits : 1 480 M FCFA     Résultat net : 96 M FCFA`,
  },
  {
    id: 'd14b-clean-goingconcern-none-tn', documentType: 'financial_statements', language: 'fr',
    present: [], absent: ['going-concern'], traits: ['negation'],
    text: `Note 2 — Continuité d'exploitation
Les états financiers ont été établis selon le principe de continuité d'exploitation. Compte tenu de la
trésorerie disponible (3,2 M TND) et d'un résultat net positif de 640 000 TND pour un chiffre d'affaires
de 11,8 M TND en 2025, la direction n'identifie aucune incertitude significative à ce titre.`,
  },
  {
    id: 'd14b-clean-projection-bp-cd', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['unrealistic-growth', 'burn-above-revenue'], traits: ['table', 'figures'],
    text: `Projections 2025–2028 (en USD)
| | 2025 | 2026 | 2027 | 2028 |
| Chiffre d'affaires | 400 000 | 1 000 000 | 2 000 000 | 3 500 000 |
| Charges d'exploitation | 350 000 | 820 000 | 1 600 000 | 2 700 000 |`,
  },
  {
    id: 'd14b-clean-arr-excludes-oneoff-ci', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['non-recurring-revenue'], traits: ['negation', 'figures'],
    text: `ARR au 31 décembre 2025 : 1,2 M€ (abonnements uniquement).
Les frais d'installation et de formation, facturés une seule fois (120 k€ en 2025), sont présentés à part
et exclus de l'ARR.`,
  },
  {
    id: 'd14b-clean-competitors-deck-cm', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['no-competition'], traits: ['indirect'],
    text: `Diapo 5 — Paysage concurrentiel
Trois concurrents directs à Douala et Yaoundé : deux applications de VTC locales et la filiale d'un groupe
nigérian. Notre différence : le paiement en espèces garanti et des chauffeurs salariés.
Courses payées en septembre : 84 000, pour 112 MFCFA de revenus.`,
  },
  {
    id: 'd14b-clean-relatedparty-none-sn', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['related-party', 'audit-opinion'], traits: ['negation'],
    text: `Rapport spécial du commissaire aux comptes sur les conventions réglementées — exercice 2025
Nous vous informons qu'il ne nous a été donné avis d'aucune convention conclue au cours de l'exercice entre
la société et l'un de ses administrateurs, dirigeants ou actionnaires, ni avec une entreprise dans laquelle
ceux-ci auraient un intérêt.`,
  },
];
