import type { Plugin } from 'vite';

/**
 * antd's inputs under Preact (issue 17: the build runs on preact/compat, vite.config.ts):
 *
 *   inputEventProxy()   // in vite.config.ts's plugins
 *
 * @rc-component/input hands `onChange` a copy of the event whose target is a clone of the input holding the
 * new value (`cloneEvent` in es/utils/commonUtils.js): `Object.create(event, { target, currentTarget })`.
 * Under React the event is a SyntheticEvent, a plain object, so the copy reads `type` or calls
 * `preventDefault` through its prototype. Under Preact it is the browser's own Event, whose getters and
 * methods refuse any `this` but a real Event: antd's Input.Search reads `e.type` in its onChange and threw
 * "Illegal invocation" on every keystroke. Here the copy is a Proxy over the real event that answers
 * `target` and `currentTarget` with the clone and everything else from the event itself. A new version of
 * the file without that line fails the build: it must be looked at.
 */

const COMMON_UTILS = /@rc-component[\\/]input[\\/]es[\\/]utils[\\/]commonUtils\.js$/;
const OBJECT_CREATE =
  /const newEvent = Object\.create\(event, \{\s*target: \{\s*value: currentTarget\s*\},\s*currentTarget: \{\s*value: currentTarget\s*\}\s*\}\);/;
const PROXY = `const newEvent = new Proxy(event, {
    get(real, key) {
      if (key === 'target' || key === 'currentTarget') return currentTarget;
      const value = Reflect.get(real, key, real);
      return typeof value === 'function' ? value.bind(real) : value;
    }
  });`;

export function inputEventProxy(): Plugin {
  return {
    name: 'jk-input-event-proxy',
    enforce: 'pre',
    transform(code, id) {
      if (!COMMON_UTILS.test(id)) return null;
      if (!OBJECT_CREATE.test(code)) {
        this.error(
          `input-event-proxy.ts: ${id} no longer copies events with Object.create; look at it again`,
        );
      }
      return { code: code.replace(OBJECT_CREATE, PROXY), map: null };
    },
  };
}
