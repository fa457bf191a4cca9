import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Client, type Notification } from 'pg';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import type { DomainEvent } from '../contracts/realtime.contract';
import { DomainEventsService, type Notice } from '../platform/domain-events/domain-events.service';

export const REALTIME_CHANNEL = 'potluck_realtime';
const RECONNECT_MS = 1000;

type Deliver = (event: DomainEvent) => void;

/**
 * Fan-out between backend processes through PostgreSQL LISTEN/NOTIFY (no extra broker). A domain event published
 * in this process is delivered here at once and NOTIFYed (tagged with this process's id) to every other process,
 * each of which delivers it to its own sockets. LISTEN needs a dedicated connection; pooled ones come and go.
 */
@Injectable()
export class PgNotifyBridge implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PgNotifyBridge.name);
  /** Per Nest app, not per OS process: two apps in one test process must still reach each other. */
  private readonly origin = randomUUID();
  private readonly deliverers = new Set<Deliver>();
  private listener: Client | null = null;
  private unsubscribe: (() => void) | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly domainEvents: DomainEventsService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.unsubscribe = this.domainEvents.subscribe((event) => this.publish(event));
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  /** Everything this process must deliver to its sockets, whichever process it came from. */
  onEvent(deliver: Deliver): () => void {
    this.deliverers.add(deliver);
    return () => this.deliverers.delete(deliver);
  }

  private publish(event: DomainEvent): void {
    this.deliver(event);
    const payload = JSON.stringify({ origin: this.origin, event });
    this.dataSource.query('SELECT pg_notify($1, $2)', [REALTIME_CHANNEL, payload]).catch((err: unknown) => {
      // The change itself is committed; other processes' sockets miss this one update until their next refetch.
      this.logger.error(`NOTIFY failed: ${String(err)}`);
    });
  }

  private deliver(event: DomainEvent): void {
    for (const deliver of this.deliverers) {
      try {
        deliver(event);
      } catch (err) {
        this.logger.error(`Delivering ${event.type} failed: ${String(err)}`);
      }
    }
  }

  private onNotification = (msg: Notification): void => {
    if (msg.channel !== REALTIME_CHANNEL || !msg.payload) return;
    try {
      const parsed = JSON.parse(msg.payload) as { origin: string; event: DomainEvent } | Notice;
      if ('kind' in parsed) this.domainEvents.notice(parsed);
      else if (parsed.origin !== this.origin) this.deliver(parsed.event);
    } catch {
      this.logger.warn('Ignored a malformed realtime notification');
    }
  };

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'potluck-realtime' });
    client.on('notification', this.onNotification);
    client.on('error', (err) => {
      this.logger.error(`LISTEN connection failed: ${err.message}`);
      this.retry(client);
    });
    client.on('end', () => this.retry(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
      this.listener = client;
      // Whatever was announced while no connection listened is lost: caches start again from the database.
      this.domainEvents.notice({ kind: 'reset' });
    } catch (err) {
      this.logger.error(`LISTEN connection failed: ${String(err)}`);
      this.retry(client);
    }
  }

  private retry(client: Client): void {
    if (this.stopped || this.reconnectTimer) return;
    if (this.listener === client) this.listener = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }
}
