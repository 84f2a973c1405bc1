import { env } from 'cloudflare:workers';
import { checkColumnsOfSessions } from './d1';

/**
 * Workerd setup file: every D1 session the Worker opens during the tests checks its reads select distinct column
 * names (test/helpers/d1.ts, docs/tests.md "Seams"). The production code has no such check.
 */
checkColumnsOfSessions(env.DB);
