import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '@baobab/contracts/profiles';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';

let t: TestApp;
let subject: TestUser;
let author: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  subject = await signUpUser(t.app, { firstName: 'Ngozi', lastName: 'Eze' });
  author = await signUpUser(t.app, { firstName: 'Kwame', lastName: 'Mensah' });
  stranger = await signUpUser(t.app);
  await connect(t, subject, author);
});
afterAll(() => t.close());

const ask = (user: TestUser, authorId: string) =>
  t.app.inject(as(user, { method: 'POST', url: '/api/users/recommendations/requests', payload: { authorId, relationship: 'Worked together at Andela', message: 'Would you write a few words?' } }));
const requestsOf = async (user: TestUser) => (await t.app.inject(as(user, { method: 'GET', url: '/api/users/recommendations/requests' }))).json();
const recommendationsOf = async (user: TestUser) => (await t.app.inject(as(user, { method: 'GET', url: '/api/users/recommendations' }))).json();

describe('recommendations', () => {
  it('only a connection may be asked', async () => {
    const response = await ask(subject, stranger.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(profileMessages.notConnected);
  });

  it('a request appears for both, is written by the author and then shows on the profile', async () => {
    expect((await ask(subject, author.id)).statusCode).toBe(204);
    expect((await ask(subject, author.id)).statusCode).toBe(409);
    expect(await recommendationsOf(subject)).toEqual([]);
    const [outgoing] = await requestsOf(subject);
    expect(outgoing).toMatchObject({ direction: 'outgoing', otherUser: { firstName: 'Kwame' } });
    const [incoming] = await requestsOf(author);
    expect(incoming).toMatchObject({ direction: 'incoming', otherUser: { firstName: 'Ngozi' }, relationship: 'Worked together at Andela' });

    // Neither the subject nor a stranger may write it.
    const content = { title: 'CTO, Kora', content: 'Ngozi ships reliable products and lifts everyone around her.' };
    for (const user of [subject, stranger]) {
      const response = await t.app.inject(as(user, { method: 'POST', url: `/api/users/recommendations/${incoming.id}/write`, payload: content }));
      expect(response.statusCode).toBe(404);
    }
    const tooShort = await t.app.inject(as(author, { method: 'POST', url: `/api/users/recommendations/${incoming.id}/write`, payload: { content: 'Great.' } }));
    expect(tooShort.json().message).toContain(profileMessages.recommendationContent);

    const written = await t.app.inject(as(author, { method: 'POST', url: `/api/users/recommendations/${incoming.id}/write`, payload: content }));
    expect(written.statusCode).toBe(204);
    const [shown] = await recommendationsOf(subject);
    expect(shown).toMatchObject({ fromUser: { firstName: 'Kwame', lastName: 'Mensah' }, relationship: 'Worked together at Andela', ...content });
    expect(await requestsOf(author)).toEqual([]);
  });

  it('a declined request does not show and may be asked again', async () => {
    const other = await signUpUser(t.app, { firstName: 'Thandi' });
    await connect(t, other, subject);
    await ask(other, subject.id);
    const [incoming] = await requestsOf(subject);
    expect((await t.app.inject(as(subject, { method: 'POST', url: `/api/users/recommendations/${incoming.id}/decline` }))).statusCode).toBe(204);
    expect(await recommendationsOf(other)).toEqual([]);
    expect((await ask(other, subject.id)).statusCode).toBe(204);
  });
});
