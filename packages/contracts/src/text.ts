import type { z } from 'zod';

/**
 * Characters no text field may hold, and the stricter rule for names (docs/security.md, "Hostile input classes").
 * docs/security.md, "Input handling", says which classes are refused and where.
 */
export const textMessages = {
  /** PostgreSQL text cannot store U+0000, so it is refused in every string of every request. */
  nul: 'Text cannot contain the NUL character (U+0000)',
  /** Half of a UTF-16 surrogate pair is not a character and has no UTF-8 form. */
  loneSurrogate: 'Text must be valid Unicode: it contains a lone surrogate (U+D800–U+DFFF without its pair)',
  nameControl: 'Names cannot contain control characters (U+0000–U+001F, U+007F–U+009F)',
  nameBidi: 'Names cannot contain bidirectional override characters (U+202A–U+202E, U+2066–U+2069)',
  /** A multipart upload whose body cannot be read as form data. */
  multipartMalformed: 'The upload is not a well-formed multipart/form-data body',
} as const;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Embeddings, overrides and isolates reorder what a reader sees ('invoice\u202Efdp.exe').
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** Why a string cannot be stored as text at all, or undefined when it can. */
export function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return textMessages.nul;
  if (LONE_SURROGATE.test(value)) return textMessages.loneSurrogate;
  return undefined;
}

/** Why a string cannot be a name (a person, company, room, folder or file), or undefined. */
export function nameProblem(value: string): string | undefined {
  const problem = textProblem(value);
  if (problem) return problem;
  if (CONTROL.test(value)) return textMessages.nameControl;
  if (BIDI_CONTROL.test(value)) return textMessages.nameBidi;
  return undefined;
}

/** Adds the name rule to a string schema: names are refused, never silently rewritten. */
export function withNameCharacters<T extends z.ZodType<string>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}
