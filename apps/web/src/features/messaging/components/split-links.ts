/** http(s) and www. addresses; anything else (javascript:, data:) stays plain text. */
const LINK = /\b(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+)/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

export type TextPart = string | { href: string; label: string };

/** Splits message text into plain runs and links, keeping every character in order. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const label = match[0].replace(TRAILING, '');
    parts.push(text.slice(last, match.index), { href: label.toLowerCase().startsWith('www.') ? `https://${label}` : label, label });
    last = match.index + label.length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}
