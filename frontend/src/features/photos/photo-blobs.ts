/**
 * Pictures waiting to be uploaded, kept in IndexedDB (the offline queue itself is JSON in localStorage: a Blob
 * cannot go there). A queued upload names its picture by key; the picture is deleted once the upload is answered.
 */
const DB_NAME = 'potluck-photos';
const STORE = 'pending';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export const savePendingPhoto = (key: string, photo: Blob): Promise<IDBValidKey> =>
  run('readwrite', (s) => s.put(photo, key));

export const pendingPhoto = (key: string): Promise<Blob | undefined> =>
  run<Blob | undefined>('readonly', (s) => s.get(key) as IDBRequest<Blob | undefined>);

export const forgetPendingPhoto = (key: string): Promise<undefined> => run('readwrite', (s) => s.delete(key));

/** The key of the picture chosen with a new dish: its create's Idempotency-Key names it until the dish exists. */
export const newDishPhotoKey = (createKey: string) => `new-dish:${createKey}`;
