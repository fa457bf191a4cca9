import './jobs.css';
import { useState, type FormEvent } from 'react';
import { JOB_NEEDED_MAX, JOB_TITLE_MAX, uncoveredJobs, type JobView } from '@contracts/jobs.rules';
import { displayName, hasName } from '@contracts/user.rules';
import { Button } from '@/components/button';
import { SectionCard } from '@/components/card';
import { TextField } from '@/components/text-field';
import { newChangeKey } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { useDeleteJob, useJobs, useSaveJob, useTakeJob } from './api/jobs-api';
import { NudgeSettingField } from './nudge-setting';

export interface JobsCardProps {
  eventId: string;
  /** Host or co-host: adds, changes and deletes jobs. */
  canManage: boolean;
  /** Signed in (a guest without a session sees the jobs and what they still need, and signs up from the event page). */
  signedIn: boolean;
  /** Inside another card (the event page's dishes, beside what is still missing): a titled part, not a card. */
  bare?: boolean;
}

/**
 * Jobs besides food (set up, ice, washing up): what each still needs leads, then every job with who took it and a
 * one-tap "I'll do it" / "Leave". The host and co-hosts add, change and delete them here.
 */
export function JobsCard({ eventId, canManage, signedIn, bare = false }: JobsCardProps) {
  const { data: jobs } = useJobs(eventId);
  const [editing, setEditing] = useState<JobView | 'new' | null>(null);
  if (!jobs || (jobs.length === 0 && !canManage)) return null;
  const open = uncoveredJobs(jobs);
  const missing = open.reduce((n, j) => n + j.missing, 0);
  const content = (
    <>
      {jobs.length === 0 ? (
        <p className="jobs__intro">{t('jobs.intro')}</p>
      ) : (
        <p className={missing > 0 ? 'jobs__status jobs__status--short' : 'jobs__status'} role="status">
          {missing > 0 ? t('jobs.stillNeeded', { count: missing }) : t('jobs.allCovered')}
        </p>
      )}
      <ul className="jobs__list">
        {jobs.map((job) =>
          editing !== 'new' && editing?.id === job.id ? (
            <li key={job.id}>
              <JobForm eventId={eventId} job={job} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <JobRow
              key={job.id}
              eventId={eventId}
              job={job}
              canManage={canManage}
              signedIn={signedIn}
              onEdit={() => setEditing(job)}
            />
          ),
        )}
      </ul>
      {canManage &&
        (editing === 'new' ? (
          <JobForm eventId={eventId} job={null} onDone={() => setEditing(null)} />
        ) : (
          <Button variant="secondary" block onClick={() => setEditing('new')}>
            {t('jobs.add')}
          </Button>
        ))}
      {canManage && (
        <div className="jobs__nudge">
          <NudgeSettingField eventId={eventId} />
        </div>
      )}
    </>
  );
  if (bare) {
    return (
      <section className="jobs jobs--bare" aria-labelledby="jobs-title">
        <h3 id="jobs-title" className="still-needed__title">
          {t('jobs.title')}
        </h3>
        {content}
      </section>
    );
  }
  return (
    <SectionCard titleId="jobs-title" title={t('jobs.title')} className="jobs">
      {content}
    </SectionCard>
  );
}

function JobRow({
  eventId,
  job,
  canManage,
  signedIn,
  onEdit,
}: {
  eventId: string;
  job: JobView;
  canManage: boolean;
  signedIn: boolean;
  onEdit: () => void;
}) {
  const take = useTakeJob(eventId);
  const remove = useDeleteJob(eventId);
  const { user } = useAuth();
  const full = job.helpers.length >= job.needed;
  // Others by name (a place the reader may not see named only counts); the reader is "You".
  const names = job.helpers
    .filter((h) => h.id !== job.id && h.id !== user?.id && hasName(h))
    .map((h) => displayName(h));
  const send = (taking: boolean) =>
    take.mutate({ eventId, jobId: job.id, jobTitle: job.title, take: taking, idempotencyKey: newChangeKey() });
  return (
    <li className="job" aria-label={job.title}>
      <div className="job__head">
        <h3 className="job__title">{job.title}</h3>
        <span className={full ? 'job__count job__count--full' : 'job__count'}>
          {t('jobs.count', { have: job.helpers.length, needed: job.needed })}
        </span>
      </div>
      {job.startsAt && <p className="job__time">{t('jobs.at', { time: job.startsAt.slice(11, 16) })}</p>}
      {(job.mine || names.length > 0) && (
        <p className="job__who">
          {job.mine ? t('jobs.youAnd', { count: names.length, names: names.join(', ') }) : names.join(', ')}
        </p>
      )}
      <div className="job__actions">
        {signedIn &&
          (job.mine ? (
            <Button size="sm" variant="ghost" onClick={() => send(false)}>
              {t('jobs.leave')}
            </Button>
          ) : (
            !full && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => send(true)}
                aria-label={t('jobs.takeLabel', { job: job.title })}
              >
                {t('jobs.take')}
              </Button>
            )
          ))}
        {canManage && (
          <>
            <Button size="sm" variant="ghost" onClick={onEdit} aria-label={t('jobs.editLabel', { job: job.title })}>
              {t('jobs.edit')}
            </Button>
            <Button
              size="sm"
              variant="danger-outline"
              pending={remove.isPending}
              pendingLabel={t('jobs.delete')}
              onClick={() => remove.mutate(job.id)}
              aria-label={t('jobs.deleteLabel', { job: job.title })}
            >
              {t('jobs.delete')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function JobForm({ eventId, job, onDone }: { eventId: string; job: JobView | null; onDone: () => void }) {
  const save = useSaveJob(eventId);
  const [title, setTitle] = useState(job?.title ?? '');
  const [needed, setNeeded] = useState(String(job?.needed ?? 1));
  const [startsAt, setStartsAt] = useState(job?.startsAt?.slice(0, 16) ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (title.trim() === '') {
      setError(t('jobs.titleRequired'));
      return;
    }
    const count = Math.min(JOB_NEEDED_MAX, Math.max(1, Math.floor(Number(needed) || 1)));
    save.mutate(
      { jobId: job?.id ?? null, input: { title: title.trim(), needed: count, startsAt: startsAt || null } },
      { onSuccess: onDone },
    );
  };
  return (
    <form className="jobs__form" onSubmit={submit} noValidate>
      <TextField
        label={t('jobs.form.title')}
        placeholder={t('jobs.form.titlePlaceholder')}
        maxLength={JOB_TITLE_MAX}
        value={title}
        error={error}
        autoFocus
        onChange={(e) => {
          setTitle(e.target.value);
          setError(undefined);
        }}
      />
      <div className="jobs__form-row">
        <TextField
          label={t('jobs.form.needed')}
          type="number"
          inputMode="numeric"
          min={1}
          max={JOB_NEEDED_MAX}
          value={needed}
          onChange={(e) => setNeeded(e.target.value)}
        />
        <TextField
          label={t('jobs.form.time')}
          type="datetime-local"
          optional
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
      </div>
      <div className="jobs__form-actions">
        <Button variant="ghost" onClick={onDone}>
          {t('jobs.form.cancel')}
        </Button>
        <Button type="submit" pending={save.isPending} pendingLabel={t('jobs.form.save')}>
          {t('jobs.form.save')}
        </Button>
      </div>
    </form>
  );
}
