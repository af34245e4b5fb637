/** Writer 5's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Bénin, Togo and Burkina Faso, part 3 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthFrW5P3: readonly RedFlagCase[] = [
  // 13 — CLEAN. pending-licence ABSENT: the renewal was applied for AND granted (decision attached).
  // regulatory ABSENT: the earlier formal notice (mise en demeure) is closed, compliance noted, no sanction.
  // litigation ABSENT: only the ordinary mention that an appeal is possible; no dispute exists.
  {
    id: 'h24-fr-w5-13',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['negation', 'time', 'clean'],
    present: [],
    absent: ['pending-licence', 'regulatory', 'litigation'],
    text: `BURKINA FASO — La Patrie ou la Mort, nous Vaincrons
AUTORITÉ DE RÉGULATION DES COMMUNICATIONS ÉLECTRONIQUES ET DES POSTES
Direction des Services et des Ressources

Ouagadougou, le 16 novembre 2026
N° 2026-____/ARCEP/DSR

À Monsieur le Directeur général
YAABA TÉLÉCOM SERVICES SARL
01 BP 4471 Ouagadougou 01

Objet : renouvellement de votre autorisation de fournisseur de services à valeur ajoutée et clôture de la procédure de mise en demeure

Monsieur le Directeur général,

Par courrier du 4 août 2026, vous avez sollicité le renouvellement de l'autorisation n° SVA-2021-037 relative à l'exploitation de codes courts USSD et SMS. J'ai l'honneur de vous informer que, par décision n° 2026-211 du 12 novembre 2026 jointe en annexe, le Conseil de régulation a accordé ce renouvellement pour une durée de cinq (5) ans.

Par ailleurs, la mise en demeure qui vous avait été adressée le 3 mars 2026 concernant la conservation des consentements des abonnés aux services payants est close. Le contrôle effectué dans vos locaux le 21 octobre 2026 a permis de constater que vous vous êtes conformé à l'ensemble des prescriptions. Aucune sanction n'est prononcée et aucune autre procédure n'est ouverte à l'encontre de votre société.

Les redevances annuelles 2026 ont été acquittées. Je vous rappelle que la présente décision peut, le cas échéant, faire l'objet d'un recours dans les conditions prévues par la réglementation en vigueur.

Veuillez agréer, Monsieur le Directeur général, l'expression de ma considération distinguée.

Le Directeur des Services et des Ressources
(signature et cachet)`,
  },

  // 14 — declining-revenue PRESENT: revenue falls every month from July (13,1) to November (8,2).
  // short-runway PRESENT (figures only): November cash 61,8 / net burn 9,5 = 6,5 months < 9.
  // burn-above-revenue PRESENT: November net burn 9,5 M > revenue 8,2 M.
  // gross-margin ABSENT: margin 38,9 % (Jul) → 37,8 % (Nov), -1,1 pt. customer-concentration ABSENT: 12 %.
  {
    id: 'h24-fr-w5-14',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['table', 'figures'],
    present: ['declining-revenue', 'short-runway', 'burn-above-revenue'],
    absent: ['gross-margin', 'customer-concentration', 'high-churn'],
    text: `Export Google Sheets — LOMÉ LIVRAISONS — onglet "KPI_mensuels" — extrait le 02/12/2026
(montants en millions de FCFA)

mois;commandes;ca;couts_directs;marge_brute_pct;burn_net;treso_fin
2026-06;10450;12,4;7,6;38,7;6,1;101,9
2026-07;10980;13,1;8,0;38,9;6,4;95,5
2026-08;10210;12,2;7,5;38,5;7,2;88,3
2026-09;9140;10,9;6,7;38,5;8,1;80,2
2026-10;8020;9,6;5,9;38,5;8,9;71,3
2026-11;6870;8,2;5,1;37,8;9,5;61,8

Commentaires (onglet "Notes") :
- oct : arrivée d'un concurrent qui livre gratuitement au-dessus de 5 000 FCFA à Bè et Tokoin
- nov : 3 livreurs partis chez le concurrent, délais en hausse
- premier client (chaîne de restaurants) = 12 % du CA de nov.
- à voir : réduire la flotte de 40 à 28 motos en janvier ?`,
  },

  // 15 — CLEAN. short-runway ABSENT: 264 M / 24 M net burn = 11 months (stated). burn-above-revenue ABSENT: 24 M < 31 M.
  // low-founder-ownership ABSENT: 24 % + 20 % = 44 % ≥ 40 %. investor-control ABSENT: 38 % < 50 %.
  // customer-concentration ABSENT: mutuelle = 27 % < 30 %; its loss is only hypothetical.
  // founder-departure ABSENT: negation. pending-licence ABSENT: authorisation delivered 3 March.
  {
    id: 'h24-fr-w5-15',
    documentType: 'business_plan',
    language: 'fr',
    traits: ['prose', 'negation', 'modality', 'figures', 'clean'],
    present: [],
    absent: ['short-runway', 'burn-above-revenue', 'low-founder-ownership', 'investor-control', 'customer-concentration', 'founder-departure', 'pending-licence'],
    text: `De : Arnaud Dègbé <a.degbe@okoume-partners.com>
À : Dr Nafissatou Bio Tchané <nafi@santeplus-parakou.bj>
Cc : Ulrich Kpossou <ulrich@santeplus-parakou.bj>
Objet : RE: Préparation comité d'investissement — SantéPlus
Date : 1 déc. 2026, 19:42

Bonsoir Nafissatou,

Merci pour les éléments. Je résume ce que je présenterai au comité jeudi, corrige-moi si besoin :

- Revenus de novembre : 31 MFCFA (téléconsultations + pharmacie), contre 28 M en octobre.
- Burn net : 24 M par mois ; trésorerie de 264 M, donc 11 mois de visibilité sans nouvelle levée. C'est juste au-dessus de notre seuil interne, mais ça passe.
- Actionnariat : vous deux détenez 44 % (24 % toi, 20 % Ulrich), notre fonds 38 %, le reste chez les angels et le pool BSPCE.
- L'autorisation d'exercice de la télémédecine a été délivrée par le ministère de la Santé le 3 mars, donc plus de sujet réglementaire de ce côté.

Deux questions que le comité posera certainement :

1) La mutuelle des enseignants pèse 27 % du CA. Si nous la perdions, quel serait l'impact sur le burn ? Un scénario chiffré serait utile, même rapide.

2) Ulrich : certains membres du comité ont entendu des rumeurs à Cotonou. Je leur ai dit ce que vous m'avez confirmé, qu'Ulrich n'a aucune intention de quitter SantéPlus et reste pleinement engagé comme directeur technique. Si vous pouvez le redire en séance, ce sera parfait.

Bonne soirée,
Arnaud`,
  },

  // 16 — litigation PRESENT: open commercial case, hearing scheduled (not closed).
  // founder-departure PRESENT: co-founder/technical director left on 30 April 2026.
  // dead-equity PRESENT: he still holds 2 000 shares (20 %) that were not bought back.
  // Legal document (OCR scan), so missing-financials n/a.
  {
    id: 'h24-fr-w5-16',
    documentType: 'legal_docs',
    language: 'fr',
    traits: ['split', 'time', 'indirect'],
    present: ['litigation', 'founder-departure', 'dead-equity'],
    absent: ['debt-distress', 'cap-table-complexity'],
    text: `TRIBUNAL DE COMMERCE DE OUAGADOUGOU
GREFFE

                              Ouagadougou, le 24 nov
embre 2026
RG n° 0917/2026

CONVOCATION A L'AUDIENCE

Destinataire : SAHEL AGRI-TECH SAS, prise en la per-
sonne de son Président, sis secteur 15, Ouaga 2000,
Ouagadougou

Demandeur : M. Issouf KABORÉ, demeurant à Ouaga-
dougou, ayant pour conseil Me T. Sawadogo, avocat a
la Cour

Objet de la demande : M. Kaboré, cofondateur et an-
cien directeur technique de la société, expose qu'il
a quitté ses fonctions le 30 avril 2026. Il indique
etre toujours titulaire de 2 000 (deux mille) actions,
soit 20 % du capital, la société n'ayant pas procéd
é au rachat prévu à l'article 14 du pacte d'associé
s. Il sollicite du Tribunal :
 - la désignation d'un expert pour fixer le prix
   de rachat de ses actions ;
 - la communication des procès-verbaux des assemb
   lées tenues depuis son départ ;
 - des dommages-intérêts de 35 000 000 FCFA.

La société défenderesse est invitée à comparaître à
l'audience du MARDI 12 JANVIER 2027 à 08 h 30, salle
n° 2, en personne ou par mandataire.

A défaut de comparution, il pourra être statué sur
les seuls éléments fournis par le demandeur.

                            Le Greffier en chef
                            [cachet illisible]
- 1/1 -`,
  },

  // 17 — missing-financials PRESENT: pitch deck with no revenue or cost figure (only users, transactions,
  //   market size and the amount sought — none is the company's revenue or cost).
  // regulatory PRESENT: stated regulatory uncertainty on stablecoins in the UEMOA ("n'a pas encore tranché").
  // no-competition ABSENT: competitors named. pending-licence ABSENT: no application is said to be filed.
  {
    id: 'h24-fr-w5-17',
    documentType: 'pitch_deck',
    language: 'fr',
    traits: ['list', 'modality'],
    present: ['missing-financials', 'regulatory'],
    absent: ['no-competition', 'pending-licence', 'unrealistic-growth'],
    text: `ABLODÉ PAY — Envoyez de l'argent à la famille, sans frontières
Pitch deck — Lomé, décembre 2026

1 / Vision
Faire de Lomé le hub des transferts de la diaspora togolaise, grâce aux stablecoins adossés à l'euro.

2 / Problème
Un transfert Paris → Lomé coûte encore 6 à 9 % en frais et met parfois 48 h.

3 / Solution
• Application mobile : l'expéditeur paie en euros, le bénéficiaire reçoit des FCFA sur T-Money ou Flooz en moins de 2 minutes
• Conversion via un stablecoin euro, puis liquidation locale chez des agents partenaires

4 / Traction
• 48 000 téléchargements
• 11 500 utilisateurs actifs mensuels
• 63 000 transferts réalisés depuis le lancement en mars
• Note de 4,7 / 5 sur Play Store

5 / Marché
Les envois de fonds de la diaspora vers le Togo représentent plus de 450 milliards de FCFA par an.

6 / Concurrence
Les sociétés de transfert classiques, les opérateurs de mobile money et deux applications crypto nigérianes. Notre différence : le prix et la rapidité.

7 / Cadre réglementaire
La BCEAO n'a pas encore tranché le statut des stablecoins et des prestataires de services sur actifs numériques dans l'UEMOA. Notre modèle actuel pourrait devoir être adapté selon le texte qui sera adopté ; nous travaillons avec un cabinet de Dakar pour suivre le dossier.

8 / Équipe
Kossi Amenyo (CEO, ex-banque à Paris), Dzifa Akakpo (CTO), Yawo Tchalla (opérations Lomé)

9 / Levée
Nous recherchons 400 MFCFA (≈ 610 000 EUR) en pre-seed.`,
  },
];
