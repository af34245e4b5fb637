import type { Catalog } from '../../catalog';

/**
 * French for rounds as a dated sequence: the rounds card and its form (rounds-card.tsx, round-form.tsx) and the
 * messages of the rounds contract and engine (cap-table-rounds-texts.ts). Part of the financial-tools namespace.
 */
export default {
  // Rounds card (rounds-card.tsx)
  'Rounds in date order': 'Tours par ordre de date',
  'Each priced round converts the SAFEs and notes before it. A round stays a scenario until it is closed; closing writes its shares to the share ledger on its date.':
    "Chaque tour valorisé convertit les SAFE et obligations qui le précèdent. Un tour reste un scénario jusqu'à sa clôture ; la clôture inscrit ses actions au registre des actions à sa date.",
  'No rounds yet.': 'Aucun tour pour le moment.',
  'Add a round': 'Ajouter un tour',
  'Add round': 'Ajouter le tour',
  'Round added': 'Tour ajouté',
  'Round not saved': 'Tour non enregistré',
  'Modelled': 'Modélisé',
  'Closing writes this round to the share ledger on {{date}}; it cannot be changed afterwards.': 'La clôture inscrit ce tour au registre des actions le {{date}} ; il ne pourra plus être modifié.',
  'Round closed': 'Tour clôturé',
  'Round not closed': 'Tour non clôturé',
  'Close {{name}}': 'Clôturer {{name}}',
  'Close round': 'Clôturer le tour',
  'Edit round': 'Modifier le tour',
  'Delete round': 'Supprimer le tour',
  'Round not deleted': 'Tour non supprimé',
  'Save round': 'Enregistrer le tour',
  'Converts in {{name}}': 'Converti lors de {{name}}',
  'Not converted yet: no priced round after it.': 'Pas encore converti : aucun tour valorisé ne le suit.',
  'New shares': 'Actions nouvelles',
  'Shares from conversions': 'Actions issues des conversions',
  'Anti-dilution shares': "Actions d'anti-dilution",
  'Pool top-up': 'Complément du pool',
  'Shares after the round': 'Actions après le tour',
  // Round form (round-form.tsx)
  'Kind of round': 'Type de tour',
  'Lead investor': 'Investisseur chef de file',
  'Round investment ({{currency}})': 'Investissement du tour ({{currency}})',
  'Option pool target (% after the round)': 'Pool d’options visé (% après le tour)',
  "The series' anti-dilution": "Anti-dilution de la série",
  'Interest (% a year, simple)': 'Intérêts (% par an, simples)',
  'Valuation cap ({{currency}})': 'Plafond de valorisation ({{currency}})',
  'SAFE form': 'Forme du SAFE',
  // Kinds (roundKindLabels)
  'SAFE': 'SAFE',
  'Convertible note': 'Obligation convertible',
  // Messages of the rounds contract and engine (cap-table-rounds-texts.ts)
  'Kind must be safe, note or priced (kind)': 'Le type doit être safe, note ou priced (kind)',
  'Date must be a real calendar date like 2026-01-31 (date)': 'La date doit être une vraie date du calendrier, comme 2026-01-31 (date)',
  'A company can model at most 50 rounds; delete some before adding more': "Une entreprise peut modéliser au plus 50 tours ; supprimez-en avant d'en ajouter",
  'This round is closed: its entries are in the share ledger, so it can no longer change': 'Ce tour est clôturé : ses écritures sont au registre des actions, il ne peut plus changer',
  'Close the round dated {{date}} ({{name}}) first: rounds close in date order': "Clôturez d'abord le tour du {{date}} ({{name}}) : les tours se clôturent par ordre de date",
  'A round cannot be dated before {{date}}, the date of the last closed round (date)': 'Un tour ne peut pas être daté avant le {{date}}, date du dernier tour clôturé (date)',
  'A round cannot be dated before {{date}}, 1 January of the year the company was founded (date)': "Un tour ne peut pas être daté avant le {{date}}, 1er janvier de l'année de création de l'entreprise (date)",
  'Series name {{name}} is already a share class of the company (seriesName)': "Le nom de série {{name}} est déjà une catégorie d'actions de l'entreprise (seriesName)",
  'Nobody holds shares on {{date}}: record the opening position before this round (date)': "Personne ne détient d'actions le {{date}} : enregistrez la position d'ouverture avant ce tour (date)",
  "This entry was written by closing {{name}} on {{date}}: a closed round's entries stay in the ledger": 'Cette écriture a été inscrite par la clôture de {{name}} le {{date}} : les écritures d’un tour clôturé restent au registre',
} as const satisfies Catalog;
