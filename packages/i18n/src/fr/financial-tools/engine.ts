import type { Catalog } from '../../catalog';

/**
 * French for what the finance engine writes (packages/finance: valuation-texts.ts, financial-model.ts),
 * shown on /financial-tools through the message translator. A valuation's reasoning line joins a method's
 * sentences; the joined templates below read each sentence back (written without its full stop) and
 * translate it in turn. Spread into fr/financial-tools.ts.
 */
export default {
  // Where a priced round put the pool top-up and the anti-dilution shares (spec-round-details.ts)
  'The pool top-up and the anti-dilution shares ({{shares}}) count in the pre-money, as term sheets usually put them: the new investors get their full percentage.':
    "Le complément du pool et les actions d'anti-dilution ({{shares}}) comptent dans la pré-money, comme les term sheets le prévoient d'habitude : les nouveaux investisseurs obtiennent tout leur pourcentage.",
  'The anti-dilution shares ({{shares}}) are issued after the round: they dilute every holder, the new investors and the pool included.':
    "Les actions d'anti-dilution ({{shares}}) sont émises après le tour : elles diluent tous les détenteurs, nouveaux investisseurs et pool compris.",
  // Reasoning lines (valuation.ts): a method's sentences after its name, each translated on its own
  '{{method}} (confidence {{percent}}%): {{explanation}}': '{{method}} (confiance {{percent}} %) : {{explanation}}',
  '{{method}} is left out of the fair value and the range: its value {{reason}}. {{explanation}}':
    "{{method}} n'entre ni dans la juste valeur ni dans la fourchette : sa valeur {{reason}}. {{explanation}}",
  'Fair value {{value}}: the confidence-weighted average of {{count}} methods._one': 'Juste valeur {{value}} : la moyenne pondérée par la confiance de {{count, number}} méthode.',
  'Fair value {{value}}: the confidence-weighted average of {{count}} methods._other': 'Juste valeur {{value}} : la moyenne pondérée par la confiance de {{count, number}} méthodes.',
  '{{method}} could not run.': "{{method}} n'a pas pu être appliquée.",
  'Not enough data to value this startup: add revenue, team, product and market facts to the profile, or wait for comparable startups at the same stage.':
    "Pas assez de données pour valoriser cette startup : ajoutez au profil des éléments sur le chiffre d'affaires, l'équipe, le produit et le marché, ou attendez des startups comparables au même stade.",
  'of {{value}} is far below the other methods (median {{median}})': 'de {{value}} est très inférieure à celle des autres méthodes (médiane {{median}})',
  "rests on the financial model's default payroll and operating costs, which the founder never entered":
    "repose sur la masse salariale et les charges d'exploitation par défaut du modèle financier, que le fondateur n'a jamais saisies",
  'Venture Capital method': 'Méthode du capital-risque',
  'Discounted cash flow': 'Flux de trésorerie actualisés',
  // Berkus (valuation-early-stage.ts)
  'No facts for {{element}}: it adds nothing.': "Aucun élément pour le critère {{element}} : il n'ajoute rien.",
  'sound idea (basic value)': 'idée solide (valeur de base)',
  'prototype (technology risk)': 'prototype (risque technologique)',
  'quality management team (execution risk)': "équipe dirigeante de qualité (risque d'exécution)",
  'strategic relationships (market risk)': 'relations stratégiques (risque de marché)',
  'product rollout or sales (production risk)': 'lancement du produit ou ventes (risque de production)',
  'sound idea (basic value): {{amount}} of {{max}}.': 'Idée solide (valeur de base) : {{amount}} sur {{max}}.',
  'prototype (technology risk): {{amount}} of {{max}}.': 'Prototype (risque technologique) : {{amount}} sur {{max}}.',
  'quality management team (execution risk): {{amount}} of {{max}}.': "Équipe dirigeante de qualité (risque d'exécution) : {{amount}} sur {{max}}.",
  'strategic relationships (market risk): {{amount}} of {{max}}.': 'Relations stratégiques (risque de marché) : {{amount}} sur {{max}}.',
  'product rollout or sales (production risk): {{amount}} of {{max}}.': 'Lancement du produit ou ventes (risque de production) : {{amount}} sur {{max}}.',
  '{{value}} from {{scored}} of 5 Berkus elements.': '{{value}} pour {{scored}} des 5 critères de Berkus.',
  // Scorecard and Risk Factor Summation
  '{{value}}: the supplied baseline of {{baseline}} × a sum of factors of {{sum}}.': '{{value}} : la valorisation de référence fournie de {{baseline}} × une somme des facteurs de {{sum}}.',
  '{{value}}: the average recorded valuation of {{number}} comparable startups in the same region at this stage, {{baseline}} × a sum of factors of {{sum}}.':
    '{{value}} : la valorisation moyenne enregistrée de {{number}} startups comparables de la même région à ce stade, {{baseline}} × une somme des facteurs de {{sum}}.',
  '{{value}}: the average recorded valuation of {{number}} comparable startups (all regions) at this stage, {{baseline}} × a sum of factors of {{sum}}.':
    '{{value}} : la valorisation moyenne enregistrée de {{number}} startups comparables (toutes régions) à ce stade, {{baseline}} × une somme des facteurs de {{sum}}.',
  '{{value}}: {{baseline}} × a sum of factors of {{sum}}.': '{{value}} : {{baseline}} × une somme des facteurs de {{sum}}.',
  'Rated average for lack of facts: {{factors}}.': 'Notés dans la moyenne faute de données : {{factors}}.',
  '{{value}}: the supplied baseline of {{baseline}}, {{direction}} {{steps}} × {{step}}.': '{{value}} : la valorisation de référence fournie de {{baseline}}, {{direction}} {{steps}} × {{step}}.',
  '{{value}}: the average recorded valuation of {{number}} comparable startups in the same region at this stage, {{baseline}}, {{direction}} {{steps}} × {{step}}.':
    '{{value}} : la valorisation moyenne enregistrée de {{number}} startups comparables de la même région à ce stade, {{baseline}}, {{direction}} {{steps}} × {{step}}.',
  '{{value}}: the average recorded valuation of {{number}} comparable startups (all regions) at this stage, {{baseline}}, {{direction}} {{steps}} × {{step}}.':
    '{{value}} : la valorisation moyenne enregistrée de {{number}} startups comparables (toutes régions) à ce stade, {{baseline}}, {{direction}} {{steps}} × {{step}}.',
  '{{value}}: {{baseline}}, {{direction}} {{steps}} × {{step}}.': '{{value}} : {{baseline}}, {{direction}} {{steps}} × {{step}}.',
  'plus': 'plus',
  'minus': 'moins',
  'Rated from the profile: {{ratings}}; the other {{number}} risks are neutral for lack of facts.':
    'Notés à partir du profil : {{ratings}} ; les {{number}} autres risques sont neutres faute de données.',
  'No risk could be rated from the profile; all twelve are neutral.': "Aucun risque n'a pu être noté à partir du profil ; les douze sont neutres.",
  'The risks outweigh the baseline; the value is floored at {{zero}}.': 'Les risques dépassent la valorisation de référence ; la valeur est ramenée à {{zero}}.',
  '{{method}}: too few recorded peers at this stage for a baseline valuation to adjust.':
    '{{method}} : trop peu de pairs enregistrés à ce stade pour ajuster une valorisation de référence.',
  'At least {{minimum}} comparable startups with a recorded valuation (a round confirmed by both sides) are needed.':
    'Il faut au moins {{minimum}} startups comparables ayant une valorisation enregistrée (un tour confirmé par les deux parties).',
  // Venture Capital, First Chicago, discounted cash flow (valuation-income.ts)
  'Venture Capital method: needs monthly revenue to project an exit value.':
    "Méthode du capital-risque : il faut un chiffre d'affaires mensuel pour projeter une valeur de sortie.",
  'Venture Capital method: the discounted exit value {{value}} does not cover the raise, so it gives no meaningful pre-money value yet.':
    'Méthode du capital-risque : la valeur de sortie actualisée de {{value}} ne couvre pas la levée ; elle ne donne donc pas encore de valorisation pré-money significative.',
  '{{value}}: exit value {{exit}} in {{years}} years ({{multiple}}x revenue), kept {{retention}}% after later dilution, discounted at {{rate}}% a year, less the raise.':
    "{{value}} : valeur de sortie de {{exit}} dans {{years}} ans ({{multiple}}x le chiffre d'affaires), dont {{retention}} % conservés après les dilutions ultérieures, actualisée à {{rate}} % par an, moins la levée.",
  'Missing: no growth rate (revenue held flat).': "Manquant : aucun taux de croissance (chiffre d'affaires maintenu constant).",
  'Missing: no sector exit multiple (assumed {{multiple}}x revenue).': "Manquant : aucun multiple de sortie sectoriel (hypothèse de {{multiple}}x le chiffre d'affaires).",
  'Missing: no raise amount (post-money taken as pre-money).': 'Manquant : aucun montant de levée (post-money pris comme pré-money).',
  'First Chicago: needs monthly revenue to build scenarios.': "First Chicago : il faut un chiffre d'affaires mensuel pour construire les scénarios.",
  'First Chicago: the scenario probabilities add up to zero.': 'First Chicago : la somme des probabilités des scénarios est nulle.',
  'First Chicago: the weighted, discounted exit value {{value}} does not cover the raise, so it gives no meaningful pre-money value yet.':
    'First Chicago : la valeur de sortie pondérée et actualisée de {{value}} ne couvre pas la levée ; elle ne donne donc pas encore de valorisation pré-money significative.',
  '{{value}}: scenarios {{scenarios}}, discounted at {{rate}}% a year for {{years}} years after later dilution, less the raise.':
    '{{value}} : scénarios {{scenarios}}, actualisés à {{rate}} % par an sur {{years}} ans après les dilutions ultérieures, moins la levée.',
  'Discounted cash flow: needs monthly revenue or projected cash flows.':
    "Flux de trésorerie actualisés : il faut un chiffre d'affaires mensuel ou des flux de trésorerie projetés.",
  '{{value}}: {{years}} years of cash flows discounted at {{rate}}% with {{survival}}% yearly survival.':
    '{{value}} : {{years}} ans de flux de trésorerie actualisés à {{rate}} % avec une probabilité de survie annuelle de {{survival}} %.',
  '{{value}}: {{years}} years of cash flows discounted at {{rate}}% with {{survival}}% yearly survival, plus a terminal value at 3% growth.':
    '{{value}} : {{years}} ans de flux de trésorerie actualisés à {{rate}} % avec une probabilité de survie annuelle de {{survival}} %, plus une valeur terminale à 3 % de croissance.',
  'Assumed for lack of facts: {{assumed}}.': 'Hypothèses retenues faute de données : {{assumed}}.',
  'The discounted cash flows are not positive; the value is floored at {{zero}}.': 'Les flux de trésorerie actualisés ne sont pas positifs ; la valeur est ramenée à {{zero}}.',
  // Comparables (valuation-comparables.ts)
  'The latest confirmed round, on {{date}}, priced the company at {{value}} before the money.': 'Le dernier tour confirmé, le {{date}}, valorisait l’entreprise à {{value}} avant l’apport.',
  'Raising {{raise}} at the {{stage}} stage: a round usually sells {{low}}–{{high}}% of the company, a pre-money of {{min}} to {{max}}; {{value}} at {{middle}}%.':
    'Levée de {{raise}} au stade {{stage}} : un tour cède d’ordinaire {{low}} à {{high}} % de l’entreprise, soit une valorisation pré-money de {{min}} à {{max}} ; {{value}} à {{middle}} %.',
  'The rounds modelled on the cap table use a pre-money of {{values}} (the founder’s scenarios, shown for comparison, not weighed).':
    'Les tours modélisés sur la table de capitalisation retiennent une valorisation pré-money de {{values}} (scénarios du fondateur, montrés pour comparaison, non pondérés).',
  'Round on the record: no raise, confirmed round or modelled round to read.': 'Tour enregistré : aucune levée, aucun tour confirmé ni modélisé à lire.',
  'Comparables: too few recorded peers at the {{stage}} stage.': 'Comparables : trop peu de pairs enregistrés au stade {{stage}}.',
  '{{value}}: the median revenue multiple of {{scope}} ({{multiple}}x annual revenue) applied to annual revenue of {{revenue}}.':
    "{{value}} : le multiple de chiffre d'affaires médian de {{scope}} ({{multiple}}x le chiffre d'affaires annuel) appliqué à un chiffre d'affaires annuel de {{revenue}}.",
  '{{value}}: the median valuation of {{scope}}.': '{{value}} : la valorisation médiane de {{scope}}.',
  '{{number}} comparable startups at the {{stage}} stage (recorded valuations: {{sources}})': '{{number}} startups comparables au stade {{stage}} (valorisations enregistrées : {{sources}})',
  '{{number}} comparable startups at the {{stage}} stage in the same region (recorded valuations: {{sources}})':
    '{{number}} startups comparables au stade {{stage}} dans la même région (valorisations enregistrées : {{sources}})',
  '{{number}} comparable startups at the {{stage}} stage and sector (recorded valuations: {{sources}})':
    '{{number}} startups comparables au même stade {{stage}} et dans le même secteur (valorisations enregistrées : {{sources}})',
  '{{number}} comparable startups at the {{stage}} stage in the same region and sector (recorded valuations: {{sources}})':
    '{{number}} startups comparables au stade {{stage}} dans la même région et le même secteur (valorisations enregistrées : {{sources}})',
  // The financial model's notes (financial-model.ts)
  '{{setting}} {{given}} was treated as {{value}}': 'La valeur {{given}} de {{setting}} a été ramenée à {{value}}',
  'lifetimeValue is 0: customers and acquisition spend are not modelled': "lifetimeValue vaut 0 : les clients et les dépenses d'acquisition ne sont pas modélisés",
  '{{name}} {{value}} at {{percent}}%': '{{name}} {{value}} à {{percent}} %',
  '{{count}} confirmed rounds_one': '{{count, number}} tour confirmé',
  '{{count}} confirmed rounds_other': '{{count, number}} tours confirmés',
  '{{sources}}, dated {{from}} to {{to}}': '{{sources}}, datés du {{from}} au {{to}}',
  // The cap table's row for the unallocated pool (spec-cap-table.ts), shown as a label.
  'Available option pool': "Pool d'options disponible",
  // The scorecard's and the risk factor summation's factors, and the assumptions an income valuation names (valuation-early-stage.ts, valuation-income.ts), found by the key extraction (decision 0073).
  'strength of the team': "solidité de l'équipe",
  'size of the opportunity': "taille de l'opportunité",
  'product and technology': 'produit et technologie',
  'competitive environment': 'environnement concurrentiel',
  'marketing, sales and partnerships': 'marketing, ventes et partenariats',
  'need for additional investment': "besoin d'investissement supplémentaire",
  'other factors': 'autres facteurs',
  'management': 'direction',
  'stage of the business': "stade de l'entreprise",
  'legislation and politics': 'législation et politique',
  'manufacturing': 'fabrication',
  'sales and marketing': 'ventes et marketing',
  'funding and capital raising': 'financement et levée de capitaux',
  'technology': 'technologie',
  'international': 'international',
  'reputation': 'réputation',
  'potential for a lucrative exit': 'potentiel de sortie lucrative',
  'gross margin (70%)': 'marge brute (70 %)',
  'growth (held flat)': 'croissance (maintenue stable)',
  "market size (no ceiling below 100x today's revenue)": "taille du marché (aucun plafond sous 100 fois le chiffre d'affaires actuel)",
  'operating costs (model defaults)': "coûts d'exploitation (valeurs par défaut du modèle)",
} as const satisfies Catalog;
