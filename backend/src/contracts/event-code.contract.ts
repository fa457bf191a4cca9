import * as z from 'zod';

export const eventCodeSchema = z.object({
  code: z.string().trim().min(1, 'Event code or link is required'),
});
