import type { ApiErrorBody } from '@contracts/common.rules';
import type { PhotoView } from '@contracts/photo.contract';
import { ApiError, parseRetryAfter } from '@/lib/api-client';

/**
 * How long an upload may go without a byte moving before it is given up as dropped. A phone that loses its signal
 * mid-upload often gets no error for minutes (the connection just stops); one bar moves a chunk every few seconds.
 */
export const UPLOAD_STALL_MS = 30_000;

/**
 * Sends a picture with XMLHttpRequest, whose upload reports progress (fetch's does not). Rejects like the app's
 * fetch path: an ApiError for an answer that refuses, a TypeError when the network fails, stalls for
 * UPLOAD_STALL_MS or the phone goes offline mid-way. The queue then tries again by itself, with backoff and the same
 * Idempotency-Key (pausing while offline), and the server answers the first result: the photo lands once.
 */
export function uploadPhoto(
  url: string,
  photo: Blob,
  idempotencyKey: string,
  onProgress?: (fraction: number) => void,
): Promise<PhotoView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const giveUp = () => xhr.abort();
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(giveUp, UPLOAD_STALL_MS);
    };
    const settle = () => {
      clearTimeout(stall);
      window.removeEventListener('offline', giveUp);
    };
    window.addEventListener('offline', giveUp);
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', photo.type || 'application/octet-stream');
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (e) => {
      watch();
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onprogress = watch;
    xhr.onload = () => {
      settle();
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(JSON.parse(text) as PhotoView);
        return;
      }
      let body: ApiErrorBody | null = null;
      try {
        body = JSON.parse(text) as ApiErrorBody;
      } catch {
        // Not JSON (a proxy's page): the text is the message.
      }
      const retryAfter = parseRetryAfter(xhr.getResponseHeader('Retry-After'));
      reject(new ApiError(xhr.status, `${xhr.status}: ${text || xhr.statusText}`, text, body, retryAfter));
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network error while uploading the photo'));
    };
    xhr.onabort = () => {
      settle();
      reject(new TypeError('The photo upload was interrupted'));
    };
    watch();
    xhr.send(photo);
  });
}
