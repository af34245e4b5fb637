import type { Catalog } from '../../catalog';

/**
 * French for the messages that arrive filled with values (a line number, a currency, a limit): their
 * `{{placeholder}}` templates, which the web traces a filled English sentence back to (decision 0023).
 * Part of the messages namespace (../messages.ts), in a file of its own so that one stays under 400 lines.
 */
export default {
  // The error handler's refusal of a field the request's schema lacks (apps/server/src/plugins/errors.ts).
  'Unknown field: {{key}}': 'Champ inconnu : {{key}}',
  // Rates files (exchangeRatesTemplates, exchange-rates.ts); 'Line {{line}}: …' serves the metrics import too.
  // Their rows' sentences share their shape with the metrics import's, so their French is the same whichever matches.
  'Line {{line}}: {{message}}': 'Ligne {{line}} : {{message}}',
  'the quotes on this line are not balanced': 'les guillemets de cette ligne ne sont pas équilibrés',
  'Paste a rates file or choose one first': "Collez un fichier de taux ou choisissez-en un d'abord",
  'A rates file can be at most {{size}} KB: split it': 'Un fichier de taux ne doit pas dépasser {{size}} Ko : divisez-le',
  'A rates file can have at most {{max}} rows; this one has {{rows}}: split it': 'Un fichier de taux compte au plus {{max}} lignes ; celui-ci en a {{rows}} : divisez-le',
  'The first line must name the columns currency,date,per_usd,source (separated by commas)': 'La première ligne doit nommer les colonnes currency,date,per_usd,source (séparées par des virgules)',
  'The file has no rows under its header line': "Le fichier n'a aucune ligne sous sa ligne d'en-tête",
  'Nothing was imported: {{count}} rows need fixing_one': "Rien n'a été importé : {{count, number}} ligne est à corriger",
  'Nothing was imported: {{count}} rows need fixing_other': "Rien n'a été importé : {{count, number}} lignes sont à corriger",
  'expected 4 values (currency, date, per_usd, source), found {{found}}': '4 valeurs attendues (currency, date, per_usd, source), mais la ligne en compte {{found}}',
  '"{{text}}" is not a currency Baobab knows: use an ISO 4217 code such as XOF or EUR': "« {{text}} » n'est pas une devise connue de Baobab : utilisez un code ISO 4217 comme XOF ou EUR",
  'the currency is missing': 'la devise manque',
  '"{{text}}" is not a date: use YYYY-MM-DD, such as 2025-06-30': "« {{text}} » n'est pas une date : écrivez AAAA-MM-JJ, par exemple 2025-06-30",
  '{{date}} is in the future': '{{date}} est dans le futur',
  '{{date}} is before 1900-01-01, the earliest date Baobab accepts': '{{date}} est antérieur au 1900-01-01, la première date acceptée par Baobab',
  '"{{text}}" is not a rate: write the units of the currency per one US dollar as a number above 0, such as 558 or 0.853 (a point before decimals, no thousands separators)':
    "« {{text}} » n'est pas un taux : écrivez le nombre d'unités de la devise pour un dollar US, supérieur à 0, par exemple 558 ou 0.853 (un point avant les décimales, sans séparateur de milliers)",
  'USD is always 1 per US dollar': 'USD vaut toujours 1 par dollar US',
  'name the source of the rate (such as "ECB reference rates")': 'indiquez la source du taux (par exemple « ECB reference rates »)',
  'keep the source under {{max}} characters': 'la source doit compter moins de {{max}} caractères',
  '{{currency}} for {{date}} is already on line {{line}}': '{{currency}} pour {{date}} figure déjà à la ligne {{line}}',
  'Imported {{count}} rates; {{repriced}}_one': '{{count, number}} taux importé ; {{repriced}}',
  'Imported {{count}} rates; {{repriced}}_other': '{{count, number}} taux importés ; {{repriced}}',
  'the dollar value of {{count}} raises were recomputed._one': 'la valeur en dollars de {{count, number}} levée a été recalculée.',
  'the dollar value of {{count}} raises were recomputed._other': 'la valeur en dollars de {{count, number}} levées a été recalculée.',

  // Amounts typed as text (moneyTextTemplates, money-text.ts; read by money-reader.ts)
  'Write the amount as a number with its currency, for example $500K, 1,5 M€ or XOF 500 000 000': 'Écrivez le montant en chiffres avec sa devise, par exemple $500K, 1,5 M€ ou XOF 500 000 000',
  'Write "{{typed}}" as {{asThousands}} or as {{asDecimal}}: the comma could separate thousands or decimals': 'Écrivez « {{typed}} » sous la forme {{asThousands}} ou {{asDecimal}} : la virgule peut séparer les milliers ou les décimales',
  'Write "{{typed}}" as {{asThousands}} or as {{asDecimal}}: the dot could separate thousands or decimals': 'Écrivez « {{typed}} » sous la forme {{asThousands}} ou {{asDecimal}} : le point peut séparer les milliers ou les décimales',
  '"{{token}}" is not a currency we know: write its code, for example USD, EUR, NGN or XOF': "« {{token}} » n'est pas une devise que nous connaissons : écrivez son code, par exemple USD, EUR, NGN ou XOF",
  'The amount names two currencies, {{first}} and {{second}}: keep one': 'Le montant mentionne deux devises, {{first}} et {{second}} : gardez-en une',
  'Enter an amount above zero': 'Saisissez un montant supérieur à zéro',
  'Enter zero or more': 'Saisissez zéro ou plus',
  'Write a number, for example 18 000 000, 1 500,5 or 1,5 M': 'Écrivez un nombre, par exemple 18 000 000, 1 500,5 ou 1,5 M',
  'This amount is in {{expected}}, but "{{typed}}" is in {{written}}: write it in {{expected}}': 'Ce montant est en {{expected}}, mais « {{typed}} » est en {{written}} : écrivez-le en {{expected}}',
  'Amounts in {{currency}} have at most {{digits}} decimal places: "{{typed}}" has more': 'Les montants en {{currency}} ont au plus {{digits}} décimales : « {{typed}} » en a davantage',
  'Amounts in {{currency}} have no decimal places: "{{typed}}" has some': "Les montants en {{currency}} n'ont pas de décimales : « {{typed}} » en a",
  'Write at most {{digits}} decimal places: "{{typed}}" has more': 'Écrivez au plus {{digits}} décimales : « {{typed}} » en a davantage',
  'Write a whole number: "{{typed}}" has decimals': 'Écrivez un nombre entier : « {{typed}} » a des décimales',
  'That amount is too large: write at most ten trillion in its currency': 'Ce montant est trop élevé : écrivez au plus dix mille milliards dans sa devise',
  'Enter one amount, not a range: for example the most you are raising': 'Saisissez un seul montant, pas une fourchette : par exemple le maximum que vous levez',
  'There is no exchange rate for {{currency}} yet, so raises cannot be compared in it: filter in USD': "Il n'existe pas encore de taux de change pour {{currency}}, les levées ne peuvent donc pas y être comparées : filtrez en USD",

  // Limits (profiles.ts, data-rooms.ts, tasks.ts)
  'Must be at most {{max}} characters': 'Doit compter au plus {{max}} caractères',
  'At most {{max}} items': 'Au plus {{max}} éléments',
  'The file is larger than the {{mb}} MB limit': 'Le fichier dépasse la limite de {{mb}} Mo',
  'You already have {{count}} documents waiting to be analysed. Please wait for them to finish._one': "Vous avez déjà {{count, number}} document en attente d'analyse. Veuillez patienter jusqu'à la fin de son analyse.",
  'You already have {{count}} documents waiting to be analysed. Please wait for them to finish._other': "Vous avez déjà {{count, number}} documents en attente d'analyse. Veuillez patienter jusqu'à la fin de leur analyse.",

  // Daily limits (accountLimitTemplates, account-limits.ts)
  'You have reached your limit of {{limit}} intro and connection requests in 24 hours. Please wait before sending more.':
    "Vous avez atteint votre limite de {{limit}} demandes d'introduction et de mise en relation en 24 heures. Patientez avant d'en envoyer d'autres.",
  'You have reached your limit of {{limit}} messages in 24 hours. Please wait before sending more.': "Vous avez atteint votre limite de {{limit}} messages en 24 heures. Patientez avant d'en envoyer d'autres.",
  'You have reached your limit of {{limit}} job posts in 24 hours. Please wait before sending more.': "Vous avez atteint votre limite de {{limit}} offres d'emploi en 24 heures. Patientez avant d'en publier d'autres.",
  'You have reached your limit of {{limit}} intro and connection requests in 24 hours. Please wait before sending more. {{reasons}}':
    "Vous avez atteint votre limite de {{limit}} demandes d'introduction et de mise en relation en 24 heures. Patientez avant d'en envoyer d'autres. {{reasons}}",
  'You have reached your limit of {{limit}} messages in 24 hours. Please wait before sending more. {{reasons}}':
    "Vous avez atteint votre limite de {{limit}} messages en 24 heures. Patientez avant d'en envoyer d'autres. {{reasons}}",
  'You have reached your limit of {{limit}} job posts in 24 hours. Please wait before sending more. {{reasons}}':
    "Vous avez atteint votre limite de {{limit}} offres d'emploi en 24 heures. Patientez avant d'en publier d'autres. {{reasons}}",
  'You have reached your limit of {{limit}} update recipients in 24 hours. Please wait before sending more.':
    "Vous avez atteint votre limite de {{limit}} destinataires d'actualités en 24 heures. Patientez avant d'en envoyer d'autres.",
  'You have reached your limit of {{limit}} update recipients in 24 hours. Please wait before sending more. {{reasons}}':
    "Vous avez atteint votre limite de {{limit}} destinataires d'actualités en 24 heures. Patientez avant d'en envoyer d'autres. {{reasons}}",
  'You have reached your limit of {{limit}} update replies in 24 hours. Please wait before sending more.':
    "Vous avez atteint votre limite de {{limit}} réponses aux actualités en 24 heures. Patientez avant d'en envoyer d'autres.",
  'You have reached your limit of {{limit}} update replies in 24 hours. Please wait before sending more. {{reasons}}':
    "Vous avez atteint votre limite de {{limit}} réponses aux actualités en 24 heures. Patientez avant d'en envoyer d'autres. {{reasons}}",
  'You have reached your limit of {{limit}} data-room and financials shares in 24 hours. Please wait before sharing more.':
    'Vous avez atteint votre limite de {{limit}} partages de salles de données et de données financières en 24 heures. Patientez avant de partager davantage.',
  'You have reached your limit of {{limit}} data-room and financials shares in 24 hours. Please wait before sharing more. {{reasons}}':
    'Vous avez atteint votre limite de {{limit}} partages de salles de données et de données financières en 24 heures. Patientez avant de partager davantage. {{reasons}}',
  'You have reached your limit of {{limit}} invitations by e-mail (data rooms and fund teams) in 24 hours. Please wait before inviting more.':
    "Vous avez atteint votre limite de {{limit}} invitations par e-mail (salles de données et équipes de fonds) en 24 heures. Patientez avant d'inviter d'autres personnes.",
  'You have reached your limit of {{limit}} invitations by e-mail (data rooms and fund teams) in 24 hours. Please wait before inviting more. {{reasons}}':
    "Vous avez atteint votre limite de {{limit}} invitations par e-mail (salles de données et équipes de fonds) en 24 heures. Patientez avant d'inviter d'autres personnes. {{reasons}}",
  'You have reached your limit of {{limit}} data-room access requests in 24 hours. Please wait before asking more.':
    "Vous avez atteint votre limite de {{limit}} demandes d'accès à des salles de données en 24 heures. Patientez avant d'en demander d'autres.",
  'You have reached your limit of {{limit}} data-room access requests in 24 hours. Please wait before asking more. {{reasons}}':
    "Vous avez atteint votre limite de {{limit}} demandes d'accès à des salles de données en 24 heures. Patientez avant d'en demander d'autres. {{reasons}}",
  'You have reached your limit of {{limit}} recommendation requests in 24 hours. Please wait before asking more.':
    "Vous avez atteint votre limite de {{limit}} demandes de recommandation en 24 heures. Patientez avant d'en demander d'autres.",
  'You have reached your limit of {{limit}} recommendation requests in 24 hours. Please wait before asking more. {{reasons}}':
    "Vous avez atteint votre limite de {{limit}} demandes de recommandation en 24 heures. Patientez avant d'en demander d'autres. {{reasons}}",
  'You have reached your limit of {{limit}} recorded investments in 24 hours. Please wait before recording more.':
    "Vous avez atteint votre limite de {{limit}} investissements enregistrés en 24 heures. Patientez avant d'en enregistrer d'autres.",
  'You have reached your limit of {{limit}} recorded investments in 24 hours. Please wait before recording more. {{reasons}}':
    "Vous avez atteint votre limite de {{limit}} investissements enregistrés en 24 heures. Patientez avant d'en enregistrer d'autres. {{reasons}}",
  'New accounts have lower limits for their first {{days}} days.': 'Les nouveaux comptes ont des limites plus basses pendant leurs {{days}} premiers jours.',
  'Your limit is lower because several of your requests were declined or reports against your account were upheld.':
    'Votre limite est plus basse car plusieurs de vos demandes ont été refusées ou des signalements contre votre compte ont été retenus.',
  'New accounts have lower limits for their first {{days}} days. Your limit is lower because several of your requests were declined or reports against your account were upheld.':
    'Les nouveaux comptes ont des limites plus basses pendant leurs {{days}} premiers jours. Votre limite est plus basse car plusieurs de vos demandes ont été refusées ou des signalements contre votre compte ont été retenus.',

  // Sign-in refused to a restricted account (moderation.ts)
  'This account is suspended. Write to {{email}} if you think this is a mistake.': "Ce compte est suspendu. Écrivez à {{email}} si vous pensez qu'il s'agit d'une erreur.",
  'This account is banned. Write to {{email}} if you think this is a mistake.': "Ce compte est banni. Écrivez à {{email}} si vous pensez qu'il s'agit d'une erreur.",

  // The bounded unpacker's refusals (archiveTemplates, archives.ts): OCF packages, Office files, documents
  'This file unpacks to more than {{mb}} MB, the limit for this upload. Baobab counts the bytes as it unpacks them and stops at the limit, whatever sizes the file declares.':
    "Ce fichier se décompresse en plus de {{mb}} Mo, la limite pour cet envoi. Baobab compte les octets à mesure qu'il les décompresse et s'arrête à la limite, quelles que soient les tailles que le fichier annonce.",
  'This file holds more than {{max}} entries once unpacked, the limit for this upload.': 'Ce fichier contient plus de {{max}} éléments une fois décompressé, la limite pour cet envoi.',
  'Request bodies are accepted uncompressed only: send this one without Content-Encoding {{encoding}}.':
    'Les corps de requête ne sont acceptés que non compressés : envoyez celui-ci sans Content-Encoding {{encoding}}.',
  // How an engine joins its parts (valuation-texts.ts joinText) and writes a ratio or a rise (packages/insights): the same in every language but for Arabic's comma.
  '{{item}}, {{next}}': '{{item}}, {{next}}',
  '{{sentence}} {{next}}': '{{sentence}} {{next}}',
  '{{ratio}}×': '{{ratio}}×',
  '+{{percent}}': '+{{percent}}',
} as const satisfies Catalog;
