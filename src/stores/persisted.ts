import type { ValidateFunction, ValidationError } from '../config/generated/validate-function';

export interface PersistedFormat {
  /** Kept as plain text, not JSON (the remembered-login salt, in the format players' browsers already hold). */
  text?: boolean;
}

/** Where and why a stored value failed its schema; never the value itself (it may hold a token or a password). */
const whatFailed = (errors: ValidationError[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.keyword}`).join(', ') || 'invalid';

/** Removes bad data and says so. Removing it is what keeps the report to one: the next read finds nothing. */
function drop(storage: Storage, key: string, why: string): undefined {
  console.warn(`Dropped stored "${key}" (${why}).`);
  try {
    storage.removeItem(key);
  } catch {
    // Storage that refuses access: nothing was kept, nothing to remove.
  }
  return undefined;
}

/**
 * The value stored under `key`, or undefined. `validate` is the generated validator of the item's schema
 * (schemas/persisted-state.schema.json) and `T` the type generated from the same schema. Anything else a browser
 * holds there (not JSON, a wrong type, extra fields) is removed and reported, never trusted.
 */
export function readPersisted<T>(
  storage: Storage,
  key: string,
  validate: ValidateFunction,
  { text = false }: PersistedFormat = {},
): T | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let value: unknown = raw;
  if (!text) {
    try {
      value = JSON.parse(raw);
    } catch {
      return drop(storage, key, 'not JSON');
    }
  }
  return validate(value) ? (value as T) : drop(storage, key, whatFailed(validate.errors));
}

/** Stores a value (as JSON unless `text`); undefined removes it. */
export function writePersisted(storage: Storage, key: string, value: unknown, { text = false }: PersistedFormat = {}) {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, text ? String(value) : JSON.stringify(value));
  } catch {
    // Private mode or full storage: the value simply is not remembered.
  }
}
