/** Small text helpers shared by the generators. */

/** Replaces each {key} with its value; an unknown key is a bug in a template, so it throws. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Template placeholder {${key}} has no value: ${template}`);
    return String(value);
  });
}

/** 1234567 → '1,234,567', independent of the machine's locale. */
export function groupThousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Lower-case ASCII letters and digits only: 'São Paulo' → 'saopaulo', 'O’Brien' → 'obrien'. */
export function asciiSlug(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Country names as they read inside a sentence: 'the United Kingdom', but 'Kenya'. */
export function countryInSentence(country: string): string {
  return /^United /.test(country) ? `the ${country}` : country;
}

/** 'FinTech, AgriTech and EdTech'. */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Rounds to two significant digits: 1,234,567 → 1,200,000; keeps amounts looking typed by a person. */
export function roundToTwoSignificant(n: number): number {
  if (n <= 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}

/** 1,500,000 with unit 'M' → '1.5'. The value must already have few significant digits. */
function scaled(n: number, divisor: number): string {
  return String(Math.round((n / divisor) * 100) / 100);
}

/** The short form founders type: 750000 → '750K', 1500000 → '1.5M', 2000000000 → '2B'. */
export function compactAmount(n: number): string {
  if (n >= 1e9) return `${scaled(n, 1e9)}B`;
  if (n >= 1e6) return `${scaled(n, 1e6)}M`;
  if (n >= 1e3) return `${scaled(n, 1e3)}K`;
  return String(n);
}

/** Whole US dollars for descriptions: '$85,000'. */
export function usdText(n: number): string {
  return `$${groupThousands(n)}`;
}

/** An amount of hundredths as an exact decimal string: 15 → '0.15', 250 → '2.5', 1000 → '10'. */
export function hundredthsText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
