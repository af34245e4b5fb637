import { z } from 'zod';

/** Number fields of the financial tools' schemas, with the screen's message when a value is not one (financial-tools-messages.ts). */
export const numberField = (message: string) => z.number({ error: message });

export const wholeNumberField = (message: string) => z.number({ error: message }).int(message).min(0, message);
