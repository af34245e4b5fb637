import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { message } from '@baobab/contracts/i18n/message';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { MESSAGES_HEADER, messagesHeaderHook, serializerWithMessages } from './messages-serializer';

const schema = z.object({ score: z.number(), findings: z.array(z.string()) });
const serialize = serializerWithMessages({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<typeof serializerWithMessages>[0]);

describe('the serializer with messages', () => {
  it('sends each message as its English where the schema has a string, and the messages beside the body', () => {
    const finding = message('Runway of {{months}} months is under {{minimum}}', { months: 4.5, minimum: 6 });
    const json = JSON.parse(serialize(toWire({ score: 40, findings: [finding, 'typed by a person'] }))) as Record<string, unknown>;
    expect(json).toEqual({ score: 40, findings: ['Runway of 4.5 months is under 6', 'typed by a person'], messages: { 'Runway of 4.5 months is under 6': finding } });
  });

  it('sends an answer without messages exactly as zod writes it', () => {
    expect(serialize({ score: 1, findings: ['a'] })).toBe('{"score":1,"findings":["a"]}');
  });
});

describe('a list answer', () => {
  it('carries its messages in a header, since a top-level array has no room for them', async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerWithMessages);
    app.addHook('preSerialization', messagesHeaderHook);
    const finding = message('Runway of {{months}} months is under {{minimum}}', { months: 4.5, minimum: 6 });
    app.get('/list', { schema: { response: { 200: z.array(z.string()) } } }, async () => toWire([finding, 'typed by a person']));
    const response = await app.inject({ method: 'GET', url: '/list' });
    expect(response.json()).toEqual(['Runway of 4.5 months is under 6', 'typed by a person']);
    expect(JSON.parse(decodeURIComponent(String(response.headers[MESSAGES_HEADER])))).toEqual({ 'Runway of 4.5 months is under 6': finding });
    await app.close();
  });
});
