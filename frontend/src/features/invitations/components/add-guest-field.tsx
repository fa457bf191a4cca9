import { useId, useState, type FormEvent } from 'react';
import { addGuest, type SelectedGuest } from '../guest-list';
import { t } from '@/lib/i18n';

interface Props {
  guests: SelectedGuest[];
  onChange: (guests: SelectedGuest[]) => void;
}

/** 'Add by Phone or Email': Enter or + adds; empty input is ignored; invalid contacts are rejected inline. */
export function AddGuestField({ guests, onChange }: Props) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = addGuest(guests, value);
    if (result.ok) {
      onChange(result.guests);
      setValue('');
      setError(null);
    } else {
      setError(result.error);
    }
  };

  return (
    <form className="invite-add" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="invite-label">
        {t('invite.add.label')}
      </label>
      <div className="invite-add__row">
        <input
          id={inputId}
          className="invite-input"
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('invite.add.placeholder')}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className="invite-add__button" aria-label={t('invite.add.button')}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {error && (
        <p id={errorId} className="invite-field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
