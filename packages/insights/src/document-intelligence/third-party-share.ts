/**
 * A share of what 'they' sell, in a document whose writer speaks of the company as 'we': 'the hatchery that bought more
 * than half of their feed moved its orders elsewhere', told in a founder's blog about a distributor that failed. When
 * the writer says 'we' and 'our' of the company, 'their', 'his' or 'her' goods or sales are another business's, and its
 * customer's share is that business's concentration, not the company's. A sentence that also names the company's own
 * ('half of their orders are for our feed') is left to the rule; a document that never says 'we' (an analyst's memo that
 * calls the company 'they') is too. English 'their', 'his', 'her'; French 'leur', 'leurs', and 'son', 'sa', 'ses' as French says
 * 'his' and 'her' ('Une autre dépendait d'un seul client pour plus de la moitié de son chiffre d'affaires', an investor
 * telling of a start-up it funded), beside 'nous', 'notre', 'nos'.
 */
import type { SentenceFacts } from './sentence-facts';

/** A part of what a third party has: 'more than half of their feed', '60% of his sales', 'la moitié de leurs ventes'. */
const shareOfTheirs = /(\d\s?%|\b(half|thirds?|quarters?|fifths?|most|bulk|majority|moitie|tiers|quarts?|cinquiemes?|majeure partie|essentiel))\b[^.;%]{0,15}?\b(of (all )?(their|his|her)|de (tous |toutes )?leurs?|de (tout )?son|de (toute )?sa|de (tous |toutes )?ses)\b/;
const ownWords = /\b(we|our|ours|us|nous|notre|nos)\b/;

/** The sentences that give a third party's customer share, when the document speaks of the company as 'we'. */
export function sharesOfAnotherBusiness(sentences: readonly SentenceFacts[]): ReadonlySet<SentenceFacts> {
  const candidates = sentences.filter((s) => shareOfTheirs.test(s.lower) && !ownWords.test(s.lower));
  if (candidates.length === 0) return new Set();
  const ownVoice = sentences.filter((s) => !s.derived && ownWords.test(s.lower)).length >= 2;
  return ownVoice ? new Set(candidates) : new Set();
}
