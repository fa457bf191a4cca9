import type { ReceivedMail } from './smtp-server';
import { RETRIED_WITHIN_MS, until } from './until';

/** Gives any duplicate (a second worker, a re-queued job) time to arrive before messages are counted. */
const settle = () => new Promise((r) => setTimeout(r, 3000));

/**
 * Waits until `mails()` holds one mail a recipient (past a job's retry after a failed first try) and any duplicate
 * has had time to arrive, then expects exactly one to each of `emails` and none to anyone else.
 */
export async function expectMailedOnceEach(mails: () => ReceivedMail[], emails: string[]): Promise<void> {
  await until(() => mails().length >= emails.length, RETRIED_WITHIN_MS);
  await settle();
  expect(
    mails()
      .flatMap((m) => m.to)
      .sort(),
  ).toEqual([...emails].sort());
}

/** The text of the one mail among `mails` that went to `email`. */
export function mailTo(mails: ReceivedMail[], email: string): string {
  const mail = mails.find((m) => m.to.includes(email));
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail.readable;
}
