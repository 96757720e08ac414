/**
 * Where the remembered-login key lives. IndexedDB stores a CryptoKey object as it is (structured clone), so a key made
 * non-extractable stays so: page script can use it to decrypt, but no script, extension API or storage dump can read
 * its bytes out.
 */
export interface KeyStore {
  /** The key stored under `id`, if any. */
  get(id: string): Promise<CryptoKey | undefined>;
  /** Stores `key` under `id` as the only key (older keys are deleted with it). */
  replace(id: string, key: CryptoKey): Promise<void>;
}

const DB_NAME = 'remembered-login';
const STORE = 'keys';

const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDb(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return settle(request);
}

async function withStore<T>(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    const tx = db.transaction(STORE, mode);
    const result = settle(request(tx.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
    return await result;
  } finally {
    db.close();
  }
}

/** The browser's key store, or undefined where IndexedDB or WebCrypto is missing (then nothing is remembered). */
export function browserKeyStore(): KeyStore | undefined {
  if (typeof indexedDB === 'undefined' || typeof crypto === 'undefined' || !crypto.subtle) return undefined;
  return {
    async get(id) {
      const value: unknown = await withStore('readonly', (store) => store.get(id));
      return value instanceof CryptoKey ? value : undefined;
    },
    async replace(id, key) {
      await withStore('readwrite', (store) => {
        store.clear();
        return store.put(key, id);
      });
    },
  };
}
