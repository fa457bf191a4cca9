export const RSVP_ADULTS_MIN = 1;
export const RSVP_ADULTS_MAX = 10;
export const RSVP_KIDS_MAX = 10;
