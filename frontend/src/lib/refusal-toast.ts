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

/** Tells a failed action: the server's message, else `fallback`, under `title` (an `onError` as it stands). */
export function failureToast(title: string, fallback: string): (error: unknown) => void {
  return (error) => toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
}
