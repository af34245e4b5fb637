/**
 * Development set, fifteenth round, informal founder and investor writing in French (2026-11-30),
 * written and labelled from the labelling guide by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';
import { generaliseFifteenthInformalFrRest } from './cases-dev-generalise-fifteenth-informal-fr-rest';

export const generaliseFifteenthInformalFr: readonly RedFlagCase[] = [
  // Orange CI 17 M / 46 M FCFA = 37 % du MRR (>= 30 %) ; hors frais ponctuels, MRR 38 M > 36 M en septembre.
  {
    id: 'd15-w3-abidjan-point-mensuel-frais-installation',
    documentType: 'business_plan',
    text: `Objet : Point mensuel – octobre (Abidjan)

Bonjour à tous,
- MRR : 46 M FCFA, contre 36 M en septembre 🎉 Petite précision : ça inclut les 8 M FCFA de frais d'installation payés une seule fois par Orange CI pour le pilote, on les a laissés dans le MRR ce mois-ci.
- Du coup Orange CI pèse 17 M FCFA sur les 46 M (abonnement + installation).
- Burn : 31 M FCFA.
- Recrutement : un lead dev arrivé le 3.
Merci pour les intros vers les banques, ça avance.
Koné`,
    present: ['customer-concentration', 'non-recurring-revenue'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    language: 'fr',
    traits: ['list', 'figures', 'indirect'],
  },
  {
    id: 'd15-w3-douala-whatsapp-cto-annonce-depart',
    documentType: 'business_plan',
    text: `[18/11 21:04] Ngono : Je sors d'un appel avec Eric. Il m'a annoncé qu'il quitte son poste de CTO fin décembre 😞
[18/11 21:05] Bertrand : Quoi ?? pourquoi ?
[18/11 21:07] Ngono : raisons familiales, il s'installe à Montréal. Il reste jusqu'au 31 pour la passation
[18/11 21:09] Bertrand : on prévient les investisseurs quand ?
[18/11 21:10] Ngono : dans le point de novembre. CA du mois 23 M FCFA, bien au-dessus d'octobre (19 M), au moins une bonne nouvelle`,
    present: ['founder-departure'],
    absent: ['dead-equity', 'declining-revenue'],
    language: 'fr',
    traits: ['split', 'time', 'modality'],
  },
  {
    id: 'd15-w3-dakar-mail-avocat-cap-table-bsa',
    documentType: 'legal_docs',
    text: `Objet : Table de cap – avant la levée

Salut Awa,
Deux points avant qu'on ouvre la data room :
1. Ibrahima, notre premier développeur, parti en mars 2025, détient toujours ses 3 % (actions issues de ses BSA exercés en 2023). Le rachat n'a jamais été fait et il ne répond plus à nos messages.
2. Plus largement, la table de capitalisation n'est pas réconciliée : le registre des titres tenu par le notaire et notre tableur ne concordent pas, avec un écart d'environ 2,5 points sur les BSA-AIR.
Je propose qu'on règle les deux avant d'envoyer quoi que ce soit au fonds.
Bien à toi,
Me Diallo`,
    present: ['dead-equity', 'cap-table-complexity'],
    absent: ['founder-departure'],
    language: 'fr',
    traits: ['list', 'time', 'indirect'],
  },
  {
    id: 'd15-w3-dakar-notes-ca-litige-imprimeur',
    documentType: 'business_plan',
    text: `Notes conseil d'administration – 27/11 (Dakar)
- CA T3 : 142 M FCFA (T2 : 128 M)
- litige Sénégal Print : l'affaire est toujours pendante devant le tribunal de commerce de Dakar, audience renvoyée au 15 janvier. Ils réclament 18 M FCFA de dommages pour rupture de contrat
- litige avec l'ancien bailleur : clos depuis juin, protocole signé et payé
- avocats : pas de provision supplémentaire pour l'instant
- prochain CA : fin février`,
    present: ['litigation'],
    absent: ['declining-revenue'],
    language: 'fr',
    traits: ['list', 'time'],
  },
  {
    id: 'd15-w3-casablanca-whatsapp-emballages-epouse',
    documentType: 'business_plan',
    text: `[09:10] Youssef : c'est signé avec Embal'Nord pour les emballages, 300 000 MAD/an
[09:12] Salma : attends, c'est pas la boîte de ta femme ça ?
[09:13] Youssef : si, c'est elle la gérante. mais le prix est en dessous du marché, j'ai les trois devis
[09:15] Salma : ok mais faut le déclarer au board, et vite
[09:16] Youssef : oui je le mets dans le reporting. CA novembre 1,9 M MAD au fait 👍`,
    present: ['related-party'],
    absent: [],
    language: 'fr',
    traits: ['split', 'indirect'],
  },
  // 2027 : 600 M / 120 M FCFA = 5× en un an (>= 4×).
  {
    id: 'd15-w3-douala-fiche-aucun-concurrent',
    documentType: 'pitch_deck',
    text: `MboaPay – fiche de présentation (Douala)

Marché : 1,2 million de commerçants informels au Cameroun, quasi aucun accès au crédit fournisseur.
Concurrence : aucune. Personne au Cameroun ne propose le paiement fractionné aux commerçants des marchés.
Chiffres : CA 2026 : 120 M FCFA, 2 400 commerçants actifs.
Projections : 2027 : 600 M FCFA ; 2028 : 1,8 Md FCFA.
Levée : 400 000 € en BSA-AIR.`,
    present: ['no-competition', 'unrealistic-growth'],
    absent: [],
    language: 'fr',
    traits: ['list', 'figures', 'words'],
  },
  // Fondateurs actifs 35 % (< 40 %) ; fonds 28 % (< 50 %) ; 28 + 27 + 10 + 35 = 100.
  {
    id: 'd15-w3-kinshasa-note-vocale-un-tiers',
    documentType: 'legal_docs',
    text: `[Note vocale transcrite, 1:48]
« ... bon, pour la table de cap après le tour : le fonds a 28, les business angels tous ensemble à peu près 27, le pool d'options 10, et nous trois, les fondateurs, on est tous encore à plein temps hein, il nous reste... un peu plus d'un tiers. 35 en tout. Franchement ça me gêne un peu pour la série A, le prochain investisseur va le voir tout de suite. On en reparle demain avec Patrick ? Bisous à la famille. »`,
    present: ['low-founder-ownership'],
    absent: ['investor-control'],
    language: 'fr',
    traits: ['prose', 'words', 'figures'],
  },
  // Carthage Capital 55 % (>= 50 %) ; fondateurs 40 % (pas moins de 40 %).
  {
    id: 'd15-w3-tunis-chaine-mail-conversion-oc',
    documentType: 'legal_docs',
    text: `De : Sami B.
À : Inès, Walid
Objet : RE: RE: conversion des OC

Oui, c'est fait, l'AGE a validé hier.

> Le 12 nov. 2026, Inès a écrit :
> Donc si je comprends bien, après conversion des OC, Carthage Capital détient 55 % du capital ?
>
>> Le 11 nov. 2026, Sami a écrit :
>> Exact : Carthage 55 %, nous deux fondateurs 40 % ensemble, BSPCE 5 %. Ils auront aussi 3 sièges sur 5 au conseil.`,
    present: ['investor-control'],
    absent: ['low-founder-ownership'],
    language: 'fr',
    traits: ['split', 'figures', 'time'],
  },
  {
    id: 'd15-w3-abidjan-slack-ussd-suspendu',
    documentType: 'business_plan',
    text: `[08:02] Koffi : l'ARTCI a suspendu notre code USSD depuis hier soir, motif « non-conformité des contrats de traitement des données »
[08:04] Aya : pour combien de temps ?
[08:05] Koffi : jusqu'à mise en conformité, aucune date 😬
[08:06] Aya : l'USSD c'est 60 % des transactions...
[08:08] Koffi : je sais. CA octobre 54 M FCFA, novembre risque d'être moins bon
[08:09] Aya : j'appelle l'avocat`,
    present: ['regulatory'],
    absent: ['declining-revenue', 'litigation'],
    language: 'fr',
    traits: ['split', 'modality', 'time'],
  },
  {
    id: 'd15-w3-dakar-fiche-agrement-bceao-en-cours',
    documentType: 'pitch_deck',
    text: `NafaCash – fiche de présentation (Dakar)

Le problème : les tontines numériques ne sont pas sécurisées.
La solution : un portefeuille partagé avec règles de tirage automatiques.
Équipe : 3 cofondateurs (ex-Wave, ex-Ecobank, ex-Jumia).
Réglementaire : demande d'agrément d'établissement de monnaie électronique déposée auprès de la BCEAO en juin 2026, dossier en cours d'instruction.
Traction : 4 500 inscrits sur liste d'attente, 2 partenariats signés avec des mutuelles.
Besoin : 500 000 € pour le lancement.`,
    present: ['pending-licence', 'missing-financials'],
    absent: ['regulatory'],
    language: 'fr',
    traits: ['list', 'indirect'],
  },
  // Trésorerie 42 M / burn net 7 M FCFA par mois = 6 mois (< 9).
  {
    id: 'd15-w3-abidjan-whatsapp-treso-et-burn',
    documentType: 'business_plan',
    text: `[lun. 10:14] Serge : tréso au 30/11 : 42 M FCFA sur les deux comptes
[lun. 10:16] Mireille : ok merci. et le CA ?
[lun. 10:20] Mireille : ah c'est bon je l'ai, 9,5 M ce mois, mieux qu'octobre (8,8)
[lun. 10:41] Serge : je prépare le point investisseurs pour jeudi
[lun. 11:02] Serge : burn net novembre 7 M, comme octobre. pas de grosse dépense prévue avant la levée
[lun. 11:03] Mireille : 👍`,
    present: ['short-runway'],
    absent: ['burn-above-revenue', 'declining-revenue'],
    language: 'fr',
    traits: ['split', 'figures', 'indirect'],
  },
  {
    id: 'd15-w3-tunis-rapport-cac-observation-continuite',
    documentType: 'financial_statements',
    text: `Extrait du rapport du commissaire aux comptes – exercice 2025 (Tunis), transféré par Walid

Opinion : nous certifions que les états financiers sont réguliers et sincères (certification sans réserve).
Observation : sans remettre en cause l'opinion exprimée ci-dessus, nous attirons votre attention sur la note 2 : ces éléments indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation.
Note 2 (extrait) : CA 2025 2,4 M TND (2024 : 2,1 M TND) ; un emprunt de 1,5 M TND arrive à échéance en mars 2026 et son refinancement n'est pas acquis.`,
    present: ['going-concern'],
    absent: ['audit-opinion', 'declining-revenue', 'debt-distress'],
    language: 'fr',
    traits: ['prose', 'modality', 'words'],
  },
  // Charges 520 000 MAD > CA 410 000 MAD en octobre ; CA d'octobre < septembre (465 000 MAD).
  {
    id: 'd15-w3-marrakech-lettre-fin-de-saison',
    documentType: 'business_plan',
    text: `Chers investisseurs,

Mois difficile, je préfère être direct. Le CA d'octobre est de 410 000 MAD, contre 465 000 MAD en septembre : fin de la saison touristique et deux riads clients qui ont fermé pour travaux. Les charges du mois, elles, restent à 520 000 MAD, essentiellement l'équipe et les véhicules.
On réduit la flotte de deux utilitaires en décembre. La haute saison reprend en mars.
Merci de votre confiance,
Hicham (Casablanca / Marrakech)`,
    present: ['declining-revenue', 'burn-above-revenue'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'figures', 'time'],
  },
  ...generaliseFifteenthInformalFrRest,
];
