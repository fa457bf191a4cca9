import './event-code-form.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadFormSchemas, onFormSubmit, useFormSchemas, useSingleSubmit } from '@/lib/form-validation';
import { extractEventCode } from '@contracts/event-code.rules';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { IconTicket } from '@/components/icons';
import { TextField } from '@/components/text-field';

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
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    void navigate(`/join/${encodeURIComponent(parsed.data.code)}`);
  });

  return (
    <div className="event-code-form stack stack--lg">
      <Card as="section" aria-label="Enter your invitation">
        <form className="stack" onSubmit={onFormSubmit(submit)} noValidate>
          <TextField
            label="Event Code or Link"
            name="code"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(undefined);
            }}
            placeholder="Paste the invite link or code"
            error={error}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          <Button type="submit" block icon={<IconTicket />}>
            Join Event
          </Button>
        </form>
      </Card>
      <Card as="section" tone="muted" aria-labelledby="join-help-title">
        <h2 id="join-help-title" className="join-help__title">
          How to join an event
        </h2>
        <ol className="join-help__steps">
          <li>
            <div>
              <p className="join-help__step-title">Get the invite from your host</p>
              <p className="join-help__step-text text-secondary text-sm">
                Hosts share a link or an event code by message or email.
              </p>
            </div>
          </li>
          <li>
            <div>
              <p className="join-help__step-title">Paste it above</p>
              <p className="join-help__step-text text-secondary text-sm">
                The whole link works, and so does just the code at its end.
              </p>
            </div>
          </li>
          <li>
            <div>
              <p className="join-help__step-title">RSVP and pick a dish</p>
              <p className="join-help__step-text text-secondary text-sm">
                Tell the host who's coming, then sign up for something to bring.
              </p>
            </div>
          </li>
        </ol>
      </Card>
    </div>
  );
}
