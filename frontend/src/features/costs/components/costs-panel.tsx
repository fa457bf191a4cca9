import '../costs.css';
import type { CostsView, HouseholdShare } from '@contracts/cost.contract';
import type { ShareStatus } from '@contracts/cost.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, SectionCard } from '@/components/card';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useCostChange, useMarkShare } from '../api/costs-api';
import { money } from '../money';
import { CostForm } from './cost-form';
import { CostsSettings } from './costs-settings';
import { PaymentLink } from './payment-link';
import { ReceiptField } from './receipt-field';

const STATUS_TONE: Record<ShareStatus, BadgeTone> = { open: 'maybe', paid: 'accent', settled: 'going' };
const statusLabel = (status: ShareStatus) =>
  status === 'open' ? t('costs.status.open') : status === 'paid' ? t('costs.status.paid') : t('costs.status.settled');

const nameOf = (person: { id: string | null; name: string | null }, formerIfNull = true) =>
  person.name ?? (person.id === null && formerIfNull ? t('costs.formerGuest') : t('costs.someone'));

/**
 * The event's costs: the total and the caller's share first (what matters now: what to pay, to whom, and how), then
 * what was bought, the households' shares for the hosts and payers, the form to record a cost and the host's settings.
 */
export function CostsPanel({ eventId, view, callerId }: { eventId: string; view: CostsView; callerId: string }) {
  const [editing, setEditing] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const change = useCostChange(eventId, queryClient);
  const m = (minor: number) => money(minor, view.currency);
  return (
    <div className="costs">
      <Card className="costs__summary">
        <p className="costs__intro">{t('costs.intro')}</p>
        <div className="costs__totals">
          <div>
            <span className="costs__label">{t('costs.total')}</span>
            <span className="costs__big" data-testid="costs-total">
              {m(view.totalMinor)}
            </span>
          </div>
          {view.householdCount > 0 && view.costs.length > 0 && (
            <div>
              <span className="costs__label">{t('costs.settledLabel')}</span>
              <span className="costs__big">
                {t('costs.settledCount', { settled: view.settledCount, count: view.householdCount })}
              </span>
            </div>
          )}
        </div>
        {view.mine && view.costs.length > 0 && <MyShare eventId={eventId} view={view} mine={view.mine} />}
        {view.payers.some((p) => p.paymentLink || p.paymentNote) && (
          <ul className="costs__payers" aria-label={t('costs.howToPay')}>
            {view.payers
              .filter((p) => p.paymentLink || p.paymentNote)
              .map((p) => (
                <li key={p.person.id ?? 'former'} className="costs__payer">
                  <span>{t('costs.payTo', { name: nameOf(p.person) })}</span>
                  {p.paymentLink && <PaymentLink link={p.paymentLink} />}
                  {p.paymentNote && <span className="costs__note">{p.paymentNote}</span>}
                </li>
              ))}
          </ul>
        )}
      </Card>

      <SectionCard titleId="costs-list-title" title={t('costs.list.title')}>
        {view.costs.length === 0 ? (
          <p className="costs__empty">{t('costs.list.empty')}</p>
        ) : (
          <ul className="costs__list">
            {view.costs.map((c) =>
              editing === c.id ? (
                <li key={c.id}>
                  <CostForm
                    eventId={eventId}
                    view={view}
                    editing={c}
                    callerId={callerId}
                    onDone={() => setEditing(null)}
                  />
                </li>
              ) : (
                <li key={c.id} className="costs__item">
                  <span className="costs__item-text">
                    <span className="costs__item-what">{c.what}</span>
                    <span className="costs__item-by">{t('costs.paidBy', { name: nameOf(c.payer) })}</span>
                  </span>
                  <span className="costs__amount">{m(c.amountMinor)}</span>
                  {(c.canEdit || c.receipt) && <ReceiptField eventId={eventId} cost={c} />}
                  {c.canEdit && (
                    <span className="costs__item-actions">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setEditing(c.id)}
                        aria-label={t('costs.editLabel', { what: c.what })}
                      >
                        {t('costs.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('costs.deleteLabel', { what: c.what })}
                        onClick={() =>
                          change.mutate({ change: { kind: 'delete', costId: c.id }, idempotencyKey: newChangeKey() })
                        }
                      >
                        {t('costs.delete')}
                      </Button>
                    </span>
                  )}
                </li>
              ),
            )}
          </ul>
        )}
      </SectionCard>

      {view.canRecord && (
        <SectionCard titleId="costs-form-title" title={t('costs.form.title')}>
          <CostForm eventId={eventId} view={view} callerId={callerId} />
        </SectionCard>
      )}

      {view.costs.length > 0 && view.households.length > 0 && (view.canConfirm || view.households.length > 1) && (
        <SectionCard titleId="costs-shares-title" title={t('costs.households.title')}>
          <ul className="costs__list">
            {view.households.map((h) => (
              <HouseholdRow key={h.id} eventId={eventId} view={view} household={h} />
            ))}
          </ul>
        </SectionCard>
      )}

      {view.canSetUp && <CostsSettings eventId={eventId} view={view} />}
    </div>
  );
}

function MyShare({ eventId, view, mine }: { eventId: string; view: CostsView; mine: HouseholdShare }) {
  const mark = useMarkShare(eventId);
  const m = (minor: number) => money(minor, view.currency);
  const send = (paid: boolean) =>
    mark.mutate({ eventId, paid, paidMinor: mine.owesMinor, idempotencyKey: newChangeKey() });
  return (
    <div className="costs__mine" aria-labelledby="costs-mine-title">
      <div className="costs__mine-head">
        <span className="costs__label" id="costs-mine-title">
          {t('costs.yourShare')}
        </span>
        <Badge tone={STATUS_TONE[mine.status]}>{statusLabel(mine.status)}</Badge>
      </div>
      <span className="costs__big" data-testid="costs-my-share">
        {m(mine.owesMinor)}
      </span>
      {mine.spentMinor > 0 && (
        <p className="costs__help">{t('costs.youPaid', { spent: m(mine.spentMinor), share: m(mine.shareMinor) })}</p>
      )}
      {mine.owesMinor > 0 && mine.status === 'open' && (
        <Button variant="primary" block onClick={() => send(true)}>
          {t('costs.markPaid')}
        </Button>
      )}
      {mine.status === 'paid' && (
        <>
          <p className="costs__help">{t('costs.waitingForPayer')}</p>
          <Button variant="ghost" size="sm" onClick={() => send(false)}>
            {t('costs.unmark')}
          </Button>
        </>
      )}
    </div>
  );
}

function HouseholdRow({
  eventId,
  view,
  household: h,
}: {
  eventId: string;
  view: CostsView;
  household: HouseholdShare;
}) {
  const queryClient = useQueryClient();
  const change = useCostChange(eventId, queryClient);
  const confirm = (confirmed: boolean) =>
    change.mutate({ change: { kind: 'confirm', householdId: h.id, confirmed }, idempotencyKey: newChangeKey() });
  const name = nameOf(h.person);
  return (
    <li className="costs__item" data-testid="costs-household">
      <span className="costs__item-text">
        <span className="costs__item-what">{name}</span>
        <span className="costs__item-by">{t('costs.households.people', { adults: h.adults, kids: h.kids })}</span>
      </span>
      <span className="costs__amount">{money(h.owesMinor, view.currency)}</span>
      <Badge tone={STATUS_TONE[h.status]}>{statusLabel(h.status)}</Badge>
      {view.canConfirm && h.owesMinor > 0 && h.status !== 'settled' && (
        <span className="costs__item-actions">
          <Button
            variant={h.status === 'paid' ? 'primary' : 'secondary'}
            size="sm"
            pending={change.isPending}
            pendingLabel={t('common.submitting')}
            onClick={() => confirm(true)}
            aria-label={t('costs.confirmLabel', { name })}
          >
            {h.status === 'paid' ? t('costs.confirm') : t('costs.received')}
          </Button>
        </span>
      )}
      {view.canConfirm && h.status === 'settled' && h.confirmedAt && (
        <span className="costs__item-actions">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => confirm(false)}
            aria-label={t('costs.unconfirmLabel', { name })}
          >
            {t('costs.unconfirm')}
          </Button>
        </span>
      )}
    </li>
  );
}
