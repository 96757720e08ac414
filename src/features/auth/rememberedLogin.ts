import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import { validateRememberedLogins, validateRememberSalt } from '../../config/generated/clientValidators';
import type { RememberedLogins, RememberSalt } from '../../config/generated/types';
import { readPersisted, writePersisted } from '../../stores/persisted';

/** Storage keys of SPEC §3: the salt and the remembered credentials. */
export const REMEMBER_KEYS = { salt: 'sass', credentials: 'remPass' } as const;

export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode?: string;
}

const b64 = (text: string) => Base64.stringify(Utf8.parse(text));
const unb64 = (text: string) => Utf8.stringify(Base64.parse(text));

/**
 * The password is kept encoded twice and combined with a per-browser salt (SPEC §3), never as plain text in storage.
 * This hides it from a casual look at storage; it is not encryption (the browser's password manager is the real
 * store, which the login form's autocomplete attributes support).
 */
export function encodePassword(password: string, salt: string): string {
  return b64(`${salt}:${b64(password)}`);
}

export function decodePassword(encoded: string, salt: string): string | undefined {
  try {
    const outer = unb64(encoded);
    if (!outer.startsWith(`${salt}:`)) return undefined;
    return unb64(outer.slice(salt.length + 1));
  } catch {
    return undefined;
  }
}

// The salt is plain text, not JSON: the format browsers already hold (SPEC §3).
const readSalt = (storage: Storage) =>
  readPersisted<RememberSalt>(storage, REMEMBER_KEYS.salt, validateRememberSalt, { text: true });

function saltOf(storage: Storage): string {
  let salt = readSalt(storage);
  if (!salt) {
    salt = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
    writePersisted(storage, REMEMBER_KEYS.salt, salt, { text: true });
  }
  return salt;
}

/** Every remembered entry, password still encoded; malformed storage is removed and reads as none. */
function readAll(storage: Storage): RememberedLogins {
  return readPersisted<RememberedLogins>(storage, REMEMBER_KEYS.credentials, validateRememberedLogins) ?? {};
}

/** Remembers credentials for one login method (username or sms). */
export function rememberLogin(login: RememberedLogin, storage: Storage = localStorage): void {
  const all = readAll(storage);
  all[login.type] = { ...login, password: encodePassword(login.password, saltOf(storage)) };
  writePersisted(storage, REMEMBER_KEYS.credentials, all);
}

/** The remembered credentials of a login method, decoded. */
export function recallLogin(
  type: RememberedLogin['type'],
  storage: Storage = localStorage,
): RememberedLogin | undefined {
  const entry = readAll(storage)[type];
  const salt = readSalt(storage);
  if (!entry || !salt) return undefined;
  const password = decodePassword(entry.password, salt);
  return password === undefined ? undefined : { ...entry, password };
}

export function forgetLogin(type: RememberedLogin['type'], storage: Storage = localStorage): void {
  const all = readAll(storage);
  delete all[type];
  writePersisted(storage, REMEMBER_KEYS.credentials, all);
}

/** After a password change: re-encode the remembered password if one is kept for this user. */
export function updateRememberedPassword(username: string, password: string, storage: Storage = localStorage): void {
  const current = recallLogin('username', storage);
  if (current && current.username === username) rememberLogin({ ...current, password }, storage);
}
