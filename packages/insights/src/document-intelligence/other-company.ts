/**
 * Another company's trouble is not the company's: a competitor sued, suspended, in receivership or left by its
 * founder ('it's our competitor that is in arbitration with the growers, not us', 'En mars, une
 * minoterie concurrente a vu son agrément suspendu', 'a rival was fined by the regulator', 'the CEO reported that a
 * competing lender has defaulted', 'the Board noted press reports that a competitor ... is defending a class action', 'the central bank suspended the licence of another lender'). The sentence's subject
 * is a competitor or a peer firm and the company is not named as the other party ('our competitor sued us' stays), or
 * the sentence says outright that it is someone else ('..., not us', '..., et non la société'), or a case is brought
 * against 'them' ('leur ancien agrégateur les a assignés'). A competitor's churn is its own too, unless the sentence
 * states the company's first (othersFigures). Reads folded text.
 */
import type { SentenceFacts } from './sentence-facts';
import { othersToldOn } from './other-company-named';

/** Rules about what happened to a company, which a competitor's news does not raise. */
// A competitor's revenue in decline ('notre principal concurrent a publié un chiffre d'affaires en recul de 18 %') is its news too.
export const eventRules: ReadonlySet<string> = new Set(['litigation', 'regulatory', 'founder-departure', 'debt-distress', 'going-concern', 'pending-licence', 'declining-revenue']);

/** The writer says it is not the company: 'not us', 'pas nous', 'et non la société'. */
const notUs = /\b(not us|not ours|not the company|rather than us|(does|do|did) not (concern|affect|involve) (us|the company)|pas nous|pas chez nous|et non (pas )?(nous|la societe|notre societe)|ne (nous )?(concerne|vise|touche) pas)\b/;
/** Kinds of firm a peer is: 'another tier-2 lender', 'une autre edtech de la place'. */
const firmKind = String.raw`(lenders?|business(es)?|banks?|fintechs?|compan(y|ies)|start-?ups?|firms?|players?|operators?|insurers?|institutions?|providers?|platforms?|edtechs?|microfinance \w+|societes?|entreprises?|acteurs?|operateurs?|banques?|preteurs?|assureurs?|plateformes?|etablissements?)`;
/**
 * A competitor as the subject, at the sentence's or a clause's start, after at most a date phrase: 'our main competitor
 * X has been ...', 'it's our competitor X that ...', 'une minoterie concurrente a vu ...', 'c'est notre
 * concurrent qui ...', or a clause's after 'as', 'while', 'alors que' ('the comments come as a rival haulage app ... is
 * being sued'). 'Aucun concurrent sur ...' names none: it is a claim, not a competitor's news.
 */
const competitorSubject = new RegExp(String.raw`(^|[.;:]\s*|^[^,.;]{0,40},\s*|\b(as|while|whereas|alors que|tandis que)\s+|\b((reported|said|noted|note|notes|told (us|the board)|mentioned|explained|informed (us|the board)|(press |media |news )?reports?|indique|rapporte|signale|explique|precise|notons|note|relevons|constatons|observons|lu dans la presse|read in the press)\s+(that |qu'|que )|articles? de presse selon (lesquels|lesquelles)\s+))\W*((it's|it is|it was|c'est|c'etait)\s+)?((our|your|their|a|an|one|the|two|three|several|notre|nos|votre|vos|leur|leurs|un|une|le|la|les|deux|trois|plusieurs|one of (our|your|the)|l'une? de (nos|vos|ses|leurs)|une? de (nos|vos|ses|leurs))\s+|l')?(main |largest |biggest |closest |nearest |direct |principal |principale |grand |gros |plus proche )?((?!(no|any|aucune?|pas|sans|nul|zero)\b)[a-z-]+\s+)?(competitors?|rivals?|concurrente?s?|competing( [a-z0-9-]+)? ${firmKind})\b`);
/**
 * A competitor named, then called one in an aside: 'EduPlus, l'un de nos concurrents sur le soutien scolaire, a été
 * assigné', 'Zeta, a rival lender, has defaulted'. The name opens the sentence or the clause a report introduces.
 */
const namedCompetitorAside = /(^|[.;:]\s*|\b(that|que|qu'))\s*[a-z0-9'&-]+( [a-z0-9'&-]+){0,2}, (one of (our|your|the) |l'une? de (nos|vos|ses|leurs) |a |an |another |un |une |une autre |un autre |your |our |their |votre |notre |leur )?((main|direct|principal|principaux|grand|gros|local|regional|closest|nearest|biggest|largest|plus proche) )?(competitors?|rivals?|peers?|concurrente?s?|pairs)\b/;
/**
 * A firm named, then called a competitor in an aside, wherever the sentence names it: 'the Bank of Ghana revoked the
 * licence of ZipCedi, a competing payments company, ...', 'la COBAC a sanctionné Kola Cash, une fintech concurrente'.
 * The event is the named firm's.
 */
const competitorAppositive = new RegExp(String.raw`\b[a-z0-9'&-]+( [a-z0-9'&-]+){0,2}, (a|an|another|un|une|une autre|un autre) ((competing|rival)( [a-z0-9-]+)? ${firmKind}|${firmKind}( [a-z0-9-]+)? (concurrente?|rivale?))\b`);
/**
 * A firm the writer marks as another: 'another tier-2 lender', 'une autre edtech', 'a peer lender', 'a fellow fintech',
 * or one the writer only regards from outside ('a lender we admire', 'une banque que nous respectons', 'a business I
 * admired'). A lender
 * the company owes is named by what it is to the company ('our lender', 'a lender we owe'), never these.
 */
// Or one picked out of the market by its rank: 'One of the bigger players had its auditors flag a going-concern doubt',
// 'l'un des plus gros acteurs du secteur a été sanctionné'.
const peerFirm = new RegExp(String.raw`\b(another|a peer|a fellow|une autre|un autre|un pair|un confrere)( [a-z0-9-]+)? ${firmKind}\b|\b(one of the|l'une? des|une? des) (bigger|biggest|larger|largest|smaller|major|leading|other|plus gros|plus grands?|plus grandes|grands|grandes|gros|principaux|principales|autres) ${firmKind}\b|\b(a|an|one|une?) (${firmKind}|business|affaire)( [a-z-]+)? (that |whom |which )?(we|i|que nous|que j'|que je|qu'on) ?(admire|admired|know|knew|respect|respected|follow|followed|like|liked|look up to|looked up to|admirons|admirais|admirions|connaissons|connaissais|respectons|respectais|suivons|suivais|apprecions|appreciais)\b`);
/**
 * A fellow founder the writer knows, whose story the lines after tell ('A founder friend called me last month in a panic.'
 * then 'Her co-founder had walked away ... of their company.', 'Une amie fondatrice m'a appelé ...'): another business's.
 */
const fellowFounder = /\b(a|an|one|une?) (founder|co-?founder|entrepreneur|ceo) friend\b|\b(a|an) friend (of mine )?(who|that) (runs|founded|co-?founded|started|built)\b|\bune? (ami|amie|connaissance)s? (fondat\w+|cofondat\w+|co-fondat\w+|entrepreneu\w+|dirigeant\w*)\b|\bune? (ami|amie) qui (dirige|a fonde|a cree|a lance)\b/;
const peerGate = /another|autre|peer|fellow|pair|confrere|admir|know|respect|follow|like|look up|connaissons|suivons|apprecions|one of the|une? des/;
/** A list's lead that says its items are others' news: 'Ce qui se passe chez eux, et pas chez nous :', 'What happened to our competitors:'. */
const othersLead = /\b(chez (eux|nos concurrents|les concurrents|d'autres)|(at|to|for|with) (our |the )?(competitors|rivals|other (players|companies|firms))|(d')?autres acteurs|other players|nos concurrents|our competitors)\b/;
/** The company named as the other party: 'sued us', 'nous a assignés', 'against the company'. */
const namesUs = /\b(us|we|our company|the company|nous|la societe|notre societe)\b/;
/** The company or what is its own ('our overdraft', 'nos échéances'): a peer's news names none of it. */
const namesOurs = /\b(us|we|our|ours|the company|nous|notre|nos|la societe)\b/;

/**
 * News passed on in a chat: 'did you see PayRoute got suspended by the FSCA?', 'vous avez vu ? la BCEAO a suspendu
 * FasoTransfert'. What the writer asks if the reader saw is someone else's, unless it names the company.
 */
// Or the news named as such: 'Saw the news about Nilecash, ...', 'J'ai lu l'article sur KaliCash'.
const passedOn = /\b(did you see|have you seen|did you hear|have you heard|did you read|vous avez vu|tu as vu|t'as vu|avez-vous vu|as-tu vu|vous avez lu|tu as lu|(saw|seen|read|heard) the (news|story|article|reports?) (about|on|of)|(vu|lu|entendu) (la nouvelle|les nouvelles|l'info|l'article|les articles) (sur|pour|concernant|au sujet de))\b\s*\??\s*/;
/** What was sent to the company ('tu as vu le courrier ?', 'did you see the e-mail from the bank?') is its own news. */
const sentToUs = /^\s*(the|their|his|her|this|that|le|la|les|leur|son|sa|ce|cette)? ?(letters?|e-?mails?|mails?|notices?|messages?|summons|demand|courriers?|lettres?|avis|mise en demeure|relances?|sms|whatsapp)\b/;
function newsPassedOn(lower: string): boolean {
  const m = passedOn.exec(lower);
  if (!m || sentToUs.test(lower.slice(m.index + m[0].length))) return false;
  // The question and the line after it: 'have you seen the letter? we missed the March repayment' is the company's.
  const [asked = '', after = ''] = lower.slice(m.index + m[0].length).split(/[?.!]/).filter((part) => part.trim().length > 0);
  // News named by its subject ('the news about Nilecash') is that subject's, whatever the writer asks after it.
  const named = /\b(about|on|of|sur|pour|concernant|au sujet de)\s*$/.test(m[0].trim()) || /^\s*(about|pour|sur)\s/.test(asked);
  return asked.length > 0 && !namesOurs.test(asked) && (named || !namesOurs.test(after));
}

/**
 * News read or heard of a firm the writer does not name, brought up by an indefinite article: 'On a lu qu'un hébergeur
 * avait été sanctionné par le régulateur', 'I heard that a lender in Mombasa was fined'. An unnamed 'a lender' is not the
 * company the speakers are discussing; one of its people ('qu'un de vos cofondateurs', 'that a founder left') or a
 * sentence that names the company or 'your' is its own.
 */
const heardOfAFirm = /\b(read|heard|(a|avons|ai|as|avez|ont) (lu|entendu))\b[^.;]{0,30}?\b(that |qu'|que )(a|an|un|une) (?!(de |d'|of |founder|co-?founder|cofondat|fondat|ceo|cto|coo|cfo|pdg|director|directeur|directrice|employee|salarie|associe|shareholder|actionnaire|investor|investisseur|client|customer)\w*)[a-z-]+\b/;
const namesYours = /\b(your|yours|vos|votre|vous)\b/;
const firmHeardOf = (lower: string): boolean => {
  const m = heardOfAFirm.exec(lower);
  return m !== null && !namesOurs.test(lower.slice(m.index + m[0].length)) && !namesYours.test(lower.slice(m.index + m[0].length));
};

/**
 * A case brought against 'them', a third party the chat or letter has been talking about: 'leur ancien agrégateur les a
 * assignés au tribunal', 'their old supplier has sued them'. The company summoned says 'nous', 'us' (litigation-state.ts).
 */
const themSued = /\b(les (a|ont|avait|avaient) (assigne|poursuivi|attaque)(e?s)?|(sued|is suing|are suing|has sued|have sued|took) them)\b/;

export function aboutAnotherCompany(lower: string): boolean {
  if ((lower.includes('les ') || lower.includes('them')) && themSued.test(lower) && !namesOurs.test(lower)) return true;
  if ((lower.includes('lu') || lower.includes('read') || lower.includes('heard') || lower.includes('entendu')) && firmHeardOf(lower)) return true;
  if ((lower.includes(' see') || lower.includes('saw ') || lower.includes(' vu') || lower.includes(' hear') || lower.includes(' read') || lower.includes(' lu')) && newsPassedOn(lower)) return true;
  // Each of the denials has 'not', 'pas' or 'non' ('rather than' aside): most sentences are ruled out without the pattern.
  if ((lower.includes('not ') || lower.includes('pas ') || lower.includes(' non ') || lower.includes('rather than')) && notUs.test(lower)) return true;
  // Both of a peer's forms hold one of these words: most sentences are ruled out without the pattern.
  const peer = peerGate.test(lower) ? peerFirm.exec(lower) : null;
  if (peer && !namesOurs.test(lower.slice(0, peer.index) + lower.slice(peer.index + peer[0].length))) return true;
  if ((lower.includes('friend') || lower.includes('ami')) && fellowFounder.test(lower) && !namesOurs.test(lower)) return true;
  if (!lower.includes('competi') && !lower.includes('rival') && !lower.includes('concurren') && !lower.includes('peer') && !lower.includes('pair')) return false;
  const subject = competitorSubject.exec(lower) ?? namedCompetitorAside.exec(lower) ?? competitorAppositive.exec(lower);
  return subject !== null && !namesUs.test(eventClause(lower.slice(subject.index + subject[0].length)));
}

/**
 * The competitor's news up to a clause about its effect on the company: 'is being sued by borrowers, which has sent
 * several of its agents to us', 'fait l'objet d'une procédure, ce qui nous a permis de signer'. The company named in
 * that clause is no party to the event.
 */
const effectClause = /,\s*(which|what|so that|so|and so|ce qui|ce dont|si bien que|de sorte que|donc)\b/;
const eventClause = (rest: string): string => rest.split(effectClause)[0] ?? rest;

/**
 * The sentences that tell another company's news: each one read alone, and the written items of a list whose lead says
 * they are others' ('Ce qui se passe chez eux, et pas chez nous :' then '- Leur leader a été placé en redressement
 * judiciaire', '- Son fondateur a quitté l'entreprise'), which layout.ts joins after the lead in one derived sentence.
 */
/** A chat's bare 'Did you see?', 'Vous avez vu ?' ending its own sentence: the news follows in the next one. */
// The firm may be named before the question mark: 'Vous avez vu pour KaliCash à Dakar ?', 'Did you hear about Zeta?'.
const askedIfSeen = new RegExp(String.raw`(${passedOn.source}|\b(did you (see|hear)|have you (seen|heard)|vous avez vu|tu as vu|avez-vous vu|as-tu vu) (about|pour|ce qui arrive a|what happened to) [a-z0-9'&-]+( [a-z0-9'&-]+){0,3}\s*)\?\s*$`);
/** Some occurrence of the word in the written text opens on a capital letter ('KwachaLink', not 'platform'). */
function writtenCapitalised(folded: string, word: string): boolean {
  const lowered = folded.toLowerCase();
  for (let at = lowered.indexOf(word); at >= 0; at = lowered.indexOf(word, at + 1)) {
    const first = folded[at] ?? '';
    if (first !== first.toLowerCase() && !/\p{L}/u.test(folded[at - 1] ?? '')) return true;
  }
  return false;
}

/**
 * A named firm's end told, and 'their' founder or executive in the same sentence: 'La fermeture de BoxDz nous a tous
 * touchés : ... et leur fondateur, qui avait quitté l'entreprise ...', 'The collapse of Zeta hit us all; their CEO had
 * resigned in May'. The writer's company is 'we', 'notre'; 'their' people are the closed firm's.
 */
const firmEnded = /\b(la (fermeture|faillite|liquidation|disparition|chute)|the (closure|collapse|failure|liquidation|demise|shutdown|bankruptcy)) (de |d'|of )([a-z][a-z0-9&'-]+)/;
const theirLeader = /\b(leur|leurs|their) (co-?fondat\w+|cofondat\w+|fondat\w+|co-?founders?|founders?|ceo|cto|coo|cfo|pdg|dg|directeur \w+|directrice \w+)\b/;
const endedFirmsPeople = (s: SentenceFacts): boolean => {
  const ended = firmEnded.exec(s.lower);
  const name = ended?.[5];
  return ended !== null && name !== undefined && theirLeader.test(s.lower.slice(ended.index)) && writtenCapitalised(s.text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), name);
};
export function othersNews(sentences: readonly SentenceFacts[]): ReadonlySet<SentenceFacts> {
  const out = new Set(sentences.filter((s) => aboutAnotherCompany(s.lower) || (s.lower.includes('the') && endedFirmsPeople(s)) || (s.lower.includes('leur') && endedFirmsPeople(s))));
  const written = sentences.filter((s) => !s.derived);
  // 'Did you see?' then, in the next written sentence, news that names none of the company's own.
  written.forEach((s, i) => {
    const before = written[i - 1];
    if (before && askedIfSeen.test(before.lower) && !sentToUs.test(s.lower) && !namesOurs.test(s.lower.split(/[?.!]/)[0] ?? '')) out.add(s);
  });
  for (const list of sentences) {
    const colon = list.derived ? list.lower.indexOf(':') : -1;
    if (colon < 0) continue;
    const lead = list.lower.slice(0, colon);
    if (!notUs.test(lead) && !othersLead.test(lead)) continue;
    out.add(list);
    const items = list.text.slice(colon + 1);
    for (const s of sentences) if (!s.derived && items.includes(s.text.replace(/[.;\s]+$/, ''))) out.add(s);
  }
  // Its news told on: lines opening on the firm's name, a story's lines by pronouns (other-company-named.ts).
  for (const s of othersToldOn(sentences, out)) out.add(s);
  return out;
}

/**
 * Of another company's news, the sentences whose figures are the competitor's alone: 'the largest rival's churn is close to
 * 7% a month'. A sentence that states the company's own first and then sets a rival's beside it ('our churn is 8% a month,
 * while our main rival's is 3%') keeps the company's figure.
 */
export function othersFigures(others: ReadonlySet<SentenceFacts>): ReadonlySet<SentenceFacts> {
  return new Set([...others].filter((s) => {
    const subject = competitorSubject.exec(s.lower) ?? namedCompetitorAside.exec(s.lower) ?? competitorAppositive.exec(s.lower);
    return !subject || !namesOurs.test(s.lower.slice(0, subject.index));
  }));
}
