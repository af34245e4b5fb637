/**
 * Development set, sixteenth round, French (2026-11-30): cap tables, ownership, unit economics,
 * concentration, going concern, audit opinions and margins in many shapes, written and labelled
 * from the labelling guide by a new writer before any rule was changed for them.
 * Part of the development set (cases.ts).
 */
import type { RedFlagCase } from './case';
import { generaliseSixteenthFr2Rest } from './cases-dev-generalise-sixteenth-fr-2-rest';

export const generaliseSixteenthFr2: readonly RedFlagCase[] = [
  // CA 2025 18,4 M MAD < 21,1 M MAD en 2024 ; OCP « un peu plus d'un tiers » > 30 %
  {
    id: 'd16-w5-bp-ocp-tiers-baisse',
    documentType: 'business_plan',
    language: 'fr',
    text: `MAINTENANCE INDUSTRIELLE DU SOUSS — Mise à jour du plan d'affaires

Le chiffre d'affaires 2025 s'établit à 18,4 M MAD contre 21,1 M MAD en 2024. Ce recul s'explique principalement par le report à 2026 de deux chantiers de l'Office Chérifien des Phosphates, qui demeure notre premier donneur d'ordre avec un peu plus d'un tiers de nos ventes de l'année.

La direction a engagé une prospection auprès des cimentiers et des opérateurs portuaires d'Agadir afin d'élargir la base de clients.`,
    present: ['customer-concentration', 'declining-revenue'],
    absent: [],
    traits: ['words', 'prose', 'time'],
  },
  {
    id: 'd16-w5-deck-trois-grands-comptes',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `Slide 5 — Nos clients
Chiffre d'affaires 2025 : 2,6 Md FCFA (+31 %)
Nos trois grands comptes — TotalEnergies Marketing Sénégal, Sococim Industries et la Société Africaine de Raffinage — pèsent ensemble 38 % du chiffre d'affaires.
Plus de 90 PME industrielles complètent le portefeuille.

Slide 6 — Pourquoi ils restent
Contrats pluriannuels de maintenance, techniciens certifiés, intervention en moins de 4 heures sur Dakar et Thiès.`,
    present: ['customer-concentration'],
    absent: ['missing-financials'],
    traits: ['figures', 'list'],
  },
  // charges 822 M > CA 640 M ; opinion non modifiée mais incertitude significative
  {
    id: 'd16-w5-cac-incertitude-significative',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES — EXERCICE CLOS LE 31 DÉCEMBRE 2025

Opinion : nous certifions que les états financiers de synthèse sont réguliers et sincères et donnent une image fidèle du patrimoine et de la situation financière de la société.

Incertitude significative liée à la continuité d'exploitation : nous attirons votre attention sur la note 2 des états financiers, qui indique que la société a réalisé au cours de l'exercice un chiffre d'affaires de 640 M FCFA pour des charges totales de 822 M FCFA, et que son plan de financement repose sur une levée de fonds non encore signée. Ces conditions indiquent l'existence d'une incertitude significative susceptible de jeter un doute important sur la capacité de la société à poursuivre son exploitation. Notre opinion n'est pas modifiée à l'égard de ce point.`,
    present: ['going-concern', 'burn-above-revenue'],
    absent: ['audit-opinion'],
    traits: ['prose', 'figures', 'negation'],
  },
  // capitaux propres 18,4 M < 50 M / 2 = 25 M
  {
    id: 'd16-w5-pv-age-moitie-capital',
    documentType: 'legal_docs',
    language: 'fr',
    text: `PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE EXTRAORDINAIRE — SOLEKTRA SA, Lomé, 5 octobre 2026

L'assemblée, statuant en application de l'article 664 de l'Acte uniforme relatif au droit des sociétés commerciales et du GIE, constate que les capitaux propres, tels qu'ils ressortent des états financiers de l'exercice 2025, s'élèvent à 18 400 000 FCFA pour un capital social de 50 000 000 FCFA.

Le conseil d'administration a exposé qu'en l'absence de reconstitution des capitaux propres, la poursuite de l'exploitation ne peut être assurée au-delà de l'exercice en cours.

Après en avoir délibéré, l'assemblée décide de ne pas prononcer la dissolution anticipée de la société et s'engage à reconstituer les capitaux propres dans le délai légal.`,
    present: ['going-concern'],
    absent: ['debt-distress'],
    traits: ['figures', 'negation', 'indirect'],
  },
  {
    id: 'd16-w5-cac-procedure-alerte-cnps',
    documentType: 'financial_statements',
    language: 'fr',
    text: `Douala, le 12 septembre 2026
Objet : procédure d'alerte — article 150 de l'AUSCGIE

Monsieur le Président Directeur Général,

Dans le cadre de notre mission de commissaire aux comptes, nous avons relevé, à l'examen de la situation semestrielle (chiffre d'affaires du premier semestre 2026 : 96 M XAF), des faits de nature à compromettre la continuité de l'exploitation de votre société :
- cotisations CNPS impayées sur trois trimestres consécutifs ;
- TVA et acomptes d'impôt sur les sociétés non reversés depuis mars 2026, pour un montant de 41 M XAF ;
- échéances du prêt Afriland First Bank de juin et juillet non honorées.

Nous vous prions de nous faire connaître, dans un délai de quinze jours, les mesures envisagées.`,
    present: ['going-concern', 'debt-distress'],
    absent: ['audit-opinion'],
    traits: ['list', 'indirect', 'time'],
  },
  // autonomie 45 / 9 = 5 mois < 9 ; consommation nette 9 M < CA mensuel 30 M
  {
    id: 'd16-w5-rapport-gestion-levee-mars',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DE GESTION DU DIRECTEUR GÉNÉRAL (extrait)

Au 31 octobre 2026, la trésorerie disponible s'élève à 45 M FCFA. Le chiffre d'affaires mensuel moyen atteint 30 M FCFA et la consommation nette de trésorerie ressort à 9 M FCFA par mois.

Le directeur général indique qu'à défaut de finalisation de la levée de fonds avant mars 2027, la société pourrait ne pas être en mesure de poursuivre son activité dans les conditions actuelles. Des discussions sont en cours avec deux fonds d'amorçage.`,
    present: ['going-concern', 'short-runway'],
    absent: ['burn-above-revenue'],
    traits: ['figures', 'modality', 'time', 'prose'],
  },
  {
    id: 'd16-w5-deck-non-audites-sans-concurrent',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `KOLO — la plateforme de fret routier Abidjan–Ouagadougou

Chiffres clés 2025 (comptes non audités)
• Chiffre d'affaires : 310 M FCFA
• EBITDA : 22 M FCFA
• 640 transporteurs inscrits

Concurrence
Aucun acteur ne propose aujourd'hui une solution comparable sur le corridor : nous n'avons pas de concurrent. Les transitaires traditionnels travaillent encore au téléphone.`,
    present: ['audit-opinion', 'no-competition'],
    absent: ['missing-financials'],
    traits: ['list', 'negation'],
  },
  {
    id: 'd16-w5-cac-reserve-inventaire',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT GÉNÉRAL DU COMMISSAIRE AUX COMPTES — EXERCICE 2025

Opinion avec réserve
Nous certifions que, sous la réserve décrite ci-dessous, les états financiers de synthèse sont réguliers et sincères et donnent une image fidèle du résultat des opérations de l'exercice, marqué par un chiffre d'affaires de 1,9 Md FCFA.

Fondement de l'opinion avec réserve
Nommés après la clôture, nous n'avons pas pu assister à l'inventaire physique des stocks au 31 décembre 2025, dont le montant s'élève à 212 M FCFA, ni nous assurer de leur existence par d'autres procédures.`,
    present: ['audit-opinion'],
    absent: ['going-concern'],
    traits: ['prose', 'figures'],
  },
  {
    id: 'd16-w5-cac-refus-litige-distributeur',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES — EXERCICE 2025 (chiffre d'affaires : 2,3 Md FCFA)

Refus de certifier
Nous refusons de certifier les états financiers de synthèse de la société IVOIRE COSMÉTIQUES SA au titre de l'exercice clos le 31 décembre 2025.

Fondement
La société est assignée par son ancien distributeur exclusif devant le Tribunal de commerce d'Abidjan, qui réclame 340 M FCFA de dommages et intérêts pour rupture abusive. La procédure est toujours pendante. Aucune provision n'a été constituée et l'information donnée en annexe est insuffisante.`,
    present: ['audit-opinion', 'litigation'],
    absent: ['going-concern'],
    traits: ['prose', 'figures'],
  },
  {
    id: 'd16-w5-cac-impossibilite-sci-frere',
    documentType: 'financial_statements',
    language: 'fr',
    text: `RAPPORT DU COMMISSAIRE AUX COMPTES — EXERCICE 2025

Impossibilité de certifier
En raison de l'importance des limitations décrites ci-après, nous ne sommes pas en mesure d'exprimer une opinion sur les états financiers de synthèse.

Limitations
La société loue ses entrepôts et ses bureaux à la société IMMO-KÉBÉ SARL, dont le gérant est le frère du président directeur général. Les loyers comptabilisés en 2025 s'élèvent à 96 M FCFA. Malgré nos demandes répétées, les contrats de bail et les autorisations du conseil n'ont pas été mis à notre disposition, et ces conventions ne figurent pas dans le rapport spécial.`,
    present: ['audit-opinion', 'related-party'],
    absent: [],
    traits: ['prose', 'indirect', 'negation'],
  },
  // 2024 : (420 − 300 + 10) / 420 = 31,0 % ; 2025 : (500 − 400 − 25) / 500 = 15,0 % ; −16 points
  {
    id: 'd16-w5-syscohada-marge-commerciale',
    documentType: 'financial_statements',
    language: 'fr',
    text: `COMPTE DE RÉSULTAT (SYSCOHADA révisé) — extrait, en millions de FCFA

Réf.	Libellé	2025	2024
TA	Ventes de marchandises	500	420
RA	Achats de marchandises	-400	-300
RB	Variation de stocks de marchandises	-25	+10
XA	MARGE COMMERCIALE	75	130

Note : la variation de stocks 2025 traduit un déstockage, les achats de l'exercice n'ayant pas suffi à couvrir la demande du quatrième trimestre.`,
    present: ['gross-margin'],
    absent: ['declining-revenue', 'burn-above-revenue'],
    traits: ['table', 'figures', 'indirect'],
  },
  // coût des ventes 1,32 M USD > CA 1,18 M USD
  {
    id: 'd16-w5-deck-kiosques-solaires',
    documentType: 'pitch_deck',
    language: 'fr',
    text: `SOLARKIOSK SAHEL — Deck investisseurs, novembre 2026

Slide 4 — Nos résultats 2025
• 212 kiosques solaires installés au Niger et au Tchad
• Chiffre d'affaires : 1,18 M USD
• Coût des ventes (énergie, batteries, maintenance des kiosques) : 1,32 M USD
• 48 000 foyers servis chaque mois

Slide 5 — Notre ambition
Devenir le premier réseau de recharge et de services digitaux en zone rurale sahélienne.`,
    present: ['gross-margin', 'burn-above-revenue'],
    absent: ['missing-financials'],
    traits: ['list', 'figures', 'indirect'],
  },
  ...generaliseSixteenthFr2Rest,
];
