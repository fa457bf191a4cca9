import type { ApiErrorBody } from '../../contracts/common.rules';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Requests Node's HTTP parser refuses before any middleware sees them (a URL or headers over the size limit, a
 * malformed request line) still get the API's error shape, then the connection is closed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: Error & { code?: string }, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const error: ApiErrorBody = tooLarge
      ? { message: 'The request line or headers are too large', code: 'HEADERS_TOO_LARGE' }
      : { message: 'The request could not be read', code: 'BAD_REQUEST' };
    const body = JSON.stringify(error);
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
