/**
 * jsdom matches CSS selectors with nwsapi, which keeps its compiled selectors in an LRU cache of 1000 entries.
 * getComputedStyle (role queries' visibility checks, user-event's pointer-events check, antd's scrollbar
 * measure) matches every rule of every style sheet against the element, and a page of antd components injects
 * close to 1000 rules: each pass over the rules evicts the selectors it is about to need, so every match
 * compiles its selector again (a getComputedStyle took ~100 ms; most of the render tests' time).
 *
 * This gives the test document nwsapi engines whose caches keep every compiled selector: the same engine and the
 * same matching. It is the engine jsdom would create itself (jsdom/lib/jsdom/living/helpers/selectors.js),
 * with the same options.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** nwsapi's cache constructor, replaced by a Map that keeps every compiled selector (what nwsapi did before it
 * bounded its caches); a Map also hashes the selector once, where the LRU concatenates and hashes it again at
 * each look-up (antd's selectors are long). */
const CACHE_SOURCE = 'createCache = function(limit) {';
const MAP_CACHE = `createCache = function() {
    var map = new Map();
    return {
      clear: function() { map.clear(); },
      get: function(key) { return map.get(key); },
      has: function(key) { return map.has(key); },
      set: function(key, value) { map.set(key, value); return value; },
      size: function() { return map.size; }
    };
  },
  createLruCache = function(limit) {`;

interface Nwsapi {
  configure(options: Record<string, boolean>): void;
}
type NwsapiFactory = (global: { document: Document; DOMException: typeof DOMException }) => Nwsapi;

/** nwsapi as jsdom loads it, with unbounded caches. */
function loadNwsapi(): NwsapiFactory {
  const requireFromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom'));
  const path = requireFromJsdom.resolve('nwsapi');
  const source = readFileSync(path, 'utf8');
  if (!source.includes(CACHE_SOURCE))
    throw new Error(
      `selector-cache: "${CACHE_SOURCE}" not found in ${path} (nwsapi changed: review this file)`,
    );
  const module = { exports: {} as unknown };
  new Function('module', 'exports', source.replace(CACHE_SOURCE, MAP_CACHE))(module, module.exports);
  return module.exports as NwsapiFactory;
}

/** Installs the engines on the current jsdom document (before its first selector match, as jsdom would). */
export function installSelectorCache(): void {
  const requireFromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom'));
  const utils = requireFromJsdom('./jsdom/living/generated/utils.js') as {
    implForWrapper(wrapper: unknown): Record<string, unknown> | null;
  };
  const impl = utils.implForWrapper(document);
  if (!impl) throw new Error('selector-cache: the test document is not a jsdom document');
  const nwsapi = loadNwsapi();
  const engine = () => nwsapi({ document, DOMException: window.DOMException });
  const options = { LOGERRORS: false, IDS_DUPES: true, MIXEDCASE: true };
  const dontThrow = engine();
  dontThrow.configure({ ...options, VERBOSITY: false });
  const select = engine();
  select.configure(options);
  impl._nwsapiDontThrow = dontThrow;
  impl._nwsapi = select;
}
