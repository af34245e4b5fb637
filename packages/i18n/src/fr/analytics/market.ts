import type { Catalog } from '../../catalog';

/**
 * French for the market engines' sentences on the analytics screens (packages/insights:
 * market/market-intelligence.ts, market/ecosystem.ts). Spread into fr/analytics.ts.
 */
export default {
  // Market intelligence
  'No investments recorded on Baobab yet, so there is nothing to extrapolate': "Aucun investissement enregistré sur Baobab pour le moment : il n'y a donc rien à extrapoler",
  '{{recent}} invested in the last 12 months ({{growth}} on the year before); extrapolating that growth, kept within -50% and +100%, gives about {{projected}} for the next 12 months':
    "{{recent}} investis au cours des 12 derniers mois ({{growth}} sur l'année précédente) ; en prolongeant cette croissance, bornée entre -50 % et +100 %, on obtient environ {{projected}} pour les 12 prochains mois",
  'Founders: {{sector}} draws the most investor interest per startup ({{demand}} investors each)':
    "Fondateurs : {{sector}} suscite le plus d'intérêt des investisseurs par startup ({{demand}} investisseurs chacune)",
  'Investors: {{sector}} has the most startups per interested investor, so the least competition for deals':
    'Investisseurs : {{sector}} compte le plus de startups par investisseur intéressé, donc le moins de concurrence pour les deals',
  'Watch {{sector}}: new startups {{growth}} year on year': 'À suivre, {{sector}} : nouvelles startups {{growth}} sur un an',
  'Activity {{growth}}: {{recent}} new startups, deals and investments in the last 12 months against {{previous}} the year before':
    "Activité {{growth}} : {{recent}} nouvelles startups, nouveaux deals et investissements au cours des 12 derniers mois, contre {{previous}} l'année précédente",
  'new startups, deals and investments in the last 12 months': 'nouvelles startups, nouveaux deals et investissements au cours des 12 derniers mois',
  'decides marketSentiment': 'détermine marketSentiment',
  'invested in the last 12 months': 'investis au cours des 12 derniers mois',
  'invested in the 12 months before': 'investis au cours des 12 mois précédents',
  'growth {{growth}}, {{demand}} investors per startup': 'croissance {{growth}}, {{demand}} investisseurs par startup',
  // Ecosystem
  'No startups listed for {{country}} yet': 'Aucune startup inscrite pour ce pays ({{country}}) pour le moment',
  'Few investors per startup: {{investors}} investor for {{startups}} startup': "Peu d'investisseurs par startup : {{investors}} investisseur pour {{startups}} startup",
  'Few investors per startup: {{investors}} investor for {{startups}} startups': "Peu d'investisseurs par startup : {{investors}} investisseur pour {{startups}} startups",
  'Few investors per startup: {{investors}} investors for {{startups}} startup': "Peu d'investisseurs par startup : {{investors}} investisseurs pour {{startups}} startup",
  'Few investors per startup: {{investors}} investors for {{startups}} startups': "Peu d'investisseurs par startup : {{investors}} investisseurs pour {{startups}} startups",
  'Low network density ({{percent}}%): few startups have an investor deal yet':
    "Faible densité du réseau ({{percent}} %) : peu de startups ont déjà un deal avec un investisseur",
  'No startups past Seed: a Series A gap': "Aucune startup au-delà de l'amorçage : un manque au stade Series A",
  '{{investors}} investor covering {{country}} backs {{sector}}, which has {{startups}} startup here':
    '{{investors}} investisseur couvrant ce pays ({{country}}) finance {{sector}}, qui y compte {{startups}} startup',
  '{{investors}} investor covering {{country}} backs {{sector}}, which has {{startups}} startups here':
    '{{investors}} investisseur couvrant ce pays ({{country}}) finance {{sector}}, qui y compte {{startups}} startup',
  '{{investors}} investors covering {{country}} back {{sector}}, which has {{startups}} startup here':
    '{{investors}} investisseurs couvrant ce pays ({{country}}) financent {{sector}}, qui y compte {{startups}} startup',
  '{{investors}} investors covering {{country}} back {{sector}}, which has {{startups}} startups here':
    '{{investors}} investisseurs couvrant ce pays ({{country}}) financent {{sector}}, qui y compte {{startups}} startup',
  '{{sector}} is growing: new startups {{growth}} year on year': '{{sector}} est en croissance : nouvelles startups {{growth}} sur un an',
  '{{count}} roles posted for {{country}} in the last 12 months_one': '{{count, number}} poste publié pour ce pays ({{country}}) au cours des 12 derniers mois',
  '{{count}} roles posted for {{country}} in the last 12 months_other': '{{count, number}} postes publiés pour ce pays ({{country}}) au cours des 12 derniers mois',
  'startups listed in {{country}}': 'startups inscrites dans ce pays ({{country}})',
  'investors whose geographies cover {{country}}': 'investisseurs dont les zones géographiques couvrent ce pays ({{country}})',
  'further investors with a deal or investment here': 'autres investisseurs ayant un deal ou un investissement ici',
  'distinct startup–investor pairs with a deal or investment': 'paires startup–investisseur distinctes liées par un deal ou un investissement',
  'startups × investors': 'startups × investisseurs',
} as const satisfies Catalog;
