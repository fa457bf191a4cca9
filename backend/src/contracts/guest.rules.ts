// The guest rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in guest.contract.ts load only with the forms).

export const GUEST_NAME_MAX = 80;
