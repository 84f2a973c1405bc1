import type { Catalogue } from '../../lookup';
import { ca } from './ca';
import { en, type MessageKey } from './en';
import { es } from './es';

export type { MessageKey };

/**
 * Error messages and the other texts the API puts in its responses (the free cost, feed names), keyed by the
 * contract's error codes where one exists. Read with `lookup(messageTexts, lang, key, vars)`.
 */
export const messageTexts: Catalogue<MessageKey> = { ca, en, es };
