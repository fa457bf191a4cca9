import type { CostsView } from '@contracts/cost.contract';
import { COST_RECORDERS, KID_WEIGHT_MAX, type CostRecorders, type CostSplit } from '@contracts/cost.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { ChoiceSegments } from '@/components/choice-segments';
import { SectionCard } from '@/components/card';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useCostChange } from '../api/costs-api';
import { currencyOptions } from '../money';

const RECORDER_LABEL: Record<CostRecorders, () => string> = {
  host: () => t('costs.settings.recorders.host'),
  managers: () => t('costs.settings.recorders.managers'),
  going: () => t('costs.settings.recorders.going'),
};

/** The host's settings: the currency (fixed once costs exist), who records costs, how they are split. */
export function CostsSettings({ eventId, view }: { eventId: string; view: CostsView }) {
  const queryClient = useQueryClient();
  const change = useCostChange(eventId, queryClient);
  const [currency, setCurrency] = useState(view.currency);
  const [recorders, setRecorders] = useState<CostRecorders>(view.recorders);
  const [split, setSplit] = useState<CostSplit>(view.split);
  const [kidWeight, setKidWeight] = useState(String(view.kidWeight));
  const locked = view.costs.length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const weight = Math.min(KID_WEIGHT_MAX, Math.max(0, Math.round(Number(kidWeight) || 0)));
    change.mutate(
      {
        change: { kind: 'settings', input: { currency, recorders, split, kidWeight: weight } },
        idempotencyKey: newChangeKey(),
      },
      { onSuccess: () => toast({ title: t('costs.saved') }) },
    );
  };
  return (
    <SectionCard titleId="costs-settings-title" title={t('costs.settings.title')} className="costs__settings">
      <form className="costs__form" onSubmit={submit}>
        <SelectField
          label={t('costs.settings.currency')}
          value={currency}
          onChange={(e) => setCurrency(e.target.value)}
          options={locked ? [{ value: view.currency, label: view.currency }] : currencyOptions(view.currency)}
          disabled={locked}
          help={locked ? t('costs.settings.currencyLocked') : undefined}
        />
        <SelectField
          label={t('costs.settings.recorders')}
          value={recorders}
          onChange={(e) => setRecorders(e.target.value as CostRecorders)}
          options={COST_RECORDERS.map((r) => ({ value: r, label: RECORDER_LABEL[r]() }))}
        />
        <div className="costs__field">
          <span className="costs__label" id="costs-split-label">
            {t('costs.settings.split')}
          </span>
          <ChoiceSegments
            name="costs-split"
            legend={t('costs.settings.split')}
            value={split}
            onChange={setSplit}
            options={[
              { value: 'household', label: t('costs.settings.split.household') },
              { value: 'adult', label: t('costs.settings.split.adult') },
            ]}
          />
        </div>
        {split === 'adult' && (
          <TextField
            label={t('costs.settings.kidWeight')}
            type="number"
            inputMode="numeric"
            min={0}
            max={KID_WEIGHT_MAX}
            value={kidWeight}
            onChange={(e) => setKidWeight(e.target.value)}
          />
        )}
        <Button
          type="submit"
          variant="secondary"
          block
          pending={change.isPending}
          pendingLabel={t('common.submitting')}
        >
          {t('costs.settings.save')}
        </Button>
      </form>
    </SectionCard>
  );
}
