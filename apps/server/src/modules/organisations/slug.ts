/** A URL slug from a name: 'Sahel Capital Partners' → 'sahel-capital-partners', accents dropped ('Côte' → 'cote'). */
export function slugBase(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'organisation';
}

/** The base if free, else the first numbered one free ('acme-2', 'acme-3', …) among those taken. */
export function freeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
