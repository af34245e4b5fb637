/**
 * The members a note names with `@`: by full name ("@Amina Diallo"), or by first name alone when no other
 * member shares it. Case and accents as typed are compared case-insensitively; the author is never told
 * of their own note. Only the members passed in (the organisation's current ones) can be named.
 */
export type Mentionable = { userId: string; firstName: string; lastName: string };

export function mentionedMembers(body: string, members: Mentionable[], authorId: string): Mentionable[] {
  const text = body.toLocaleLowerCase();
  const firstNameCount = new Map<string, number>();
  for (const m of members) firstNameCount.set(m.firstName.toLocaleLowerCase(), (firstNameCount.get(m.firstName.toLocaleLowerCase()) ?? 0) + 1);
  const names = (after: string) => (at: number) => !/[\p{L}\p{N}]/u.test(text.charAt(at + after.length + 1));
  return members.filter((m) => {
    if (m.userId === authorId) return false;
    const full = `${m.firstName} ${m.lastName}`.trim().toLocaleLowerCase();
    const first = m.firstName.toLocaleLowerCase();
    if (occurrences(text, `@${full}`).some(names(full))) return true;
    return first !== '' && firstNameCount.get(first) === 1 && occurrences(text, `@${first}`).some(names(first));
  });
}

/** Every index where `needle` starts in `text`. */
function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
}
