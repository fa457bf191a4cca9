import { belongsTo, CREATED_AT, dropTables, ID, migration } from './migration';

/**
 * The OpenID Connect identities an account signs in with: a provider's issuer and the stable subject it gives the
 * person (`sub`, never the e-mail: an address can change hands, a subject never does). One account per (issuer,
 * subject); an account has at most one identity per issuer.
 */
export const UserIdentities1767450000000 = migration('UserIdentities1767450000000', {
  up: [
    `
      CREATE TABLE "user_identities" (
        ${ID},
        ${belongsTo('userId', 'users')},
        "issuer" varchar(2048) NOT NULL,
        "subject" varchar(255) NOT NULL,
        ${CREATED_AT},
        CONSTRAINT "UQ_user_identities_subject" UNIQUE ("issuer", "subject"),
        CONSTRAINT "UQ_user_identities_user_issuer" UNIQUE ("userId", "issuer")
      )`,
  ],
  down: dropTables('user_identities'),
});
