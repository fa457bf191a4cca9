import { isSessionLost, serverMessage } from './api-client';
import { toast } from './toast-store';

/**
 * Tells why a change was refused: the server's message, else `fallback`. A lost session is not told here: the route
 * guards tell it once.
 */
export function toastRefusal(error: unknown, title: string, fallback: string): void {
  if (isSessionLost(error)) return;
  toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
}
