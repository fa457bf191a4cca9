// The browser's XMLHttpRequest in unit tests (jsdom's would go to the network): photo uploads use it for progress.

/**
 * A stand-in for XMLHttpRequest: each request is recorded with its headers; what it does once sent (`behaviours`) is
 * set per test, in the order requests are made.
 */
export class FakeRequest {
  static sent: FakeRequest[] = [];
  static behaviours: ((r: FakeRequest) => void)[] = [];
  readonly headers: Record<string, string> = {};
  readonly upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  method = '';
  url = '';
  body: unknown = null;
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  getResponseHeader(): string | null {
    return null;
  }
  send(body?: unknown): void {
    this.body = body;
    FakeRequest.sent.push(this);
    FakeRequest.behaviours.shift()?.(this);
  }
  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
