/**
 * Whether a text is, by its form, none of the documents the guide's missing-financials class speaks of ('a deck, plan
 * or statement with no revenue or cost figure'): a conversation (a chat export, an interview or podcast transcript, a
 * questionnaire's questions and answers), a press article, or an auditor's report standing alone. Such a text is filed
 * under a deck's or a plan's type when it reaches us, but it was never meant to set out the company's figures, so their
 * absence says nothing. Read from the written lines' own form, whatever the language: who speaks, a news report's
 * dateline and sources, the auditor's opinion on statements the text does not carry.
 */
import type { SentenceFacts } from './sentence-facts';

/**
 * A line opening on its speaker: a chat export's timestamp then a name ('[16/10 18:02] Aminu:', '17/06/2025, 22:10 -
 * Hajar:'), a workspace export's handle then its time ('femi.c   09:04  ...'), or a transcript's tag in capitals or a
 * question and answer mark ('HOST:', 'WAMBUI :', 'Q:', 'Réponse :'), or a first name and an initial ('Serge K. :').
 */
const chatTurn = /^\[?\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?,?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]m)?\]?\s*(?:-\s*)?([^:\]\d][^:\]]{0,30}):/i;
/** Whether a line opens a chat export's message (its timestamp then its speaker). */
export const opensChatMessage = (text: string): boolean => chatTurn.test(text.trim());
const handleTurn = /^([a-z][\w.'-]{1,30})\s+\d{1,2}:\d{2}(?:\s?[ap]m)?\s/i;
// Or a person named with an initial, as a call's notes write speakers ('Serge K. :', 'Claire M.:'): a slide's label has no initial.
const transcriptTurn = /^(Q|A|[A-Z][A-Z'-]{1,20}|Question|R\u00e9ponse|Reponse|Answer|[A-Z][a-z\u00e0-\u00ff'-]+ [A-Z]\.)\d{0,2}\s?:\s/;
// Or a chat's time alone in brackets before the speaker ('[21:02] Boubacar :', '[09:41] Dina Sherif:').
const timedTurn = /^\[\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]m)?\]\s*([^:\]\d][^:\]]{0,30}):/i;
const speakerOf = (text: string): string | null => {
  const line = text.trim();
  const found = chatTurn.exec(line) ?? timedTurn.exec(line) ?? handleTurn.exec(line) ?? transcriptTurn.exec(line);
  return found?.[1]?.trim().toLowerCase() ?? null;
};

/** Turns taken by at least two speakers, each speaking at least twice: an exchange, not a slide's or a form's labels. */
function isConversation(written: readonly SentenceFacts[]): boolean {
  const turns = new Map<string, number>();
  for (const s of written) {
    const speaker = speakerOf(s.text);
    if (speaker !== null) turns.set(speaker, (turns.get(speaker) ?? 0) + 1);
  }
  return [...turns.values()].filter((n) => n >= 2).length >= 2;
}

/**
 * A news report: an event dated by its weekday ('said on Tuesday', 'a ordonné mardi'; a scan may split the word, 'tues
 * day') and words reported from a source ('she said', 'a déclaré', 'précise l'ARPT', 'Contactée, la direction').
 */
const weekday = /\b(mon|tues|wednes|thurs|fri|satur|sun) ?day\b|\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/;
const reported = /\b(said|says|told|according to|a declare|a indique|a annonce|a affirme|a explique|precise|indique|selon|dit|contacte)\b/;
const isPressReport = (written: readonly SentenceFacts[]) => written.some((s) => weekday.test(s.lower)) && written.some((s) => reported.test(s.lower));

/**
 * An auditor's report alone: its opinion on the financial statements ('À notre avis, les états financiers annuels sont
 * réguliers et sincères', 'In our opinion, the financial statements give a true and fair view', 'We do not express an
 * opinion on the financial statements'), the opinion possibly qualified first ('sous réserve de...'), with no statement's
 * row of figures after it (a label and two columns): a report bound with its statements is a statement.
 */
const opinion = /\b(a notre avis|in our opinion|(do not|cannot) express an opinion|n'exprimons pas d'opinion|nous avons effectue l'audit|we have audited)\b[^.]{0,100}?\b(etats finan|comptes annu|financial statements)/;
const statementRow = /\d\s*(\||\t|\s{2,})\s*[-(]?\d/;
const isAuditorsReport = (written: readonly SentenceFacts[]): boolean => written.some((s) => opinion.test(s.lower)) && !written.some((s) => statementRow.test(s.text));

/** Whether the text is a conversation, a press report or an auditor's report alone: not a deck, plan or statement. */
export function neitherDeckPlanNorStatement(sentences: readonly SentenceFacts[]): boolean {
  const written = sentences.filter((s) => !s.derived);
  return isConversation(written) || isPressReport(written) || isAuditorsReport(written);
}
