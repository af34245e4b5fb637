import type { Catalog } from '../../catalog';

/** French for the market analysis's sentences (packages/insights, market/analyze-market.ts). Spread into fr/insights.ts. */
export default {
  'No {{sector}} startups in {{country}} on Baobab yet': 'Aucune startup {{sector}} dans ce pays ({{country}}) sur Baobab pour le moment',
  '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})_one':
    "{{count, number}} nouvelle startup {{sector}} dans ce pays ({{country}}) au cours des 12 derniers mois ({{previous}} l'année précédente, {{growth}})",
  '{{count}} new {{sector}} startups in {{country}} in the last 12 months ({{previous}} the year before, {{growth}})_other':
    "{{count, number}} nouvelles startups {{sector}} dans ce pays ({{country}}) au cours des 12 derniers mois ({{previous}} l'année précédente, {{growth}})",
  'Most are at {{stage}} ({{percent}}% of {{total}})': 'La plupart sont au stade {{stage}} ({{percent}} % de {{total}})',
  'Median raise sought: {{median}} across {{count}} startups_one': 'Levée médiane recherchée : {{median}} sur {{count, number}} startup',
  'Median raise sought: {{median}} across {{count}} startups_other': 'Levée médiane recherchée : {{median}} sur {{count, number}} startups',
  '{{count}} deals opened in the last 12 months, {{closed}} closed in all_one': '{{count, number}} deal ouvert au cours des 12 derniers mois, {{closed}} clôturés au total',
  '{{count}} deals opened in the last 12 months, {{closed}} closed in all_other': '{{count, number}} deals ouverts au cours des 12 derniers mois, {{closed}} clôturés au total',
  '{{count}} roles posted in the last 12 months, most in {{category}}_one': '{{count, number}} poste publié au cours des 12 derniers mois, surtout en {{category}}',
  '{{count}} roles posted in the last 12 months, most in {{category}}_other': '{{count, number}} postes publiés au cours des 12 derniers mois, surtout en {{category}}',
  '{{count}} investors cover {{place}}, median average ticket {{ticket}}_one': '{{count, number}} investisseur couvre {{place}}, ticket moyen médian {{ticket}}',
  '{{count}} investors cover {{place}}, median average ticket {{ticket}}_other': '{{count, number}} investisseurs couvrent {{place}}, ticket moyen médian {{ticket}}',
  'First-mover room: investors cover {{place}} and no startup is listed yet':
    "Place pour un pionnier : des investisseurs couvrent {{place}} et aucune startup n'y est encore inscrite",
  '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage_one':
    '{{backers}} de ces {{investors}} investisseurs financent le stade {{stage}} ; {{count, number}} startup ici en est à ce stade',
  '{{backers}} of {{investors}} of these investors back {{stage}}; {{count}} startups here are at that stage_other':
    '{{backers}} de ces {{investors}} investisseurs financent le stade {{stage}} ; {{count, number}} startups ici en sont à ce stade',
  'Investor tickets cover the capital sought {{times}} times': 'Les tickets des investisseurs couvrent {{times}} fois le capital recherché',
  'No investor on Baobab covers {{place}} yet: look to regional and sector-generalist funds':
    'Aucun investisseur sur Baobab ne couvre encore {{place}} : tournez-vous vers les fonds régionaux et les fonds généralistes',
  '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab_one': '{{sought}} recherchés par {{count, number}} startup et {{invested}} investis sur Baobab',
  '{{sought}} sought by {{count}} startups and {{invested}} invested on Baobab_other': '{{sought}} recherchés par {{count, number}} startups et {{invested}} investis sur Baobab',
  'No raises or investments recorded on Baobab yet': 'Aucune levée ni aucun investissement enregistré sur Baobab pour le moment',
  '12 months to {{date}} against the 12 months before': "Les 12 mois jusqu'au {{date}}, comparés aux 12 mois précédents",
  '{{sector}} startups listed in {{country}}': 'startups {{sector}} inscrites dans ce pays ({{country}})',
  'new startups, deals and jobs in the last 12 months': "nouvelles startups, nouveaux deals et nouvelles offres d'emploi au cours des 12 derniers mois",
  'feeds trendScore': 'alimente trendScore',
  'investors whose sectors and geographies cover {{place}}': 'investisseurs dont les secteurs et zones géographiques couvrent {{place}}',
  'investors per startup; feeds growthPotential': 'investisseurs par startup ; alimente growthPotential',
  'sum of stated raises': 'somme des levées annoncées',
  "sum of covering investors' average tickets": 'somme des tickets moyens des investisseurs couvrant le segment',
  'capacity / capital sought; feeds growthPotential': 'capacité / capital recherché ; alimente growthPotential',
  'feeds competitiveIntensity': 'alimente competitiveIntensity',
  'recorded investments in the segment': 'investissements enregistrés dans le segment',
} as const satisfies Catalog;
