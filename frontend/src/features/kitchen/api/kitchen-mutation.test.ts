import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useToastStore } from '@/lib/toast-store';
import { refused } from './kitchen-mutation';

afterEach(() => useToastStore.getState().remove());

describe('a refused arrival time', () => {
  it('says why beside the failure: the server’s message for the time', () => {
    const message = 'This time does not exist in the event’s time zone: the clocks skip it';
    const body = { message, code: 'VALIDATION_FAILED' as const, fieldErrors: { arrivesAt: [message] } };
    refused(new ApiError(400, message, JSON.stringify(body), body));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Could not save. Please try again.',
      description: message,
      variant: 'destructive',
    });
  });
});
