import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

type Mode = 'pass' | 'down' | 'blackhole';

/**
 * A TCP proxy between an app process and PostgreSQL that a test can break (the machine's PostgreSQL itself is never
 * stopped; the backend's outage tests and the browser's sync-failure tests share it): 'down' drops every connection and refuses new
 * ones (PostgreSQL stopped), 'blackhole' accepts connections and never answers (an unreachable or stuck server).
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly open = new Set<Socket>();
  private mode: Mode = 'pass';
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** A copy of `url` (postgres://…) that goes through this proxy. */
  static forUrl(url: string): { proxy: TcpProxy; url: (port: number) => string } {
    const parsed = new URL(url);
    const proxy = new TcpProxy(parsed.hostname, Number(parsed.port || 5432));
    return {
      proxy,
      url: (port) => {
        const copy = new URL(url);
        copy.hostname = '127.0.0.1';
        copy.port = String(port);
        return copy.toString();
      },
    };
  }

  async start(): Promise<number> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  private accept(client: Socket): void {
    client.on('error', () => undefined);
    if (this.mode === 'down') {
      client.destroy();
      return;
    }
    this.open.add(client);
    client.on('close', () => this.open.delete(client));
    if (this.mode === 'blackhole') return;
    const upstream = createConnection(this.targetPort, this.targetHost);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }

  private dropAll(): void {
    for (const s of this.open) s.destroy();
    this.open.clear();
  }

  /** PostgreSQL "stops": every connection is cut and new ones are refused. */
  down(): void {
    this.mode = 'down';
    this.dropAll();
  }

  /** Connections are cut; new ones hang without an answer. */
  blackhole(): void {
    this.mode = 'blackhole';
    this.dropAll();
  }

  /** PostgreSQL is back. */
  up(): void {
    this.mode = 'pass';
    // Hung connections from the blackhole would never recover.
    this.dropAll();
  }

  async stop(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
