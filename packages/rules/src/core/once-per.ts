/**
 * `work` asked once per object, its answer kept (weakly: it goes with the object) for every later ask: for what
 * follows from a value that is never changed once made, a state, a player, a hand (every kind's states are: their
 * sharing tests freeze whole games), asked by many views alike.
 */
export function oncePer<K extends object, V>(work: (key: K) => V): (key: K) => V {
  const kept = new WeakMap<K, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = work(key);
      kept.set(key, value);
    }
    return value;
  };
}
