/**
 * Development set, sixteenth round, French (2026-11-30): cap tables, ownership, unit economics,
 * concentration, going concern, audit opinions and margins in many shapes, written and labelled
 * from the labelling guide by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';
import { generaliseSixteenthFr1Rest } from './cases-dev-generalise-sixteenth-fr-1-rest';

export const generaliseSixteenthFr1: readonly RedFlagCase[] = [
  {
    id: 'd16-w5-pv-ago-registre-non-tenu',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE — KALAN SAS, Bamako, 14 juin 2026.

Le président rappelle l'ordre du jour et porte à la connaissance des associés une difficulté relevée par le conseil juridique de la société : le registre des mouvements de titres n'est plus tenu depuis 2023. Les cessions d'actions intervenues entre M. Adama Coulibaly et deux business angels n'y ont jamais été inscrites, et aucun ordre de mouvement signé n'a été retrouvé. En conséquence, la répartition exacte du capital à ce jour ne peut être établie avec certitude.

Après délibération, l'assemblée donne mandat au président de faire reconstituer le registre par le cabinet Traoré & Associés et de présenter une table de capitalisation rapprochée avant le 30 septembre 2026.`,
    present: ['cap-table-complexity'],
    absent: ['dead-equity', 'low-founder-ownership'],
    traits: ['prose', 'indirect'],
  },
  // fondateurs 2 200 + 1 400 = 3 600 / 10 000 = 36 % < 40 % ; premier investisseur 3 000 / 10 000 = 30 %
  {
    id: 'd16-w5-tableur-ecart-statuts',
    documentType: 'legal_docs',
    language: 'fr',
    text: `Table de capitalisation — export Google Sheets du 02/11/2026

Actionnaire	Actions	%
Awa Ndiaye (fondatrice, CEO)	2 200	22,0 %
Cheikh Fall (fondateur, CTO)	1 400	14,0 %
Teranga Growth Fund	3 000	30,0 %
Business angels (9)	2 400	24,0 %
Pool BSPCE	1 000	10,0 %
TOTAL	10 000	100,0 %

Commentaire de Me Sow (cabinet conseil) : les statuts mis à jour après l'AGE de mars font état d'un capital divisé en 11 200 actions. L'écart de 1 200 actions entre les statuts et cette table n'a pas pu être rapproché du registre ; nous ne savons pas à qui elles ont été attribuées.`,
    present: ['cap-table-complexity', 'low-founder-ownership'],
    absent: ['investor-control'],
    traits: ['table', 'figures'],
  },
  {
    id: 'd16-w5-note-bsa-air-conversion',
    documentType: 'business_plan',
    language: 'fr',
    text: `NOTE D'INVESTISSEMENT — AGRITECH SÉNÉGAL (comité du 18 novembre 2026)

La société a réalisé un chiffre d'affaires de 420 M FCFA en 2025, en hausse de 38 %. Les fondateurs détiennent aujourd'hui 61 % du capital avant toute conversion.

Point d'attention : quatre BSA AIR ont été émis en 2024 et 2025 pour un total de 180 M FCFA. Deux d'entre eux prévoient une décote de 20 % sans plafond de valorisation, les deux autres renvoient à « un prix à convenir ». Il est donc impossible, en l'état, de déterminer combien d'actions seront émises à la conversion, et la société n'a pas pu nous fournir de table de capitalisation post-conversion. Nous recommandons de conditionner l'investissement à la signature d'un avenant fixant les termes.`,
    present: ['cap-table-complexity'],
    absent: ['low-founder-ownership', 'investor-control'],
    traits: ['prose', 'modality', 'figures'],
  },
  // fondateurs actifs : Fatou 44 % + Serge 20 % = 64 %
  {
    id: 'd16-w5-whatsapp-trois-versions-table',
    documentType: 'legal_docs',
    language: 'fr',
    text: `[10/11/2026 21:04] Fatou : Le fonds nous redemande la table de cap à jour 😩
[10/11/2026 21:05] Serge : Laquelle ? On en a trois versions sur le Drive et aucune ne tombe juste avec les statuts
[10/11/2026 21:06] Fatou : Et il y a toujours Ibrahima avec ses 12 %. Il a quitté la boîte en mars 2024, c'était quand même notre cofondateur, et on n'a jamais racheté ses actions
[10/11/2026 21:07] Serge : Le pacte prévoyait une clause de bad leaver mais personne ne l'a activée
[10/11/2026 21:08] Fatou : Bon, toi 20 %, moi 44 %, au moins ça c'est clair. Le reste on verra avec l'avocat lundi`,
    present: ['cap-table-complexity', 'dead-equity', 'founder-departure'],
    absent: ['low-founder-ownership'],
    traits: ['split', 'indirect', 'figures', 'time'],
  },
  // Sahel Capital après conversion : 5 434 / 10 450 = 52,0 % ≥ 50 %
  {
    id: 'd16-w5-questionnaire-dd-statuts-table',
    documentType: 'legal_docs',
    language: 'fr',
    text: `QUESTIONNAIRE DE DUE DILIGENCE — SECTION JURIDIQUE (réponses de la société)

Q12. La table de capitalisation est-elle rapprochée du registre des titres et des statuts ?
Réponse : Non. Les statuts (capital de 10 000 000 FCFA divisé en 10 000 actions de 1 000 FCFA) et la table interne (10 450 actions) divergent. Le rapprochement est en cours avec notre notaire.

Q13. Un investisseur détient-il, ou détiendra-t-il, une participation majoritaire ?
Réponse : À la conversion des obligations convertibles prévue en mars 2027, Sahel Capital Partners détiendra 5 434 actions sur un total de 10 450.

Q14. Existe-t-il des nantissements sur les titres ?
Réponse : Non.`,
    present: ['cap-table-complexity', 'investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['list', 'figures', 'time', 'indirect'],
  },
  // fondateurs (1 800 000 + 1 200 000) / 8 000 000 = 37,5 % < 40 % ; Africa Seed Fund 2 400 000 / 8 000 000 = 30 %
  {
    id: 'd16-w5-deck-actionnariat-actions',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Slide 11 — Actionnariat (post-seed)
• Komlan Agbeko, CEO et cofondateur : 1 800 000 actions
• Essi Amouzou, COO et cofondatrice : 1 200 000 actions
• Africa Seed Fund : 2 400 000 actions
• Business angels (14) : 1 600 000 actions
• Pool salariés : 1 000 000 actions
Total : 8 000 000 actions

Slide 12 — Traction
• Chiffre d'affaires 2025 : 96 M XOF (Lomé et Cotonou)
• 3 400 commerçants actifs
• Objectif 2026 : 170 M XOF`,
    present: ['low-founder-ownership'],
    absent: ['investor-control', 'missing-financials', 'unrealistic-growth'],
    traits: ['list', 'figures'],
  },
  // fondatrices 60 % × (1 − 40 %) = 36 % < 40 % ; pas de chiffre d'affaires ni de coût dans le deck
  {
    id: 'd16-w5-deck-dilution-en-mots',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `SANTÉPLUS — Deck série A (octobre 2026)

Le problème : 70 % des pharmacies d'Abidjan gèrent encore leurs stocks sur cahier.
Notre solution : une application de gestion et de réapprovisionnement en un clic.
Le marché : 4 200 pharmacies en Côte d'Ivoire, 18 000 en zone UEMOA.
L'équipe : deux pharmaciennes fondatrices, un CTO issu de Jumia.

La levée : 3 M USD. Avant l'opération, les deux fondatrices détiennent ensemble 60 % du capital. La série A sera réalisée par émission d'actions nouvelles représentant 40 % du capital après l'opération ; elles conserveront donc à elles deux un peu plus d'un tiers de la société. Le lead pressenti prendrait 25 %.`,
    present: ['low-founder-ownership', 'missing-financials'],
    absent: ['investor-control'],
    traits: ['words', 'figures', 'time', 'prose'],
  },
  {
    id: 'd16-w5-pv-ca-conversion-atlas',
    documentType: 'legal_docs',
    language: 'fr',
    text: `EXTRAIT DU PROCÈS-VERBAL DU CONSEIL D'ADMINISTRATION — LOGIMAR SA, Casablanca, 22 septembre 2026

Le conseil prend acte de la conversion, le 15 septembre 2026, de la totalité des obligations convertibles souscrites en 2024 par Atlas Ventures pour 24 000 000 MAD. À l'issue de cette conversion, Atlas Ventures détient 54 % du capital et des droits de vote. Les fondateurs, MM. Karim Benali et Youssef Tazi, détiennent 31 % à eux deux ; le solde est réparti entre les salariés et deux investisseurs individuels.

Le conseil constate que la composition du conseil devra être revue lors de la prochaine assemblée, conformément au pacte.`,
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['cap-table-complexity'],
    traits: ['prose', 'figures', 'time'],
  },
  // Fonds Teranga 5 100 / 10 000 = 51 % ≥ 50 % ; fondateurs 3 000 + 1 900 = 49 %
  {
    id: 'd16-w5-pacte-repartition-teranga',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS — SOCIÉTÉ NDAR DIGITAL SAS

Article 2 — Répartition du capital
À la date de signature du présent pacte, le capital social de 10 000 000 FCFA, divisé en 10 000 actions de 1 000 FCFA chacune, est réparti comme suit :
- Fonds Teranga Capital : 5 100 actions ;
- M. Mamadou Diop, fondateur : 3 000 actions ;
- Mme Khady Sarr, fondatrice : 1 900 actions.

Article 3 — Gouvernance
Le comité stratégique est composé de trois membres, dont deux désignés par l'associé détenant le plus grand nombre d'actions. Les décisions importantes listées en annexe 1 sont prises à la majorité simple du comité.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership', 'cap-table-complexity'],
    traits: ['list', 'figures', 'indirect'],
  },
  // après conversion : Kora 2 000 + 200 M / 20 000 = 2 000 + 10 000 = 12 000 / 24 000 = 50 % ; fondateurs 12 000 / 24 000 = 50 %
  {
    id: 'd16-w5-note-kora-conversion-calcul',
    documentType: 'business_plan',
    language: 'fr',
    text: `Note d'investissement — FINTECH BAOBAB (Dakar)

Performance : chiffre d'affaires 2025 de 1,1 Md FCFA, résultat d'exploitation positif.

Capital actuel : 14 000 actions, dont 12 000 détenues par les fondateurs et 2 000 par Kora Invest.

Opération proposée : Kora Invest convertira en janvier 2027 son prêt convertible de 200 M FCFA au prix de 20 000 FCFA par action. Aucune autre émission n'est prévue. Nous vous laissons apprécier la répartition qui en résultera ; la gouvernance proposée par Kora reste à négocier.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    traits: ['figures', 'time', 'indirect'],
  },
  // LTV = 8 000 × 25 % × 6 = 12 000 XAF ; LTV/CAC = 12 000 / 6 000 = 2, pas 5
  {
    id: 'd16-w5-deck-ltv-cac-cobac',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `MBOA MARKET — Douala / Yaoundé

Slide 6 — Traction : chiffre d'affaires 2025 de 145 M XAF, 21 000 clients actifs.

Slide 7 — Unit economics
• Panier moyen : 8 000 XAF
• Marge par commande : 25 %
• Nombre moyen de commandes par client sur sa durée de vie : 6
• CAC moyen : 6 000 XAF
• LTV/CAC : 5x 🚀

Slide 9 — Risques
En août 2026, la COBAC a suspendu notre service de porte-monnaie électronique dans l'attente d'une mise en conformité ; les paiements passent depuis par un partenaire bancaire.`,
    present: ['unit-economics', 'regulatory'],
    absent: ['pending-licence', 'missing-financials'],
    traits: ['list', 'figures'],
  },
  // marge mensuelle par client = 150 × 50 % = 75 MAD ; récupération = 900 / 75 = 12 mois, pas 4
  {
    id: 'd16-w5-bp-payback-bam',
    documentType: 'business_plan',
    language: 'fr',
    text: `BUSINESS PLAN 2026-2028 — PAYLINK MAROC

Activité : solution de paiement pour les commerces de proximité. Chiffre d'affaires 2025 : 4,2 M MAD.

Indicateurs clients :
- CAC moyen (terrain + marketing digital) : 900 MAD
- revenu mensuel par commerçant : 150 MAD
- marge brute : 50 %
- délai de récupération du CAC : 4 mois

Cadre réglementaire : nous avons déposé en février 2026 une demande d'agrément d'établissement de paiement auprès de Bank Al-Maghrib. Le dossier est toujours en cours d'instruction ; dans l'intervalle, nous opérons sous la licence d'un partenaire.`,
    present: ['unit-economics', 'pending-licence'],
    absent: ['regulatory'],
    traits: ['list', 'figures', 'time'],
  },
  ...generaliseSixteenthFr1Rest,
];
