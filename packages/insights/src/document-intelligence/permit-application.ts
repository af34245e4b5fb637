/**
 * An application named by its bare noun in the sentence after the one that names the licence, permit or approval
 * it asks for: 'Our brokerage product requires a sub-broker licence from the SEC. The application was filed in May
 * and we expect a decision next quarter.', 'L'activité nécessite un agrément de la BCEAO. Notre dossier a été déposé
 * en mars ; il est toujours en cours d'instruction.'. Neither sentence alone says a licence is awaited; the second is
 * read a second time with the permit's name after its noun ('The application for the licence was filed ...', 'Notre
 * dossier d'agrément a été déposé ...'), a derived sentence like a table row read with its header, so the rules that
 * read a pending or a granted permit read it as they read one sentence. The noun may follow the verb that files it
 * ('Lenda submitted its application in June 2025'); the next sentence, when it speaks of a grant ('It has not yet been
 * granted', 'The licence was granted in August'), is read on with it, as a derived sentence has no next one of its own.
 */

/** What this reader needs of a sentence (sentence-facts.ts's SentenceFacts has it; not imported: that module calls this one). */
type ReadSentence = { text: string; lower: string; derived?: boolean };

/** A permit's name, English and French (folded text). */
const permitName = /\b(licen[cs]e|permit|approval|authori[sz]ation|registration|no[- ]objection|accreditation|agrement|autorisation|permis|homologation|enregistrement)\b/g;
/** The bare noun opening a sentence, not already saying what it applies for ('The application for ...', 'La demande d'agrément'). */
const bareApplication = /^(\W*)(the|our|this|that|its|their) (application|filing|submission|request)\b(?! (for|to|of|with)\b)/;
const bareDemande = /^(\W*)(notre|la|le|cette|ce|sa|son|leur) (dossier|demande|candidature)\b(?! (d'|de |du |des |aupres))/;
/** Or the bare noun after the verb that files it: 'Lenda submitted its application in June', 'la société a déposé son dossier en mars'. */
const filedApplication = /^(.{0,60}?\b(submitted|filed|lodged|made|sent|put in) )(its|our|their|the|an|his|her) (application|filing|submission|request)\b(?! (for|to|of|with)\b)/;
const filedDemande = /^(.{0,60}?\b(a|avons|ont) (depose|soumis|introduit|transmis|envoye) )(sa|son|notre|leur|la|le) (dossier|demande|candidature)\b(?! (d'|de |du |des |aupres))/;
/** A grant said as an event ('granted Susu Wallet our licence', 'the licence was issued', 'nous avons obtenu'), not a permit described by its grantor ('agrément délivré par la BCEAO'). */
const grantSaid = /\b(granted|awarded|issued) ([a-z-]+ ){0,3}(our|its|their|the|a|an)\b|\b(was|were|has been|have been|a ete|ont ete) (granted|issued|awarded|accordee?s?|delivree?s?|octroyee?s?|obtenue?s?)\b|\b(avons|a|ont) obtenu\b|\bwe (obtained|received|secured)\b/;
/** A grant's word: the sentence after the application that says one is read with it, so that a permit granted since ends the wait. */
const grantWord = /\b(granted|issued|approved|obtained|awarded|accordee?|delivree?|octroyee?|obtenue?|approuvee?)\b/;

/** Each sentence whose application is the permit named in the sentence before, read with that permit's name; derived. */
export function applicationsNamedBefore<S extends ReadSentence>(written: readonly S[], facts: (sentence: string) => S): S[] {
  const out: S[] = [];
  for (let i = 1; i < written.length; i += 1) {
    const before = written[i - 1];
    const current = written[i];
    if (!before || !current || before.derived || current.derived) continue;
    permitName.lastIndex = 0;
    if (permitName.test(current.lower)) continue;
    const english = bareApplication.exec(current.lower) ?? filedApplication.exec(current.lower);
    const french = english ? null : bareDemande.exec(current.lower) ?? filedDemande.exec(current.lower);
    const opening = english ?? french;
    if (!opening) continue;
    // The permit named last before: the one the application is for ('requires a licence from the SEC').
    // 'the Bank of Ghana granted our licence' then 'Fourteen months after we submitted the application, ...': the application recalled, the permit held.
    if (grantSaid.test(before.lower)) continue;
    const names = [...before.lower.matchAll(permitName)];
    const last = names[names.length - 1];
    if (!last) continue;
    // Written as the text has it ('agrément'): positions of the folded form are the text's.
    const name = before.text.slice(last.index, last.index + last[0].length).toLowerCase();
    const joined = english ? ` for the ${name}` : /^[aeiouh]/.test(last[0]) ? ` d'${name}` : ` de ${name}`;
    const end = opening[0].length;
    // 'Our submission', 'the filing': read as the application they are, the word the permit rules know.
    const noun = english ? `${current.text.slice(0, end - (/\w+$/.exec(opening[0])?.[0] ?? '').length)}application` : current.text.slice(0, end);
    const after = written[i + 1];
    const granted = after && !after.derived && grantWord.test(after.lower) ? ` ${after.text}` : '';
    out.push({ ...facts(`${noun}${joined}${current.text.slice(end)}${granted}`), derived: true });
  }
  return out;
}

/**
 * A permit named and said granted in the same breath, as a checklist or a slide writes it, before any application it
 * recalls: 'Agrément de la COBAC obtenu en janvier 2025 (demande déposée en 2023)', 'Licence granted March 2025
 * (applied for 2023)'. The words between the name and the participle say no denial and no grant to come ('licence not
 * yet obtained', 'licence to be granted', 'agrément attendu').
 */
const namedThenGranted = /^\W*(licen[cs]es?|permits?|approvals?|authori[sz]ations?|registrations?|accreditations?|agrements?|autorisations?|permis|homologations?|enregistrements?)\b(\s(?!(not|no|yet|never|be|been|being|to|will|would|until|once|when|if|expected|pending|still|pas|non|encore|toujours|jamais|etre|sera|seront|a|en|avant|des|si|attendue?s?|prevue?s?|demandee?s?)\b)[a-z0-9'()-]+){0,4}\s(obtenue?s?|accordee?s?|delivree?s?|octroyee?s?|granted|obtained|issued|awarded|secured|received)\b/;

/** The match of a pending permit opens on a permit named and said granted before its application: not pending. */
export const grantedOnNaming = (match: string): boolean => namedThenGranted.test(match);

/**
 * A permit awaited in words the pending-permit pattern of red-flag-rules-metrics.ts does not list: a regulator's
 * go-ahead awaited ('waiting for the regulator's green light', 'en attente du feu vert de la BCEAO'), a permit said
 * outstanding or not come through ('Bank of Tanzania approval: outstanding', 'the NCA permit has not come through
 * yet'), or expected by a date ('L'homologation de l'ARTCI est attendue pour juin').
 */
// A lender's, a board's or a customer's approval is no regulator's permit ('the loan approval is outstanding').
const permitWord = String.raw`(?<!\b(loan|credit|financing|board|budget|shareholders?|customer|client|committee|investment|pret|conseil) )(licen[cs]es?|permits?|approvals?|authori[sz]ations?|registrations?|accreditations?|agrements?|autorisations?|permis|homologations?|enregistrements?)`;
const permitAwaitedWords = new RegExp(String.raw`\b(waiting (for|on)|awaiting|await|yet to (receive|get|obtain)|attendons|attend|en attente (de|du|d'))\s(the |our |a |its |l'|le |la |notre |son |sa )?([a-z0-9'-]+ ){0,3}(green light|go-ahead|go ahead|sign-off|nod|feu vert|aval|blanc-seing|accord de principe)\b|\b${permitWord}\b[^.;]{0,40}?(:\s?|\b(is|are|remains?|still) (still )?)outstanding\b|\b${permitWord}\b[^.;]{0,40}\b(has not|hasn't|have not|haven't|had not) (yet )?come through\b|\b${permitWord}\b[^.;]{0,60}\b(est|sont|reste|restent) (toujours |encore )?(attendue?s?|prevue?s?) (pour|en|d'ici|au|a|avant|courant)\b`);
/**
 * An application sent to a regulator, then its decision said awaited, in one sentence: 'We applied to the Energy
 * Regulatory Authority in February; the public hearing took place in August and the decision is awaited', 'our licence
 * application went to the Bank on 12 November; the decision is expected in Q2', 'transmise au ministère, dont l'avis est
 * attendu'. A regulator or a permit must be named; a loan, grant or funding decision is no permit's.
 */
const decisionAwaitedAfterFiling = /\b(applied|applications?|file|filing|dossiers?|demandes?|requests?)\b[^.]{0,160}?\b(decision|avis|ruling|determination|reponse)\b[^.;]{0,12}?\b(is |are |remains |est |reste )?(still |toujours )?(awaited|expected|pending|due|attendue?s?)\b/;
const regulatorNamed = new RegExp(String.raw`\b${permitWord}\b|\b(regulators?|regulatory|authority|ministry|commission|central bank|regulateur|autorite|ministere|agence|banque centrale)\b`);
const fundingDecision = /\b(loans?|credit|pret|financing|financement|funding|grants?|subventions?|facility|investment committee|comite d'investissement)\b/;
const decisionAwaited = (lower: string): RegExpExecArray | null => {
  const m = decisionAwaitedAfterFiling.exec(lower);
  return m && regulatorNamed.test(lower) && !fundingDecision.test(lower) ? m : null;
};

/** The match of a permit awaited in those words; null when none. */
export const permitAwaited = (lower: string): RegExpExecArray | null => permitAwaitedWords.exec(lower) ?? decisionAwaited(lower);

/**
 * The pending state denied of the application itself, inside the match that names the permit held: 'titulaires de notre
 * licence, nous n'avons aucune autre demande en attente', 'we hold our licence and have no application pending',
 * 'no further approval is awaited'. The denial stands just before the application's noun, not at the match's start.
 */
const noneAwaited = /\b(aucune?|no|pas de|plus de|nulle?|not any)\s(autres?\s|other\s|further\s|new\s|nouvelles?\s)?(demandes?|dossiers?|applications?|requests?|filings?|approvals?|licen[cs]es?|permits?|agrements?|autorisations?)\b\s?(n'est\s|n'a\s|is\s|are\s)?(en attente|pending|outstanding|awaited|pendante?s?|en cours|en instance)\b/;
/**
 * 'seeking' a court's relief, the permit only its subject matter: 'an appeal seeking a declaration that its
 * permit covers the northern county', 'seeking an order that the permit remains valid'. A claim, not an application.
 */
const reliefSought = /^seeking\b[^.;]{0,60}?\b(declarations?|orders?|rulings?|judg(e)?ments?|injunctions?|refunds?|damages|annulment|reinstatement|review)\b/;
/** The pending permit's match says no application is awaited, or seeks a court's relief: no licence pending. */
export const notAwaitingPermit = (match: string): boolean => noneAwaited.test(match) || reliefSought.test(match);
