import './event-code-form.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { issueMessage } from '@/lib/field-errors';
import { loadFormSchemas, onFormSubmit, useFormSchemas, useSingleSubmit } from '@/lib/form-validation';
import { extractEventCode } from '@contracts/event-code.rules';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { IconTicket } from '@/components/icons';
import { TextField } from '@/components/text-field';
import { t } from '@/lib/i18n';

/** The steps of "How to join" (join.code.step<n>Title and Text). */
const HELP_STEPS = [1, 2, 3] as const;

/** Join screen: a code or any link containing it leads to /join/{code}. */
export function EventCodeForm() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  useFormSchemas();

  const submit = useSingleSubmit(async () => {
    const { eventCodeSchema } = await loadFormSchemas();
    const parsed = eventCodeSchema.safeParse({ code: extractEventCode(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0] && issueMessage(parsed.error.issues[0]));
      return;
    }
    setError(undefined);
    void navigate(`/join/${encodeURIComponent(parsed.data.code)}`);
  });

  return (
    <div className="event-code-form stack stack--lg">
      <Card as="section" aria-label={t('join.code.formLabel')}>
        <form className="stack" onSubmit={onFormSubmit(submit)} noValidate>
          <TextField
            label={t('join.code.label')}
            name="code"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(undefined);
            }}
            placeholder={t('join.code.placeholder')}
            error={error}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          <Button type="submit" block icon={<IconTicket />}>
            {t('join.code.submit')}
          </Button>
        </form>
      </Card>
      <Card as="section" tone="muted" aria-labelledby="join-help-title">
        <h2 id="join-help-title" className="join-help__title">
          {t('join.code.helpTitle')}
        </h2>
        <ol className="join-help__steps">
          {HELP_STEPS.map((step) => (
            <li key={step}>
              <div>
                <p className="join-help__step-title">{t(`join.code.step${step}Title`)}</p>
                <p className="join-help__step-text text-secondary text-sm">{t(`join.code.step${step}Text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
