// The zod schemas the forms check before sending. Loaded with the forms (hooks/use-form-schemas.ts), never with a
// screen's first paint: zod is a quarter of a screen's JavaScript, and only a submit needs it.
export { dishInputSchema } from '@contracts/dish.contract';
export { eventFormSchema } from '@contracts/event.contract';
export { guestJoinSchema } from '@contracts/guest.contract';
export { joinCodeSchema } from '@contracts/join.contract';
export { rsvpInputSchema } from '@contracts/rsvp.contract';
export { updateProfileSchema } from '@contracts/user.contract';
