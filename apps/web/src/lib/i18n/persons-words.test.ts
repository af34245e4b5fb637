import { describe, expect, it } from 'vitest';
import { message } from '@baobab/contracts/i18n/message';
import { toWire, wireGlossary } from '@baobab/contracts/i18n/message-wire';
import { notificationBody, notificationTexts as nt, personsWords } from '@baobab/contracts/notification-texts';
import { loadTranslation, translateLoaded } from './translated';
import { rememberMessagesOf } from './glossary';

/**
 * A notification as the server answers it (decision 0046): each message's English in the body, the
 * messages beside it, as the serializer (apps/server/src/plugins/messages-serializer.ts) adds them.
 */
function answerOf(items: { title: ReturnType<typeof message>; body?: ReturnType<typeof message> }[]) {
  const wire = toWire({ items: items.map(({ title, body }) => ({ title, body: body ?? '' })), unreadCount: items.length });
  return JSON.parse(JSON.stringify({ ...wire, messages: wireGlossary(wire) })) as { items: { title: string; body: string }[] };
}

const note = "Angel from Accra, interested in your seed; would like to see the deck. **Merci** à l'équipe";
// Shaped like catalog sentences and i18next's own syntax: none of it may be read as such.
const tricky = 'Seed $t(Seed) {{name}} — de Abidjan, le Orange, *Series A*';

describe("a person's words in French on the web", () => {
  it('shows a note as written, the sentence around it in French', async () => {
    await loadTranslation('fr', 'notifications');
    await loadTranslation('fr', 'email');
    const answer = answerOf([
      { title: message(nt.introRequest, { name: 'Angel from Accra' }), body: notificationBody(note, message(nt.attachedStartup, { name: 'Éco Pay' })) },
      { title: message(nt.accessRequested, { name: 'Kofi Mensah', room: 'Series A room' }), body: personsWords(tricky) },
      { title: message(nt.updateReplyToFounder, { name: 'Kofi Mensah', title: 'Notre mois de mars' }), body: personsWords('## Merci\nHappy to see the deck.') },
    ]);
    rememberMessagesOf(answer);
    const [intro, room, reply] = answer.items;
    expect(translateLoaded('fr', intro!.title)).toBe('Angel from Accra vous a envoyé une demande de mise en relation');
    expect(translateLoaded('fr', intro!.body)).toBe(`${note}\nStartup jointe : Éco Pay`);
    expect(translateLoaded('fr', room!.title)).toBe("Kofi Mensah a demandé l'accès à Series A room");
    expect(translateLoaded('fr', room!.body)).toBe(tricky);
    expect(translateLoaded('fr', reply!.body)).toBe('## Merci\nHappy to see the deck.');
  });

  it('keeps words shaped like a catalog sentence, or equal to a filled one, exactly as written', async () => {
    await loadTranslation('fr', 'notifications');
    const angel = 'Angel from Accra, interested in your seed; would like to see the deck.';
    const filled = 'Kofi Mensah gave you access to Series A room'; // nt.accessGranted filled in English, typed by a person
    const answer = answerOf([{ title: message(nt.introRequest, { name: 'Angel from Accra' }), body: personsWords(angel) }, { title: message(nt.introRequest, { name: 'Ama' }), body: personsWords(filled) }]);
    rememberMessagesOf(answer);
    expect(translateLoaded('fr', answer.items[0]!.body)).toBe(angel);
    expect(translateLoaded('fr', answer.items[1]!.body)).toBe(filled);
    // A screen's own `t` never reads a value as a sentence either.
    const t = await loadTranslation('fr', 'email');
    expect(t(nt.introRequest, { name: filled })).toBe(`${filled} vous a envoyé une demande de mise en relation`);
  });

  it('writes the figures of a notification in French', async () => {
    await loadTranslation('fr', 'notifications');
    const answer = answerOf([{ title: message(nt.investmentRecorded, { name: 'Kofi Mensah', amount: { amount: 25000, currency: 'USD' }, round: message('Seed'), startup: 'Kilimo Pay' }) }]);
    rememberMessagesOf(answer);
    expect(answer.items[0]!.title).toBe('Kofi Mensah recorded a $25,000 Seed investment in Kilimo Pay: please confirm or decline');
    expect(translateLoaded('fr', answer.items[0]!.title).replace(/[\u00a0\u202f]/g, ' ')).toBe('Kofi Mensah a déclaré un investissement Amorçage de 25 000 $US dans Kilimo Pay : merci de le confirmer ou de le refuser');
  });
});
