import type { Catalog } from '../../catalog';

/**
 * French for what the finance engines refuse (packages/finance engine-errors.ts), which the server
 * answers after the request field it is about ('shares: {{message}}', financial-tools-messages.ts).
 * Names the code gives (periods, vestingMonths, pricedRound) stay as written, as in the field messages.
 * Spread into fr/financial-tools.ts.
 */
export default {
  // The request field a refusal is answered at (engineRefusalTemplates), then the engine's message
  'shares: {{message}}': 'shares : {{message}}',
  'assumptions: {{message}}': 'assumptions : {{message}}',
  'startup: {{message}}': 'startup : {{message}}',
  'input: {{message}}': 'input : {{message}}',
  'shareClasses: {{message}}': 'shareClasses : {{message}}',
  'safes: {{message}}': 'safes : {{message}}',
  'notes: {{message}}': 'notes : {{message}}',
  'unallocatedOptionPool: {{message}}': 'unallocatedOptionPool : {{message}}',
  'pricedRound: {{message}}': 'pricedRound : {{message}}',
  'pricedRound.preMoneyValuation: {{message}}': 'pricedRound.preMoneyValuation : {{message}}',
  'pricedRound.investment: {{message}}': 'pricedRound.investment : {{message}}',
  'pricedRound.optionPoolTargetPercent: {{message}}': 'pricedRound.optionPoolTargetPercent : {{message}}',
  'pricedRound.optionPoolIncrease: {{message}}': 'pricedRound.optionPoolIncrease : {{message}}',
  // allocation.ts
  'apportion: total must be a non-negative safe integer, got {{total}}': 'apportion : le total doit être un entier sûr positif ou nul, valeur reçue : {{total}}',
  'apportion: weights must be finite and non-negative, got {{weight}}': 'apportion : les pondérations doivent être finies et positives ou nulles, valeur reçue : {{weight}}',
  'apportion: cannot allocate a positive total over zero weights': 'apportion : impossible de répartir un total positif sur des pondérations toutes nulles',
  // cap-table.ts
  "duplicate share class id '{{id}}'": "identifiant de catégorie d'actions « {{id}} » en double",
  "share class '{{name}}': issue price must be ≥ 0": "catégorie d'actions « {{name}} » : le prix d'émission doit être ≥ 0",
  "share class '{{name}}': liquidation preference multiple must be ≥ 0": "catégorie d'actions « {{name}} » : le multiple de préférence de liquidation doit être ≥ 0",
  "share class '{{name}}': conversion ratio must be > 0": "catégorie d'actions « {{name}} » : le ratio de conversion doit être > 0",
  "share class '{{name}}': conversion price must be > 0": "catégorie d'actions « {{name}} » : le prix de conversion doit être > 0",
  "share class '{{name}}': participation cap must be at least the preference multiple":
    "catégorie d'actions « {{name}} » : le plafond de participation doit être au moins égal au multiple de préférence",
  "holding of '{{holder}}' names unknown share class '{{shareClass}}'": "la ligne de « {{holder}} » renvoie à une catégorie d'actions inconnue, « {{shareClass}} »",
  "holding names unknown holder '{{holder}}'": 'une ligne renvoie à un détenteur inconnu, « {{holder}} »',
  "holding of '{{holder}}': shares must be a whole number > 0": "ligne de « {{holder}} » : le nombre d'actions doit être un entier > 0",
  "holding of '{{holder}}': vested shares must be a whole number between 0 and shares":
    "ligne de « {{holder}} » : les actions acquises doivent être un entier compris entre 0 et le nombre d'actions",
  "holding of '{{holder}}': exercise price must be ≥ 0": "ligne de « {{holder}} » : le prix d'exercice doit être ≥ 0",
  'unallocated option pool must be a whole number ≥ 0': "le pool d'options non attribué doit être un entier ≥ 0",
  'price per share needs a positive share count': "le prix par action requiert un nombre d'actions positif",
  // company-metrics.ts
  '{{month}} is not a month (YYYY-MM)': "{{month}} n'est pas un mois (AAAA-MM)",
  'Cash for {{month}} must be a whole number of minor units, got {{value}}': "La trésorerie de {{month}} doit être un nombre entier d'unités mineures, valeur reçue : {{value}}",
  'Burn for {{month}} must be a whole number of minor units, got {{value}}': "Le burn de {{month}} doit être un nombre entier d'unités mineures, valeur reçue : {{value}}",
  // conversions.ts and convertible-instruments.ts
  'the pre-round capitalization needs a positive whole number of shares': "la capitalisation avant le tour requiert un nombre entier positif d'actions",
  'the unallocated pool must be between 0 and the fully diluted shares': "le pool non attribué doit être compris entre 0 et le nombre d'actions entièrement dilué",
  'the pre-money valuation must be positive': 'la valorisation pré-money doit être positive',
  'the round investment must be zero or more': "l'investissement du tour doit être positif ou nul",
  'each investment must be a whole number of cents, zero or more': 'chaque investissement doit être un nombre entier de centimes, positif ou nul',
  'the investments must add up to the round investment': "la somme des investissements doit être égale à l'investissement du tour",
  "safe '{{id}}': the investment must be a positive whole number of cents": "SAFE « {{id}} » : l'investissement doit être un nombre entier positif de centimes",
  "safe '{{id}}': the discount must be at least 0% and below 100%": 'SAFE « {{id}} » : la décote doit être comprise entre 0 % et moins de 100 %',
  "safe '{{id}}' needs a valuation cap, a discount or MFN terms": 'le SAFE « {{id}} » requiert un plafond de valorisation, une décote ou une clause MFN',
  "note '{{id}}': the principal must be a positive whole number of cents": 'obligation « {{id}} » : le principal doit être un nombre entier positif de centimes',
  "note '{{id}}': the discount must be at least 0% and below 100%": 'obligation « {{id}} » : la décote doit être comprise entre 0 % et moins de 100 %',
  "note '{{id}}': the interest rate must be zero or more": "obligation « {{id}} » : le taux d'intérêt doit être positif ou nul",
  "note '{{id}}': dates must be ISO dates": 'obligation « {{id}} » : les dates doivent être au format ISO',
  'the post-money safes would own 100% or more of the company at their caps': 'les SAFE post-money détiendraient 100 % ou plus de la société à leurs plafonds',
  'the option pool target is too large for this round': "la cible du pool d'options est trop élevée pour ce tour",
  'the option pool increase must be a whole number of shares ≥ 0': "la hausse du pool d'options doit être un nombre entier d'actions ≥ 0",
  'the conversions do not settle: the converting securities would take the whole company at these terms':
    'les conversions ne convergent pas : à ces conditions, les titres convertis prendraient toute la société',
  'the round price rounds below 0.0001 of the currency a share at these terms': "à ces conditions, le prix du tour s'arrondit en dessous de 0,0001 unité de la devise par action",
  'a valuation cap must be positive': 'un plafond de valorisation doit être positif',
  'the capitalization needs a positive whole number of shares': "la capitalisation requiert un nombre entier positif d'actions",
  'the pre-money valuation must be at most $10 trillion': 'la valorisation pré-money doit être au plus de 10 000 milliards $',
  'the round investment must be at most $10 trillion': "l'investissement du tour doit être au plus de 10 000 milliards $",
  'no round price settles the anti-dilution in the pre-money: the protected preferred would take the whole pre-money at these terms':
    "aucun prix de tour n'équilibre l'anti-dilution comptée dans la pré-money : à ces conditions, les actions de préférence protégées prendraient toute la pré-money",
  'an investment buys no share at the round price of {{price}} cents': "un investissement n'achète aucune action au prix du tour de {{price}} cents",
  "safe '{{id}}' has no valuation cap: it converts only in a priced round": "le SAFE « {{id}} » n'a pas de plafond de valorisation : il ne se convertit que lors d'un tour valorisé",
  // currency-conversion.ts and fraction.ts
  'not a decimal rate: {{text}}': "ce n'est pas un taux décimal : {{text}}",
  'the denominator must be positive': 'le dénominateur doit être positif',
  'division by zero': 'division par zéro',
  'a finite number is needed': 'un nombre fini est requis',
  // pro-rata.ts and spec-cap-table.ts
  "pro-rata holder '{{holder}}' is not in the cap table": 'le détenteur pro rata « {{holder}} » ne figure pas dans la table de capitalisation',
  "unknown share class '{{name}}': declare it with its terms": "catégorie d'actions inconnue « {{name}} » : déclarez-la avec ses conditions",
  'convertible notes convert only in a priced round: add pricedRound': "les obligations convertibles ne se convertissent que lors d'un tour valorisé : ajoutez pricedRound",
  // spec-round-price.ts
  'a price per share needs a priced round': 'un prix par action requiert un tour valorisé',
  'the price per share must be more than zero': 'le prix par action doit être supérieur à zéro',
  'no pre-money valuation up to 10 trillion units of the currency gives this price per share': "aucune valorisation pré-money jusqu'à 10 000 milliards d'unités de la devise ne donne ce prix par action",
  // vesting.ts
  'periods must be a positive integer, got {{periods}}': 'periods doit être un entier positif, valeur reçue : {{periods}}',
  'acceleration.percentOfUnvested must be within 0–100, got {{percent}}': 'acceleration.percentOfUnvested doit être compris entre 0 et 100, valeur reçue : {{percent}}',
  'vestingMonths must be a whole number of months ≥ 0, got {{months}}': 'vestingMonths doit être un nombre entier de mois ≥ 0, valeur reçue : {{months}}',
  'cliffMonths must be a whole number between 0 and vestingMonths, got {{months}}': 'cliffMonths doit être un entier compris entre 0 et vestingMonths, valeur reçue : {{months}}',
  'totalShares must be a whole number of shares ≥ 0, got {{shares}}': "totalShares doit être un nombre entier d'actions ≥ 0, valeur reçue : {{shares}}",
  "expected an ISO date YYYY-MM-DD, got '{{text}}'": 'date ISO AAAA-MM-JJ attendue, valeur reçue : « {{text}} »',
  "not a calendar date: '{{text}}'": "cette date n'existe pas : « {{text}} »",
  // waterfall.ts and waterfall-solver.ts
  'exit value must be a whole number of cents ≥ 0, got {{cents}}': 'la valeur de sortie doit être un nombre entier de centimes ≥ 0, valeur reçue : {{cents}}',
  'the cap table has no shares or vested options to pay': "la table de capitalisation n'a ni actions ni options acquises à payer",
  // returns/returns.ts
  "company {{companyId}}: an amount in {{currency}} is not in the company's currency, {{expected}}": "société {{companyId}} : un montant en {{currency}} n'est pas dans la devise de la société, {{expected}}",
  'company {{companyId}}: an amount must be a whole number of minor units ≥ 0, got {{amount}}': 'société {{companyId}} : un montant doit être un nombre entier d’unités mineures ≥ 0, valeur reçue : {{amount}}',
} as const satisfies Catalog;
