import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '../contracts/realtime.contract';

type Listener = (event: DomainEvent) => void;

/**
 * In-process domain events: services publish after a change is committed; the realtime module listens and
 * fans out to sockets and other processes. Services never import the gateway.
 */
@Injectable()
export class DomainEventsService {
  private readonly listeners = new Set<Listener>();

  publish(event: DomainEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
