import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { browserKeyStore, type KeyStore } from '../../stores/rememberKeyStore';
import {
  canRemember,
  forgetLogin,
  recallLogin,
  rememberLogin,
  REMEMBER_KEYS,
  updateRememberedPassword,
  type RememberStorage,
} from './rememberedLogin';

/** IndexedDB as the tests need it (jsdom has none): keys kept by structured clone, like IndexedDB does. */
class MemoryKeyStore implements KeyStore {
  readonly keys = new Map<string, CryptoKey>();
  failing = false;
  async get(id: string) {
    if (this.failing) throw new Error('IndexedDB unavailable');
    return this.keys.get(id);
  }
  async replace(id: string, key: CryptoKey) {
    if (this.failing) throw new Error('IndexedDB unavailable');
    this.keys.clear();
    this.keys.set(id, structuredClone(key));
  }
}

let keys: MemoryKeyStore;
let where: RememberStorage;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  keys = new MemoryKeyStore();
  where = { storage: localStorage, keys };
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const stored = () => localStorage.getItem(REMEMBER_KEYS.credentials) ?? '';
const storedEntries = () => JSON.parse(stored()) as Record<string, Record<string, string>>;
const b64 = (text: string) => btoa(text);
/** A copy of localStorage, as a dump of it would hold. */
const dumpStorage = () =>
  Object.fromEntries(
    Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!).map((k) => [
      k,
      localStorage.getItem(k)!,
    ]),
  );
const restoreStorage = (dump: Record<string, string>) => {
  localStorage.clear();
  for (const [k, v] of Object.entries(dump)) localStorage.setItem(k, v);
};

describe('remembered login (AES-GCM, key in IndexedDB)', () => {
  test('stores only a nonce and ciphertext under remPass, the key id under sass; recall decrypts', async () => {
    expect(await rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' }, where)).toBe(true);
    expect(localStorage.getItem(REMEMBER_KEYS.salt)).toMatch(/^[0-9a-f]{16}$/);
    const entry = storedEntries().username!;
    expect(Object.keys(entry).sort()).toEqual(['ciphertext', 'iv', 'type', 'username']);
    expect(entry.iv).toMatch(/^[A-Za-z0-9+/]{16}$/);
    for (const leak of ['demo1234!', b64('demo1234!'), b64(b64('demo1234!'))]) expect(stored()).not.toContain(leak);
    expect(await recallLogin('username', where)).toEqual({ type: 'username', username: 'demo', password: 'demo1234!' });
  });

  test('the key is AES-GCM 256 and cannot be exported; each save uses a new nonce', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'same' }, where);
    const first = storedEntries().username!;
    await rememberLogin({ type: 'username', username: 'demo', password: 'same' }, where);
    const second = storedEntries().username!;
    expect(second.iv).not.toBe(first.iv);
    expect(second.ciphertext).not.toBe(first.ciphertext);
    const key = keys.keys.get(localStorage.getItem(REMEMBER_KEYS.salt)!)!;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect([...key.usages].sort()).toEqual(['decrypt', 'encrypt']);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    expect(keys.keys.size).toBe(1); // one key per browser
  });

  test('each method keeps its own credentials; forgetting one keeps the other', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'a-password' }, where);
    await rememberLogin({ type: 'sms', username: '9171234567', password: '', countryDialingCode: '+63' }, where);
    expect(await recallLogin('sms', where)).toEqual({
      type: 'sms',
      username: '9171234567',
      password: '',
      countryDialingCode: '+63',
    });
    forgetLogin('sms');
    expect(await recallLogin('sms', where)).toBeUndefined();
    expect((await recallLogin('username', where))?.password).toBe('a-password');
  });

  test('a password change re-encrypts the remembered password of that user only', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'old-password' }, where);
    await updateRememberedPassword('someone', 'x-password', where);
    expect((await recallLogin('username', where))?.password).toBe('old-password');
    await updateRememberedPassword('demo', 'new-password', where);
    expect((await recallLogin('username', where))?.password).toBe('new-password');
  });

  test('a ciphertext moved to another user, or altered, does not decrypt and is removed', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' }, where);
    const entry = storedEntries().username!;
    localStorage.setItem(REMEMBER_KEYS.credentials, JSON.stringify({ username: { ...entry, username: 'other' } }));
    expect(await recallLogin('username', where)).toBeUndefined();
    expect(storedEntries().username).toBeUndefined();

    await rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' }, where);
    const good = storedEntries().username!;
    const flipped = good.ciphertext!.startsWith('A')
      ? `B${good.ciphertext!.slice(1)}`
      : `A${good.ciphertext!.slice(1)}`;
    localStorage.setItem(REMEMBER_KEYS.credentials, JSON.stringify({ username: { ...good, ciphertext: flipped } }));
    expect(await recallLogin('username', where)).toBeUndefined();
    expect(storedEntries().username).toBeUndefined();
  });

  test('a storage dump without the browser key reads nothing (IndexedDB cleared, or another profile)', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' }, where);
    const dump = dumpStorage();
    const elsewhere = { storage: localStorage, keys: new MemoryKeyStore() };
    restoreStorage(dump);
    expect(await recallLogin('username', elsewhere)).toBeUndefined();
    expect(stored()).not.toContain('username');
    // Remembering again makes a new key there, under a new id.
    const oldId = dump[REMEMBER_KEYS.salt];
    expect(await rememberLogin({ type: 'username', username: 'demo', password: 'again' }, elsewhere)).toBe(true);
    expect(localStorage.getItem(REMEMBER_KEYS.salt)).not.toBe(oldId);
    expect((await recallLogin('username', elsewhere))?.password).toBe('again');
  });

  test('without IndexedDB or WebCrypto nothing is remembered, never plain text', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' }, where);
    const none = { storage: localStorage, keys: undefined };
    expect(canRemember(undefined)).toBe(false);
    expect(await rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' }, none)).toBe(false);
    expect(stored()).not.toContain('demo');
    expect(await recallLogin('username', none)).toBeUndefined();
    // jsdom has no IndexedDB: the default store says so, and the default path stores nothing.
    expect(browserKeyStore()).toBeUndefined();
    expect(await rememberLogin({ type: 'sms', username: '9171234567', password: '' })).toBe(false);
    expect(stored()).not.toContain('9171234567');
  });

  test('a key store that fails (private mode) forgets on save and keeps the entry on read', async () => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' }, where);
    keys.failing = true;
    expect(await recallLogin('username', where)).toBeUndefined();
    expect(storedEntries().username).toBeDefined();
    expect(await rememberLogin({ type: 'username', username: 'demo', password: 'x' }, where)).toBe(false);
    expect(storedEntries().username).toBeUndefined();
  });

  test('valid stored entries read back as stored, without warnings', async () => {
    await rememberLogin({ type: 'sms', username: '9171234567', password: '', countryDialingCode: '+63' }, where);
    restoreStorage(dumpStorage());
    expect((await recallLogin('sms', where))?.username).toBe('9171234567');
    expect(warn).not.toHaveBeenCalled();
  });

  test.each([
    ['the old base64 format', JSON.stringify({ username: { type: 'username', username: 'demo', password: 'YWJj' } })],
    ['corrupted JSON', '{"username":{"type":"username"'],
    [
      'a wrong type',
      JSON.stringify({ username: { type: 'username', username: 42, iv: 'A'.repeat(16), ciphertext: 'YQ==' } }),
    ],
    [
      'an unknown method',
      JSON.stringify({ email: { type: 'username', username: 'd', iv: 'A'.repeat(16), ciphertext: 'YQ==' } }),
    ],
    [
      'a plain-text password beside',
      JSON.stringify({
        username: { type: 'username', username: 'demo', iv: 'A'.repeat(16), ciphertext: 'YQ==', password: 'pw' },
      }),
    ],
    [
      'a short nonce',
      JSON.stringify({ username: { type: 'username', username: 'demo', iv: 'AAAA', ciphertext: 'YQ==' } }),
    ],
  ])('remPass with %s is dropped and removed', async (_, raw) => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' }, where);
    localStorage.setItem(REMEMBER_KEYS.credentials, raw);
    expect(await recallLogin('username', where)).toBeUndefined();
    expect(localStorage.getItem(REMEMBER_KEYS.credentials)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    // The key is fine and stays; remembering again works.
    await rememberLogin({ type: 'username', username: 'demo', password: 'again' }, where);
    expect((await recallLogin('username', where))?.password).toBe('again');
  });

  test.each([
    ['not hex', 'zzzzzzzzzzzzzzzz'],
    ['too short', 'abc'],
    ['JSON-quoted', '"0123456789abcdef"'],
  ])('a key id that is %s is dropped and a new key made', async (_, raw) => {
    await rememberLogin({ type: 'username', username: 'demo', password: 'demo1234!' }, where);
    localStorage.setItem(REMEMBER_KEYS.salt, raw);
    expect(await recallLogin('username', where)).toBeUndefined();
    expect(localStorage.getItem(REMEMBER_KEYS.salt)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    await rememberLogin({ type: 'username', username: 'demo', password: 'again' }, where);
    expect(localStorage.getItem(REMEMBER_KEYS.salt)).toMatch(/^[0-9a-f]{16}$/);
    expect((await recallLogin('username', where))?.password).toBe('again');
  });
});
