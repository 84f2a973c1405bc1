export { autop } from './autop';
export { decodeEntities, htmlToText, sanitizeHtml } from './html';
export { stripTags } from './plain';
export { isHttpUrl, normalizedUrl } from './urls';
export { MAX_SEARCH_WORDS, nameKey, searchTerms } from './words';
