/**
 * A dealing denied before the party it names: 'The company did not enter into any transaction with an entity in which
 * a director, or a member of a director's family, has an interest', 'no contract was signed with a firm whose owner is
 * the CEO's brother', 'la société n'a conclu aucune convention avec une entreprise dont le gérant ...'. The denial
 * governs the whole description of the party after it, past the commas of an aside, as long as no 'but', 'except' or
 * 'mais', 'sauf' opens an exception between the two. The dealing may be denied by its verb: 'did not buy from, sell to or
 * rent from any entity in which a director has an interest'.
 */
const deniedDealing = /\b((did|does|do|has|have|had) not|never|n'(a|ont|avons|avait) (jamais )?(conclu|passe|signe|eu)|no|aucune?)\b[^.;]{0,40}?\b(transactions?|contracts?|agreements?|dealings?|business|purchases?|sales?|conventions?|contrats?|operations?|achats?|ventes?)\b[^.;]{0,30}?\b(with|avec|from|aupres d[eu'])\b|\b((did|does|do|has|have|had) not|never) (buy|bought|sell|sold|rent|rented|lease|leased|purchase|purchased|trade|traded|deal|dealt|contract|contracted)\b[^.;]{0,60}?\b(from|to|with)\b/;
const exception = /\b(but|except|excepting|other than|apart from|save for|mais|sauf|hormis|a l'exception)\b/;

/**
 * A dealing denied, then the class of dealings it would have belonged to: 'Nous n'avons été avisés d'aucune convention
 * conclue au cours de l'exercice, ni ..., entrant dans le champ des dispositions relatives aux conventions
 * réglementées', 'we were not told of any agreement ... falling within the rules on related-party transactions'. The
 * related-party words name the kind of dealing that was not there; the scope words ('within the scope of', 'relevant
 * de', 'soumise à') tie the two.
 */
const deniedOfKind = /(\b(no|aucune?)\b|\b(not|never)\b[^.;]{0,40}\bany\b)\s+([a-z'-]+\s+){0,2}?(transactions?|contracts?|agreements?|dealings?|arrangements?|conventions?|contrats?|operations?)\b[^.;]{0,160}\b(entrant dans le champ|dans le champ d'application|relevant d|soumise?s? a|visee?s? (par|a)|couverte?s? par|falling (within|under)|covered by|subject to|within the scope of|governed by|caught by)\b[^.;]{0,90}$/;

export function dealingDeniedBefore(lower: string, index: number): boolean {
  const before = lower.slice(0, index);
  const denied = deniedDealing.exec(before) ?? deniedOfKind.exec(before);
  return denied !== null && !exception.test(before.slice(denied.index));
}
