import * as z from 'zod';

export const eventCodeSchema = z.object({
  code: z.string().trim().min(1, 'validation.event.codeRequired'),
});
