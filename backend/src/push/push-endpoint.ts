// The push services browsers subscribe with (Chrome/Edge/Samsung via FCM, Firefox, Windows, Safari/iOS).
const PUSH_SERVICE_HOSTS = ['.googleapis.com', '.mozilla.com', '.notify.windows.com', '.push.apple.com'];

/**
 * Whether the server may send to this endpoint. The server posts to the URL a client gives it, so in production only
 * https URLs of the browsers' push services are accepted (never an internal address); elsewhere, any http(s) URL
 * (tests run their own push service on 127.0.0.1).
 */
export function acceptablePushEndpoint(endpoint: string, anyEndpoint: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (anyEndpoint) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((suffix) => host.endsWith(suffix));
}
