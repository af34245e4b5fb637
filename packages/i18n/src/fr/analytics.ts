import type { Catalog } from '../catalog';
import market from './analytics/market';

/** French for the Analytics screen, keyed by their English (catalog.ts). */
export default {
  // Screen
  "Markets, ecosystems and competitors as the platform's own startups, investors and jobs show them.":
    'Marchés, écosystèmes et concurrents, tels que les startups, investisseurs et emplois de la plateforme les révèlent.',
  'Market Intelligence': 'Veille de marché',
  'Ecosystem Map': 'Carte des écosystèmes',
  'Competitive Analysis': 'Analyse concurrentielle',
  'Portfolio Analytics': 'Analyse du portefeuille',
  // Market intelligence
  'Market intelligence could not be loaded.': "La veille de marché n'a pas pu être chargée.",
  'Total startups': 'Startups au total',
  'Total funding recorded': 'Financements enregistrés',
  'Funding sought': 'Financements recherchés',
  'Active sectors': 'Secteurs actifs',
  'Market sentiment': 'Sentiment du marché',
  'Positive': 'Positif',
  'Neutral': 'Neutre',
  'Negative': 'Négatif',
  'Growing sectors': 'Secteurs en croissance',
  'No sector grew in the last 12 months.': "Aucun secteur n'a progressé au cours des 12 derniers mois.",
  'Startups in each growing sector': 'Startups par secteur en croissance',
  '{{startups}} startups, {{growth}}% year on year': '{{startups}} startups, {{growth}}\u00a0% sur un an',
  'Predictions': 'Prévisions',
  'Next hot sectors: ': 'Prochains secteurs porteurs\u00a0: ',
  'None yet': 'Aucun pour le moment',
  'Funding forecast: ': 'Prévision de financement\u00a0: ',
  'Figures behind these predictions': 'Chiffres derrière ces prévisions',
  // Ecosystem map
  'Countries by number of startups': 'Pays par nombre de startups',
  '{{country}}: {{number}} startups': '{{country}}\u00a0: {{number}} startups',
  'Darker tiles have more startups listed. Choose a tile to open its ecosystem.': 'Plus une case est foncée, plus elle compte de startups. Choisissez une case pour ouvrir son écosystème.',
  'Network density': 'Densité du réseau',
  'Sectors in {{country}}': 'Secteurs – {{country}}',
  'Startups per sector in {{country}}': 'Startups par secteur – {{country}}',
  'No startups listed here yet.': "Aucune startup référencée ici pour l'instant.",
  'Challenges': 'Défis',
  'How these figures were counted': 'Comment ces chiffres ont été comptés',
  "Network density = startup–investor pairs linked by a deal in an investor's pipeline or a recorded investment ÷ all possible pairs (startups × investors).":
    "Densité du réseau = paires startup–investisseur liées par un deal dans le pipeline d'un investisseur ou un investissement enregistré ÷ toutes les paires possibles (startups × investisseurs).",
  // Competitive analysis
  'Sign in to compare a startup with its competitors.': 'Connectez-vous pour comparer une startup à ses concurrents.',
  '{{name}}: {{sector}}, {{stage}}': '{{name}}\u00a0: {{sector}}, {{stage}}',
  'Side-by-side comparison': 'Comparaison côte à côte',
  'Rank of {{name}}': 'Rang de {{name}}',
  '{{rank}} of {{of}}': '{{rank}} sur {{of}}',
  'Score': 'Score',
  '{{sector}} startups at {{stage}}, best scored first': 'Startups {{sector}} au stade {{stage}}, les mieux notées en premier',
  'No other startup shares this sector and stage yet.': "Aucune autre startup ne partage encore ce secteur et cette étape.",
  // Portfolio analytics (analytics.ts, comparables.ts)
  'Sign in to see analytics of your own startups or pipeline.': 'Connectez-vous pour voir les analyses de vos startups ou de votre pipeline.',
  'Portfolio analytics could not be loaded.': "L'analyse du portefeuille n'a pas pu être chargée.",
  'Create your startup profile to see how its raise compares with its peers.': 'Créez le profil de votre startup pour comparer sa levée à celles de ses pairs.',
  'Record an investment in Portfolio to see how each company compares with its peers.': 'Enregistrez un investissement dans Portefeuille pour comparer chaque société à ses pairs.',
  'Choose founder or investor at onboarding to see portfolio analytics.': "Choisissez fondateur ou investisseur lors de l'inscription pour voir l'analyse du portefeuille.",
  'Score {{score}}/100': 'Score {{score}}/100',
  "Shaded: the middle half of peers' raises; mark: this startup's raise (log scale, peers' smallest to largest).":
    'Zone ombrée : moitié centrale des levées des pairs ; repère : levée de cette startup (échelle log, de la plus petite à la plus grande).',
  'Median raise': 'Levée médiane',
  'Middle half': 'Moitié centrale',
  'Percentile': 'Percentile',
  // The market engines' sentences (packages/insights, market/)
  ...market,
} as const satisfies Catalog;
