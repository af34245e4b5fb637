import { describe, expect, it } from 'vitest';
import { createNarrator, httpNarrator, localNarrator } from './llm';

const llm = { baseUrl: 'https://llm.example/v1', apiKey: 'key', model: 'small' };

describe('narrators', () => {
  it('stays silent without configuration', async () => {
    expect(createNarrator({ llm: undefined })).toBe(localNarrator);
    expect(await localNarrator.narrate('Summarise.', { score: 1 })).toBeNull();
  });

  it('sends the computed facts to the chat endpoint and returns its text', async () => {
    let sent: { url: string; body: { model: string; messages: { content: string }[] }; auth: string | null } | undefined;
    const fake: typeof fetch = async (url, init) => {
      sent = { url: String(url), body: JSON.parse(String(init?.body)), auth: new Headers(init?.headers).get('authorization') };
      return new Response(JSON.stringify({ choices: [{ message: { content: ' A solid seed-stage company. ' } }] }), { status: 200 });
    };
    expect(await httpNarrator(llm, fake).narrate('Summarise.', { score: 71 })).toBe('A solid seed-stage company.');
    expect(sent?.url).toBe('https://llm.example/v1/chat/completions');
    expect(sent?.auth).toBe('Bearer key');
    expect(sent?.body.model).toBe('small');
    expect(sent?.body.messages[1]?.content).toBe('{"score":71}');
  });

  it('answers null when the endpoint fails, so results never depend on it', async () => {
    const failing: typeof fetch = async () => new Response('overloaded', { status: 503 });
    const throwing: typeof fetch = async () => {
      throw new Error('offline');
    };
    expect(await httpNarrator(llm, failing).narrate('Summarise.', {})).toBeNull();
    expect(await httpNarrator(llm, throwing).narrate('Summarise.', {})).toBeNull();
  });
});
