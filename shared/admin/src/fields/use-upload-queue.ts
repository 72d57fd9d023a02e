import { useRef, useState } from 'react';
import { ApiError, formErrors } from '@jazz/client/api-client';
import { useAdminStores } from '../stores';

/** A file on its way up. */
export interface QueuedUpload {
  key: number;
  file: File;
  /** null while waiting for the ones before it. */
  progress: number | null;
  failure: string | null;
  /** False when the server refused the file itself (not an image, too large): sending it again can not help. */
  retry?: boolean;
}

/**
 * Files that go up one after another (so they arrive in the order chosen), each with its own
 * progress; a failed one stays listed with why, to try again or dismiss. After a 401 the admin
 * signs in again over the screen, then the file goes up again.
 */
export function useUploadQueue<U extends QueuedUpload>(
  upload: (item: U, onUploadProgress: (progress: number) => void) => Promise<void>,
) {
  const { session } = useAdminStores();
  const [uploads, setUploads] = useState<U[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const patch = (key: number, change: Partial<QueuedUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const dismiss = (key: number) => setUploads((list) => list.filter((u) => u.key !== key));

  async function send(item: U): Promise<void> {
    patch(item.key, { progress: 0, failure: null });
    try {
      await upload(item, (progress) => patch(item.key, { progress }));
      dismiss(item.key);
    } catch (error) {
      if (session.getState().expire(error, () => enqueue(item))) return;
      const failure = Object.values(formErrors(error))[0] ?? 'The photo could not be uploaded.';
      const refusedFile = error instanceof ApiError && [400, 413, 415].includes(error.status);
      patch(item.key, { progress: null, failure, retry: !refusedFile });
    }
  }

  function enqueue(item: U) {
    queue.current = queue.current.then(() => send(item));
  }

  /** Lists the files and sends them in this order. */
  function add(items: U[]) {
    setUploads((list) => [...list, ...items]);
    items.forEach(enqueue);
  }

  return { uploads, add, enqueue, dismiss };
}
