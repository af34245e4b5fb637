/**
 * English keys whose French differs between namespaces on purpose, each with the reason the contexts
 * need different words (scripts/i18n/same-english.ts). The namespace that needs the other word keeps
 * it in its own catalog, which its `t` reads before the shared ones. A counted key is listed once,
 * without its plural suffix. Keep it short: an entry needs a real difference in meaning or grammar.
 */
export const allowedDifferences: Readonly<Record<string, string>> = {
  'Stage': 'a deal pipeline step (deals, the deal summary PDF: « Étape ») is not a funding stage (« Stade »: Amorçage, Série A)',
  'All stages': 'the deal pipeline filter lists steps (« Toutes les étapes »), the directories list funding stages (« Tous les stades »)',
  'Admin': 'the menu entry names the area (« Administration »), the badge on an account names the role (« Administrateur »)',
  'Legal': 'the footer links to the legal notice (« Mentions légales »), insights names a category of findings (« Juridique »)',
  'Close': 'closing a job posting to applicants (« Clôturer ») is not closing a dialog (« Fermer »)',
  'Update': 'the deal list button is a verb (« Mettre à jour »), the investor update form labels its text (« Texte de l’actualité »)',
  'Add note': 'a note on a deal (« Ajouter la note ») is not a convertible note in the cap table (« Ajouter une obligation »)',
  'Apply': 'applying to a job (« Postuler ») is not applying a moderation action (« Appliquer »)',
  'Ownership': 'the cap table card shows how the capital is split among all holders (« Répartition du capital »), a portfolio row one investor’s stake (« Participation »)',
  'Saved': 'the participle agrees with what was saved: the saved jobs tab (offres, « Enregistrées »), one imported metrics row (ligne, « Enregistrée »)',
  '{{count}} unread': 'the participle agrees with what is unread: messages (« non lus ») and notifications (« non lues »)',
};
