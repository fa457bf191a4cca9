import './operator-console.css';
import { useState } from 'react';
import type { EventCreationMode } from '@contracts/operator.rules';
import type { OperatorConsole as ConsoleData } from '@contracts/responses.contract';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { SectionCard } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextArea } from '@/components/text-area';
import { TextField } from '@/components/text-field';
import { serverMessage } from '@/lib/api-client';
import { formatLongDateTime } from '@/lib/date-format';
import { onFormSubmit, useSingleSubmit } from '@/lib/form-validation';
import { t, type MessageKey } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useOperatorAction, type OperatorAction } from '../api/operator-actions';

type Report = ConsoleData['reports'][number];

/**
 * The operator's console, one column of sections: the server's figures, the reported events with what may be done
 * to them (hide, delete, block the host), who may create events, the blocked accounts and the audit log.
 */
export function OperatorConsole({ data }: { data: ConsoleData }) {
  const action = useOperatorAction();
  const act = async (change: OperatorAction) => {
    try {
      await action.mutateAsync(change);
      toast({ title: t('admin.done') });
    } catch (error) {
      toast({ title: t('admin.failed'), description: serverMessage(error), variant: 'destructive' });
    }
  };
  return (
    <div className="stack stack--lg operator-console">
      <Figures figures={data.figures} />
      <Reports reports={data.reports} act={act} pending={action.isPending} />
      <CreationPolicy policy={data.creationPolicy} act={act} pending={action.isPending} />
      <Blocks blocked={data.blockedAccounts} act={act} pending={action.isPending} />
      <AuditLog audit={data.audit} />
    </div>
  );
}

type Act = (change: OperatorAction) => Promise<void>;

function Figures({ figures }: { figures: ConsoleData['figures'] }) {
  const tiles: [MessageKey, number][] = [
    ['admin.figures.accounts', figures.accounts],
    ['admin.figures.guests', figures.guests],
    ['admin.figures.events', figures.events],
    ['admin.figures.reports', figures.reports],
    ['admin.figures.hidden', figures.hiddenEvents],
    ['admin.figures.blocked', figures.blockedAccounts],
    ['admin.figures.mails', figures.mailsSent],
    ['admin.figures.pushes', figures.pushesSent],
    ['admin.figures.texts', figures.textsSent],
    ['admin.figures.limits', figures.limitsHit],
  ];
  return (
    <SectionCard titleId="admin-figures-title" title={t('admin.figures.title')}>
      <dl className="operator-figures">
        {tiles.map(([label, value]) => (
          <div key={label} className="operator-figures__tile">
            <dt className="operator-figures__label">{t(label)}</dt>
            <dd className="operator-figures__value">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="operator-note">{t('admin.figures.since', { date: formatLongDateTime(figures.since) })}</p>
    </SectionCard>
  );
}

function Reports({ reports, act, pending }: { reports: Report[]; act: Act; pending: boolean }) {
  const [deleting, setDeleting] = useState<Report | null>(null);
  return (
    <SectionCard titleId="admin-reports-title" title={t('admin.reports.title')}>
      {reports.length === 0 ? (
        <p className="operator-note">{t('admin.reports.empty')}</p>
      ) : (
        <ul className="list-bare operator-list">
          {reports.map((report) => (
            <li key={report.id} className="operator-report">
              <p className="operator-report__event" dir="auto">
                <a href={`/events/${encodeURIComponent(report.eventId)}`}>{report.eventName}</a>
              </p>
              <p className="operator-report__reason" dir="auto">
                {report.reason}
              </p>
              <p className="operator-note">
                {formatLongDateTime(report.createdAt)} ·{' '}
                {t(report.signedIn ? 'admin.reports.signedIn' : 'admin.reports.anonymous')}
              </p>
              {report.hostEmail && (
                <p className="operator-note">{t('admin.reports.host', { email: report.hostEmail })}</p>
              )}
              {(report.eventHidden || report.hostBlocked) && (
                <p className="cluster">
                  {report.eventHidden && <Badge>{t('admin.reports.hidden')}</Badge>}
                  {report.hostBlocked && <Badge>{t('admin.reports.hostBlocked')}</Badge>}
                </p>
              )}
              <div className="operator-actions">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={pending}
                  onClick={() => void act({ kind: 'hidden', eventId: report.eventId, hidden: !report.eventHidden })}
                >
                  {t(report.eventHidden ? 'admin.action.unhide' : 'admin.action.hide')}
                </Button>
                {report.hostEmail && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={pending}
                    onClick={() =>
                      void act({ kind: 'block', body: { email: report.hostEmail!, blocked: !report.hostBlocked } })
                    }
                  >
                    {t(report.hostBlocked ? 'admin.action.unblock' : 'admin.action.blockHost')}
                  </Button>
                )}
                <Button size="sm" variant="danger-outline" disabled={pending} onClick={() => setDeleting(report)}>
                  {t('admin.action.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.action.confirmDelete', { name: deleting?.eventName ?? '' })}
        description={deleting?.reason ?? ''}
        confirmLabel={t('admin.action.delete')}
        tone="danger"
        pending={pending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const eventId = deleting!.eventId;
          setDeleting(null);
          void act({ kind: 'delete', eventId });
        }}
      />
    </SectionCard>
  );
}

const MODES: readonly { mode: EventCreationMode; label: MessageKey }[] = [
  { mode: 'everyone', label: 'admin.policy.everyone' },
  { mode: 'allowlist', label: 'admin.policy.allowlist' },
  { mode: 'operators', label: 'admin.policy.operators' },
];

function CreationPolicy({
  policy,
  act,
  pending,
}: {
  policy: ConsoleData['creationPolicy'];
  act: Act;
  pending: boolean;
}) {
  const [mode, setMode] = useState(policy.mode);
  const [allowlist, setAllowlist] = useState(policy.allowlist.join('\n'));
  const save = useSingleSubmit(() =>
    act({
      kind: 'policy',
      body: {
        mode,
        allowlist: allowlist
          .split(/[\s,]+/)
          .map((line) => line.trim())
          .filter(Boolean),
      },
    }),
  );
  return (
    <SectionCard titleId="admin-policy-title" title={t('admin.policy.title')}>
      <form className="stack stack--sm" onSubmit={onFormSubmit(save)}>
        <fieldset className="operator-modes">
          <legend className="visually-hidden">{t('admin.policy.title')}</legend>
          {MODES.map((option) => (
            <label key={option.mode} className="operator-modes__choice">
              <input
                type="radio"
                name="creation-mode"
                value={option.mode}
                checked={mode === option.mode}
                onChange={() => setMode(option.mode)}
              />
              {t(option.label)}
            </label>
          ))}
        </fieldset>
        {mode === 'allowlist' && (
          <TextArea
            id="admin-allowlist"
            label={t('admin.policy.allowlistLabel')}
            value={allowlist}
            onChange={(e) => setAllowlist(e.target.value)}
            rows={3}
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
        <Button type="submit" variant="primary" disabled={pending}>
          {t('admin.policy.save')}
        </Button>
      </form>
    </SectionCard>
  );
}

function Blocks({ blocked, act, pending }: { blocked: ConsoleData['blockedAccounts']; act: Act; pending: boolean }) {
  const [email, setEmail] = useState('');
  const block = useSingleSubmit(async () => {
    await act({ kind: 'block', body: { email, blocked: true } });
    setEmail('');
  });
  return (
    <SectionCard titleId="admin-blocks-title" title={t('admin.blocks.title')}>
      <p className="operator-note">{t('admin.blocks.help')}</p>
      <form className="operator-block-form" onSubmit={onFormSubmit(block)}>
        <TextField
          id="admin-block-email"
          type="email"
          label={t('admin.blocks.email')}
          value={email}
          required
          autoComplete="off"
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="danger-outline" disabled={pending}>
          {t('admin.blocks.block')}
        </Button>
      </form>
      {blocked.length === 0 ? (
        <p className="operator-note">{t('admin.blocks.empty')}</p>
      ) : (
        <ul className="list-bare operator-list">
          {blocked.map((account) => (
            <li key={account.id} className="operator-row">
              <span className="operator-row__text">
                <bdi>{account.email}</bdi>
                <span className="operator-note">{formatLongDateTime(account.blockedAt)}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={pending}
                onClick={() => void act({ kind: 'block', body: { email: account.email, blocked: false } })}
              >
                {t('admin.action.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function AuditLog({ audit }: { audit: ConsoleData['audit'] }) {
  return (
    <SectionCard titleId="admin-audit-title" title={t('admin.audit.title')}>
      {audit.length === 0 ? (
        <p className="operator-note">{t('admin.audit.empty')}</p>
      ) : (
        <ol className="list-bare operator-list">
          {audit.map((line) => (
            <li key={line.id} className="operator-audit">
              <p className="operator-audit__what">{t(`admin.audit.${line.action}`)}</p>
              <p className="operator-audit__target" dir="auto">
                {line.target}
              </p>
              <p className="operator-note">
                <time dateTime={line.at}>{formatLongDateTime(line.at)}</time> · <bdi>{line.operatorEmail}</bdi>
              </p>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
