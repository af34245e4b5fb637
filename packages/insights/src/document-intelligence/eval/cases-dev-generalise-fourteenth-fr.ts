/**
 * Development set, fourteenth round, French documents from francophone Africa (2026-11-30): decks, SYSCOHADA
 * statements, auditors' reports, board minutes, investor letters, shareholders' agreements, due-diligence answers,
 * business plans and founders' WhatsApp messages from Sénégal, Côte d'Ivoire, Cameroun, Bénin, Maroc, Tunisie, RDC
 * and Rwanda, with amounts in FCFA, XOF, XAF, MAD, TND, USD and € in many formats (first half; see -more).
 * Written and labelled from the labelling guide (held-out.ts) by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseFourteenthFr: readonly RedFlagCase[] = [
  {
    id: 'd14b-concentration-deck-ci', documentType: 'pitch_deck', language: 'fr',
    present: ['customer-concentration'], absent: ['gross-margin'], traits: ['list', 'figures', 'indirect'],
    text: `Diapo 7 — Traction 2025
• Chiffre d'affaires : 1,84 milliard FCFA (+38 % sur un an)
• 41 coopératives fournisseurs, 3 exportateurs clients
• Ivoire Cacao Négoce, notre premier acheteur, nous a réglé 690 M FCFA de ventes facturées sur l'exercice
• Marge brute stable à 27 %`,
  },
  {
    id: 'd14b-concentration-covenant-ddq-sn', documentType: 'legal_docs', language: 'fr',
    present: ['customer-concentration', 'debt-distress'], absent: [], traits: ['words', 'figures', 'indirect'],
    text: `Questionnaire de due diligence — réponses de la société (Dakar, 10 novembre 2025)
Q 3.2 Quelle est la part des principaux clients dans le chiffre d'affaires ?
R. Les opérateurs Telsen, Kayar Mobile et Sunu Télécom, auxquels notre plateforme est intégrée, ont représenté
ensemble un peu plus d'un tiers des ventes 2025. Aucun autre client ne dépasse 3 %.
Q 5.4 Les engagements financiers (covenants) du prêt bancaire sont-ils respectés ?
R. Au 30 juin 2025, le ratio dette financière nette / EBE ressortait à 4,1 pour un plafond contractuel de 3,5.
La banque en a été informée ; aucune dérogation n'a été signée à ce jour.`,
  },
  {
    id: 'd14b-concentration-note-ma', documentType: 'financial_statements', language: 'fr',
    present: ['customer-concentration'], absent: ['declining-revenue'], traits: ['table', 'figures'],
    text: `Note 18 — Ventilation du chiffre d'affaires par client (en MAD)
| Client | 2024 | 2025 |
| Client A (groupe minier) | 4 120 000 | 6 480 000 |
| Autres clients (212) | 9 870 000 | 11 950 000 |
| Total | 13 990 000 | 18 430 000 |`,
  },
  {
    id: 'd14b-concentration-runway-whatsapp-cm', documentType: 'business_plan', language: 'fr',
    present: ['customer-concentration', 'short-runway'], absent: ['burn-above-revenue'],
    traits: ['words', 'figures', 'split'],
    text: `[09:14] Armel : Cimenterie du Wouri a re-signé pour 2026 👍 ça sécurise presque la moitié de notre CA
[09:15] Armel : par contre point tréso : 70 MFCFA sur le compte, on brûle environ 12 MFCFA par mois
[09:17] Linda : donc il faut closer le bridge avant l'été
[09:17] Armel : oui. Ventes de juin : 38 MFCFA pour info`,
  },
  {
    id: 'd14b-burn-runway-letter-sn', documentType: 'pitch_deck', language: 'fr',
    present: ['burn-above-revenue', 'short-runway'], absent: [], traits: ['figures', 'split'],
    text: `Chers investisseurs,
Le troisième trimestre a été riche côté produit, avec le lancement de l'offre B2B à Thiès et Saint-Louis.
Côté chiffres : nos ventes atteignent 38 M XOF par mois en moyenne, pour une consommation mensuelle
de trésorerie de 52 M XOF.
La trésorerie disponible au 30 septembre s'élève à 290 M XOF.
Nous ouvrons le tour de table de série A en novembre.`,
  },
  {
    id: 'd14b-burn-related-pl-bj', documentType: 'financial_statements', language: 'fr',
    present: ['burn-above-revenue', 'related-party'], absent: ['gross-margin'],
    traits: ['table', 'figures', 'indirect'],
    text: `Compte de résultat simplifié — exercice 2025 (en milliers de FCFA)
Chiffre d'affaires ............................ 214 600
Achats consommés .............................. 88 300
Charges de personnel ......................... 131 900
Autres charges externes ....................... 47 200
  dont loyers versés à la SCI Houndé, propriété de l'épouse du gérant : 18 400
Résultat d'exploitation ...................... (52 800)`,
  },
  {
    id: 'd14b-burn-decline-bp-rw', documentType: 'business_plan', language: 'fr',
    present: ['burn-above-revenue', 'declining-revenue'], absent: ['short-runway'],
    traits: ['words', 'figures', 'time'],
    text: `4. Situation actuelle
Nos dépenses mensuelles représentent près du double de ce que nous facturons : environ 41 000 € de charges
en octobre pour 22 000 € de facturation, contre 27 000 € facturés en septembre (fin du contrat pilote avec
le district de Musanze).`,
  },
  {
    id: 'd14b-burn-quarters-tn', documentType: 'financial_statements', language: 'fr',
    present: ['burn-above-revenue'], absent: ['declining-revenue'], traits: ['table', 'figures', 'time'],
    text: `Suivi trimestriel 2025 (en milliers de TND)
| | T1 | T2 | T3 |
| Revenus | 410 | 455 | 498 |
| Charges opérationnelles | 380 | 470 | 560 |
| Résultat opérationnel | 30 | (15) | (62) |`,
  },
  {
    id: 'd14b-debt-cnps-note-ci', documentType: 'financial_statements', language: 'fr',
    present: ['debt-distress'], absent: ['pending-licence'], traits: ['indirect', 'figures'],
    text: `Note 21 — Dettes fiscales et sociales
Au 31 décembre 2025, la société reste redevable envers la CNPS de cotisations échues depuis le deuxième
trimestre, soit 47 300 000 FCFA majorations de retard comprises. Un échéancier de paiement a été sollicité
auprès de la caisse ; il n'a pas encore été accordé.
Pour mémoire, chiffre d'affaires de l'exercice : 2 910 000 000 FCFA.`,
  },
  {
    id: 'd14b-debt-bank-letter-cm', documentType: 'legal_docs', language: 'fr',
    present: ['debt-distress'], absent: ['litigation'], traits: ['figures', 'modality'],
    text: `BANQUE DU LITTORAL — Douala, le 21 octobre 2025
Objet : Prêt n° 2023-0417 — mise en demeure
Monsieur le Gérant,
Nous constatons que les échéances des 5 août, 5 septembre et 5 octobre 2025, d'un montant unitaire
de 4 850 000 XAF, demeurent impayées à ce jour. Nous vous mettons en demeure de régulariser sous quinze jours ;
à défaut, la déchéance du terme pourra être prononcée et la banque se réservera d'engager toute action utile.`,
  },
  {
    id: 'd14b-debt-runway-whatsapp-tn', documentType: 'business_plan', language: 'fr',
    present: ['debt-distress', 'short-runway'], absent: ['burn-above-revenue'], traits: ['split', 'figures'],
    text: `Samia : on a reçu l'avis de la recette des finances, 212 000 TND d'arriérés de TVA sur 2024 😬
Karim : et on a combien en banque ?
Samia : 300 000, avec 60 000 de sorties nettes par mois
Karim : ok on demande un étalement tout de suite. Le CA du mois c'est 180 000, ça ne passe pas sinon`,
  },
  {
    id: 'd14b-licence-bceao-deck-sn', documentType: 'pitch_deck', language: 'fr',
    present: ['pending-licence'], absent: ['regulatory'], traits: ['list', 'indirect'],
    text: `Diapo 11 — Cadre réglementaire
• Dossier d'agrément d'établissement de monnaie électronique déposé auprès de la BCEAO en mars 2025
• Décision attendue ; en attendant, nous opérons comme sous-distributeur d'un EME agréé
• Volume traité en septembre : 2,3 milliards FCFA — commissions perçues : 17 M FCFA`,
  },
  {
    id: 'd14b-licence-growth-bp-cm', documentType: 'business_plan', language: 'fr',
    present: ['pending-licence', 'unrealistic-growth'], absent: [], traits: ['table', 'figures', 'split'],
    text: `3.4 Calendrier et projections
Le lancement commercial du réseau fibre à Yaoundé est conditionné à l'obtention de la licence de fournisseur
d'accès, demandée à l'ART le 12 février 2025 et toujours en cours d'instruction. Le chiffre d'affaires 2025
provient des liaisons radio louées aux entreprises.
| (MFCFA) | 2025 | 2026 | 2027 |
| Chiffre d'affaires | 150 | 720 | 3 100 |
| Abonnés | 1 200 | 5 800 | 24 000 |`,
  },
  {
    id: 'd14b-licence-amm-ddq-rw', documentType: 'legal_docs', language: 'fr',
    present: ['pending-licence'], absent: ['regulatory'], traits: ['negation', 'time'],
    text: `Réponse 4.2 — Autorisations
La société ne détient pas encore l'autorisation de mise sur le marché de la Rwanda FDA pour le test
de diagnostic rapide TDR-2 : la demande a été déposée en mai 2025 et l'autorité a sollicité des pièces
complémentaires en septembre, qui lui ont été transmises. Les onze autres références du catalogue sont
autorisées depuis 2023.`,
  },
  {
    id: 'd14b-founder-control-pv-ci', documentType: 'legal_docs', language: 'fr',
    present: ['founder-departure', 'investor-control'], absent: ['low-founder-ownership'],
    traits: ['time', 'figures'],
    text: `Procès-verbal des délibérations du conseil d'administration — séance du 18 septembre 2025
Troisième résolution : le conseil prend acte de la démission de M. Koffi Yao, cofondateur, de ses fonctions
de directeur général, avec effet au 31 octobre 2025. Mme Awa Touré, directrice financière, assurera l'intérim.
Quatrième résolution : le conseil constate la réalisation de l'augmentation de capital réservée au fonds
Lagune Capital, qui détient désormais 52 % du capital et des droits de vote, les fondateurs conservant 43 %.`,
  },
  {
    id: 'd14b-founder-missing-deck-sn', documentType: 'pitch_deck', language: 'fr',
    present: ['founder-departure', 'missing-financials'], absent: [], traits: ['indirect', 'time'],
    text: `Diapo 2 — L'équipe
Moussa Ndiaye, CEO — dix ans dans les paiements, ancien directeur produit d'une fintech régionale
Fatou Sarr, CTO — a accepté un poste dans une banque à Paris ; son dernier jour chez nous sera le 15 janvier,
après la migration de la plateforme. Recrutement d'un nouveau directeur technique en cours.
Diapo 3 — Notre vision
Rendre le crédit fournisseur accessible à 2 millions de boutiquiers d'Afrique de l'Ouest.`,
  },
  {
    id: 'd14b-founder-margin-letter-ma', documentType: 'pitch_deck', language: 'fr',
    present: ['founder-departure', 'gross-margin'], absent: ['dead-equity'], traits: ['time', 'words', 'figures'],
    text: `Lettre aux actionnaires — second semestre 2025
Après cinq années à la tête des opérations, Youssef, notre cofondateur, a décidé de se consacrer à un projet
personnel et quittera ses fonctions à la fin du premier trimestre 2026. Il restera membre du conseil.
Le chiffre d'affaires du semestre atteint 9,6 M MAD (+14 %). La marge brute a en revanche perdu huit points
sur un an, de 44 % à 36 %, sous l'effet du renchérissement du blé dur et des emballages.`,
  },
  {
    id: 'd14b-margin-table-ci', documentType: 'financial_statements', language: 'fr',
    present: ['gross-margin'], absent: ['declining-revenue', 'burn-above-revenue'], traits: ['table', 'figures'],
    text: `Extrait du compte de résultat SYSCOHADA (en millions de FCFA)
                                             2024       2025
Ventes de marchandises                      1 240      1 515
Coût d'achat des marchandises vendues        (770)    (1 035)
Marge commerciale                             470        480`,
  },
  {
    id: 'd14b-margin-negative-deck-sn', documentType: 'pitch_deck', language: 'fr',
    present: ['gross-margin', 'burn-above-revenue'], absent: ['no-competition'], traits: ['figures', 'split'],
    text: `Diapo 9 — Chiffres clés T3 2025
Ventes du trimestre : 186 M FCFA
Coût des ventes (produits + livraison) : 201 M FCFA
Nous avons choisi d'investir dans les prix pour prendre des parts de marché face aux deux acteurs
déjà installés à Dakar.`,
  },
  {
    id: 'd14b-litigation-ddq-ci', documentType: 'legal_docs', language: 'fr',
    present: ['litigation'], absent: ['debt-distress'], traits: ['time', 'figures'],
    text: `7.1 Existe-t-il des contentieux en cours ou des réclamations ?
Oui. Un ancien distributeur nous a assignés en juin 2025 devant le Tribunal de commerce d'Abidjan pour rupture
abusive de contrat et réclame 210 M FCFA de dommages-intérêts. Nos conseils estiment la demande largement
infondée. Prochaine audience : 22 janvier 2026.
7.2 Contrôles fiscaux en cours : aucun.`,
  },
  {
    id: 'd14b-litigation-note-ma', documentType: 'financial_statements', language: 'fr',
    present: ['litigation'], absent: ['founder-departure', 'declining-revenue'], traits: ['indirect', 'figures'],
    text: `Note 27 — Provisions pour risques et charges
Un litige social opposant la société à trois anciens salariés est pendant devant le tribunal de première
instance de Casablanca ; une provision de 420 000 MAD a été constituée au 31 décembre 2025.
Chiffre d'affaires de l'exercice : 31,2 M MAD (2024 : 27,9 M MAD).`,
  },
  {
    id: 'd14b-clean-concentration-28-sn', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['customer-concentration'], traits: ['list', 'figures'],
    text: `Diapo 10 — Portefeuille clients
• 164 clients entreprises à Dakar, Thiès et Mbour
• Premier client (une chaîne de supermarchés) : 28 % du chiffre d'affaires 2025
• Aucun autre client ne dépasse 6 %
• CA 2025 : 1,2 milliard XOF`,
  },
  {
    id: 'd14b-clean-concentration-past-ci', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['customer-concentration'], traits: ['time', 'figures'],
    text: `En 2022, notre distributeur historique pesait 46 % de nos ventes. Trois ans plus tard, nous vendons
en direct à 2 300 points de vente et ce distributeur ne représente plus que 11 % d'un chiffre d'affaires
porté à 3,5 milliards FCFA.`,
  },
  {
    id: 'd14b-clean-burn-runway-sn', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['burn-above-revenue', 'short-runway'], traits: ['table', 'figures'],
    text: `Tableau de bord — octobre 2025
| Indicateur | Valeur |
| Chiffre d'affaires mensuel | 25 M FCFA |
| Consommation nette de trésorerie | 18 M FCFA / mois |
| Trésorerie disponible | 400 M FCFA |`,
  },
  {
    id: 'd14b-clean-debt-ddq-ci', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['debt-distress'], traits: ['negation'],
    text: `Q 6.1 La société a-t-elle des dettes échues et impayées ?
R. Non. Aucune échéance bancaire n'est en retard et la société est à jour de ses cotisations CNPS comme de
ses impôts (attestation de régularité fiscale délivrée par la DGI le 4 novembre 2025, pièce 6.1).
Q 6.2 Les covenants bancaires sont-ils respectés ?
R. Oui : le ratio dette nette / EBE s'établit à 1,8 pour un plafond de 3.`,
  },
  {
    id: 'd14b-clean-debt-settled-cm', documentType: 'financial_statements', language: 'fr',
    present: [], absent: ['debt-distress', 'declining-revenue'], traits: ['time', 'negation'],
    text: `Note 14 — Dettes sociales
Les arriérés de cotisations CNPS constatés en 2023 (12,4 MFCFA) ont été intégralement apurés en mars 2025,
conformément au moratoire signé avec la caisse. Aucun retard n'a été enregistré depuis.
Chiffre d'affaires 2025 : 870 MFCFA (2024 : 790 MFCFA).`,
  },
  {
    id: 'd14b-clean-licence-granted-sn', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['pending-licence', 'regulatory'], traits: ['time'],
    text: `Diapo 12 — Réglementation
Agrément d'établissement de paiement délivré par la BCEAO le 12 juin 2025, valable dans les huit pays
de l'UEMOA.
Commissions perçues au T3 : 54 M FCFA.`,
  },
  {
    id: 'd14b-clean-licence-future-ma', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['pending-licence', 'regulatory'], traits: ['modality', 'time'],
    text: `6. Extension régionale
Si nous ouvrons le marché sénégalais en 2027, il faudra solliciter un agrément auprès de la BCEAO ; aucune
démarche n'est engagée à ce stade et le plan de financement n'en dépend pas.
Chiffre d'affaires 2025 au Maroc : 14,2 M MAD.`,
  },
  {
    id: 'd14b-clean-founder-travel-rw', documentType: 'pitch_deck', language: 'fr',
    present: [], absent: ['founder-departure', 'declining-revenue'], traits: ['indirect', 'figures'],
    text: `Hello à tous, petit update de Kigali 🇷🇼
Aminata (notre CEO) est partie à Lagos pour une semaine de rendez-vous clients, retour le 20.
Pendant ce temps on a clôturé octobre à 48 000 € de ventes, contre 41 000 € en septembre.`,
  },
  {
    id: 'd14b-clean-staff-turnover-ci', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['founder-departure', 'high-churn'], traits: ['negation', 'figures'],
    text: `7. Ressources humaines
Deux développeurs juniors nous ont quittés cette année et le turnover des commerciaux terrain atteint 22 %.
L'équipe dirigeante (CEO, CTO, DAF) est inchangée depuis la création.
Masse salariale 2025 : 286 M FCFA, pour un chiffre d'affaires de 1,1 milliard FCFA.`,
  },
  {
    id: 'd14b-clean-margin-3pts-tn', documentType: 'financial_statements', language: 'fr',
    present: [], absent: ['gross-margin'], traits: ['table', 'figures'],
    text: `| En TND | 2024 | 2025 |
| Chiffre d'affaires | 5 200 000 | 6 100 000 |
| Coût des ventes | 3 070 000 | 3 780 000 |
| Marge brute | 2 130 000 | 2 320 000 |`,
  },
  {
    id: 'd14b-clean-litigation-closed-ma', documentType: 'legal_docs', language: 'fr',
    present: [], absent: ['litigation'], traits: ['negation', 'time'],
    text: `Q 7.1 Contentieux
Le différend qui nous opposait à notre ancien fournisseur d'emballages a été clos par un protocole
transactionnel signé le 14 février 2025 ; le désistement d'instance a été constaté par le tribunal de
commerce de Casablanca. Aucune autre procédure n'est en cours ni, à notre connaissance, envisagée.`,
  },
  {
    id: 'd14b-clean-litigation-hypo-bj', documentType: 'business_plan', language: 'fr',
    present: [], absent: ['litigation'], traits: ['modality', 'negation'],
    text: `8. Risques juridiques
Un concurrent pourrait à l'avenir contester l'usage de la marque « Kpayo » au Nigeria, où notre dépôt est
postérieur au sien. Aucune réclamation n'a été reçue à ce jour.
Budget juridique 2026 : 14 M FCFA.`,
  },
];
