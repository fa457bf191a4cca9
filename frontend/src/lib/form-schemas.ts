// The shared zod schemas the forms validate with. This module is only ever loaded through loadFormSchemas() (a
// dynamic import), and it stays out of the shared chunk (vite.config.ts): zod, about 25 KB gzipped, comes with the
// first form a screen shows, never with the screen itself.
export { dishInputSchema } from '@contracts/dish.contract';
export { eventFormSchema } from '@contracts/event.contract';
export { guestRsvpSchema } from '@contracts/guest.contract';
export { eventCodeSchema } from '@contracts/event-code.contract';
export { rsvpInputSchema } from '@contracts/rsvp.contract';
export { updateProfileSchema } from '@contracts/user.contract';
export { questionsInputSchema } from '@contracts/question.contract';
