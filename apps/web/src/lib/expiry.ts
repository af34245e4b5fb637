/**
 * A grant's end date as the person typed it (yyyy-mm-dd from a date input) to the instant it
 * ends: the last second of that day where they are. An empty field means no end (null).
 */
export function endOfLocalDay(date: string): string | null {
  return date ? new Date(`${date}T23:59:59`).toISOString() : null;
}
