import { z } from 'zod';

// The zod-free part (strings, labels, limits) is in financial-tools-messages-texts.ts; importing it from here works too.
export * from './financial-tools-messages-texts';

export const numberField = (message: string) => z.number({ error: message });

export const wholeNumberField = (message: string) => z.number({ error: message }).int(message).min(0, message);
