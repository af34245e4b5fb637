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

export function dealingDeniedBefore(lower: string, index: number): boolean {
  const before = lower.slice(0, index);
  const denied = deniedDealing.exec(before);
  return denied !== null && !exception.test(before.slice(denied.index));
}
