import type { RedFlagCase } from './case';

export const redFlagTwelfthFrW4Part4: readonly RedFlagCase[] = [
  // clean growth: 48 -> 96 -> 173 -> 277 Rs M = 2.0x, 1.8x, 1.6x (< 4x; three-year 5.8x = ~1.8x a year < 3x)
  // gross margin: 19/48 = 39.6%, 37/96 = 38.5%, 66/173 = 38.2%, 105/277 = 37.9% -> down 1.7 pts at most (< 5)
  // licence granted by FSC in January 2024; 2023 audited; operating profit positive
  {
    id: 'h12-fr-w4-ebene-bp-projections-pret',
    documentType: 'business_plan',
    language: 'fr',
    present: [],
    absent: ['unrealistic-growth', 'gross-margin', 'pending-licence', 'audit-opinion'],
    traits: ['table', 'figures', 'time'],
    text: `KAZ CREDIT LTD — Plan d'affaires 2024-2026 (version soumise au comité d'investissement)
Cybercité d'Ébène, République de Maurice

1. Résumé
Kaz Credit met en relation des ménages mauriciens souhaitant financer des travaux de rénovation avec des prêteurs particuliers et institutionnels. La société perçoit des frais de dossier et une commission annuelle sur l'encours.

2. Statut réglementaire
La licence d'opérateur de plateforme de prêt entre particuliers a été délivrée par la Financial Services Commission le 11 janvier 2024, après un dépôt en juillet 2023. Les conditions attachées (fonds propres minimaux, ségrégation des fonds des prêteurs, rapport trimestriel) sont respectées à ce jour.

3. Projections (en millions de roupies)
| | 2023 (réel, audité) | 2024 | 2025 | 2026 |
| Revenus | 48 | 96 | 173 | 277 |
| Coût des ventes (scoring, recouvrement, paiements) | 29 | 59 | 107 | 172 |
| Marge brute | 19 | 37 | 66 | 105 |
| Résultat d'exploitation | 4,1 | 9,8 | 21,5 | 38,0 |
| Encours géré (fin d'année) | 610 | 1 180 | 2 050 | 3 200 |

4. Principales hypothèses
– Taux de défaut annuel de l'encours : 3,2 %, conforme à l'historique 2022-2023.
– Ouverture de Rodrigues en 2025, sans autre expansion géographique.
– Commission moyenne stable ; pas de hausse tarifaire retenue.

5. Risques identifiés
Une hausse durable des taux directeurs de la Banque de Maurice réduirait la demande de crédit ; le plan reste rentable dans un scénario où les volumes de 2025 seraient inférieurs de 20 %.`,
  },

  // clean: accounts certified without qualification, no regulated agreement, equity above half of share capital
  // revenue 1 910 > 1 620 MFCFA; net profit 84 MFCFA; board member mandates renewed (no departure)
  {
    id: 'h12-fr-w4-ndjamena-pv-ago-ocr',
    documentType: 'legal_docs',
    language: 'fr',
    present: [],
    absent: ['related-party', 'audit-opinion', 'going-concern', 'founder-departure'],
    traits: ['ocr', 'negation', 'list'],
    text: `[Scan — PV AGO 2024 — p. 1-2]
TCHAD SOLAlRE SERVlCES SA
Société anonyme avec conseil d'administration au capital de 250 000 000 FCFA
Siège : avenue Charles de Gaulle, N'Djamena — RCCM TC/NDJ/2019 B 0412

PROCES-VERBAL DE L'ASSEMBLEE GENERALE ORDINAlRE DU 27 AVRIL 2024

L'an deux mille vingt-quatre, le vingt-sept avril à 10 heures, les actionnaires se sont réunis en assemblée générale ordinaire au siège social. Les actionnaires présents ou représentés détiennent 23 400 actions sur 25 000 ; l'assemblée peut valablement délibérer.

L'assemblée a entendu la lecture du rapport de gestion du conseil d'administration, du rapport général du commissaire aux comptes, qui certifie les états financiers de l'exercice 2023 sans réserve, et de son rapport spécial, lequel indique qu'aucune convention visée à l'article 438 de l'Acte uniforme relatif au droit des sociétés commerciales et du GIE n'a été conclue ou poursuivie au cours de l'exercice.

PREMIERE RESOLUTION — L'assemblée approuve les états financiers de l'exercice clos le 31 décembre 2023, faisant apparaître un chiffre d'affaires de 1 910 MFCFA (2022 : 1 620 MFCFA) et un bénéfice net de 84 MFCFA. Adoptée à l'unanimité.

DEUXIEME RESOLUTION — L'assemblée décide d'affecter le bénéfice à la réserve légale à hauteur de 8,4 MFCFA et le solde en report à nouveau. Adoptée à l'unanimité.

TROlSIEME RESOLUTION — L'assemblée constate que les capitaux propres, qui s'élèvent à 412 MFCFA, demeurent supérieurs à la moitié du capital social. Adoptée à l'unanimité.

QUATRIEME RESOLUTION — L'assemblée renouvelle pour trois ans les mandats d'administrateur de M. Mahamat Abdelkerim et de Mme Fatimé Haroun. Adoptée à l'unanimité.

Plus rien n'étant à l'ordre du jour, la séance est levée à 11 h 40.
Le Président                Le Secrétaire              Le Scrutateur`,
  },
];
