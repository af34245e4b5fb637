import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Glossary } from '@baobab/contracts/i18n/message';
import { fillText } from '@baobab/i18n/fill';
import { notificationTexts as nt } from '@baobab/contracts/notification-texts';
import type { Email } from '../../integrations/email';
import { translatorFor } from '../../lib/i18n';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createRoom } from '../../test/factories/data-rooms';
import { confirmedInvestment } from '../../test/factories/portfolio';
import { buildStartup } from '../../test/factories/startups';
import { sendUpdate } from '../../test/factories/updates';
import { signUpWithRole } from '../../test/factories/users';

/**
 * What a person writes reaches a reader in another language exactly as written (decision 0046): an intro
 * note, a data-room request note and an update reply, each mixing English, French and Markdown, sent to
 * a founder who reads Baobab in French and one who reads it in Arabic (right to left). Read back through a sentence's template, such a note came out
 * half translated ("d'Angel from Accra … like à see the deck").
 */
const note = "Angel from Accra, interested in your seed; would like to see the deck. **Merci** à l'équipe";
const roomNote = 'Could I see the data room of Kilimo Pay? We lead seed rounds in *fintech*. À bientôt, {{name}}';
const replyText = '## Merci\nHappy to introduce you to two funds in Nairobi, de Abidjan à Dakar.';

/** Exactly a catalog sentence filled in English, as a person might type it. */
const filledSentence = fillText(nt.accessGranted, { name: 'Ama Owusu', room: 'Series A room' });

let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let startupId: number;

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder', { firstName: 'Awa', lastName: 'Diop' });
  investor = await signUpWithRole(t, 'investor', { firstName: 'Kofi', lastName: 'Mensah' });
  const saved = await t.app.inject(as(founder, { method: 'PUT', url: '/api/account/preferences', payload: { locale: 'fr' } }));
  expect(saved.statusCode).toBe(200);
  startupId = (await buildStartup(t, founder.id, { name: 'Kilimo Pay' })).id;
});
afterAll(() => t.close());

type NotificationAnswer = { items: { kind: string; title: string; body: string }[]; messages?: Glossary };
const notificationsOf = async (user: TestUser): Promise<NotificationAnswer> => (await t.app.inject(as(user, { method: 'GET', url: '/api/notifications' }))).json();
const notificationOfKind = async (kind: string, reader: TestUser = founder) => {
  const answer = await notificationsOf(reader);
  const item = answer.items.find((n) => n.kind === kind);
  expect(item, kind).toBeDefined();
  return { answer, item: item! };
};

/** The founder's notification e-mail for `kind`'s title, once the queue has sent it. */
async function emailWith(subject: string): Promise<Email> {
  await vi.waitFor(() => expect(t.mailer.sent.some((m) => m.to === founder.email && m.subject === subject)).toBe(true), { timeout: 20_000 });
  return t.mailer.sent.find((m) => m.to === founder.email && m.subject === subject)!;
}

describe("a person's words to a French reader", () => {
  it('is never read back into a template, even as a bare string shaped like a catalog sentence or equal to a filled one', () => {
    const fr = translatorFor('fr');
    for (const words of [note, 'Angel from Accra, interested in your seed; would like to see the deck.', filledSentence]) expect(fr.message(words)).toBe(words);
  });

  it('an intro note: the answer carries it as a value, and the French e-mail shows it as written', async () => {
    const sent = await t.app.inject(as(investor, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: founder.id, message: note } }));
    expect(sent.statusCode, sent.body).toBe(201);
    const { answer, item } = await notificationOfKind('intro_request');
    expect(item.title).toBe('Kofi Mensah sent you an intro request');
    expect(item.body).toBe(note);
    expect(answer.messages?.[item.title]).toEqual({ i18nKey: nt.introRequest, values: { name: 'Kofi Mensah' } });
    expect(answer.messages?.[note]).toEqual({ i18nKey: nt.personsWords, values: { text: note } });

    const mail = await emailWith('Kofi Mensah vous a envoyé une demande de mise en relation');
    expect(mail.text.split('\n')).toContain(note);
    expect(mail.text).toContain('Bonjour Awa,');
  });

  it('a data-room request note, the same', async () => {
    const roomId = await createRoom(t, founder, startupId, 'Series A room');
    const asked = await t.app.inject(as(investor, { method: 'POST', url: `/api/data-rooms/${roomId}/access-requests`, payload: { message: roomNote } }));
    expect(asked.statusCode, asked.body).toBe(201);
    const { answer, item } = await notificationOfKind('data_room_request');
    expect(item.body).toBe(roomNote);
    expect(answer.messages?.[roomNote]).toEqual({ i18nKey: nt.personsWords, values: { text: roomNote } });

    const mail = await emailWith("Kofi Mensah a demandé l'accès à Series A room");
    expect(mail.text).toContain(`\n\n${roomNote}\n\n`);

    // A note that is exactly a catalog sentence filled in English stays that English in the French e-mail.
    const other = await signUpWithRole(t, 'investor', { firstName: 'Ama', lastName: 'Owusu' });
    const askedAgain = await t.app.inject(as(other, { method: 'POST', url: `/api/data-rooms/${roomId}/access-requests`, payload: { message: filledSentence } }));
    expect(askedAgain.statusCode, askedAgain.body).toBe(201);
    const second = await emailWith("Ama Owusu a demandé l'accès à Series A room");
    expect(second.text).toContain(`\n\n${filledSentence}\n\n`);
  });

  it('an update reply (Markdown as typed), the same', async () => {
    await confirmedInvestment(t, investor, founder, startupId);
    const updateId = await sendUpdate(t, founder, startupId, { title: 'Notre mois de mars', audience: { confirmedInvestors: true, shareHolders: false, connections: false, userIds: [] } });
    const replied = await t.app.inject(as(investor, { method: 'POST', url: `/api/updates/${updateId}/replies`, payload: { body: replyText } }));
    expect(replied.statusCode, replied.body).toBe(201);
    const { answer, item } = await notificationOfKind('update_reply');
    expect(item.title).toBe('Kofi Mensah replied to your update "Notre mois de mars"');
    expect(item.body).toBe(replyText);
    expect(answer.messages?.[replyText]).toEqual({ i18nKey: nt.personsWords, values: { text: replyText } });

    const mail = await emailWith('Kofi Mensah a répondu à votre actualité « Notre mois de mars »');
    expect(mail.text).toContain(`\n\n${replyText}\n\n`);
  });

  it('an intro note with a startup attached: the note as written, the attachment in French', () => {
    const fr = translatorFor('fr');
    const body = { i18nKey: nt.twoLines, values: { first: { i18nKey: nt.personsWords, values: { text: note } }, second: { i18nKey: nt.attachedStartup, values: { name: 'Acme' } } } };
    expect(fr.message(body)).toBe(`${note}\nStartup jointe : Acme`);
  });
});

describe("a person's words to an Arabic reader", () => {
  let reader: TestUser;
  let readerStartupId: number;
  /** The reader's e-mail that carries `text`, once the queue has sent it. */
  async function emailCarrying(text: string): Promise<Email> {
    await vi.waitFor(() => expect(t.mailer.sent.some((m) => m.to === reader.email && m.text.includes(text))).toBe(true), { timeout: 20_000 });
    return t.mailer.sent.find((m) => m.to === reader.email && m.text.includes(text))!;
  }

  beforeAll(async () => {
    reader = await signUpWithRole(t, 'founder', { firstName: 'Salma', lastName: 'Benali' });
    const saved = await t.app.inject(as(reader, { method: 'PUT', url: '/api/account/preferences', payload: { locale: 'ar' } }));
    expect(saved.statusCode).toBe(200);
    readerStartupId = (await buildStartup(t, reader.id, { name: 'Souk Pay' })).id;
  });

  it('an intro note, a data-room request note and an update reply: in the answer and in the Arabic e-mail exactly as written', async () => {
    const sent = await t.app.inject(as(investor, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: reader.id, message: note } }));
    expect(sent.statusCode, sent.body).toBe(201);
    const intro = await notificationOfKind('intro_request', reader);
    expect(translatorFor('ar').message(note)).toBe(note);
    expect(intro.item.body).toBe(note);
    const introMail = await emailCarrying(note);
    expect(introMail.text.split('\n')).toContain(note);
    expect(introMail.subject).not.toMatch(/intro request/); // the sentence around the note is Arabic
    // The Latin name inside the Arabic sentence is a first strong isolate (isolate.ts); the note, a paragraph of its own, is not.
    expect(introMail.subject).toContain('\u2068Kofi Mensah\u2069');
    expect(introMail.text).not.toContain('\u2068' + note);

    const roomId = await createRoom(t, reader, readerStartupId, 'Series A room');
    const asked = await t.app.inject(as(investor, { method: 'POST', url: `/api/data-rooms/${roomId}/access-requests`, payload: { message: roomNote } }));
    expect(asked.statusCode, asked.body).toBe(201);
    const room = await notificationOfKind('data_room_request', reader);
    expect(room.item.body).toBe(roomNote);
    const roomMail = await emailCarrying(roomNote);
    expect(roomMail.text).toContain(`\n\n${roomNote}\n\n`);

    await confirmedInvestment(t, investor, reader, readerStartupId);
    const updateId = await sendUpdate(t, reader, readerStartupId, { title: 'Notre mois de mars', audience: { confirmedInvestors: true, shareHolders: false, connections: false, userIds: [] } });
    const replied = await t.app.inject(as(investor, { method: 'POST', url: `/api/updates/${updateId}/replies`, payload: { body: replyText } }));
    expect(replied.statusCode, replied.body).toBe(201);
    const reply = await notificationOfKind('update_reply', reader);
    expect(reply.item.body).toBe(replyText);
    const replyMail = await emailCarrying(replyText);
    expect(replyMail.text).toContain(`\n\n${replyText}\n\n`);
  });
});
