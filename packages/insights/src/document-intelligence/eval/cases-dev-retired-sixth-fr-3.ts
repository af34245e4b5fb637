/** The retired sixth held-out set, French texts 33–45 (see cases-dev-retired-sixth.ts). */
import type { RedFlagCase } from './case';

export const redFlagSixthFrCases3: readonly RedFlagCase[] = [
  {
    id: 'sixth-fr-033',
    documentType: 'legal_docs',
    text: `Rapport spécial sur les conventions réglementées
Nous vous informons qu'il ne nous a été donné avis d'aucune convention autorisée au cours de l'exercice écoulé, ni d'aucune convention conclue avec un administrateur, un dirigeant ou un membre de leur famille.`,
    present: [],
    absent: ['related-party'],
    language: 'fr',
    traits: ['auditor-report', 'negation'],
  },
  {
    id: 'sixth-fr-034',
    documentType: 'business_plan',
    text: `RÉSUMÉ DU PLAN D'AFFAIRES
Notre ambition : devenir la référence de la location de matériel agricole au Bénin. Nous commencerons par le département du Borgou, avec des tracteurs partagés réservés par téléphone. L'équipe réunit un ingénieur agronome et deux anciens cadres de la filière coton. Les besoins de financement seront précisés après la phase pilote.`,
    present: ['missing-financials'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'indirect'],
  },
  // LTV = 5 000 × 20 % × 10 = 10 000 FCFA, loin des 180 000 FCFA annoncés (CAC 45 000 FCFA).
  {
    id: 'sixth-fr-035',
    documentType: 'pitch_deck',
    text: `Économie unitaire
- Coût d'acquisition client : 45 000 FCFA
- Valeur vie client annoncée : 180 000 FCFA (ratio 4x)
- Panier moyen : 5 000 FCFA par mois, marge 20 %
- Durée de vie moyenne d'un client : 10 mois
CA 2024 : 410 000 000 FCFA`,
    present: ['unit-economics'],
    absent: [],
    language: 'fr',
    traits: ['list', 'figures'],
  },
  // Burn net 95 k€ > CA mensuel 60 k€ ; 2,4 M€ / 95 k€ = 25 mois.
  {
    id: 'sixth-fr-036',
    documentType: 'pitch_deck',
    text: `Finances — octobre
Chiffre d'affaires mensuel : 60 000 €
Burn mensuel net : 95 000 €
Trésorerie : 2 400 000 € (levée de juin)`,
    present: ['burn-above-revenue'],
    absent: ['short-runway'],
    language: 'fr',
    traits: ['list', 'figures'],
  },
  // 850 / 70 = 12,1 mois ; consommation 70 M FCFA < CA 90 M FCFA.
  {
    id: 'sixth-fr-037',
    documentType: 'financial_statements',
    text: `Tableau de bord trésorerie (en millions de FCFA)
Trésorerie à fin septembre : 850
Consommation nette mensuelle moyenne : 70
Chiffre d'affaires mensuel moyen : 90`,
    present: [],
    absent: ['short-runway', 'burn-above-revenue'],
    language: 'fr',
    traits: ['table', 'figures'],
  },
  {
    id: 'sixth-fr-038',
    documentType: 'financial_statements',
    text: `Rapport de gestion du conseil d'administration
Le chiffre d'affaires de l'exercice s'établit à 7,3 millions de dinars. Le conseil n'a identifié aucune incertitude significative de nature à remettre en cause la continuité d'exploitation ; la société dispose de lignes de crédit confirmées jusqu'en 2027.`,
    present: [],
    absent: ['going-concern'],
    language: 'fr',
    traits: ['directors-report', 'negation'],
  },
  {
    id: 'sixth-fr-039',
    documentType: 'pitch_deck',
    text: `Risques réglementaires
Si la Banque centrale relevait le capital minimum des institutions de microfinance, nous pourrions devoir lever des fonds propres supplémentaires. À ce jour, aucune sanction, suspension ni procédure n'a visé notre société. Encours de crédit : 4,1 Mds RWF ; produits 2024 : 1,2 Md RWF.`,
    present: [],
    absent: ['regulatory'],
    language: 'fr',
    traits: ['prose', 'modality', 'negation'],
  },
  // Fondateurs actifs 18 + 13 = 31 % (< 40 %) ; cofondateur parti avec 11 % non rachetés.
  {
    id: 'sixth-fr-040',
    documentType: 'legal_docs',
    text: `Mémo au comité d'investissement — capital
1) Les deux fondateurs encore actifs détiennent 18 % et 13 % du capital.
2) Le troisième cofondateur a quitté l'entreprise en 2022 ; ses 11 % n'ont jamais été rachetés.
3) La table de capitalisation fournie n'est pas réconciliée avec les procès-verbaux d'assemblée.`,
    present: ['low-founder-ownership', 'dead-equity', 'cap-table-complexity', 'founder-departure'],
    absent: [],
    language: 'fr',
    traits: ['numbered-list', 'figures', 'direct'],
  },
  {
    id: 'sixth-fr-041',
    documentType: 'pitch_deck',
    text: `diapo 4 — MARCHÉ : aucun concurrent sur la télé-expertise médicale au Sénégal
diapo 5 — RÉGLEMENTATION : demande d'autorisation déposée auprès du ministère de la Santé en juin, réponse attendue
diapo 6 — CHIFFRES : CA 2024 95 000 000 FCFA`,
    present: ['no-competition', 'pending-licence'],
    absent: [],
    language: 'fr',
    traits: ['slide-dump', 'direct'],
  },
  // CIE + SODECI = 55 % des ventes (>= 30 %).
  {
    id: 'sixth-fr-042',
    documentType: 'business_plan',
    text: `2.2 Historique commercial
Le chiffre d'affaires a reculé de 12 % en 2024, à 1,05 Md FCFA, après l'arrêt d'un programme de pose de compteurs. Deux clients, la CIE et la SODECI, représentent ensemble 55 % des ventes.`,
    present: ['declining-revenue', 'customer-concentration'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'figures', 'direct'],
  },
  {
    id: 'sixth-fr-043',
    documentType: 'financial_statements',
    text: `Commentaire de gestion — revenu récurrent
Le MRR de septembre, 40 M FCFA, inclut une prestation ponctuelle d'intégration de 6 M FCFA facturée à Sahel Logistique SARL, société détenue par le frère du président du conseil.`,
    present: ['non-recurring-revenue', 'related-party'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'indirect'],
  },
  {
    id: 'sixth-fr-044',
    documentType: 'legal_docs',
    text: `De : juridique@startup.example
À : conseil@startup.example
Objet : dossier Tribunal de première instance de Yaoundé

L'action engagée par un ancien technicien pour licenciement abusif (réclamation : 24 millions de FCFA) est toujours en cours ; l'affaire a été mise en délibéré au 15 janvier.`,
    present: ['litigation'],
    absent: [],
    language: 'fr',
    traits: ['email', 'direct'],
  },
  // Récupération du CAC : 90 000 / 6 000 = 15 mois, pas 4 mois.
  {
    id: 'sixth-fr-045',
    documentType: 'pitch_deck',
    text: `Économie unitaire : CAC de 90 000 FCFA remboursé en 4 mois, avec une marge brute de 6 000 FCFA par client et par mois. Chiffre d'affaires 2024 : 520 000 000 FCFA.`,
    present: ['unit-economics'],
    absent: [],
    language: 'fr',
    traits: ['prose', 'figures'],
  },
];
