import type { RedFlagCase } from './case';
import { redFlagSixteenthFrW3BRest } from './cases-dev-retired-sixteenth-fr-w3-b-rest';

export const redFlagSixteenthFrW3B: readonly RedFlagCase[] = [
  // 14 — Pacte d'actionnaires, énergie solaire, Côte d'Ivoire.
  // investor-control PRESENT (figure): Fonds Atlantique Énergie Renouvelable 108 400 / 200 000 = 54,2 % (>= 50 %).
  // low-founder-ownership PRESENT (figures): N'Guessan 17,5 % + Bamba 12,3 % = 29,8 % < 40 %.
  //   Sum: 108 400 + 35 000 + 24 600 + 18 000 + 14 000 = 200 000 = 100 %.
  // cap-table-complexity PRESENT (paraphrase): table "n'a pas pu être rapprochée du registre", 4 800 shares unexplained.
  // dead-equity ABSENT: no leaver holds shares. founder-departure ABSENT: both founders in office.
  {
    id: 'h16-fr-w3-14',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ACTIONNAIRES — SOLEIL D'IVOIRE ÉNERGIE SAS (Abidjan)
Extraits — Article 2 et article 5

Article 2.1 — Répartition du capital
À la date des présentes, et sous réserve de l'article 2.3, le capital est réparti comme suit :

Actionnaire                                          Actions       %
Fonds Atlantique Énergie Renouvelable               108 400    54,2 %
Yao N'Guessan (cofondateur, président)               35 000    17,5 %
Fatou Bamba (cofondatrice, directrice technique)     24 600    12,3 %
Investisseurs providentiels (cinq)                   18 000     9,0 %
Bons de souscription salariés (BSA)                  14 000     7,0 %
Total                                               200 000   100,0 %

Article 2.3 — Réconciliation
Les parties reconnaissent que la répartition ci-dessus n'a pas pu être rapprochée du registre des mouvements de titres : les BSA émis en 2021 et la conversion des obligations convertibles de 2022 n'y ont jamais été inscrits, et un écart de 4 800 actions demeure inexpliqué. Elles s'engagent à faire établir une table de capitalisation certifiée avant le 30 septembre 2025.

Article 5 — Sortie forcée
Si le Fonds accepte une offre portant sur 100 % du capital, les autres actionnaires seront tenus de céder leurs actions aux mêmes conditions.`,
    present: ['investor-control', 'low-founder-ownership', 'cap-table-complexity'],
    absent: ['dead-equity', 'founder-departure'],
    traits: ['table', 'prose', 'figures', 'indirect'],
  },

  // 15 — États financiers audités, chaîne du froid, Togo. CLEAN.
  // audit-opinion ABSENT: certified "sans réserve", no observation.
  // going-concern ABSENT: management identified no uncertainty.
  // debt-distress ABSENT: instalments paid on time, covenant 0,6 vs ceiling 3,0; VAT arrears of 2022 fully cleared in June 2023 (over).
  // declining-revenue ABSENT: 3 260 > 2 970. burn-above-revenue ABSENT: net profit 188 and 141.
  {
    id: 'h16-fr-w3-15',
    documentType: 'financial_statements',
    language: 'fr',
    text: `LOMÉ FROID LOGISTIQUE SA — Entreposage frigorifique et transport réfrigéré
Rapport du commissaire aux comptes — exercice 2024 (extrait)
« Nous certifions, sans réserve, que les états financiers de synthèse sont réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice. Nous n'avons pas d'observation à formuler sur les informations données dans le rapport de gestion. »

Principaux agrégats (M FCFA)        2024     2023
Chiffre d'affaires                  3 260    2 970
Valeur ajoutée                      1 310    1 170
Excédent brut d'exploitation          690      610
Résultat net                          188      141

Note 2 — Continuité d'exploitation
La direction n'a identifié aucun événement ni aucune incertitude de nature à remettre en cause la continuité de l'exploitation.

Note 12 — Dettes financières
Prêt Orabank Togo de 900 M FCFA (encours : 540 M FCFA) : échéances payées à bonne date ; le ratio dette nette/EBE prévu au contrat (plafond : 3,0) s'établit à 0,6 au 31 décembre 2024.
Les arriérés de TVA constatés lors du contrôle de 2022 (46 M FCFA) ont été apurés en totalité en juin 2023, conformément au moratoire accordé par l'Office Togolais des Recettes.

Note 19 — Engagements hors bilan
Néant, en dehors des cautions données à la douane (35 M FCFA).`,
    present: [],
    absent: ['audit-opinion', 'going-concern', 'debt-distress', 'declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'prose', 'negation', 'time'],
  },

  // 16 — Deck, conseil agricole vocal, Sénégal.
  // missing-financials PRESENT: a deck with no revenue or cost figure (only users, partners, open rate, raise size and use-of-funds %).
  // no-competition PRESENT: "nous n'avons pas de concurrent".
  // founder-departure PRESENT (paraphrase): co-founder and CTO "jusqu'en janvier 2025, a rejoint un opérateur télécom".
  // dead-equity ABSENT: nothing says he still holds shares. unrealistic-growth ABSENT: no projection at all.
  {
    id: 'h16-fr-w3-16',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `NDAWAL AGRI — Le conseil agricole qui parle votre langue
Présentation — Dakar, mars 2025

1. Problème
Les producteurs d'arachide et de mil du bassin arachidier perdent jusqu'à un tiers de leur récolte faute de conseil et d'acheteurs fiables.

2. Solution
Conseil agronomique par messages vocaux en wolof, sérère et pulaar, et mise en relation directe avec des acheteurs.

3. Traction
• 38 000 producteurs inscrits, dont 41 % de femmes
• 21 coopératives partenaires à Kaolack, Kaffrine, Fatick et Thiès
• Taux d'écoute des messages vocaux : 78 %

4. Concurrence
Il n'existe aujourd'hui aucune autre solution de ce type au Sénégal : nous n'avons pas de concurrent.

5. Équipe
Mariama Ba, cofondatrice et CEO, ancienne chercheuse de l'ISRA. Ousmane Faye, cofondateur et directeur technique jusqu'en janvier 2025, a rejoint un opérateur télécom ; il reste conseiller bénévole du comité technique. Son successeur est en cours de recrutement.

6. Notre demande
600 000 € en amorçage. Utilisation : 45 % produit, 35 % déploiement terrain, 20 % fonctionnement.`,
    present: ['missing-financials', 'no-competition', 'founder-departure'],
    absent: ['dead-equity', 'unrealistic-growth'],
    traits: ['list', 'prose', 'indirect', 'time'],
  },

  // 17 — Rapport de gestion, courtage en assurance, Burkina Faso (table split across lines).
  // declining-revenue PRESENT (split figures): commissions 1 070 M (2024) < 1 290 M (2023).
  // debt-distress PRESENT (indirect): DSCR 0,8 below contractual minimum 1,2 = covenant breach; waiver not granted.
  // going-concern PRESENT: the board states "une incertitude significative sur la capacité ... à poursuivre son exploitation".
  // audit-opinion PRESENT: accounts "n'ont pas encore été certifiés" (no opinion given).
  // burn-above-revenue ABSENT: charges 1 028 < commissions 1 070; net profit 9 M (2023: 146 M).
  // customer-concentration ABSENT: a lost mining client is mentioned with no share.
  {
    id: 'h16-fr-w3-17',
    documentType: 'financial_statements',
    language: 'fr',
    text: `KADIOGO COURTAGE SA — Courtage en assurances (Ouagadougou)
Rapport de gestion du conseil d'administration — exercice 2024 (extraits)

Activité
Commissions de courtage
   2024 : 1 070 M FCFA
   2023 : 1 290 M FCFA
Charges d'exploitation
   2024 : 1 028 M FCFA
   2023 : 1 098 M FCFA
Résultat net
   2024 : 9 M FCFA
   2023 : 146 M FCFA
Le non-renouvellement, en mars 2024, du programme d'assurance d'une société minière explique l'essentiel de l'évolution.

Endettement
L'emprunt de 500 M FCFA contracté auprès de Coris Bank International en 2022 impose un ratio de couverture du service de la dette d'au moins 1,2. Ce ratio s'établit à 0,8 au 31 décembre 2024. La banque a été saisie d'une demande de dérogation, à laquelle elle n'a pas encore répondu.

Continuité d'exploitation
Compte tenu de ces éléments, le conseil estime qu'il existe une incertitude significative sur la capacité de la société à poursuivre son exploitation au-delà de 2025 si l'augmentation de capital de 300 M FCFA en discussion n'aboutissait pas.

Comptes annuels
Les comptes présentés ci-dessus n'ont pas encore été certifiés : le commissaire aux comptes a indiqué qu'il n'émettrait son rapport qu'après la réponse de la banque.`,
    present: ['declining-revenue', 'debt-distress', 'going-concern', 'audit-opinion'],
    absent: ['burn-above-revenue', 'customer-concentration'],
    traits: ['split', 'prose', 'figures', 'indirect', 'modality'],
  },

  // 18 — Fil WhatsApp des fondateurs, paiement, Bénin.
  // short-runway PRESENT (weeks): net burn 2,5 M/week x 52 / 12 = 10,8 M/month; 47 / 10,8 = 4,3 months (about 19 weeks) < 9.
  // burn-above-revenue PRESENT: net burn 10,8 M/month > March commissions 6,8 M.
  // founder-departure PRESENT (paraphrase): the CTO handed in his letter and leaves at the end of April.
  // declining-revenue ABSENT: commissions 6,1 M (Feb) -> 6,8 M (March).
  // missing-financials ABSENT: revenue and burn figures are given.
  {
    id: 'h16-fr-w3-18',
    documentType: 'business_plan',
    language: 'fr',
    text: `Fil WhatsApp « KpoPay – fondateurs » (extrait, lundi 7 avril 2025)

[09:12] Sèna Houénou : Point tréso avec la BOA ce matin : 47 M FCFA sur le compte, c'est tout.
[09:13] Sèna Houénou : Commissions de mars encaissées : 6,8 M (6,1 M en février).
[09:15] Sèna Houénou : Mais en net, commissions déduites, on brûle à peu près 2,5 M par semaine (salaires, serveurs, agents terrain).
[09:21] Rodrigue Ahouandjinou : Ok. Le bridge du Fonds Mono peut arriver quand ?
[09:22] Sèna Houénou : Pas avant septembre, s'il arrive.
[09:40] Rodrigue Ahouandjinou : Autre chose… Gildas m'a remis sa lettre hier soir. Il part fin avril chez un opérateur à Abidjan.
[09:41] Sèna Houénou : Notre CTO qui s'en va maintenant ?? On a la migration de la plateforme en mai.
[09:43] Rodrigue Ahouandjinou : Je sais. Il accepte de documenter l'architecture avant de partir.`,
    present: ['short-runway', 'burn-above-revenue', 'founder-departure'],
    absent: ['declining-revenue', 'missing-financials'],
    traits: ['prose', 'figures', 'indirect', 'time'],
  },

  // 19 — États financiers audités, distribution pharmaceutique, Sénégal. CLEAN.
  // gross-margin ABSENT: 2 000 / 8 920 = 22,4 %; 2 160 / 8 260 = 26,2 % -> down 3,8 points (< 5), positive.
  // declining-revenue ABSENT: 8 920 > 8 260 (net profit fell, revenue did not).
  // related-party ABSENT: no regulated agreement; the warehouse landlord is owned by unrelated third parties.
  // regulatory ABSENT: a price-cap order applying to all wholesalers is not a sanction, ban, suspension or stated uncertainty.
  // pending-licence ABSENT: licence renewed July 2024. customer-concentration ABSENT: top client 18 %.
  // audit-opinion ABSENT: certified without qualification.
  {
    id: 'h16-fr-w3-19',
    documentType: 'financial_statements',
    language: 'fr',
    text: `PHARMA DISTRIBUTION DU CAP-VERT SA (PDCV) — Dakar
Extraits des états financiers 2024, certifiés sans réserve par le commissaire aux comptes

Compte de résultat (M FCFA)          2024       2023
Chiffre d'affaires                   8 920      8 260
Coût des marchandises vendues       (6 920)    (6 100)
Marge brute                          2 000      2 160
Taux de marge brute                  22,4 %     26,2 %
Résultat net                           214        251

Note 6 — Marge : la baisse du taux de marge résulte de l'encadrement des prix des médicaments essentiels fixé par arrêté ministériel en mars 2024, applicable à tous les grossistes.
Note 22 — Agréments : l'agrément de grossiste-répartiteur délivré par l'Agence sénégalaise de Réglementation pharmaceutique (ARP) a été renouvelé en juillet 2024 pour cinq ans.
Note 27 — Parties liées : aucune convention réglementée n'a été conclue ni poursuivie au cours de l'exercice. L'entrepôt de Rufisque est loué à la SCI Les Filaos, détenue par des tiers sans lien avec les actionnaires ou les dirigeants.
Note 28 — Clients : la Pharmacie nationale d'approvisionnement représente 18 % des ventes ; les officines privées, environ 2 300 clients, constituent le solde.`,
    present: [],
    absent: ['gross-margin', 'declining-revenue', 'related-party', 'regulatory', 'pending-licence', 'customer-concentration', 'audit-opinion'],
    traits: ['table', 'prose', 'negation', 'figures'],
  },

  // 20 — Plan d'affaires, soutien scolaire, Côte d'Ivoire.
  // non-recurring-revenue PRESENT: "chiffre d'affaires récurrent" 152 M includes 41 M of a one-session ministry training contract.
  // unrealistic-growth PRESENT (figures): 470 / 152 = 3,09x; 1 420 / 470 = 3,02x; 4 300 / 1 420 = 3,03x -> 3x a year over
  //   three years (4 300 / 152 = 28,3x >= 27x).
  // unit-economics PRESENT (figures contradict): gross margin per subscriber 3 000 x 50 % = 1 500 FCFA/month;
  //   CAC payback = 18 000 / 1 500 = 12 months, not the stated 3 months.
  // high-churn ABSENT: 3,5 % a month (< 5 %).
  {
    id: 'h16-fr-w3-20',
    documentType: 'business_plan',
    language: 'fr',
    text: `KLASSO — Plan d'affaires 2025-2027
Soutien scolaire par abonnement sur mobile (Abidjan, Bouaké, San-Pédro)

Réalisé 2024
- Chiffre d'affaires récurrent : 152 M FCFA, dont 41 M FCFA au titre de la formation de 1 200 enseignants pour le Ministère de l'Éducation nationale, réalisée en une session unique en août 2024
- 3 400 familles abonnées à fin décembre ; désabonnement mensuel moyen : 3,5 %

Modèle économique
- Abonnement : 3 000 FCFA par mois et par élève ; marge brute : 50 %
- Coût d'acquisition d'un abonné : 18 000 FCFA
- Le coût d'acquisition est remboursé en 3 mois de marge brute

Projections
| Indicateur                    | 2025       | 2026         | 2027         |
|-------------------------------|------------|--------------|--------------|
| Chiffre d'affaires récurrent  | 470 M FCFA | 1,42 Md FCFA | 4,30 Md FCFA |
| Abonnés en fin d'année        | 11 000     | 33 000       | 98 000       |

Besoin de financement : 1,8 M€ en série A.`,
    present: ['non-recurring-revenue', 'unrealistic-growth', 'unit-economics'],
    absent: ['high-churn'],
    traits: ['list', 'table', 'figures', 'indirect'],
  },

  ...redFlagSixteenthFrW3BRest,
];
