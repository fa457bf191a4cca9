import type { ApiErrorBody } from '@contracts/common.rules';
import type { PhotoView } from '@contracts/photo.contract';
import { ApiError, parseRetryAfter } from '@/lib/api-client';

/**
 * Sends a picture with XMLHttpRequest, whose upload reports progress (fetch's does not). Rejects like the app's
 * fetch path: an ApiError for an answer that refuses, a TypeError when the network fails (the queue then retries
 * with the same Idempotency-Key, and the server answers the first result).
 */
export function uploadPhoto(
  url: string,
  photo: Blob,
  idempotencyKey: string,
  onProgress?: (fraction: number) => void,
): Promise<PhotoView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', photo.type || 'application/octet-stream');
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
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
    xhr.onerror = () => reject(new TypeError('Network error while uploading the photo'));
    xhr.onabort = () => reject(new TypeError('The photo upload was interrupted'));
    xhr.send(photo);
  });
}
