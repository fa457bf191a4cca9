import type { CostInput, CostsView } from '@contracts/cost.contract';
import { isPaymentLink, parseMoney, PAYMENT_LINK_MAX, PAYMENT_NOTE_MAX, COST_WHAT_MAX } from '@contracts/cost.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useCostChange } from '../api/costs-api';

type Cost = CostsView['costs'][number];

/** Records a cost, or changes one (`editing`): what, how much in the event's currency, who paid, how to pay them. */
export function CostForm({
  eventId,
  view,
  editing,
  callerId,
  onDone,
}: {
  eventId: string;
  view: CostsView;
  editing?: Cost;
  callerId: string;
  onDone?: () => void;
}) {
  const queryClient = useQueryClient();
  const change = useCostChange(eventId, queryClient);
  const amountText = (minor: number) => (minor / 10 ** view.digits).toFixed(view.digits);
  const initial = {
    what: editing?.what ?? '',
    amount: editing ? amountText(editing.amountMinor) : '',
    payerId: editing?.payer.id ?? callerId,
    paymentLink: editing?.paymentLink ?? '',
    paymentNote: editing?.paymentNote ?? '',
  };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const amountMinor = parseMoney(values.amount, view.currency);
    const link = values.paymentLink.trim();
    const found: typeof errors = {};
    if (!values.what.trim()) found.what = t('costs.form.whatRequired');
    if (amountMinor === null || amountMinor <= 0) found.amount = t('costs.form.badAmount', { currency: view.currency });
    if (link && !isPaymentLink(link)) found.paymentLink = t('costs.form.badLink');
    setErrors(found);
    if (Object.keys(found).length > 0 || amountMinor === null) return;
    const input: CostInput = {
      what: values.what.trim(),
      amountMinor,
      payerId: values.payerId || null,
      paymentLink: link || null,
      paymentNote: values.paymentNote.trim() || null,
    };
    change.mutate(
      {
        change: editing ? { kind: 'update', costId: editing.id, input } : { kind: 'record', input },
        idempotencyKey: newChangeKey(),
      },
      {
        onSuccess: () => {
          if (!editing) setValues({ ...initial, payerId: values.payerId });
          onDone?.();
        },
      },
    );
  };

  const people = view.people.some((p) => p.id === values.payerId)
    ? view.people
    : [...view.people, { id: values.payerId, name: t('costs.formerGuest') }];
  return (
    <form
      className="costs__form"
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('costs.form.editTitle') : t('costs.form.title')}
    >
      <TextField
        label={t('costs.form.what')}
        value={values.what}
        onChange={set('what')}
        maxLength={COST_WHAT_MAX}
        error={errors.what}
        autoComplete="off"
      />
      <TextField
        label={t('costs.form.amount', { currency: view.currency })}
        value={values.amount}
        onChange={set('amount')}
        inputMode="decimal"
        error={errors.amount}
        autoComplete="off"
      />
      <SelectField
        label={t('costs.form.payer')}
        value={values.payerId}
        onChange={set('payerId')}
        options={people.map((p) => ({
          value: p.id,
          label: p.id === callerId ? t('costs.form.me', { name: p.name }) : p.name,
        }))}
      />
      <TextField
        label={t('costs.form.link')}
        help={t('costs.form.linkHelp')}
        type="url"
        inputMode="url"
        optional
        value={values.paymentLink}
        onChange={set('paymentLink')}
        maxLength={PAYMENT_LINK_MAX}
        error={errors.paymentLink}
      />
      <TextField
        label={t('costs.form.note')}
        help={t('costs.form.noteHelp')}
        optional
        value={values.paymentNote}
        onChange={set('paymentNote')}
        maxLength={PAYMENT_NOTE_MAX}
      />
      <div className="costs__form-actions">
        {onDone && editing && (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('costs.form.cancel')}
          </Button>
        )}
        <Button type="submit" variant="primary" pending={change.isPending} pendingLabel={t('common.submitting')}>
          {editing ? t('costs.form.save') : t('costs.form.add')}
        </Button>
      </div>
    </form>
  );
}
