/** The search engine (search-index.ts) and its public shapes. */
export { SearchIndex } from './search-index.ts';
export * from './types.ts';
