import { validateRememberedLogins, validateRememberSalt } from '../../config/generated/clientValidators';
import type { RememberedLoginEntry, RememberedLogins, RememberSalt } from '../../config/generated/types';
import { STORAGE_KEYS } from '../../stores/localFlags';
import { readPersisted, writePersisted } from '../../stores/persisted';
import { browserKeyStore, type KeyStore } from '../../stores/rememberKeyStore';

/** Storage keys of SPEC §3: the id of this browser's key, and the remembered credentials. */
export const REMEMBER_KEYS = { salt: STORAGE_KEYS.rememberSalt, credentials: STORAGE_KEYS.rememberedLogins } as const;

export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode?: string;
}

/** Where remembered logins are kept: localStorage for the entries, a key store for the key (tests pass their own). */
export interface RememberStorage {
  storage: Storage;
  /** Undefined where IndexedDB or WebCrypto is missing: then nothing is remembered, never plain text. */
  keys: KeyStore | undefined;
}

const browser = (): RememberStorage => ({ storage: localStorage, keys: browserKeyStore() });

/** Whether this browser can remember a login at all (the login form hides its checkbox otherwise). */
export const canRemember = (keys: KeyStore | undefined = browserKeyStore()) => keys !== undefined;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Binds a ciphertext to its entry: moving it to another user or method makes decryption fail. */
const boundTo = (login: Omit<RememberedLogin, 'password'>) =>
  new TextEncoder().encode(`remPass:${login.type}:${login.username}:${login.countryDialingCode ?? ''}`);

// The key id is plain text, not JSON: the format of the salt browsers already hold under this name (SPEC §3).
const readKeyId = (storage: Storage) =>
  readPersisted<RememberSalt>(storage, REMEMBER_KEYS.salt, validateRememberSalt, { text: true });

/** This browser's key: the one named by `sass`, or (with `create`) a new non-extractable AES-GCM key. */
async function browserKey(
  { storage, keys }: RememberStorage,
  create: boolean,
): Promise<{ key: CryptoKey; fresh: boolean } | undefined> {
  if (!keys) return undefined;
  const id = readKeyId(storage);
  const existing = id ? await keys.get(id) : undefined;
  if (existing || !create) return existing && { key: existing, fresh: false };
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const newId = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
  await keys.replace(newId, key);
  writePersisted(storage, REMEMBER_KEYS.salt, newId, { text: true });
  return { key, fresh: true };
}

/** Every remembered entry, still encrypted; malformed storage (the old base64 format too) is removed and reads as none. */
function readAll(storage: Storage): RememberedLogins {
  return readPersisted<RememberedLogins>(storage, REMEMBER_KEYS.credentials, validateRememberedLogins) ?? {};
}

export function forgetLogin(type: RememberedLogin['type'], storage: Storage = localStorage): void {
  const all = readAll(storage);
  if (!all[type]) return;
  delete all[type];
  writePersisted(storage, REMEMBER_KEYS.credentials, all);
}

/**
 * Remembers credentials for one login method: the password AES-GCM encrypted with this browser's key, only ciphertext
 * and nonce stored. Where that is impossible (no IndexedDB or WebCrypto, private mode) the method is forgotten
 * instead. Resolves whether it was remembered.
 */
export async function rememberLogin(login: RememberedLogin, where: RememberStorage = browser()): Promise<boolean> {
  try {
    const found = await browserKey(where, true);
    if (!found) throw new Error('no key store');
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: boundTo(login) },
      found.key,
      new TextEncoder().encode(login.password),
    );
    // A new key cannot read what the old one wrote: start the entries afresh.
    const all = found.fresh ? {} : readAll(where.storage);
    const { password: _, ...rest } = login;
    all[login.type] = { ...rest, iv: toBase64(iv), ciphertext: toBase64(new Uint8Array(ciphertext)) };
    writePersisted(where.storage, REMEMBER_KEYS.credentials, all);
    return true;
  } catch {
    forgetLogin(login.type, where.storage);
    return false;
  }
}

async function decrypt(entry: RememberedLoginEntry, key: CryptoKey): Promise<string> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(entry.iv), additionalData: boundTo(entry) },
    key,
    fromBase64(entry.ciphertext),
  );
  return new TextDecoder().decode(plain);
}

/** The remembered credentials of a login method, decrypted; an entry this browser's key cannot read is removed. */
export async function recallLogin(
  type: RememberedLogin['type'],
  where: RememberStorage = browser(),
): Promise<RememberedLogin | undefined> {
  const entry = readAll(where.storage)[type];
  if (!entry || !where.keys) return undefined;
  let found;
  try {
    found = await browserKey(where, false);
  } catch {
    return undefined; // IndexedDB refused this time: keep the entry for a later visit
  }
  try {
    if (!found) throw new Error('the key is gone');
    const { iv: _iv, ciphertext: _c, ...rest } = entry;
    return { ...rest, password: await decrypt(entry, found.key) };
  } catch {
    forgetLogin(type, where.storage);
    return undefined;
  }
}

/** After a password change: re-encrypt the remembered password if one is kept for this user. */
export async function updateRememberedPassword(
  username: string,
  password: string,
  where: RememberStorage = browser(),
): Promise<void> {
  const current = await recallLogin('username', where);
  if (current && current.username === username) await rememberLogin({ ...current, password }, where);
}
