/**
 * ISO 3166-1 alpha-2 codes for the country names startups type ("Kenya", "Côte d'Ivoire"), which
 * OCF's issuer needs. The names come from the runtime's own CLDR data (Intl.DisplayNames), so no
 * list is kept here; a name the runtime does not know has no code.
 */
let byName: Map<string, string> | null = null;

const normalise = (name: string) => name.replaceAll('\u2019', "'").normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();

export function countryCode(name: string): string | null {
  if (!byName) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    byName = new Map();
    for (let a = 65; a <= 90; a += 1) {
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b);
        const display = names.of(code);
        if (display && display !== code) byName.set(normalise(display), code);
      }
    }
  }
  return byName.get(normalise(name)) ?? null;
}
