import type { Catalogue } from '../../lookup';
import { ca } from './ca';
import { en, type RuleKey } from './en';
import { es } from './es';

export type { RuleKey };

/** Phrases of a series' repeat rule in words, read with `lookup(ruleTexts, …)` (src/i18n/rule-words.ts). */
export const ruleTexts: Catalogue<RuleKey> = { ca, en, es };
