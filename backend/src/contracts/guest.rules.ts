export const GUEST_NAME_MAX = 80;
