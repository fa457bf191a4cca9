import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(320) NOT NULL,
        "firstName" varchar(100),
        "lastName" varchar(100),
        "nickname" varchar(100),
        "profileImageUrl" varchar(2048),
        "phoneNumber" varchar(32),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_users_email" UNIQUE ("email")
      )`);

    // The session store's table (connect-pg-simple).
    await q.query(`
      CREATE TABLE "sessions" (
        "sid" varchar NOT NULL PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire")`);

    await q.query(`
      CREATE TABLE "events" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(255) NOT NULL CHECK (length(btrim("name")) > 0),
        "description" text,
        "theme" varchar(32) CHECK ("theme" IN ('diwali','thanksgiving','christmas','vegan_feast','international_food','birthday','neighborhood_gathering','other')),
        "date" timestamptz NOT NULL,
        "location" varchar(500),
        "hostId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "imageUrl" varchar(2048),
        "allowNonVegetarian" boolean NOT NULL DEFAULT true,
        "allowVegetarian" boolean NOT NULL DEFAULT true,
        "allowVegan" boolean NOT NULL DEFAULT true,
        "dietaryNote" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_events_hostId" ON "events" ("hostId")`);
    await q.query(`CREATE INDEX "IDX_events_date" ON "events" ("date")`);

    await q.query(`
      CREATE TABLE "rsvps" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "status" varchar(16) NOT NULL DEFAULT 'attending' CHECK ("status" IN ('attending','maybe','not_attending')),
        "adultCount" smallint NOT NULL DEFAULT 1 CHECK ("adultCount" BETWEEN 1 AND 10),
        "kidCount" smallint NOT NULL DEFAULT 0 CHECK ("kidCount" BETWEEN 0 AND 10),
        "dietaryRestrictions" text,
        "allergies" text,
        "bringingSupplies" text,
        "respondedAt" timestamptz NOT NULL DEFAULT now(),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_rsvps_event_user" UNIQUE ("eventId", "userId")
      )`);
    await q.query(`CREATE INDEX "IDX_rsvps_userId" ON "rsvps" ("userId")`);

    await q.query(`
      CREATE TABLE "dishes" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
        "contributorId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "name" varchar(255) NOT NULL CHECK (length(btrim("name")) > 0),
        "category" varchar(32) NOT NULL CHECK ("category" IN ('appetizer','main_dish','side_dish','dessert','soft_drinks','alcohol','cutlery')),
        "description" text,
        "servingSize" varchar(100),
        "imageUrl" varchar(2048),
        "recipeLink" varchar(2048),
        "isVegetarian" boolean NOT NULL DEFAULT false,
        "isVegan" boolean NOT NULL DEFAULT false,
        "isGlutenFree" boolean NOT NULL DEFAULT false,
        "isDairyFree" boolean NOT NULL DEFAULT false,
        "containsNuts" boolean NOT NULL DEFAULT false,
        "isSpicy" boolean NOT NULL DEFAULT false,
        "containsMeat" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_dishes_meat_not_veg" CHECK (NOT ("containsMeat" AND ("isVegan" OR "isVegetarian")))
      )`);
    await q.query(`CREATE INDEX "IDX_dishes_event_created" ON "dishes" ("eventId", "createdAt")`);
    await q.query(`CREATE INDEX "IDX_dishes_contributorId" ON "dishes" ("contributorId")`);

    await q.query(`
      CREATE TABLE "invitations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
        "email" varchar(320),
        "phoneNumber" varchar(32),
        "invitedByUserId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "message" text,
        "sentAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_invitations_contact" CHECK (("email" IS NULL) <> ("phoneNumber" IS NULL))
      )`);
    await q.query(`CREATE INDEX "IDX_invitations_event_created" ON "invitations" ("eventId", "createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['invitations', 'dishes', 'rsvps', 'events', 'sessions', 'users']) {
      await q.query(`DROP TABLE IF EXISTS "${table}"`);
    }
  }
}
