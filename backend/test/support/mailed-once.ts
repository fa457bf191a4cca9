import { untilJobsIdle } from './jobs-idle';
import type { ReceivedMail } from './smtp-server';
import type { TestContext } from './test-app';
import { RETRIED_WITHIN_MS, until } from './until';

/**
 * Waits until `mails()` holds one mail a recipient (past a job's retry after a failed first try) and the job queue
 * has no job left to run (so any duplicate, from a second worker or a re-queued job, has been sent), then expects
 * exactly one to each of `emails` and none to anyone else. `queues` are the ones that send these mails (see
 * untilJobsIdle), in the job schema of `app`'s replicas.
 */
export async function expectMailedOnceEach(
  { db, jobsSchema }: TestContext,
  mails: () => ReceivedMail[],
  emails: string[],
  queues: readonly string[],
): Promise<void> {
  await until(() => mails().length >= emails.length, RETRIED_WITHIN_MS);
  await untilJobsIdle(db, jobsSchema, RETRIED_WITHIN_MS, queues);
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
