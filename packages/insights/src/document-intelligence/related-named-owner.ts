/**
 * A counterparty owned or run by a person the document names elsewhere as an insider: 'contrat conclu avec Ilunga
 * Petroleum SARL, société contrôlée par M. Grâce Ilunga' where the preamble lists 'M. Grâce Ilunga, fondateur et
 * administrateur'; 'supplies come from Tana Farms Ltd, owned by Ms Wanjiku Njoroge' where the board list says 'Wanjiku
 * Njoroge (co-founder, COO)'. Neither sentence alone ties the counterparty to the company's people. The owner is read
 * by honorific and name; the name must then stand beside an insider's title in another sentence, or in apposition in
 * the same one ('détenue majoritairement par M. Didier Mbuyi, administrateur'). Reads folded text.
 */
import { assertedMatch } from './assertion';
import { dealing, relatives } from './related-disclosed';
import { insiders } from './related-owners';

type ReadSentence = { text: string; lower: string; derived?: boolean };

const honorific = String.raw`(mr|mrs|ms|miss|dr|m|mme|mlle|monsieur|madame)\.?`;
/** 'owned by Mr Tembo', 'controlled by Ms Achieng Otieno', 'contrôlée par M. Grâce Ilunga', 'appartenant à Mme Diallo'. */
const ownedByNamed = new RegExp(String.raw`\b(owned|controlled|run|managed|held)( (wholly|majority|entirely|solely))? by ${honorific}\s+([a-z'-]{2,})( [a-z'-]{2,})?|\b(detenue?|controlee?|dirigee?|geree?|possedee?|appartenant|appartient)( (majoritairement|entierement|exclusivement|a 100 %))? (par|a) ${honorific}\s+([a-z'-]{2,})( [a-z'-]{2,})?`);
/** The owner named after 'whose' or 'dont': 'la société Nyanga Logistique, dont M. Alain Moussavou est le gérant et l'associé majoritaire', 'Tana Farms, whose owner is Ms Njoroge'. */
const namedOwnerOf = new RegExp(String.raw`\b(dont|of which|whose (sole |majority )?(owner|shareholder|manager) is) ${honorific}\s+([a-z'-]{2,})( [a-z'-]{2,})?( (est|is) (le |la |l'|the |its |son |sa )?(seule? |sole |majority )?(gerante?|proprietaire|associee?|actionnaire|owner|shareholder|managing partner|manager))?`);

/** Words a name is not made of. */
const notName = /^(and|et|who|qui|with|avec|pour|for|the|le|la|les|de|du|ne|is|est|a|an|un|une|son|sa|his|her)$/;
const escape = (word: string) => word.replace(/[-']/g, (c) => `\\${c}`);

/** The owner's name as read after the honorific: its first word and, when it is a name too, the second. */
function ownerNames(m: RegExpExecArray): string[] {
  // Groups 5-6 in the English branch, 12-13 in the French one; 5-6 after 'dont' or 'whose owner is' too.
  const first = m[5] ?? m[12];
  const second = (m[6] ?? m[13])?.trim();
  if (!first || notName.test(first)) return [];
  return second && !notName.test(second) ? [`${first} ${second}`, second] : [first];
}

/** The owner's name, then one of the company's titles: bare, 'our', or 'of the company'; not 'its' or 'de <another firm>'. */
const ownTitle = (name: string) => new RegExp(String.raw`\b${escape(name)},\s?(the company's |our |notre |un |une |an? |the |l'|le |la )?${insiders}\b(?!\s?(de|du|d'|des|of|at|chez)\b(?!\s?(la societe|l'entreprise|the company|notre societe|our company)\b))`);

/**
 * The counterparty's owner recorded by name, the counterparty by its possessive, as a register or a bank's file gives it:
 * 'The commercial register lists Delta's sole shareholder as Mr Karim Fahmy', 'l'associé unique de Delta Froid est
 * M. Karim Fahmy'. The counterparty must be one the company deals with in another sentence ('leased from Delta Cold
 * Chain'), so that the company's own shareholder ('Acme's majority shareholder is Mr X', Acme being the writer) is none;
 * the owner is then tied to an insider by kin ('Mr Karim Fahmy is the brother of the company's chairman').
 */
const ownerRecorded = new RegExp(String.raw`\b(?<firm>[a-z][\w-]*)'s (sole |majority |main )?(owner|shareholder|director|proprietor)s? (is|was|as) ${honorific}\s+(?<first>[a-z'-]{2,})(?<second> [a-z'-]{2,})?|\b(l'|le |la )(associee? unique|actionnaire (unique|majoritaire)|gerante?|proprietaire) (de |du |d')(?<firmFr>[a-z][\w-]*)[^.;]{0,40}? (est|etait|comme) ${honorific}\s+(?<firstFr>[a-z'-]{2,})(?<secondFr> [a-z'-]{2,})?`);
const kinOfInsider = (name: string, firm: string) => new RegExp(String.raw`\b${escape(name)},? (is|est) (the |le |la |l')?([a-z-]+ )?${relatives} (of|du|de la|de l'|de|d') ?(?![^.;]{0,40}\b${escape(firm)}\b)[^.;]{0,40}?\b${insiders}\b`);
function recordedOwnerKin<S extends ReadSentence>(s: S, written: readonly S[]): boolean {
  const m = assertedMatch(s.lower, ownerRecorded);
  const { firm, first, second } = m?.groups ? { firm: m.groups.firm ?? m.groups.firmFr, first: m.groups.first ?? m.groups.firstFr, second: (m.groups.second ?? m.groups.secondFr)?.trim() } : {};
  if (!firm || !first || notName.test(first) || !written.some((other) => other !== s && dealing.test(other.lower) && new RegExp(String.raw`\b${escape(firm)}\b`).test(other.lower))) return false;
  const names = second && !notName.test(second) ? [`${first} ${second}`, second] : [first];
  return names.some((name) => written.some((other) => other !== s && assertedMatch(other.lower, kinOfInsider(name, firm))));
}

/** The sentence whose counterparty's owner is named elsewhere, or beside it, with an insider's title; null when none. */
export function ownerNamedInsider<S extends ReadSentence>(sentences: readonly S[]): S | null {
  const written = sentences.filter((s) => !s.derived);
  for (const s of written) {
    const owned = assertedMatch(s.lower, ownedByNamed);
    // After 'dont', the owner or manager must be said ('dont M. X est le gérant'), not any role ('dont M. X est l'auteur').
    const ownerOf = owned ? null : assertedMatch(s.lower, namedOwnerOf);
    const m = owned ?? (ownerOf?.[7] || /^(of which|whose)/.test(ownerOf?.[0] ?? '') ? ownerOf : null);
    if (!m && recordedOwnerKin(s, written)) return s;
    if (!m) continue;
    for (const name of ownerNames(m)) {
      // 'M. Grâce Ilunga, fondateur et administrateur', 'Wanjiku Njoroge (co-founder, COO)', 'our CEO, Mr Tembo'.
      const titled = new RegExp(String.raw`\b${escape(name)}\b[,(\s]{1,3}(the |our |notre |le |la |son |sa )?${insiders}\b|\b${insiders}\b[,:\s]{1,3}(${honorific}\s+)?([a-z'-]+ )?${escape(name)}\b`);
      if (written.some((other) => other !== s && titled.test(other.lower))) return s;
      // The title in apposition in the same sentence: 'détenue majoritairement par M. Didier Mbuyi, administrateur, qui n'a
      // pas pris part au vote', 'owned by Ms Achieng Otieno, our CFO'; not the counterparty's own officer ('its managing
      // director', 'gérant de TechMbuyi').
      if (ownTitle(name).test(s.lower.slice(m.index))) return s;
    }
  }
  return null;
}
