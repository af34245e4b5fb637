/** The rest of cases-dev-retired-nineteenth-fr-w8-1.ts (its cases in order, split to keep files short). */
import type { RedFlagCase } from './case';

export const redFlagNineteenthFrW8P1Rest: readonly RedFlagCase[] = [
  // 04 — Protocole d'accord transactionnel avec un cofondateur sortant, logistique, RDC (Kinshasa).
  // founder-departure PRESENT: le cofondateur a démissionné de ses fonctions au 31 mars 2024.
  // dead-equity PRESENT (indirect): il conserve ses 2 250 actions sur 10 000 (22,5 %), aucun rachat ni option d'achat.
  // related-party PRESENT (indirect): bail maintenu avec Tshala Immo SARL, gérée par la sœur de la Présidente (4 200 USD/mois).
  // litigation ABSENT: désistement d'instance et d'action décrété par jugement du 21 mai 2024 (litige clos).
  // low-founder-ownership ABSENT: fondatrice active 5 200 / 10 000 = 52 % ≥ 40 %.
  // investor-control ABSENT: premier investisseur 1 800 / 10 000 = 18 %.
  // debt-distress ABSENT: indemnité transactionnelle payée par tranches, la première réglée à la date prévue.
  {
    id: 'h19-fr-w8-04',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROTOCOLE D'ACCORD TRANSACTIONNEL

ENTRE :
MBOTE LOGISTIQUE SAS, société par actions simplifiée au capital de
25 000 000 FC divisé en 10 000 actions de 2 500 FC, dont le siège est au
n° 14, avenue du Port, commune de la Gombe, Kinshasa, immatriculée au RCCM sous
le n° CD/KNG/RCCM/20-B-01587, représentée par Mme Grâce MBUYI TSHALA,
Présidente, ci-après « la Société » ;
ET :
M. Jean-Marie ILUNGA KABEYA, domicilié au n° 7, avenue Kasa-Vubu, commune de
Kintambo, Kinshasa, ci-après « M. Ilunga » ;
ci-après ensemble « les Parties ».

PRÉAMBULE
A. M. Ilunga a fondé la Société en 2020 avec Mme Mbuyi Tshala et y exerçait
   les fonctions de Directeur général délégué.
B. Par lettre du 29 février 2024, M. Ilunga a remis sa démission de ces
   fonctions, avec effet au 31 mars 2024. Il n'exerce depuis lors aucune
   fonction ni mandat dans la Société.
C. Par exploit du 18 avril 2024, M. Ilunga a assigné la Société devant le
   Tribunal de commerce de Kinshasa/Gombe (RCE 3912) en paiement de
   120 000 USD au titre d'une prime de résultat et de dommages-intérêts, et a
   contesté la régularité du bail de l'entrepôt de Limete.
D. Cet entrepôt appartient à TSHALA IMMO SARL, dont la gérante, Mme Nadine
   TSHALA, est la sœur de la Présidente.
E. Les Parties ont convenu de mettre fin à ce différend par des concessions
   réciproques, conformément aux dispositions du Code civil congolais, livre
   III, relatives à la transaction.

IL A ÉTÉ CONVENU CE QUI SUIT :

Article 1 — Indemnité transactionnelle
La Société versera à M. Ilunga une indemnité forfaitaire de 45 000 USD
(quarante-cinq mille dollars américains), en trois virements de 15 000 USD
les 31 mai, 30 juin et 31 juillet 2024, sur son compte ouvert chez Rawbank.

Article 2 — Désistement
Dans les cinq jours de la signature, M. Ilunga se désiste de l'instance et de
l'action RCE 3912. Chaque Partie conserve ses frais.

Article 3 — Bail de l'entrepôt de Limete
M. Ilunga renonce à toute contestation du bail. La Société et TSHALA IMMO SARL
poursuivent ce bail aux conditions en vigueur, soit un loyer mensuel de
4 200 USD, pour une nouvelle période de trois ans.

Article 4 — Actions détenues par M. Ilunga
M. Ilunga demeure titulaire des 2 250 actions inscrites à son nom au registre
des mouvements de titres. Le présent protocole ne comporte aucune cession,
promesse de vente ou option d'achat portant sur ces actions ; M. Ilunga en
conserve le droit de vote et le droit aux dividendes. Pour mémoire, les autres
actions sont détenues par Mme Mbuyi Tshala (5 200), Lualaba Ventures SA
(1 800) et trois investisseurs personnes physiques (750 au total).

Article 5 — Confidentialité et non-dénigrement
Les Parties s'interdisent tout propos public dénigrant l'autre Partie.

Article 6 — Portée
Le présent protocole règle définitivement le différend décrit au préambule.

Fait à Kinshasa, le 6 mai 2024, en trois exemplaires originaux.

Mention ajoutée le 3 juin 2024 : désistement d'instance et d'action décrété
par jugement du Tribunal de commerce de Kinshasa/Gombe du 21 mai 2024
(RCE 3912). Premier virement de 15 000 USD exécuté le 31 mai 2024.`,
    present: ['founder-departure', 'dead-equity', 'related-party'],
    absent: ['litigation', 'low-founder-ownership', 'investor-control', 'debt-distress'],
    traits: ['list', 'indirect', 'split', 'time', 'figures'],
  },
  // 05 — Lettre de l'autorité de régulation (ARSE), mini-réseaux solaires, Togo. CLEAN but tempting.
  // pending-licence ABSENT: l'autorisation demandée le 11 décembre 2023 est accordée le 28 mars 2024 ;
  //   l'extension à l'Oti est seulement envisagée, aucun dossier déposé (modalité).
  // regulatory ABSENT: aucune non-conformité relevée, aucune sanction ; tarifs approuvés sans modification.
  // debt-distress ABSENT: frais d'instruction de 2 500 000 F CFA réglés ; « à jour de vos obligations ».
  {
    id: 'h19-fr-w8-05',
    documentType: 'legal_docs',
    language: 'fr',
    text: `RÉPUBLIQUE TOGOLAISE — Travail-Liberté-Patrie
AUTORITÉ DE RÉGLEMENTATION DU SECTEUR DE L'ÉLECTRICITÉ (ARSE)
Direction générale

Lomé, le 4 avril 2024
N° 0217/ARSE/DG/DTE

À Monsieur le Directeur général
LUMIÈRE SAVANES SAS
BP 1123 Dapaong

Objet : Notification de l'autorisation d'exploitation de mini-réseaux solaires
Réf. : votre demande du 11 décembre 2023

Monsieur le Directeur général,

J'ai l'honneur de vous notifier la décision n° 2024-009/ARSE/CA du 28 mars
2024, par laquelle le Conseil d'administration de l'Autorité vous accorde
l'autorisation de produire et de distribuer de l'électricité au moyen de
mini-réseaux solaires dans les neuf (9) localités des préfectures de Tône et
de Kpendjal énumérées en annexe, pour une durée de quinze (15) ans à compter
de la date de la présente notification.

L'instruction de votre dossier, y compris la visite technique effectuée le
5 mars 2024 sur le site pilote de Nano, n'a relevé aucun écart par rapport aux
prescriptions techniques et de sécurité applicables. La grille tarifaire
jointe à votre demande est approuvée sans modification.

En votre qualité de titulaire, vous êtes tenu :
1. de transmettre à l'Autorité un rapport d'exploitation trimestriel
   (nombre d'abonnés, énergie produite et vendue, incidents) ;
2. de vous acquitter de la redevance de régulation, fixée à 1 % du chiffre
   d'affaires hors taxes, dont la première échéance est fixée au 31 janvier
   2025 ;
3. de maintenir en vigueur l'assurance de responsabilité civile
   d'exploitation produite au dossier.

Nous accusons réception du règlement des frais d'instruction, d'un montant de
2 500 000 F CFA, effectué par virement le 18 décembre 2023. À la date de la
présente, vous êtes à jour de vos obligations envers l'Autorité.

Vous nous avez indiqué, lors de la visite du 5 mars, envisager de solliciter
en 2025 l'extension de cette autorisation à trois localités de la préfecture
de l'Oti. Aucun dossier n'ayant été déposé à ce jour, ces localités ne sont
pas concernées par la présente notification ; une éventuelle demande serait
instruite selon la procédure de droit commun.

Je vous prie d'agréer, Monsieur le Directeur général, l'assurance de ma
considération distinguée.

Pour le Directeur général et par délégation,
Le Directeur technique et de l'environnement,
Kokou ADJANOHOUN

Ampliations : Ministère délégué chargé de l'Énergie et des Mines ;
Agence togolaise d'électrification rurale et des énergies renouvelables (AT2ER).`,
    present: [],
    absent: ['pending-licence', 'regulatory', 'debt-distress'],
    traits: ['prose', 'list', 'negation', 'modality', 'time'],
  },
  // 06 — Transcription d'entretien avec le fondateur, kiosques à eau, RDC (Lubumbashi).
  // burn-above-revenue PRESENT (figures): charges ≈ 52 000 $ par mois > ventes ≈ 38 000 $ par mois.
  // short-runway PRESENT (figures): 95 000 $ / (52 000 - 38 000 = 14 000 $ par mois) = 6,8 mois < 9.
  // customer-concentration PRESENT (figures): contrat minier 17 000 $ / 38 000 $ = 44,7 % ≥ 30 %.
  // declining-revenue ABSENT: 29 000 $ par mois l'an dernier → 38 000 $ aujourd'hui.
  // unit-economics ABSENT: kiosque 6 000 $ / 900 $ de marge par mois = 6,7 mois, « en sept mois » cohérent.
  // litigation ABSENT: menace d'un ancien fournisseur, rien n'a été déposé.
  // founder-departure ABSENT: l'associé est toujours en poste (négation).
  // pending-licence ABSENT: autorisation provinciale obtenue en 2022, renouvelée en janvier.
  {
    id: 'h19-fr-w8-06',
    documentType: 'business_plan',
    language: 'fr',
    text: `TRANSCRIPTION — Entretien avec le fondateur de MAJI BORA SAS (Lubumbashi)
Date : 12 juin 2024, visioconférence. Participants : Patrick Mwamba Kyungu
(fondateur et directeur général), Aline Kasongo (analyste, Tujenge Capital).
Transcription revue par les deux participants.

[00:01] Aline Kasongo : Merci d'avoir pris le temps. Pour commencer, où en est
Maji Bora aujourd'hui ?
[00:25] Patrick Mwamba : On a 46 kiosques d'eau potable entre Lubumbashi,
Likasi et Kipushi, plus la livraison par camions-citernes. Les ventes tournent
autour de 38 000 dollars par mois. L'an dernier à la même période on était à
29 000.
[01:40] A. K. : Et la répartition de ces ventes ?
[01:52] P. M. : Les kiosques, c'est la grosse partie en volume, des bidons de
20 litres à 500 FC. Mais le plus gros contrat, c'est l'approvisionnement du
camp de la Compagnie minière de Kasonta : 17 000 dollars par mois, payés en
dollars, contrat renouvelé en mars pour douze mois.
[03:05] A. K. : Côté charges ?
[03:12] P. M. : Tout compris, salaires des 58 employés, gasoil des camions,
entretien des pompes, analyses de l'eau, on est autour de 52 000 dollars par
mois. Le carburant a beaucoup pesé cette année.
[04:20] A. K. : Et la trésorerie ?
[04:26] P. M. : On a 95 000 dollars sur le compte chez Rawbank. C'est pour ça
qu'on lève maintenant : 1,2 M USD, dont une partie pour vingt nouveaux
kiosques.
[05:30] A. K. : Un kiosque, ça rapporte quoi ?
[05:38] P. M. : Un kiosque installé coûte à peu près 6 000 dollars, forage
compris. Il fait environ 900 dollars de marge par mois, donc en sept mois il
est remboursé.
[06:45] A. K. : Vous avez des dettes bancaires ?
[06:50] P. M. : Un petit crédit équipement chez Equity BCDC, 40 000 dollars
restants. On paie les échéances à temps, jamais eu de retard.
[07:30] A. K. : Sur le plan administratif ?
[07:36] P. M. : L'autorisation de la province du Haut-Katanga, on l'a depuis
2022, elle a été renouvelée en janvier. Les analyses sont faites chaque mois
par un laboratoire agréé.
[08:40] A. K. : Des litiges ?
[08:44] P. M. : Un ancien fournisseur de pompes a dit qu'il allait nous
attaquer pour une facture qu'on conteste, mais rien n'a été déposé. On lui a
proposé une rencontre.
[09:50] A. K. : Et l'équipe ? On m'a dit que votre associé pensait partir.
[09:58] P. M. : Non, Jonathan est toujours là, il dirige les opérations à
Likasi. Il n'a jamais été question qu'il parte.
[10:40] A. K. : Merci, on revient vers vous après le comité.`,
    present: ['burn-above-revenue', 'short-runway', 'customer-concentration'],
    absent: ['declining-revenue', 'litigation', 'founder-departure', 'pending-licence', 'unit-economics'],
    traits: ['chat', 'figures', 'indirect', 'negation', 'time', 'modality'],
  },
  // 07 — États financiers SYSCOHADA, distribution pharmaceutique, RDC (Kinshasa). CLEAN but tempting.
  // gross-margin ABSENT: marge commerciale 1 460 / 5 120 = 28,5 % (2022) → 1 710 / 6 480 = 26,4 % (2023) ; -2,1 points < 5.
  // declining-revenue ABSENT: ventes 5 120 000 → 6 480 000 milliers de FC (+26,6 %).
  // burn-above-revenue ABSENT: résultat net positif 269 500 milliers de FC.
  //   Contrôles : 1 710 - 95 - 210 - 240 - 85 = 1 080 ; 1 080 - 520 = 560 ; 560 - 110 = 450 ; 450 - 65 = 385 ; 385 × 30 % = 115,5 ; 385 - 115,5 = 269,5.
  //   2022 : 1 460 - 80 - 170 - 205 - 70 = 935 ; 935 - 440 = 495 ; 495 - 95 = 400 ; 400 - 58 = 342 ; 342 × 30 % = 102,6 ; 239,4.
  // customer-concentration ABSENT: premier client 17 % (21 % en 2022).
  // related-party ABSENT: aucune convention réglementée (négation).
  // debt-distress ABSENT: échéances payées, attestation fiscale délivrée.
  // audit-opinion ABSENT: certification sans réserve.
  {
    id: 'h19-fr-w8-07',
    documentType: 'financial_statements',
    language: 'fr',
    text: `LISANGA PHARMA SARL
Distribution en gros de produits pharmaceutiques
Siège : n° 52, avenue Kabinda, commune de Lingwala, Kinshasa — RDC
RCCM : CD/KNG/RCCM/17-B-00942 — Id. Nat. : 01-83-N41207K — NIF : A1712345B

ÉTATS FINANCIERS DE SYNTHÈSE — SYSCOHADA RÉVISÉ
Exercice clos le 31 décembre 2023 (montants en milliers de CDF)

COMPTE DE RÉSULTAT
Réf.  Libellé                                  2023          2022
TA    Ventes de marchandises               6 480 000     5 120 000
RA    Achats de marchandises              (4 830 000)   (3 640 000)
RB    Variation de stocks de marchandises      60 000       (20 000)
XA    MARGE COMMERCIALE                     1 710 000     1 460 000
RE    Autres achats                           (95 000)      (80 000)
RG    Transports                             (210 000)     (170 000)
RH    Services extérieurs                    (240 000)     (205 000)
RI    Impôts et taxes                         (85 000)      (70 000)
XC    VALEUR AJOUTÉE                        1 080 000       935 000
RK    Charges de personnel                   (520 000)     (440 000)
XD    EXCÉDENT BRUT D'EXPLOITATION             560 000       495 000
RL    Dotations aux amortissements           (110 000)      (95 000)
XE    RÉSULTAT D'EXPLOITATION                  450 000       400 000
XF    RÉSULTAT FINANCIER                      (65 000)      (58 000)
RS    Impôt sur le résultat                  (115 500)     (102 600)
XI    RÉSULTAT NET                             269 500       239 400

NOTES ANNEXES (extraits)

Note 3 — Chiffre d'affaires et clientèle
Les ventes progressent grâce à l'ouverture du dépôt de Matadi en mars 2023.
Le premier client, la centrale d'achat d'un réseau de cliniques privées de
Kinshasa, représente 17 % des ventes 2023 (21 % en 2022). La baisse du taux
de marge commerciale reflète les remises accordées aux officines de Matadi.

Note 9 — Emprunts
Emprunt Equity BCDC de 850 000 milliers de CDF (2022), amortissable sur cinq
ans. Toutes les échéances de l'exercice ont été réglées à bonne date.

Note 11 — Dettes fiscales et sociales
Les déclarations DGI, DGRAD et CNSS sont à jour. Une attestation de situation
fiscale a été délivrée le 15 mars 2024.

Note 14 — Conventions réglementées
Aucune convention visée à l'article 350 de l'Acte uniforme relatif au droit
des sociétés commerciales et du GIE n'a été conclue ni poursuivie au cours
de l'exercice entre la société et ses gérants ou associés.

Note 16 — Taux de conversion
Pour information, 1 USD = 2 790 CDF au 31 décembre 2023 (taux indicatif BCC).

RAPPORT DU COMMISSAIRE AUX COMPTES (extrait)
Nous certifions, sans réserve, que les états financiers de synthèse sont
réguliers et sincères et donnent une image fidèle du résultat des opérations
de l'exercice écoulé ainsi que de la situation financière et du patrimoine de
la société à la fin de cet exercice.

Kinshasa, le 29 avril 2024 — Cabinet Mukendi & Partners, commissaire aux comptes`,
    present: [],
    absent: ['gross-margin', 'customer-concentration', 'related-party', 'debt-distress'],
    traits: ['table', 'figures', 'negation'],
  },
];
