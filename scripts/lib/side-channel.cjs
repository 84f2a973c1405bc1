'use strict';

/**
 * `side-channel`'s API (`getSideChannel()` → `{ assert, delete, get, has, set }`) on the runtime's own `WeakMap`
 * (object keys) and `Map` (other keys), for the Worker build (scripts/worker-build.mjs): `qs` keeps its cycle
 * markers in one. The package does the same through `get-intrinsic`, `call-bound` and some forty modules that
 * guard against a runtime whose built-ins were replaced, which a Worker's are not; they were evaluated at every
 * isolate's start (docs/performance.md, "What loads when"). test/scripts/side-channel.node.test.ts holds it to the
 * package's behaviour.
 */
const isObject = (key) => key !== null && (typeof key === 'object' || typeof key === 'function');

module.exports = function getSideChannel() {
  /** @type {WeakMap<object, unknown> | undefined} */
  let objects;
  /** @type {Map<unknown, unknown> | undefined} */
  let others;
  const storeOf = (key) => (isObject(key) ? objects : others);
  const channel = {
    assert(key) {
      if (!channel.has(key)) {
        throw new TypeError(`Side channel does not contain ${isObject(key) ? 'the given object key' : String(key)}`);
      }
    },
    delete(key) {
      const store = storeOf(key);
      return !!store && store.delete(key);
    },
    get(key) {
      return storeOf(key)?.get(key);
    },
    has(key) {
      const store = storeOf(key);
      return !!store && store.has(key);
    },
    set(key, value) {
      if (isObject(key)) {
        objects ??= new WeakMap();
        objects.set(key, value);
      } else {
        others ??= new Map();
        others.set(key, value);
      }
    },
  };
  return channel;
};
