import type { Catalog } from '../../catalog';

/**
 * French for the document-intelligence engine's text (packages/insights/src/document-intelligence): the
 * red flags' titles and recommendations, the strengths and recommendations of an analysis, and the kinds
 * of extracted findings. The web shows them through useTranslateMessage (decision 0023).
 */
export default {
  // Red flags over the whole document (red-flags.ts, unit-economics.ts)
  'Monthly burn exceeds monthly revenue': "La consommation de trésorerie mensuelle dépasse le chiffre d'affaires mensuel",
  'Monthly burn of {{burn}} with no revenue stated': "Consommation de trésorerie mensuelle de {{burn}} sans chiffre d'affaires indiqué",
  'Costs ({{cost}}) exceed revenue ({{revenue}}) for the same period': "Les coûts ({{cost}}) dépassent le chiffre d'affaires ({{revenue}}) sur la même période",
  'Cost of sales ({{cost}}) exceeds revenue ({{revenue}})': "Le coût des ventes ({{cost}}) dépasse le chiffre d'affaires ({{revenue}})",
  'Monthly burn ({{burn}}) exceeds monthly revenue ({{revenue}})': "La consommation de trésorerie mensuelle ({{burn}}) dépasse le chiffre d'affaires mensuel ({{revenue}})",
  'Show the path to break-even: monthly burn, revenue growth and the month they cross.':
    "Montrez le chemin vers l'équilibre : consommation de trésorerie mensuelle, croissance du chiffre d'affaires et le mois où elles se croisent.",
  'No revenue or cost figures': 'Aucun chiffre de revenus ou de coûts',
  'Add revenue, monthly burn, gross margin and runway with their currency and period.':
    "Ajoutez le chiffre d'affaires, la consommation de trésorerie mensuelle, la marge brute et le délai de trésorerie (runway), avec leur devise et leur période.",
  'Unit economics figures contradict each other': "Les chiffres de l'économie unitaire se contredisent",
  'Reconcile CAC, LTV, payback and margin from one cohort table, and state how each is computed.':
    "Rapprochez le CAC, la LTV, le délai de récupération et la marge à partir d'un même tableau de cohortes, et indiquez comment chacun est calculé.",
  'Stated contribution margin of {{stated}}%, but the order value and costs listed imply {{implied}}%':
    'Marge de contribution annoncée de {{stated}} %, mais la valeur de la commande et les coûts indiqués donnent {{implied}} %',
  'Stated LTV/CAC of {{stated}}, but the LTV and CAC given imply {{implied}}': 'Ratio LTV/CAC annoncé de {{stated}}, mais la LTV et le CAC indiqués donnent {{implied}}',
  'Stated CAC of {{stated}}, but acquisition spend over new customers implies {{implied}}': "CAC annoncé de {{stated}}, mais les dépenses d'acquisition rapportées aux nouveaux clients donnent {{implied}}",
  'Stated LTV of {{stated}}, but what a customer pays over its stated lifetime comes to {{implied}}': "LTV annoncée de {{stated}}, mais ce qu'un client paie sur sa durée de vie annoncée ne fait que {{implied}}",
  'Stated LTV of {{stated}}, but the margin and lifetime the text gives imply {{implied}}': "LTV annoncée de {{stated}}, mais la marge et la durée de vie indiquées dans le texte donnent {{implied}}",
  'Stated margin of {{stated}} a month per customer, above the {{price}} a customer pays': "Marge annoncée de {{stated}} par client et par mois, au-dessus des {{price}} qu'un client paie",
  'Stated CAC payback of {{stated}} months, but CAC and monthly gross profit per customer imply {{implied}} months':
    'Délai de récupération du CAC annoncé de {{stated}} mois, mais le CAC et la marge brute mensuelle par client donnent {{implied}} mois',
  'Stated payback of {{stated}} months, but the cost of one unit and what it earns a month imply {{implied}} months':
    "Récupération annoncée en {{stated}} mois, mais le coût d'une unité et ce qu'elle rapporte par mois donnent {{implied}} mois",
  'A customer lifetime of {{months}} months, but the churn the text reports is high': "Durée de vie client de {{months}} mois, mais l'attrition indiquée dans le texte est élevée",
  'Unit economics are called positive, but LTV is below CAC ({{ratio}})': "L'économie unitaire est dite positive, mais la LTV est inférieure au CAC ({{ratio}})",
  'Unit economics are called positive, but contribution margin is {{margin}}%': "L'économie unitaire est dite positive, mais la marge de contribution est de {{margin}} %",
  'Unit economics are called positive, but gross margin is {{margin}}%': "L'économie unitaire est dite positive, mais la marge brute est de {{margin}} %",
  'Unit economics are called positive, but the text says each order loses money': "L'économie unitaire est dite positive, mais le texte indique que chaque commande est déficitaire",
  'LTV is below CAC ({{ratio}})': 'La LTV est inférieure au CAC ({{ratio}})',
  'CAC payback ({{payback}} months) is longer than a customer stays ({{lifetime}} months)':
    "Le délai de récupération du CAC ({{payback}} mois) dépasse la durée de vie d'un client ({{lifetime}} mois)",
  'Each order or customer loses money': 'Chaque commande ou chaque client fait perdre de l\'argent',
  // Red flags read sentence by sentence (red-flag-rules.ts, red-flag-rules-metrics.ts, departed-holdings.ts)
  'Revenue depends on a few customers': "Le chiffre d'affaires dépend de quelques clients",
  'Show the revenue split by customer and a plan to diversify; expect investors to ask for contract terms of the largest accounts.':
    "Présentez la répartition du chiffre d'affaires par client et un plan de diversification ; attendez-vous à ce que les investisseurs demandent les conditions contractuelles des plus gros comptes.",
  'A founder or executive has left': 'Un fondateur ou un dirigeant est parti',
  "Explain the departure, who now covers the role, and what happened to the leaver's equity.":
    'Expliquez ce départ, qui assure désormais le rôle et ce que sont devenues les parts de la personne partie.',
  'Litigation or a legal dispute is mentioned': 'Un litige ou un contentieux est mentionné',
  "Disclose the parties, the amount at stake, the stage of proceedings and counsel's assessment.":
    "Indiquez les parties, le montant en jeu, l'état de la procédure et l'appréciation de votre avocat.",
  'Related-party dealings': 'Transactions avec des parties liées',
  "List related-party transactions with their terms and show they were approved at arm's length.":
    "Listez les transactions avec des parties liées et leurs conditions, et montrez qu'elles ont été conclues aux conditions du marché.",
  'Claims to have no competition': "Affirme n'avoir aucune concurrence",
  'Name the alternatives customers use today (including doing nothing) and why they switch.':
    "Citez les solutions que les clients utilisent aujourd'hui (y compris ne rien faire) et pourquoi ils en changent.",
  'Founders hold a small stake': 'Les fondateurs détiennent une faible participation',
  'Show the fully diluted cap table; a founder stake under 40% before later rounds weakens incentives.':
    'Présentez la table de capitalisation entièrement diluée ; une participation des fondateurs inférieure à 40 % avant les tours suivants affaiblit leur motivation.',
  'An investor holds control': 'Un investisseur détient le contrôle',
  'Explain the governance rights attached to the controlling stake and how founders keep decision rights.':
    'Expliquez les droits de gouvernance attachés à la participation de contrôle et comment les fondateurs conservent leur pouvoir de décision.',
  'Departed people still hold equity': 'Des personnes parties détiennent encore des parts',
  'Show vesting and buy-back terms for leavers; unvested shares held by former team members are usually repurchased.':
    "Présentez les conditions de vesting et de rachat applicables aux départs ; les actions non acquises détenues par d'anciens membres de l'équipe sont généralement rachetées.",
  'The cap table is described as unclear': 'La table de capitalisation est décrite comme confuse',
  'Reconcile the cap table with the share register and every SAFE, note and option grant before the round.':
    "Rapprochez la table de capitalisation du registre des titres et de chaque SAFE, obligation convertible et attribution d'options avant le tour.",
  'Regulatory or licence issue': 'Problème réglementaire ou de licence',
  'List the licences the business needs, their status and timeline, and the plan if approval is delayed.':
    "Listez les licences nécessaires à l'activité, leur statut et leur calendrier, et le plan prévu si l'agrément tarde.",
  'Short cash runway': 'Délai de trésorerie (runway) court',
  'Show a bridge plan: costs that can be cut, and the runway after this round.':
    'Présentez un plan de transition : les coûts qui peuvent être réduits et le délai de trésorerie (runway) après ce tour.',
  'Going-concern doubt': "Doute sur la continuité d'exploitation",
  "Explain the auditor's going-concern note and the funding that resolves it.":
    "Expliquez la note de l'auditeur sur la continuité d'exploitation et le financement qui lève ce doute.",
  'Revenue is declining': "Le chiffre d'affaires baisse",
  "Explain the cause of the decline and show the most recent months' trend.": 'Expliquez la cause de la baisse et montrez la tendance des derniers mois.',
  'Debt default, covenant breach or arrears': 'Défaut de paiement, manquement à un covenant ou arriérés',
  'Disclose the creditor, the amount and the agreed remedy, and whether new money will repay it.':
    'Indiquez le créancier, le montant et la solution convenue, et si les fonds levés serviront à le rembourser.',
  'Accounts are unaudited or the audit opinion is modified': "Les comptes ne sont pas audités ou l'opinion d'audit est modifiée",
  'Provide audited accounts, or explain the qualification and how it was resolved.': 'Fournissez des comptes audités, ou expliquez la réserve et comment elle a été levée.',
  'Gross margin is negative or falling': 'La marge brute est négative ou en baisse',
  'Show gross margin by product and month, what drives the cost of sales, and the path to a stable positive margin.':
    'Présentez la marge brute par produit et par mois, ce qui détermine le coût des ventes, et le chemin vers une marge positive et stable.',
  'Customer churn is high': "L'attrition des clients (churn) est élevée",
  'Show churn by monthly cohort, why customers leave, and what has been done about it.':
    "Présentez l'attrition (churn) par cohorte mensuelle, les raisons des départs de clients et ce qui a été fait pour y remédier.",
  'One-off revenue is presented as recurring': 'Des revenus ponctuels sont présentés comme récurrents',
  'Split revenue into recurring and one-off lines, and compute ARR from contracted recurring revenue only.':
    "Séparez les revenus récurrents des revenus ponctuels, et calculez l'ARR à partir des seuls revenus récurrents contractuels.",
  'A licence or permit is still pending': 'Une licence ou une autorisation est encore en attente',
  'Give the licence, the regulator, the filing date and the expected decision, and what the business can do until then.':
    "Indiquez la licence, le régulateur, la date de dépôt et la décision attendue, ainsi que ce que l'entreprise peut faire d'ici là.",
  'Projected growth looks unrealistic': 'La croissance prévue semble irréaliste',
  'Tie projections to a bottom-up model (customers × price × conversion) and show the assumptions behind each year.':
    'Fondez les projections sur un modèle ascendant (clients × prix × conversion) et montrez les hypothèses de chaque année.',
  // Strengths and recommendations of an analysis (document-summary.ts)
  'Reports {{kind}} of {{amount}}': 'Chiffre annoncé ({{kind}}) : {{amount}}',
  'States team background ({{background}})': "Précise le parcours de l'équipe ({{background}})",
  'Names its team roles: {{item1}}': "Nomme les rôles de l'équipe : {{item1}}",
  'Names its team roles: {{item1}}, {{item2}}': "Nomme les rôles de l'équipe : {{item1}}, {{item2}}",
  'Names its team roles: {{item1}}, {{item2}}, {{item3}}': "Nomme les rôles de l'équipe : {{item1}}, {{item2}}, {{item3}}",
  'Names its team roles: {{item1}}, {{item2}}, {{item3}}, {{item4}}': "Nomme les rôles de l'équipe : {{item1}}, {{item2}}, {{item3}}, {{item4}}",
  'Names its team roles: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}': "Nomme les rôles de l'équipe : {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}",
  'Developed, quantified sections: {{item1}}': 'Sections développées et chiffrées : {{item1}}',
  'Developed, quantified sections: {{item1}}, {{item2}}': 'Sections développées et chiffrées : {{item1}}, {{item2}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}': 'Sections développées et chiffrées : {{item1}}, {{item2}}, {{item3}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}': 'Sections développées et chiffrées : {{item1}}, {{item2}}, {{item3}}, {{item4}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}': 'Sections développées et chiffrées : {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}': 'Sections développées et chiffrées : {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}': 'Sections développées et chiffrées : {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}, {{item8}}': 'Sections développées et chiffrées : {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}, {{item8}}',
  'Developed, quantified sections: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}, {{item8}}, {{item9}}': 'Sections développées et chiffrées : {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}, {{item6}}, {{item7}}, {{item8}}, {{item9}}',
  'Documents its legal standing: {{item1}}': 'Documente sa situation juridique : {{item1}}',
  'Documents its legal standing: {{item1}}, {{item2}}': 'Documente sa situation juridique : {{item1}}, {{item2}}',
  'Documents its legal standing: {{item1}}, {{item2}}, {{item3}}': 'Documente sa situation juridique : {{item1}}, {{item2}}, {{item3}}',
  'Documents its legal standing: {{item1}}, {{item2}}, {{item3}}, {{item4}}': 'Documente sa situation juridique : {{item1}}, {{item2}}, {{item3}}, {{item4}}',
  'Documents its legal standing: {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}': 'Documente sa situation juridique : {{item1}}, {{item2}}, {{item3}}, {{item4}}, {{item5}}',
  'No high-severity red flags found': "Aucun signal d'alerte grave détecté",
  "Paste the document's text to analyse it.": "Collez le texte du document pour l'analyser.",
  'Paste the full document: only {{words}} words were found, which limits the analysis.': "Collez le document complet : seuls {{words}} mots ont été trouvés, ce qui limite l'analyse.",
  'Add a {{section}} section: {{advice}}.': 'Ajoutez une section « {{section}} » : {{advice}}.',
  'Quantify the {{section}} section with figures.': 'Chiffrez la section « {{section}} ».',
  // Deck sections as the advice names them, and what each should say
  'problem': 'problème',
  'solution': 'solution',
  'market size': 'taille du marché',
  'traction': 'traction',
  'business model': 'modèle économique',
  'competition': 'concurrence',
  'team': 'équipe',
  'financials': 'données financières',
  'ask and use of funds': 'montant recherché et utilisation des fonds',
  'who has the problem, how often, and what it costs them': "qui rencontre ce problème, à quelle fréquence et ce qu'il lui coûte",
  'what the product does and why it solves the problem better': 'ce que fait le produit et pourquoi il résout mieux le problème',
  'the addressable market with its source, and the share you can reach': 'le marché adressable avec sa source, et la part que vous pouvez atteindre',
  'users, revenue and growth over time': "les utilisateurs, le chiffre d'affaires et leur croissance dans le temps",
  'who pays, how much and how often': 'qui paie, combien et à quelle fréquence',
  'the alternatives and why customers choose you': 'les alternatives et pourquoi les clients vous choisissent',
  'who the founders are and why they can win': 'qui sont les fondateurs et pourquoi ils peuvent réussir',
  'revenue, burn, margins and runway, with projections': "chiffre d'affaires, consommation de trésorerie, marges et délai de trésorerie (runway), avec des projections",
  'the amount raised, the instrument and the use of funds': "le montant levé, l'instrument et l'utilisation des fonds",
  // Kinds of extracted findings (findings.ts)
  'revenue': "chiffre d'affaires",
  'sales': 'ventes',
  'turnover': "chiffre d'affaires",
  'income': 'revenus',
  'earnings': 'résultats',
  'bookings': 'prises de commandes',
  'billings': 'facturation',
  'premiums': 'primes émises',
  'expenses': 'dépenses',
  'burn': 'consommation de trésorerie',
  'costs': 'coûts',
  'spend': 'dépenses',
  'payroll': 'masse salariale',
  'salaries': 'salaires',
  'net loss': 'perte nette',
  'overheads': 'frais généraux',
  'founder': 'fondateur',
  'co-founder': 'cofondateur',
  'headcount': 'effectif',
  'background': 'parcours',
  'incorporation': 'immatriculation',
  'licence': 'licence ou permis',
  'intellectual property': 'propriété intellectuelle',
  'litigation': 'litige',
  'regulation': 'réglementation',
  'data protection': 'protection des données',
  'agreements': 'accords',
} as const satisfies Catalog;
