/** Today's calendar date in UTC: the one "today" of overdue flags and reminders (decision 0054). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
