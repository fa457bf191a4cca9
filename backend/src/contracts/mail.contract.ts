// E-mail confirmation of a guest's address (files in contracts/ import nothing but zod).

// The answers, inferred from their schemas; named here too, so imports of them from this file keep working.
export type { EmailConfirmationResult } from './responses.contract';
