/** An item whose id is the value stored in configuration. */
export interface RegistryItem {
  id: string;
  /** Older configuration values that still mean this item. */
  aliasIds?: readonly string[];
}

export interface Registry<T extends RegistryItem> {
  list(): readonly T[];
  get(id: string): T;
  getIfExists(id: string | undefined): T | undefined;
}

/** A lookup table built lazily from `init`; duplicate ids (or aliases) throw so mistakes fail fast. */
export function createRegistry<T extends RegistryItem>(init: () => readonly T[]): Registry<T> {
  let items: readonly T[] | undefined;
  let byId: Map<string, T> | undefined;
  const ensure = () => {
    if (byId && items) return { items, byId };
    items = init();
    byId = new Map();
    for (const item of items) {
      for (const key of [item.id, ...(item.aliasIds ?? [])]) {
        if (byId.has(key)) throw new Error(`Duplicate registry id: ${key}`);
        byId.set(key, item);
      }
    }
    return { items, byId };
  };
  return {
    list: () => ensure().items,
    getIfExists: (id) => (id === undefined ? undefined : ensure().byId.get(id)),
    get(id) {
      const item = ensure().byId.get(id);
      if (!item) throw new Error(`Unknown registry id: ${id}`);
      return item;
    },
  };
}
