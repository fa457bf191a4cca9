import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '../../contracts/realtime.contract';

type Listener = (event: DomainEvent) => void;

/**
 * What the database announces on the realtime channel (database triggers, delivered at commit, to every process):
 * a new event version (0 when the event was deleted), a new list version for a user, a changed or deleted user, an
 * ended session. `reset` means notices may have been missed (the LISTEN connection was lost): drop every cache.
 */
export type Notice =
  | { kind: 'version'; eventId: string; version: number }
  | { kind: 'list'; userId: string; version: number }
  | { kind: 'user'; userId: string }
  | { kind: 'session'; sid: string }
  | { kind: 'reset' };

type NoticeListener = (notice: Notice) => void;

/**
 * In-process domain events: services publish after a change is committed; the realtime module listens and
 * fans out to sockets and other processes. Services never import the gateway. Notices from the database reach
 * in-process caches the same way.
 */
@Injectable()
export class DomainEventsService {
  private readonly listeners = new Set<Listener>();
  private readonly noticeListeners = new Set<NoticeListener>();

  publish(event: DomainEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notice(notice: Notice): void {
    for (const listener of this.noticeListeners) listener(notice);
  }

  onNotice(listener: NoticeListener): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }
}
