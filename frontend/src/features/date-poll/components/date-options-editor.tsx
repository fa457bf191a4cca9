import '@/components/option-tile.css';
import '../date-poll.css';
import { useEffect, useState } from 'react';
import { DATE_POLL_OPTIONS_MAX, DATE_POLL_OPTIONS_MIN } from '@contracts/date-poll.rules';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { combineDateAndTime } from '@/lib/date-format';
import { t } from '@/lib/i18n';

interface Row {
  key: number;
  date: string;
  time: string;
}

export interface DateOptionsEditorProps {
  /** The event's zone: every option is wall-clock time there. */
  timeZone: string;
  /**
   * Null: one date (the form's own fields). Otherwise the options as instants, or the reason they cannot be sent
   * yet (`error`), whenever a row or the zone changes.
   */
  onChange: (options: { instants: string[]; error: string | null } | null) => void;
  /** A refusal to show under the options (from the server). */
  error?: string;
}

const emptyRow = (key: number): Row => ({ key, date: '', time: '18:30' });

/** "One date" or "Let guests vote" with 2–8 date and time rows, for the create form. */
export function DateOptionsEditor({ timeZone, onChange, error }: DateOptionsEditorProps) {
  const [polling, setPolling] = useState(false);
  const [rows, setRows] = useState<Row[]>(() => [emptyRow(1), emptyRow(2)]);

  useEffect(() => {
    if (!polling) return onChange(null);
    const instants = rows.map((r) => combineDateAndTime(r.date, r.time, timeZone));
    const complete = instants.filter((i): i is string => i !== null);
    const problem =
      complete.length !== rows.length
        ? t('datePoll.form.invalid')
        : rows.length < DATE_POLL_OPTIONS_MIN
          ? t('datePoll.form.tooFew', { min: DATE_POLL_OPTIONS_MIN })
          : new Set(complete).size !== complete.length
            ? t('datePoll.form.twice')
            : null;
    onChange({ instants: complete, error: problem });
  }, [polling, rows, timeZone, onChange]);

  const update = (key: number, part: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...part } : r)));

  return (
    <fieldset className="event-form__group date-options">
      <legend className="event-form__legend">{t('datePoll.form.legend')}</legend>
      <div className="date-options__choice" role="radiogroup">
        {[false, true].map((value) => (
          <label key={String(value)} className="option-tile">
            <input type="radio" name="date-mode" checked={polling === value} onChange={() => setPolling(value)} />
            <span>{value ? t('datePoll.form.offerDates') : t('datePoll.form.oneDate')}</span>
          </label>
        ))}
      </div>
      {polling && (
        <>
          <p className="event-form__help text-secondary text-sm">
            {t('datePoll.form.help', { min: DATE_POLL_OPTIONS_MIN, max: DATE_POLL_OPTIONS_MAX })}
          </p>
          {rows.map((row, i) => (
            <div key={row.key} className="date-options__row">
              <TextField
                id={`date-option-${row.key}`}
                label={t('datePoll.form.optionLabel', { n: i + 1 })}
                type="date"
                value={row.date}
                onChange={(e) => update(row.key, { date: e.target.value })}
              />
              <TextField
                id={`date-option-time-${row.key}`}
                label={t('datePoll.form.time')}
                type="time"
                value={row.time}
                onChange={(e) => update(row.key, { time: e.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('datePoll.form.removeOption', { n: i + 1 })}
                disabled={rows.length <= DATE_POLL_OPTIONS_MIN}
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                ✕
              </Button>
            </div>
          ))}
          {rows.length < DATE_POLL_OPTIONS_MAX && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRows((all) => [...all, emptyRow(Math.max(...all.map((r) => r.key)) + 1)])}
            >
              {t('datePoll.form.addOption')}
            </Button>
          )}
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
