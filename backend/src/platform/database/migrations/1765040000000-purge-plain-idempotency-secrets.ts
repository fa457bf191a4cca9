import { migration } from './migration';

/**
 * Stored answers are sealed from now on (see ResponseSeal). Answers stored before in plain text that carry a secret
 * made for the caller (a guest's personal link, a calendar feed URL) are removed: a replay of one of those requests
 * runs again and makes a fresh link. Answers without a secret stay, still replayable.
 */
export const PurgePlainIdempotencySecrets1765040000000 = migration('PurgePlainIdempotencySecrets1765040000000', {
  up: [
    `
      DELETE FROM "idempotency_keys"
       WHERE "responseBody" IS NOT NULL
         AND NOT (jsonb_typeof("responseBody") = 'object' AND "responseBody" ? 'sealed')
         AND ("responseBody"::text LIKE '%/api/guest-link/%'
              OR "responseBody"::text LIKE '%/api/calendar-feed/%'
              OR "responseBody"::text LIKE '%webcal:%'
              OR (jsonb_typeof("responseBody") = 'object' AND "responseBody" ?| array['personalLink', 'webcalUrl']))`,
  ],
  down: [
    // Removed secrets are not brought back.
  ],
});
