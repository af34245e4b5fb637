import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/event-stream';
import { as, createTestApp, signUpUser, type TestApp } from '../../test/test-app';
import { connect } from '../../test/factories/network';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const isMessage = (content: string) => (e: { data: unknown }) => (e.data as { type: string; message?: { content: string } }).message?.content === content;

describe('GET /api/messages/stream', () => {
  it('delivers a new message live to both people, and a notification event to the recipient', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await connect(t, a, b);
    const [thread] = (await t.app.inject(as(a, { method: 'GET', url: '/api/messages/threads' }))).json();
    const streamA = openEventStream(baseUrl, a.cookie);
    const streamB = openEventStream(baseUrl, b.cookie);
    await Promise.all([streamA.opened, streamB.opened]);

    await t.app.inject(as(a, { method: 'POST', url: `/api/messages/threads/${thread.id}/messages`, payload: { content: 'Live hello' } }));
    const received = await streamB.waitFor(isMessage('Live hello'));
    expect(Number(received.id)).toBeGreaterThan(0);
    await streamA.waitFor(isMessage('Live hello'));
    await streamB.waitFor((e) => (e.data as { type: string }).type === 'notification');
    streamA.close();
    streamB.close();
  });

  it('replays what a reconnecting browser missed after its Last-Event-ID, and nothing of other threads', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const c = await signUpUser(t.app);
    await connect(t, a, b);
    await connect(t, a, c);
    const threads = (await t.app.inject(as(a, { method: 'GET', url: '/api/messages/threads' }))).json();
    const withB = threads.find((th: { otherUser: { id: string } }) => th.otherUser.id === b.id).id;
    const withC = threads.find((th: { otherUser: { id: string } }) => th.otherUser.id === c.id).id;
    const first = (await t.app.inject(as(a, { method: 'POST', url: `/api/messages/threads/${withB}/messages`, payload: { content: 'seen' } }))).json();
    await t.app.inject(as(a, { method: 'POST', url: `/api/messages/threads/${withB}/messages`, payload: { content: 'missed' } }));
    await t.app.inject(as(a, { method: 'POST', url: `/api/messages/threads/${withC}/messages`, payload: { content: 'for C only' } }));

    const stream = openEventStream(baseUrl, b.cookie, { 'last-event-id': String(first.id) });
    await stream.opened;
    await stream.waitFor(isMessage('missed'));
    expect(stream.events.some(isMessage('seen'))).toBe(false);
    expect(stream.events.some(isMessage('for C only'))).toBe(false);
    stream.close();
  });

  it('answers 401 without a session', async () => {
    const stream = openEventStream(baseUrl, '');
    await stream.opened;
    expect(stream.status).toBe(401);
    stream.close();
  });
});
