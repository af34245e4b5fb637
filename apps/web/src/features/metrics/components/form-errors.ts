export type FieldErrors = Partial<Record<'kind' | 'name' | 'unit' | 'currency' | 'form', string>>;

/** The issues of a refused metric definition by field (the first for each); anything else under 'form'. */
export function errorsByField(issues: { path: string; message: string }[], fallback: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = (['kind', 'name', 'unit', 'currency'] as const).find((name) => issue.path === name);
    errors[field ?? 'form'] ??= issue.message;
  }
  if (Object.keys(errors).length === 0) errors.form = fallback;
  return errors;
}
