/**
 * Optional narrative from an OpenAI-compatible chat endpoint. Every score, flag and
 * recommendation is computed without it; the narrative only retells computed facts in prose.
 * Without LLM_BASE_URL / LLM_API_KEY / LLM_MODEL the local adapter answers null, and so does
 * the real one on any failure or after its time limit, so a request never fails because of it.
 */
import type { Config } from '../config';

export type Narrator = {
  /** Prose for the given computed facts, or null when no narrative is available. */
  narrate(instructions: string, facts: unknown): Promise<string | null>;
};

export const localNarrator: Narrator = { narrate: async () => null };

/** Long enough for a short paragraph from a hosted model, short enough not to hold a request. */
const timeoutMs = 8000;
const maxNarrativeLength = 2000;

export function httpNarrator(llm: NonNullable<Config['llm']>, fetchImpl: typeof fetch = fetch): Narrator {
  return {
    async narrate(instructions, facts) {
      try {
        const response = await fetchImpl(`${llm.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${llm.apiKey}` },
          body: JSON.stringify({
            model: llm.model,
            temperature: 0,
            messages: [
              { role: 'system', content: `${instructions} Use only the facts given; do not add numbers that are not in them.` },
              { role: 'user', content: JSON.stringify(facts) },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = body.choices?.[0]?.message?.content;
        return typeof content === 'string' && content.trim() ? content.trim().slice(0, maxNarrativeLength) : null;
      } catch {
        return null;
      }
    },
  };
}

export function createNarrator(config: Pick<Config, 'llm'>): Narrator {
  return config.llm ? httpNarrator(config.llm) : localNarrator;
}
