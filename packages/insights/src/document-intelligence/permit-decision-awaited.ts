/**
 * A permit applied for, and the regulator's decision said still to come a line or a sentence later, as a data-room
 * answer or a slide sets it out: 'The Company applied to the FRA in February 2025 for a consumer finance licence.' then
 * 'The FRA's review is ongoing and no decision has been issued.'; 'Demande de licence d'établissement de paiement
 * déposée à la Banque centrale le 3 février' then '— en attente de décision'; a slide's 'Dossier d'agrément ... déposé
 * auprès de la BCEAO' then, lines later, 'Instruction en cours — réponse attendue au T4'. Neither line alone names both
 * the permit and its wait. A grant said in between ends the wait; a wait that is hedged ('if no decision is issued')
 * is none. Reads folded text.
 */
import { isHedgedAt, isNegatedAt } from './assertion';
import { namesRegulator } from './regulator-names';
import { excerpt, type SentenceFacts } from './sentence-facts';
import type { RiskFlag } from './types';

const permit = String.raw`(licen[cs]es?|permits?|approvals?|authori[sz]ations?|registrations?|accreditations?|agrements?|autorisations?|permis|homologations?|enregistrements?)`;
/** The application, named with its permit: 'applied ... for a licence', 'application for the permit', "demande d'agrément", 'dossier de licence'. */
const applicationNamed = new RegExp(String.raw`\b(applied|applying|(application|filing|submission|request)s? for)\b[^.;]{0,100}?\b${permit}\b|\b(demandes?|dossiers?|candidatures?|requetes?) (d'|de |du |de l')${permit}\b|\b${permit}\b[^.;]{0,60}\b(applied for|submitted|lodged|deposee?s?|soumise?s?|introduite?s?)\b|\b(file|dossier)s? (went|was sent|was submitted|was lodged|a ete (depose|envoye|transmis|soumis)|est parti) (to|a|au|aupres)\b`);
/** A question or a request that asks for the permits ('List all licences held or applied for', 'Indiquez les agréments demandés') names none applied for. */
const asks = /^\W*([a-z]?\d[\d.]*\s*)?(q\s?\d[\d.]*\s*)?(list|please|describe|provide|give|state|indicate|indiquez|listez|precisez|fournir|fournissez|veuillez|merci de)\b|\?\s*$/;
/**
 * The decision still to come, in words a review or an instruction uses. A regulator's letter may say it of the
 * application alone, the permit named in the sentence before: 'Your application remains under consideration', 'no
 * decision on the licence will be taken until that information has been received', 'votre demande demeure à l'étude',
 * 'aucune décision ne sera prise avant'.
 */
const decisionAwaited = /\b(application|request|file|demande|dossier)\b[^.;]{0,40}\b(remains?|is still|are still|reste|restent|demeure|demeurent|est toujours|est encore) (under (consideration|review|examination|assessment)|being (considered|reviewed|processed|assessed)|a l'(etude|examen|instruction)|en cours d'(examen|instruction|etude))\b|\bno decision (on [^.;]{1,40} )?(will|can|shall) be (taken|made|issued|given)\b|\baucune decision (sur [^.;]{1,40} )?ne (sera|pourra etre) (prise|rendue|notifiee)\b|\b(review|assessment|examination|processing) (is|remains) (still )?(ongoing|in progress|under way|underway|pending)|\bno decision has (yet )?been (issued|made|taken|given|communicated)|\b(awaiting|pending|await) (a |the |its |their )?decision|\bdecision (is )?(still )?(pending|awaited|expected)|\ben attente (de|d'une|de la) (decision|reponse)|\binstruction (est |toujours |encore )*en cours|\ben cours d'instruction|\b(reponse|decision) (est )?(toujours )?attendue|\baucune decision n'a (encore )?ete (rendue|prise|notifiee|communiquee)|\binstruction (de (votre|la|notre|sa) demande |du dossier )?se poursui\w+|\bjusqu'a (la notification d'une|ce qu'une) decision|\buntil a decision is (notified|issued|made|taken)|\b(waiting|wait) (for|on) (a |the |its |their )?decision|\bno date (for|of) (a|the|its) decision|\b(pas de|aucune) date (pour|de) (la|une|sa) decision|\b(attendons|attend) (la|sa|une|leur) (decision|reponse)\b|\b(is|are) (still )?(examining|reviewing|assessing|processing|considering) (the|our|its) (file|application|dossier|request)|\bexamine (toujours|encore) (le|notre|son) dossier/;
/** An approval or an authorisation may be a board's or a lender's: it is a permit only with a regulator named by it. */
// An environmental or operating authorisation is a permit by its qualifier ('soumis à autorisation environnementale').
const permitOwnName = /licen|permit|registr|accredit|agrement|permis|homolog|enregistr|autorisations? (environnementale|d'exploit|d'exercer|de mise sur le marche)|(environmental|operating) (approval|authori[sz]ation)/;
/** The permit granted since, which ends the wait. */
const grant = /\b(granted|issued (the|our|its|a)|approved|obtained|awarded|accordee?s?|delivree?s?|octroyee?s?|obtenue?s?|approuvee?s?)\b/;
/** How many written sentences after the application the decision may be told in: a slide's lines are sentences each. */
const linesAfter = 3;
/** A letter's subject line, and how many of the letter's sentences may follow it before the decision is told. */
const letterSubject = /^\W*(objet|subject|re|ref(erence)?)\s?:/;
const lettersLines = 12;

/** The flag for a permit applied for whose decision a later line says is awaited; null when none. */
export function permitDecisionAwaited(sentences: readonly SentenceFacts[]): RiskFlag | null {
  const written = sentences.filter((s) => !s.derived && !s.projected);
  for (const [i, s] of written.entries()) {
    // Cheap first: most sentences name no permit at all.
    if (!/licen|permit|approv|authori|registr|accredit|agrement|autoris|permis|homolog|enregistr|file|dossier/.test(s.lower) || asks.test(s.lower)) continue;
    // 'Aucune demande d'autorisation n'est en cours d'instruction', 'no application for a licence is pending': none made.
    const application = applicationNamed.exec(s.lower);
    if (!application || isNegatedAt(s.lower, application.index)) continue;
    // A letter whose subject line names the application ('Objet : Demande d'agrément en qualité d'EME') speaks of it throughout.
    const near = written.slice(i, i + (letterSubject.test(s.lower) ? lettersLines : linesAfter) + 1);
    if (!permitOwnName.test(application[0]) && !near.some((n) => namesRegulator.test(n.lower))) continue;
    for (const later of near) {
      if (later !== s && grant.test(later.lower)) break;
      const awaited = decisionAwaited.exec(later.lower);
      if (awaited && !isHedgedAt(later.lower, awaited.index)) {
        return {
          ruleId: 'pending-licence', category: 'regulatory', title: 'A licence or permit is still pending', severity: 'medium', evidence: excerpt(later === s ? s.text : `${s.text} ${later.text}`), occurrences: 1,
          recommendation: 'Give the licence, the regulator, the filing date and the expected decision, and what the business can do until then.',
        };
      }
    }
  }
  return null;
}
