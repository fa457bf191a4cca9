import type { QueryClient } from '@tanstack/react-query';
import type { PublicEvent } from '@contracts/event.contract';
import type { User } from '@contracts/user.rules';
import { queryKeys } from '@/lib/query-keys';

interface ServerData {
  publicEvent?: PublicEvent;
  /** Who the request's session belongs to; null: nobody is signed in (no session, or it has ended). */
  currentUser?: User | null;
}

/** When this page load began: anything cached after it came from the server during this visit. */
export const pageLoadedAt = Date.now();

/**
 * The data a server-rendered page embeds (`<script type="application/json" id="potluck-data">`, never executed)
 * goes straight into the query cache, so the app shows the same content without asking for it again.
 * Returns whether the page came with content from the server.
 */
export function seedServerData(client: QueryClient): boolean {
  if (typeof document === 'undefined') return false;
  const script = document.getElementById('potluck-data');
  if (!script?.textContent) return false;
  let data: ServerData;
  try {
    data = JSON.parse(script.textContent) as ServerData;
  } catch {
    return false;
  }
  if (data.publicEvent) {
    client.setQueryData(queryKeys.publicEvent(data.publicEvent.id), data.publicEvent, { updatedAt: Date.now() });
  }
  if (data.currentUser !== undefined) {
    client.setQueryData(queryKeys.currentUser(), data.currentUser, { updatedAt: Date.now() });
  }
  return true;
}
