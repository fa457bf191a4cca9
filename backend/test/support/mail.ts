import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';

const CONFIRM_LINK = /\/api\/email-confirmation\/([A-Za-z0-9_-]{43})/;

/** The confirmation link last mailed to `email` (read from the outbox, or from the text of a mail given). */
export async function confirmationLink(app: INestApplication, email: string, mailText?: string): Promise<string> {
  let text = mailText;
  if (text === undefined) {
    // Found by its link, not its subject: the subject is in the recipient's language.
    const rows: { text: string }[] = await app.get(DataSource).query(
      `SELECT "text" FROM "outbox" WHERE "recipient" = $1 AND "text" LIKE '%/api/email-confirmation/%'
          ORDER BY "createdAt" DESC LIMIT 1`,
      [email.toLowerCase()],
    );
    text = rows[0]?.text ?? '';
  }
  const match = CONFIRM_LINK.exec(text);
  if (!match) throw new Error(`no confirmation link for ${email}`);
  return `/api/email-confirmation/${match[1]}`;
}

/** Confirms a guest's address the way its owner does: opens the mailed link and presses its button. */
export async function confirmEmail(app: INestApplication, email: string, mailText?: string): Promise<void> {
  const path = await confirmationLink(app, email, mailText);
  await request(app.getHttpServer()).post(path).expect(200);
}
