import { z } from 'zod';
import type { Message } from './i18n/message';
import { refusalError } from './refusal-schema';

/** Number fields of the financial tools' schemas, refused with the field's message when a value is not one (financial-tools-messages.ts). */
export const numberField = (text: Message) => z.number(refusalError(text));

export const wholeNumberField = (message: string) => z.number({ error: message }).int(message).min(0, message);
