import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** Distinct query strings remembered per route; the oldest goes first. */
const REMEMBERED_QUERIES = 500;

/** Freezes a validated value all the way down, so a handler that tried to change a shared one would throw. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Zod validation of every request part; for query strings, the parsed value of a query seen
 * recently is reused. Public lists are asked for with the same few queries again and again, and
 * parsing one (defaults, taxonomy slugs, numbers) cost about a twentieth of a cached directory
 * page (CPU profile, bench/README.md). Parsing is a pure function of the query, so the reused value is the
 * one a new parse would give; it is frozen because requests share it. Invalid queries are parsed
 * each time (their errors are not kept).
 */
export const validatorCompilerRememberingQueries: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const remembered = new Map<string, unknown>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    const known = remembered.get(key);
    if (known !== undefined) return { value: known };
    const result = validate(data) as { value?: unknown; error?: Error | FastifySchemaValidationError[] };
    if (result.error === undefined) {
      if (remembered.size >= REMEMBERED_QUERIES) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, deepFreeze(result.value));
    }
    return result;
  };
};
