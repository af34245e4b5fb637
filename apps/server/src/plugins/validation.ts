import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { parse } from 'fast-querystring';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** Distinct query strings remembered; the oldest goes first. */
const REMEMBERED_QUERIES = 500;
/** Longer query texts are parsed each time, so what is remembered stays small (500 × 1 KB at most). */
const REMEMBERED_LENGTH = 1024;

type ParsedQuery = Record<string, unknown>;

/** Freezes a validated value all the way down, so a handler that tried to change a shared one would throw. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The router's query-string parser (fast-querystring, Fastify's own default) remembering what it
 * parsed recently by the raw text: the same query string gives the same frozen object. Validation
 * below, the text check (plugins/text-input.ts) and the caches' keys (lib/value-key.ts) then know a
 * query by its identity instead of serialising or walking it on every request: together about a
 * tenth of a cached directory page's JavaScript (CPU profile, bench/README.md).
 */
export function rememberingQuerystringParser(): (raw: string) => ParsedQuery {
  const parsed = new Map<string, ParsedQuery>();
  return (raw) => {
    if (raw.length > REMEMBERED_LENGTH) return parse(raw) as ParsedQuery;
    let query = parsed.get(raw);
    if (query === undefined) {
      if (parsed.size >= REMEMBERED_QUERIES) parsed.delete(parsed.keys().next().value!);
      query = deepFreeze(parse(raw) as ParsedQuery);
      parsed.set(raw, query);
    }
    return query;
  };
}

/**
 * Zod validation of every request part; for query strings, the validated value of a query seen
 * recently is reused. Public lists are asked for with the same few queries again and again, and
 * parsing one (defaults, taxonomy slugs, numbers) cost about a twentieth of a cached directory
 * page (CPU profile, bench/README.md). Parsing is a pure function of the query, so the reused
 * value is the one a new parse would give; it is frozen because requests share it. It is kept for
 * as long as the parsed query it came from (a frozen one, from the parser above). Invalid queries
 * are parsed each time (their errors are not kept).
 */
export const validatorCompilerRememberingQueries: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const remembered = new WeakMap<object, unknown>();
  return (data: unknown) => {
    const rememberable = data !== null && typeof data === 'object' && Object.isFrozen(data);
    const known = rememberable ? remembered.get(data) : undefined;
    if (known !== undefined) return { value: known };
    const result = validate(data) as { value?: unknown; error?: Error | FastifySchemaValidationError[] };
    if (result.error === undefined && rememberable) remembered.set(data, deepFreeze(result.value));
    return result;
  };
};
