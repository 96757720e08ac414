import { validateLocalFlag, validateStoredLanguage } from '../config/generated/clientValidators';
import type { PersistedState } from '../config/generated/types';
import { readPersisted, writePersisted } from './persisted';

/** Keys of values kept in the browser (SPEC §3); their shapes are schemas/persisted-state.schema.json. */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  memberSession: 'MC_MEMBER_SESSION',
  hideDownloadBar: 'hideDownloadBar',
  webClip: 'WEBCLIP',
  language: 'language',
  autoLogin: 'autoLogin',
  /** The remembered login (SPEC §3): the id of this browser's key, and the credentials encrypted with it. */
  rememberSalt: 'sass',
  rememberedLogins: 'remPass',
} as const;

/** The simple stored values readStored knows, each with its schema's validator (the session has its own module). */
const validators = {
  [STORAGE_KEYS.hideDownloadBar]: validateLocalFlag,
  [STORAGE_KEYS.webClip]: validateLocalFlag,
  [STORAGE_KEYS.autoLogin]: validateLocalFlag,
  [STORAGE_KEYS.language]: validateStoredLanguage,
};
export type StoredKey = keyof typeof validators;

/** A local flag or the language, validated by its schema; bad data is removed and reads as absent. */
export function readStored<K extends StoredKey>(key: K, storage?: Storage): Required<PersistedState>[K] | undefined;
/** The same read for callers that name the type themselves; the value is still validated by key. */
export function readStored<T>(key: StoredKey, storage?: Storage): T | undefined;
export function readStored(key: StoredKey, storage: Storage = localStorage): unknown {
  return readPersisted(storage, key, validators[key]);
}

export function writeStored(key: string, value: unknown, storage: Storage = localStorage): void {
  writePersisted(storage, key, value);
}
