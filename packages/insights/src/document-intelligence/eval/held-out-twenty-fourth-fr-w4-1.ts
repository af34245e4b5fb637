/** Writer 4's texts of the twenty-fourth held-out set (held-out-twenty-fourth.ts), Cameroun and Gabon, part 1 of 3: cases in the order written, split to keep files short. */
import type { RedFlagCase } from './case';

export const redFlagTwentyFourthFrW4P1: readonly RedFlagCase[] = [
  // no-competition PRESENT: "Aucun concurrent" slide.
  // pending-licence PRESENT: agrément d'établissement de paiement déposé à la COBAC, décision attendue.
  // unrealistic-growth PRESENT: 96 MFCFA (2025) -> 480 MFCFA (2026) = 5,0x in one year; 480 -> 1 900 = 4,0x.
  // No cash, burn or cost figure given: short-runway and burn-above-revenue cannot be present.
  {
    id: 'h24-fr-w4-01',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `NJANGIPAY SAS — Présentation investisseurs — Douala, janvier 2026
Tour d'amorçage : 650 MFCFA (≈ 990 k€)

SLIDE 1 — Le problème
Au Cameroun, plus de 4 millions de personnes cotisent dans une tontine (njangi). Les cotisations se font en cash, les cahiers se perdent, le trésorier "oublie" parfois de reverser. Zéro historique de crédit pour les membres.

SLIDE 2 — Notre solution
Une appli + un code USSD : collecte automatique des cotisations par mobile money, tirage au sort transparent, relevé partagé dans le groupe WhatsApp. Le tout en français, en anglais et en pidgin.

SLIDE 3 — Traction (au 31/12/2025)
• 38 000 utilisateurs actifs / 1 150 tontines
• Volume collecté : 2,1 Md FCFA par mois
• Chiffre d'affaires 2025 : 96 MFCFA (commission de 1,2 % sur les cotisations + frais de tenue de compte)

SLIDE 4 — Concurrence
Aucun concurrent. Personne au Cameroun ne digitalise la tontine de bout en bout ; les banques et les EMF ignorent ce segment, les applis de transfert ne gèrent pas les règles du groupe.

SLIDE 5 — Réglementation
Dossier de demande d'agrément en qualité d'établissement de paiement déposé auprès de la COBAC en septembre 2025 (via la banque sponsor). Décision attendue au T2 2026. En attendant, les fonds transitent par le compte de cantonnement de notre banque partenaire.

SLIDE 6 — Projections
            2025 (réel)   2026      2027
CA (MFCFA)   96            480       1 900
Tontines     1 150         6 000     22 000

SLIDE 7 — Utilisation des fonds
45 % produit & sécurité / 35 % acquisition (Douala, Yaoundé, Bafoussam) / 20 % conformité

SLIDE 8 — Équipe
Fanny Ndjock (CEO, ex-microfinance, 9 ans) — Eric Mbappè Nkolo (CTO, ex-opérateur télécom)
"On ne remplace pas la njangi, on la sécurise."`,
    present: ['no-competition', 'pending-licence', 'unrealistic-growth'],
    absent: ['regulatory', 'missing-financials', 'short-runway'],
    traits: ['list', 'table', 'figures'],
  },

  // audit-opinion PRESENT: états financiers "non audités".
  // declining-revenue PRESENT: CA 412 300 k (2025) < 468 900 k (2024).
  // burn-above-revenue PRESENT: résultat net 2025 = -61 000 k FCFA (net loss => costs above revenue).
  //   124 700 - 96 200 - 61 800 - 18 400 = -51 700 ; -51 700 - 9 300 = -61 000.
  // debt-distress PRESENT: arriérés CNSS + TVA non reversée.
  // gross-margin ABSENT: 124 700/412 300 = 30,2 % vs 150 500/468 900 = 32,1 % -> down 1,9 pt only.
  // going-concern ABSENT: management states no doubt. No cash given, so no runway computable.
  {
    id: 'h24-fr-w4-02',
    documentType: 'financial_statements',
    language: 'fr',
    text: `OGOOUÉ FRAIS SARL — Libreville (Gabon)
ÉTATS FINANCIERS AU 31 DÉCEMBRE 2025 — NON AUDITÉS
Établis par la direction selon le SYSCOHADA révisé. Montants en milliers de FCFA.

COMPTE DE RÉSULTAT
                                   2025         2024
Chiffre d'affaires              412 300      468 900
Achats consommés               (287 600)    (318 400)
Marge brute                     124 700      150 500
Charges de personnel            (96 200)     (78 700)
Autres charges externes         (61 800)     (49 300)
Dotations aux amortissements    (18 400)     (16 900)
Résultat d'exploitation         (51 700)       5 600
Charges financières              (9 300)      (4 100)
Résultat net                    (61 000)       1 500

NOTES ANNEXES (extraits)

Note 1 — Activité
La société assure la distribution sous température dirigée de produits frais (poisson, volaille, produits laitiers) auprès des supermarchés, hôtels et restaurants du Grand Libreville et d'Owendo. Le recul du chiffre d'affaires s'explique par la fin du contrat de restauration d'un site pétrolier de Port-Gentil en avril 2025 et par la baisse des volumes hôteliers.

Note 3 — Immobilisations
Acquisition de deux camions frigorifiques en 2025 (54 000 k FCFA), financée par crédit-bail.

Note 4 — Dettes fiscales et sociales
Au 31 décembre 2025, la société présente des arriérés de cotisations CNSS de 14 600 k FCFA correspondant aux deuxième, troisième et quatrième trimestres 2025, ainsi qu'une TVA collectée non reversée de 8 200 k FCFA (novembre et décembre). Un échéancier de règlement a été sollicité auprès de la CNSS ; aucune réponse n'a été reçue à la date d'arrêté des comptes.

Note 5 — Litiges
Aucun litige significatif n'est en cours.

Note 6 — Continuité d'exploitation
La direction estime disposer des ressources nécessaires pour poursuivre l'activité au cours des douze prochains mois, compte tenu de la ligne de découvert de 60 000 k FCFA confirmée par la banque en janvier 2026. Les états financiers ont donc été établis selon le principe de continuité d'exploitation.`,
    present: ['audit-opinion', 'declining-revenue', 'burn-above-revenue', 'debt-distress'],
    absent: ['going-concern', 'gross-margin', 'litigation'],
    traits: ['table', 'figures', 'negation'],
  },

  // CLEAN. short-runway ABSENT: 134 MFCFA / 12,1 MFCFA net burn = 11,1 months >= 9.
  // burn-above-revenue ABSENT: net burn 12,1 M < revenue 15,4 M in November (net burn compared with revenue as stated).
  // high-churn ABSENT: 4 % a month < 5 %. customer-concentration ABSENT: 24 % < 30 %.
  // litigation ABSENT: dispute closed by settlement in October. founder-departure ABSENT: CTO declined offer, stays.
  {
    id: 'h24-fr-w4-03',
    documentType: 'business_plan',
    language: 'fr',
    text: `De : Aurélie Mballa <aurelie@kalanote.cm>
À : investisseurs@kalanote.cm
Objet : KalaNote — point mensuel novembre 2025

Bonjour à tous,

Voici le point de novembre, un peu en retard (coupures de courant à Yaoundé toute la semaine, vous connaissez…).

Les chiffres
- Revenus de novembre : 15,4 MFCFA (+6 % vs octobre). 212 écoles abonnées, dont 31 dans le Grand Nord depuis le partenariat avec la délégation régionale.
- Burn net : 12,1 MFCFA sur le mois. Trésorerie au 30/11 : 134 MFCFA, soit environ 11 mois de visibilité au rythme actuel.
- Churn écoles : 4 % en novembre (3,6 % en octobre) — surtout des petites écoles privées qui ferment en fin de trimestre. On suit ça de près.
- Notre plus gros client, le groupe scolaire Les Bambous, pèse 24 % du CA. On veut descendre sous 20 % d'ici juin.

Les bonnes nouvelles
- Le litige avec notre ancien hébergeur est définitivement clos : transaction signée le 14 octobre, l'affaire a été retirée du rôle. Plus aucune procédure.
- Armelle (CTO) a reçu une offre d'une fintech de Douala et l'a déclinée ; elle vient de signer son avenant pour 2026. Ouf.
- Les comptes 2024 ont été certifiés sans réserve par notre commissaire aux comptes.

Les risques qu'on surveille
Si nous perdions le contrat de la délégation régionale à la rentrée, nous décalerions les recrutements commerciaux prévus au T2. Ce n'est pas le scénario central.

Ce dont on a besoin
Des intros vers des réseaux d'écoles confessionnelles à Bafoussam et Garoua.

Merci pour votre soutien,
Aurélie`,
    present: [],
    absent: ['short-runway', 'high-churn', 'customer-concentration', 'litigation', 'founder-departure', 'burn-above-revenue'],
    traits: ['prose', 'list', 'figures', 'negation', 'modality', 'time', 'clean'],
  },

  // low-founder-ownership PRESENT: active founders 18 % + 14 % = 32 % < 40 %.
  // investor-control PRESENT: Fonds Équateur Croissance I holds 52 % >= 50 %.
  // founder-departure PRESENT: co-founder Rodrigue Nzé left on 30 June 2025.
  // dead-equity PRESENT: Nzé still holds 9 %, buy-back not carried out.
  // cap-table-complexity ABSENT: table reconciled with the share register. litigation ABSENT: no action brought.
  {
    id: 'h24-fr-w4-04',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PACTE D'ASSOCIÉS — AKANDA CARGO SAS
Société par actions simplifiée au capital de 10 000 000 FCFA
Siège social : zone portuaire d'Owendo, Libreville — RCCM GA-LBV-2021-B-0xxxx

ENTRE LES SOUSSIGNÉS :
1. Fonds Équateur Croissance I, représenté par sa société de gestion ;
2. M. Landry Obame, Président ;
3. Mme Nadège Mengue, Directrice générale ;
4. M. Rodrigue Nzé ;
ci-après ensemble les « Associés ».

PRÉAMBULE
Les Associés ont souhaité organiser leurs relations au sein de la Société à la suite de l'augmentation de capital souscrite par le Fonds le 12 janvier 2026.

ARTICLE 2 — RÉPARTITION DU CAPITAL
À la date des présentes, le capital, divisé en 10 000 actions de 1 000 FCFA de nominal, est réparti comme suit :

Associé                                  Actions     %
Fonds Équateur Croissance I               5 200     52 %
M. Landry Obame (fondateur)               1 800     18 %
Mme Nadège Mengue (fondatrice)            1 400     14 %
M. Rodrigue Nzé (cofondateur)               900      9 %
Réserve d'actions gratuites (salariés)      700      7 %
Total                                    10 000    100 %

Le tableau ci-dessus a été rapproché du registre des mouvements de titres tenu par la Société au 15 janvier 2026 ; il n'existe aucun autre titre donnant accès au capital.

ARTICLE 3 — SITUATION DE M. NZÉ
Les Associés constatent que M. Rodrigue Nzé a cessé toute fonction au sein de la Société le 30 juin 2025. La promesse de cession de ses actions prévue par le pacte du 3 mars 2021 (clause de départ) n'a pas été exercée dans le délai imparti ; M. Nzé demeure en conséquence titulaire de ses 900 actions, sans fonction opérationnelle. M. Nzé n'a engagé aucune action contentieuse à l'encontre de la Société ou des autres Associés.

ARTICLE 5 — GOUVERNANCE
La Société est administrée par un Comité stratégique de cinq membres : trois désignés par le Fonds, un par M. Obame, un par Mme Mengue. Les décisions importantes (budget, endettement supérieur à 50 MFCFA, cession d'actifs) sont prises à la majorité simple du Comité.

ARTICLE 9 — DROIT DE SORTIE CONJOINTE
En cas de cession par le Fonds de plus de 50 % de ses actions, chaque Associé pourra céder ses actions aux mêmes conditions.

Fait à Libreville, le 20 janvier 2026, en quatre exemplaires originaux.`,
    present: ['low-founder-ownership', 'investor-control', 'founder-departure', 'dead-equity'],
    absent: ['cap-table-complexity', 'litigation'],
    traits: ['table', 'figures', 'negation'],
  },

  // related-party PRESENT: warehouse leased from SCI owned by the CEO's father.
  // customer-concentration PRESENT: two named clients = 41 % of 2025 revenue.
  // cap-table-complexity PRESENT: cap table could not be reconciled (statuts vs registre, BSA promis).
  // regulatory / pending-licence ABSENT: MINSANTE authorisation granted and renewed. litigation ABSENT: no dispute; 2024 notice settled.
  // audit-opinion ABSENT: 2025 accounts certified without reservation. gross-margin ABSENT: 28 % -> 27 %.
  {
    id: 'h24-fr-w4-05',
    documentType: 'legal_docs',
    language: 'fr',
    text: `MÉMO DE DUE DILIGENCE — CONFIDENTIEL
Cible : MediKmer SAS (distribution B2B de médicaments et consommables, Yaoundé)
Préparé pour : Comité d'investissement — Fonds Sanaga Impact
Date : 9 février 2026

1. Synthèse
MediKmer approvisionne 140 formations sanitaires du Centre et du Littoral via une plateforme de commande en ligne. Croissance solide, marge stable, mais trois points demandent des garanties avant signature (§3 à §5).

2. Données financières
- CA 2025 : 612 MFCFA (2024 : 455 MFCFA).
- Marge brute : 27 % (2024 : 28 %).
- Comptes 2025 certifiés sans réserve par le commissaire aux comptes (rapport du 28 janvier 2026).

3. Concentration clients
Les deux premiers clients, le Centre hospitalier Sainte-Agnès de Yaoundé et la Polyclinique du Wouri à Douala, représentent ensemble 41 % du CA 2025 (respectivement 23 % et 18 %). Aucun contrat-cadre écrit avec la Polyclinique : commandes au fil de l'eau.

4. Opérations avec des parties liées
L'entrepôt de Mvan (1 200 m²) est loué à la SCI Ngono & Fils, détenue par M. Bernard Ngono, père du CEO, M. Yannick Ngono. Loyer : 2,4 MFCFA par mois, soit environ 30 % au-dessus des prix observés dans la zone. Le bail n'a pas été soumis à l'approbation de l'assemblée comme convention réglementée.

5. Capital
Nous n'avons pas pu réconcilier la table de capitalisation. Les statuts mentionnent 1 000 000 d'actions, le registre des titres en recense 1 120 000 ; deux business angels affirment détenir des BSA « promis par e-mail » en 2023, dont aucune trace ne figure dans les procès-verbaux. La répartition exacte entre fondateurs et angels reste donc à établir.

6. Réglementaire et contentieux
L'autorisation d'exploitation d'un établissement de distribution pharmaceutique a été délivrée par le MINSANTE en 2023 et renouvelée en octobre 2025. Aucun contentieux en cours ; la mise en demeure adressée par un fournisseur indien en 2024 a été soldée par paiement.

6 bis. Équipe
Fondée en 2019 par Yannick Ngono (pharmacien, ex-grossiste répartiteur) et Estelle Manga (ingénieure logicielle), MediKmer emploie 46 personnes. Les deux fondateurs sont à temps plein ; aucun départ dans l'équipe de direction depuis la création. Le directeur financier, recruté en 2024, vient d'un cabinet d'audit de Douala.

6 ter. Marché et concurrence
Le marché de la distribution pharmaceutique au Cameroun reste dominé par trois grossistes répartiteurs historiques, qui servent surtout les officines urbaines. MediKmer se positionne sur les formations sanitaires privées et confessionnelles, avec livraison sous 48 h et crédit fournisseur à 30 jours. Deux start-up concurrentes (l'une à Douala, l'autre à Bamenda) proposent une offre comparable mais sur un périmètre plus étroit.

6 quater. Fiscalité et social
Attestations de non-redevance DGI et CNPS à jour au 31 janvier 2026. Aucun arriéré fiscal ou social.

6 quinquies. Technologie
Plateforme développée en interne (web + application Android), hébergée chez un prestataire à Douala avec réplication hors site. Pas d'incident de sécurité déclaré.

7. Recommandation
Poursuivre, sous conditions : (i) cap table certifiée par un notaire avant closing ; (ii) renégociation du bail de Mvan à prix de marché ; (iii) contrat-cadre avec la Polyclinique du Wouri.`,
    present: ['related-party', 'customer-concentration', 'cap-table-complexity'],
    absent: ['regulatory', 'pending-licence', 'litigation', 'audit-opinion', 'gross-margin', 'debt-distress', 'founder-departure', 'no-competition'],
    traits: ['list', 'figures', 'prose', 'negation'],
  },

  // CLEAN. investor-control ABSENT: investor 23,6 % post-money. low-founder-ownership ABSENT: founders 31 % + 27 % = 58 %.
  // founder-departure / dead-equity ABSENT: leaver clause is hypothetical ("si un fondateur quittait").
  // litigation ABSENT: declaration that none is pending. audit-opinion ABSENT: legal doc; 2025 opinion already unqualified.
  // Check: 23,6 + 58 + 10,4 + 8 = 100.
  {
    id: 'h24-fr-w4-06',
    documentType: 'legal_docs',
    language: 'fr',
    text: `LETTRE D'INTENTION — TERM SHEET INDICATIVE (non engageante, sauf confidentialité et exclusivité)
Société : KOLA AGRO SAS, Bafoussam (Cameroun)
Investisseur : Fonds Kribi Capital II
Date : 4 mars 2026

Montant : 1 300 000 000 FCFA (≈ 1,98 M€) en actions de préférence de catégorie A.
Valorisation pré-money : 4 200 000 000 FCFA.

Capital post-money (entièrement dilué) :
- Mme Solange Fotso (fondatrice, CEO) : 31,0 %
- M. Thierry Kamdem (fondateur, COO) : 27,0 %
- Business angels (tour 2024) : 10,4 %
- Plan d'options salariés : 8,0 %
- Fonds Kribi Capital II : 23,6 %

Gouvernance : conseil d'administration de cinq membres (deux fondateurs, un représentant de l'Investisseur, un administrateur indépendant, un représentant des angels). Droits de veto de l'Investisseur limités aux décisions listées en Annexe 2.

Liquidation préférentielle : 1x non participative.

Fondateurs — départ : si un fondateur quittait la Société dans les 36 mois suivant le closing, ses actions non acquises (vesting mensuel sur 36 mois, falaise de 12 mois) seraient rachetées à leur valeur nominale (mauvais départ) ou à leur juste valeur (bon départ).

Déclarations : la Société déclare qu'aucun litige, contentieux ou procédure administrative n'est en cours ni, à sa connaissance, imminent, et que l'ensemble des autorisations nécessaires à son activité (agrément phytosanitaire, enregistrement MINADER) ont été obtenues.

Conditions suspensives : (i) due diligence satisfaisante ; (ii) remise du rapport du commissaire aux comptes sur les comptes 2025 (opinion sans réserve émise le 2 mars 2026) ; (iii) signature d'un pacte d'associés.

Exclusivité : 60 jours. Droit applicable : Acte uniforme OHADA ; litiges éventuels soumis à la CCJA.`,
    present: [],
    absent: ['investor-control', 'low-founder-ownership', 'founder-departure', 'dead-equity', 'litigation', 'pending-licence'],
    traits: ['list', 'figures', 'modality', 'negation', 'clean'],
  },
];
