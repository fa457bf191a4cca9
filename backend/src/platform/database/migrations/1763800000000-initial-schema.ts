import { CREATED_AT, dropTables, ID, migration, UPDATED_AT } from './migration';

export const InitialSchema1763800000000 = migration('InitialSchema1763800000000', {
  up: [
    `
      CREATE TABLE "users" (
        ${ID},
        "email" varchar(320) NOT NULL,
        "firstName" varchar(100),
        "lastName" varchar(100),
        "nickname" varchar(100),
        "profileImageUrl" varchar(2048),
        "phoneNumber" varchar(32),
        ${CREATED_AT},
        ${UPDATED_AT},
        CONSTRAINT "UQ_users_email" UNIQUE ("email")
      )`,

    // The session store's table (connect-pg-simple).
    `
      CREATE TABLE "sessions" (
        "sid" varchar NOT NULL PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`,
    `CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire")`,

    `
      CREATE TABLE "events" (
        ${ID},
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
        ${CREATED_AT},
        ${UPDATED_AT}
      )`,
    `CREATE INDEX "IDX_events_hostId" ON "events" ("hostId")`,
    `CREATE INDEX "IDX_events_date" ON "events" ("date")`,

    `
      CREATE TABLE "rsvps" (
        ${ID},
        "eventId" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "status" varchar(16) NOT NULL DEFAULT 'attending' CHECK ("status" IN ('attending','maybe','not_attending')),
        "adultCount" smallint NOT NULL DEFAULT 1 CHECK ("adultCount" BETWEEN 1 AND 10),
        "kidCount" smallint NOT NULL DEFAULT 0 CHECK ("kidCount" BETWEEN 0 AND 10),
        "dietaryRestrictions" text,
        "allergies" text,
        "bringingSupplies" text,
        "respondedAt" timestamptz NOT NULL DEFAULT now(),
        ${CREATED_AT},
        ${UPDATED_AT},
        CONSTRAINT "UQ_rsvps_event_user" UNIQUE ("eventId", "userId")
      )`,
    `CREATE INDEX "IDX_rsvps_userId" ON "rsvps" ("userId")`,

    `
      CREATE TABLE "dishes" (
        ${ID},
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
        ${CREATED_AT},
        ${UPDATED_AT},
        CONSTRAINT "CHK_dishes_meat_not_veg" CHECK (NOT ("containsMeat" AND ("isVegan" OR "isVegetarian")))
      )`,
    `CREATE INDEX "IDX_dishes_event_created" ON "dishes" ("eventId", "createdAt")`,
    `CREATE INDEX "IDX_dishes_contributorId" ON "dishes" ("contributorId")`,

    `
      CREATE TABLE "invitations" (
        ${ID},
        "eventId" uuid NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
        "email" varchar(320),
        "phoneNumber" varchar(32),
        "invitedByUserId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "message" text,
        "sentAt" timestamptz,
        ${CREATED_AT},
        CONSTRAINT "CHK_invitations_contact" CHECK (("email" IS NULL) <> ("phoneNumber" IS NULL))
      )`,
    `CREATE INDEX "IDX_invitations_event_created" ON "invitations" ("eventId", "createdAt")`,
  ],
  down: dropTables('invitations', 'dishes', 'rsvps', 'events', 'sessions', 'users'),
});
