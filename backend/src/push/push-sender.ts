import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

const TIMEOUT_MS = 15_000;

/**
 * Posts one encrypted push and answers the push service's status. No redirects are followed (a push service never
 * sends one, and following it would go somewhere not checked); `lookup` decides which addresses may be connected to.
 */
export function postPush(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer,
  lookup: LookupFunction | undefined,
): Promise<number> {
  const url = new URL(endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      { method: 'POST', headers: { ...headers, 'Content-Length': String(body.length) }, lookup, timeout: TIMEOUT_MS },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service did not answer in time')));
    req.on('error', reject);
    req.end(body);
  });
}
