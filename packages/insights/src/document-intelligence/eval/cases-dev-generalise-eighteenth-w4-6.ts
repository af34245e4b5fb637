/**
 * Development set, eighteenth round (w4, part 6; 2026-11-30): French of francophone Africa and the Maghreb, in many genres and layouts (procès-verbaux, rapports de gestion et du commissaire aux comptes, pactes, notes d'investissement, decks, business plans en tableaux, WhatsApp, courriels, questionnaires de due diligence, presse, scans OCR), written and labelled from the labelling guide by a new writer who read only the case type, the guide and the class ids, before any rule was changed for them. Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';

export const generaliseEighteenthFrW4Part6: readonly RedFlagCase[] = [
  // Teranga Growth : 52 % ; fondateurs 18 + 12 = 30 %
  {
    id: 'd18-w4-fr-dakar-pacte-associes-serie-a',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['investor-control', 'low-founder-ownership'],
    absent: ['dead-equity', 'cap-table-complexity'],
    traits: ['legal-style', 'list', 'figures'],
    text: `PACTE D'ASSOCIÉS — NDAR MOBILITÉ SAS (Dakar)
Article 1 — Capital social après la réalisation de l'augmentation de capital de Série A
- Teranga Growth Fund : 52 % des actions et des droits de vote
- M. Babacar Ndiaye, fondateur, Président : 18 %
- Mme Coumba Thiam, fondatrice, Directrice des opérations : 12 %
- Investisseurs d'amorçage : 13 %
- Plan d'intéressement des salariés : 5 %
Article 5 — Conseil d'administration
Le conseil est composé de cinq membres, dont trois désignés par Teranga Growth Fund.
Article 6 — Majorités
Les décisions ordinaires sont adoptées à la majorité simple des droits de vote.`,
  },
  {
    id: 'd18-w4-fr-bamako-lettre-intention-rachat',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['founder-departure', 'dead-equity', 'investor-control'],
    traits: ['time', 'negation', 'hedge'],
    text: `LETTRE D'INTENTION — Bamako, le 7 octobre 2025
À l'attention des associés de Niger Fish SARL
Messieurs,
Sahel Agri Partners envisage d'acquérir 40 % du capital de Niger Fish SARL au prix indicatif de 800 millions FCFA.
Nous notons que les parts de l'ancien associé M. Boubacar Cissé, sorti en 2023, ont été rachetées par la société en février 2024 et annulées ; le capital est aujourd'hui détenu à 100 % par les deux fondateurs en activité.
Notre offre est subordonnée à l'engagement des deux fondateurs de rester en fonction au moins trois ans après la réalisation. Si l'un d'eux venait à quitter la société avant ce terme, un mécanisme d'ajustement de prix s'appliquerait.
Cette lettre est non contraignante.
Mamadou Dembélé, Associé, Sahel Agri Partners`,
  },
  // marge brute 44 % -> 37 % = -7 pts ; CA en hausse
  {
    id: 'd18-w4-fr-casablanca-note-investissement-cosmetique',
    documentType: 'business_plan',
    language: 'fr',
    present: ['gross-margin'],
    absent: ['declining-revenue', 'customer-concentration'],
    traits: ['figures', 'indirect'],
    text: `NOTE D'INVESTISSEMENT — ARGANE BEAUTÉ (Casablanca)
Rédigée par : Amine El Fassi — le 25 septembre 2025
1. Activité : marque de cosmétiques à l'huile d'argan, vente en ligne et en parapharmacie (plus de 300 points de vente, aucun client au-delà de 8 %).
2. Chiffres : chiffre d'affaires 2024 de 34 M MAD (2023 : 27 M MAD).
3. Rentabilité : la marge brute est passée de 44 % en 2023 à 37 % en 2024, en raison de la hausse du prix de l'huile d'argan et des remises accordées aux distributeurs.
4. Recommandation : poursuivre la due diligence, conditionner le prix à un plan de redressement de la marge.`,
  },
  {
    id: 'd18-w4-fr-tunis-deck-edtech-sans-chiffres',
    documentType: 'pitch_deck',
    language: 'fr',
    present: ['missing-financials'],
    absent: ['no-competition', 'unrealistic-growth'],
    traits: ['short-lines', 'list'],
    text: `MADRASSATI — La révision du bac, en dialecte tunisien
—
Problème
Cours particuliers hors de prix
—
Solution
Vidéos courtes + exercices corrigés
—
Traction
12 partenariats avec des lycées privés
45 000 téléchargements
Note 4,7 sur le Play Store
—
Concurrents
Takiacademy, cours particuliers, chaînes YouTube
—
Équipe
Ons Jebali (CEO) — Skander Mejri (CTO)
—
On recrute des investisseurs !`,
  },
  // croissance : 80 -> 400 -> 2 000 M FCFA = 5x par an
  {
    id: 'd18-w4-fr-abidjan-business-plan-mode',
    documentType: 'business_plan',
    language: 'fr',
    present: ['unrealistic-growth'],
    absent: ['burn-above-revenue', 'gross-margin'],
    traits: ['table', 'figures'],
    text: `WAX & CO — PLAN D'AFFAIRES 2025-2027 (Abidjan)
Tableau 3 — Prévisions (en millions FCFA)
                         2025      2026      2027
Ventes en ligne            60       300     1 500
Boutiques                  20       100       500
Chiffre d'affaires         80       400     2 000
Coût des ventes            42       208     1 020
Charges opérationnelles    30       140       600
Hypothèses : ouverture de boutiques à Dakar et Lomé en 2026, franchise au Cameroun en 2027.`,
  },
  {
    id: 'd18-w4-fr-casablanca-whatsapp-marjane',
    documentType: 'business_plan',
    language: 'fr',
    present: ['customer-concentration'],
    absent: ['declining-revenue'],
    traits: ['informal', 'indirect', 'words'],
    text: `[17/06/2025 22:10] Youssef: t'as vu le mail du fonds ? ils demandent le top 10 clients
[17/06/2025 22:11] Hajar: oui… Marjane c'est quasi la moitié de notre CA, ils vont tiquer
[17/06/2025 22:11] Youssef: quasi la moitié genre 48-49 % ?
[17/06/2025 22:12] Hajar: 47 % sur les douze derniers mois. Carrefour Label'Vie 12 %, le reste éparpillé
[17/06/2025 22:13] Youssef: on montre aussi que le CA total a pris +30 % ?
[17/06/2025 22:13] Hajar: oui bien sûr, on met les deux`,
  },
  {
    id: 'd18-w4-fr-kinshasa-courriel-actionnaires-pret',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['debt-distress', 'short-runway'],
    traits: ['time', 'negation', 'figures'],
    text: `De : Christelle Mbuyi <c.mbuyi@kivucafe.cd>
À : Actionnaires Kivu Café SA
Objet : Point semestriel — S1 2025
Chers actionnaires,
1. Ventes : 1,9 M USD au premier semestre (S1 2024 : 1,5 M USD).
2. Financement : toutes les échéances du prêt Rawbank ont été réglées à bonne date. Le retard de paiement de septembre 2024, lié à la fermeture temporaire du port de Goma, a été régularisé dès octobre, pénalités comprises.
3. Trésorerie : 1,2 M USD, soit plus de 18 mois de dépenses courantes.
Cordialement,
Christelle Mbuyi, Directrice générale`,
  },
  {
    id: 'd18-w4-fr-alger-questionnaire-dd-arpce',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['pending-licence', 'related-party'],
    absent: ['regulatory', 'litigation'],
    traits: ['q-and-a', 'indirect', 'time'],
    text: `QUESTIONNAIRE DE DUE DILIGENCE — DZ IOT SPA (Alger)
Q7. La Société détient-elle toutes les autorisations requises ?
R. L'homologation de nos capteurs connectés et l'autorisation d'exploitation du réseau basse consommation ont été demandées à l'ARPCE en avril 2025. Le dossier est complet ; la décision n'est pas encore intervenue.
Q8. La Société a-t-elle des relations commerciales avec des sociétés liées à ses dirigeants ?
R. Les boîtiers sont assemblés par Sétif Électronique SARL, détenue par M. Rachid Boumediene, frère du Président-directeur général. Achats 2024 : 68 millions de dinars.
Q9. Litiges ?
R. Aucun.`,
  },
  // CA 8,4 -> 10,2 Mds MGA ; marge 39,3 % -> 39,2 %
  {
    id: 'd18-w4-fr-antananarivo-etats-financiers-textile',
    documentType: 'financial_statements',
    language: 'fr',
    present: [],
    absent: ['declining-revenue', 'gross-margin', 'audit-opinion'],
    traits: ['table', 'figures'],
    text: `LAMBA TEXTILE SA — ÉTATS FINANCIERS 2024 (Antananarivo) — en millions d'ariary
Rapport du commissaire aux comptes : opinion sans réserve, 14 mars 2025
                                      2024         2023
Chiffre d'affaires                  10 200        8 400
Coût des ventes                     (6 200)      (5 100)
Marge brute                          4 000        3 300
Charges d'exploitation              (2 900)      (2 450)
Résultat d'exploitation              1 100          850
Taux de marge brute                  39,2 %       39,3 %`,
  },
  {
    id: 'd18-w4-fr-abidjan-article-presse-differend',
    documentType: 'pitch_deck',
    language: 'fr',
    present: [],
    absent: ['litigation', 'regulatory'],
    traits: ['press', 'hedge', 'negation'],
    text: `ENTREPRISES | Côte d'Ivoire
Gbaka Tech veut numériser les paiements dans les transports en commun
La start-up abidjanaise, qui équipe 900 minibus de terminaux de paiement, a réalisé 640 millions FCFA de chiffre d'affaires en 2024 (2023 : 410 millions).
Un désaccord l'oppose à un syndicat de transporteurs sur le partage des commissions. « Si aucun accord n'est trouvé, le dossier pourrait finir devant le tribunal de commerce », reconnaît son fondateur, Didier Koné. Aucune action n'a toutefois été introduite à ce jour, et les discussions se poursuivent.
Gbaka Tech prépare une levée de 3 millions d'euros pour 2026.`,
  },
  // MRR annoncé 62 M FCFA dont 18 M FCFA de prestation unique
  {
    id: 'd18-w4-fr-libreville-compte-rendu-mrr',
    documentType: 'business_plan',
    language: 'fr',
    present: ['non-recurring-revenue'],
    absent: ['customer-concentration', 'declining-revenue'],
    traits: ['indirect', 'figures'],
    text: `COMPTE RENDU — Appel avec Kévin Obame, fondateur de GABON CLOUD, 28 août 2025
- Il annonce un revenu récurrent mensuel de 62 M FCFA en juillet (juin : 41 M FCFA).
- Sur question, il précise que juillet inclut 18 M FCFA pour la migration des serveurs du ministère de la Santé, prestation réalisée et facturée une seule fois.
- Base d'abonnés : 85 entreprises, le plus gros client pesant 9 % du revenu.
- Il souhaite valoriser la société sur la base du MRR de juillet annualisé.
- Suite : demander la liste des factures de juillet par nature.`,
  },
  {
    id: 'd18-w4-fr-yaounde-pv-ca-continuite-ocr',
    documentType: 'legal_docs',
    language: 'fr',
    present: ['going-concern'],
    absent: ['audit-opinion', 'debt-distress'],
    traits: ['ocr', 'legal-style', 'hedge'],
    text: `EXTRAIT DU PROCÈS-VER BAL DU CON SEIL D'ADMINIS TRA TION — CAMTECH SOLUTIONS SA — Yaoun dé
Séance du 14 mars 2025
Sur le point 2 de l'or dre du jour, le Con seil, après exa men des comp tes arrê tés au 31 décem bre 2024 fai sant ap paraî tre une per te de 420 M FCFA et des capi taux pro pres néga tifs,
esti me qu'il exis te un dou te impor tant sur la capa cité de la so ciété à pour sui vre son exploi ta tion sans ap port de nou veaux fonds, et dé cide de con vo quer une AGE dans les qua tre mois con for mément à l'Acte uni forme.
Pour ex trait cer tifié con for me — [si gna ture]`,
  },
];
