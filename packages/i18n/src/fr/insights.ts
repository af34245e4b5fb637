import type { Catalog } from '../catalog';
import dueDiligence from './insights/due-diligence';
import engine from './insights/engine';
import market from './insights/market';
import matching from './insights/matching';

/** French for the AI Insights screen, keyed by their English (catalog.ts). */
export default {
  // The engines' findings, red flags, checks and recommendations (packages/insights)
  ...engine,
  ...dueDiligence,
  // Screen
  'Deterministic, explainable analysis: open any section marked ‘how’ to see the figures and weights behind a number.':
    'Des analyses déterministes et explicables : ouvrez une section « comment » pour voir les chiffres et pondérations derrière chaque score.',
  'Smart Matching': 'Matching intelligent',
  'Document Intelligence': 'Analyse de documents',
  'Market Analysis': 'Analyse de marché',
  'Sign in to analyse startups: matching, documents and due diligence use your account.':
    'Connectez-vous pour analyser des startups : le matching, les documents et la due diligence utilisent votre compte.',
  '{{label}}: {{score}} out of 100': '{{label}} : {{score}} sur 100',
  // Smart matching
  'Hard filters on stage, sector, geography and ticket size, then a weighted score with thesis similarity. Every number is explained below each match.':
    "Filtres stricts sur l'étape, le secteur, la zone géographique et le ticket, puis un score pondéré avec la proximité de thèse. Chaque chiffre est expliqué sous chaque match.",
  'Generate AI Matches': 'Générer les matchs IA',
  'Investor matches': 'Investisseurs correspondants',
  "No investor matches this startup's stage, sector, geography and raise yet":
    "Aucun investisseur ne correspond encore à l'étape, au secteur, à la zone et à la levée de cette startup",
  'Match score': 'Score de match',
  'Hard filters': 'Filtres stricts',
  '{{filter}}: {{status}}': '{{filter}} : {{status}}',
  'pass': 'validé',
  'fail': 'échoué',
  'unknown': 'inconnu',
  'Market fit': 'Adéquation au marché',
  'Team strength': "Solidité de l'équipe",
  'Technology viability': 'Viabilité technologique',
  'Financial projections': 'Projections financières',
  'Success prediction: {{probability}} within {{timeframe}}': 'Probabilité de succès : {{probability}} sous {{timeframe}}',
  'Key milestones': 'Jalons clés',
  'Risk factors': 'Facteurs de risque',
  'How these numbers were computed': 'Comment ces chiffres ont été calculés',
  '{{filter}} filter ({{status}}): {{reason}}': 'Filtre {{filter}} ({{status}}) : {{reason}}',
  'Match weights: {{weights}}.': 'Pondérations du match : {{weights}}.',
  'Success prediction: no defensible number': 'Probabilité de succès : aucun chiffre défendable',
  'Source: {{publisher}}, {{title}} ({{year}})': 'Source : {{publisher}}, {{title}} ({{year}})',
  'Evidence for {{name}}': 'Éléments pour {{name}}',
  'No pitch deck analysed: team and product evidence is thin': "Aucun pitch deck analysé : peu d'éléments sur l'équipe et le produit",
  "The pitch deck's analysis is not shared with you, so team and product evidence comes from the profile only":
    "L'analyse du pitch deck ne vous est pas partagée : les éléments sur l'équipe et le produit viennent du profil seul",
  // Valuation benchmark (comparables.ts)
  'Raise benchmark': 'Comparaison de la levée',
  'No comparable raise is stated on Baobab yet.': "Aucune levée comparable n'est encore annoncée sur Baobab.",
  'A raise is what a startup says it is raising, not a valuation: Baobab never estimates a valuation from it.':
    "Une levée est le montant qu'une startup annonce chercher, pas une valorisation : Baobab n'en déduit jamais de valorisation.",
  'How peers were chosen': 'Comment les pairs ont été choisis',
  'Peers: {{group}} ({{size}}). Range {{min}}–{{max}}, middle half {{q1}}–{{q3}}. The narrowest group with at least {{minimum}} stated raises is used: sector, stage and region, then sector and stage, then stage and region, then stage, then everyone. Percentile is the share of peers below plus half of those equal.':
    "Pairs : {{group}} ({{size}}). Fourchette {{min}}–{{max}}, moitié centrale {{q1}}–{{q3}}. Le groupe le plus restreint comptant au moins {{minimum}} levées annoncées est retenu : secteur, étape et région, puis secteur et étape, puis étape et région, puis étape, puis tous. Le percentile est la part des pairs en dessous plus la moitié de ceux à égalité.",
  // Document intelligence
  'Documents are analysed and stored privately against your own startup. Choose one of your startups above.':
    'Les documents sont analysés et conservés en privé, rattachés à votre propre startup. Choisissez une de vos startups ci-dessus.',
  'Document text': 'Texte du document',
  'Paste the text of the document (up to 200,000 characters).': "Collez le texte du document (jusqu'à 200 000 caractères).",
  'Paste your pitch deck, financial statements, business plan or legal text': 'Collez votre pitch deck, vos états financiers, votre business plan ou un texte juridique',
  'Analyze Document': 'Analyser le document',
  'Or upload a document': 'Ou importez un document',
  'PDF, Word (.docx) or PowerPoint (.pptx), up to 10 MB. Text is extracted on the server; scanned images cannot be read.':
    "PDF, Word (.docx) ou PowerPoint (.pptx), jusqu'à 10 Mo. Le texte est extrait sur le serveur ; les images numérisées ne peuvent pas être lues.",
  'Analyze File': 'Analyser le fichier',
  'The file must be at most 10 MB': 'Le fichier ne doit pas dépasser 10 Mo',
  'Analysed documents': 'Documents analysés',
  '(pasted)': '(collé)',
  '{{date}} · confidence {{percent}} · {{flags}} flags': '{{date}} · confiance {{percent}} · {{flags}} signaux',
  'Analysis': 'Analyse',
  'Confidence score': 'Indice de confiance',
  '{{words}} words': '{{words}} mots',
  'Strengths': 'Points forts',
  'Risk flags': "Signaux d'alerte",
  '(rule {{rule}}, {{sentences}} sentences)': '(règle {{rule}}, {{sentences}} phrases)',
  '(rule {{rule}})': '(règle {{rule}})',
  'Extracted data': 'Données extraites',
  'Expenses': 'Dépenses',
  'Legal': 'Juridique',
  'Not found in the text': 'Absent du texte',
  'from “{{sentence}}”': 'extrait de « {{sentence}} »',
  'Deck quality {{score}}/100: how each section scored': 'Qualité du deck {{score}}/100 : score de chaque section',
  '{{section}} (weight {{weight}}, {{mentions}} mentions, with figures)': '{{section}} (poids {{weight}}, {{mentions}} mentions, chiffrées)',
  '{{section}} (weight {{weight}}, {{mentions}} mentions)': '{{section}} (poids {{weight}}, {{mentions}} mentions)',
  // Due diligence
  'Seven categories scored from what Baobab knows about the startup and you may see: profile, analysed documents, cap table, financial model, valuation, funding tracker and data room.':
    'Sept catégories notées à partir de ce que Baobab sait de la startup et que vous pouvez voir : profil, documents analysés, table de capitalisation, modèle financier, valorisation, suivi de levée et data room.',
  'Generate Report': 'Générer le rapport',
  '/ 100 overall score': '/ 100 score global',
  'Startup assessment: {{score}}/100': 'Évaluation de la startup : {{score}}/100',
  '{{level}} Risk': 'Risque {{level}}',
  'Low': 'faible',
  'Medium': 'moyen',
  'High': 'élevé',
  'Summary by the configured language model, from the figures above: {{narrative}}': 'Synthèse du modèle de langage configuré, à partir des chiffres ci-dessus : {{narrative}}',
  'How the overall score and risk level were computed': 'Comment le score global et le niveau de risque ont été calculés',
  'Overall = Σ weight × category score, with weights {{weights}}. Each red flag takes {{high}} (high), {{medium}} (medium) or {{low}} (low) points off its category. High risk below {{highBelow}} or with any critical issue; medium below {{mediumBelow}}.':
    "Global = Σ poids × score de la catégorie, avec les poids {{weights}}. Chaque signal d'alerte retire {{high}} (gravité élevée), {{medium}} (moyenne) ou {{low}} (faible) points à sa catégorie. Risque élevé sous {{highBelow}} ou en cas de problème critique ; moyen sous {{mediumBelow}}.",
  'Based on': 'Sur la base de',
  '{{count}} analysed documents_one': '{{count, number}} document analysé',
  '{{count}} analysed documents_other': '{{count, number}} documents analysés',
  'Critical issues': 'Problèmes critiques',
  'Market': 'Marché',
  'Funding tracker and confirmed investments': 'Suivi de levée et investissements confirmés',
  'Market analysis': 'Analyse de marché',
  '{{category}} (not scored)': '{{category}} (non notée)',
  'Not shared with you, so not scored: {{facts}}.': 'Non partagé avec vous, donc non noté : {{facts}}.',
  'Issues': 'Problèmes',
  'No issues found.': 'Aucun problème détecté.',
  'Nothing to add.': 'Rien à ajouter.',
  'Checks behind this score (weight {{weight}})': 'Contrôles derrière ce score (poids {{weight}})',
  ': {{earned}}/{{points}} points, {{effect}} overall. {{fact}}: ': ' : {{earned}}/{{points}} points, {{effect}} au global. {{fact}} : ',
  'Red flag ({{severity}}): {{title}}': "Signal d'alerte (gravité {{severity}}) : {{title}}",
  ': −{{penalty}} points, {{effect}} overall. ': ' : −{{penalty}} points, {{effect}} au global. ',
  "The founder shared their document analyses with you in brief: they count in this score exactly as in the founder's, with no sentence from the documents shown.":
    "Le fondateur vous a partagé ses analyses de documents en synthèse : elles comptent dans ce score exactement comme dans le sien, sans qu'aucune phrase des documents ne soit affichée.",
  'No data room of this startup is open to you, so data-room documents are not part of this report.':
    "Aucune data room de cette startup ne vous est ouverte : ses documents ne font donc pas partie de ce rapport.",
  'No document analysed yet: analyse the pitch deck to add team, product and legal evidence.':
    "Aucun document analysé pour l'instant : analysez le pitch deck pour ajouter des éléments sur l'équipe, le produit et le juridique.",
  // Market analysis
  'The market analysis could not be loaded.': "L'analyse de marché n'a pas pu être chargée.",
  '{{sector}} in {{country}}': '{{sector}} – {{country}}',
  'Trend score': 'Score de tendance',
  'Growth potential': 'Potentiel de croissance',
  'Competition': 'Concurrence',
  'Key trends': 'Tendances clés',
  'Timeframe': 'Horizon',
  'Figures and weights behind these scores': 'Chiffres et pondérations derrière ces scores',
  'Growth potential = {{demand}} × investor demand + {{trend}} × trend + {{capital}} × capital coverage. Competition = {{density}} × density + {{crowding}} × startups per investor.':
    'Potentiel de croissance = {{demand}} × demande des investisseurs + {{trend}} × tendance + {{capital}} × couverture en capital. Concurrence = {{density}} × densité + {{crowding}} × startups par investisseur.',
  // The matching engine's sentences (packages/insights)
  ...matching,
  ...market,
} as const satisfies Catalog;
