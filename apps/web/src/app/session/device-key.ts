import { newSessionKey } from './crypto-box';

const DB_NAME = 'stallfront';
const STORE = 'keys';
const KEY_ID = 'session';

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

function openKeyDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

/**
 * The key that seals the session in local storage. It is created non-extractable and kept in
 * IndexedDB, so a script that reads local storage gets ciphertext and cannot carry the key away.
 */
export async function deviceSessionKey(): Promise<CryptoKey> {
  const db = await openKeyDatabase();
  try {
    const existing = await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
    if (existing instanceof CryptoKey) return existing;
    const key = await newSessionKey();
    await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID));
    return key;
  } finally {
    db.close();
  }
}
