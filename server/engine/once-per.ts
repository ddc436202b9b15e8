// Work done once per declaration, module or table and kept as long as that object lives: the
// engine's compiled pieces (rules, statements, field lists) are built on the first call that
// needs them; a replaced declaration (a reloaded generated module) is a new object, so a stale
// piece is never answered.
export function oncePer<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const kept = new WeakMap<K, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = build(key);
      kept.set(key, value);
    }
    return value;
  };
}
