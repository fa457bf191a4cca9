import type { NextPotluckResult } from '@contracts/next-potluck.contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { SectionCard } from '@/components/card';
import { TextField } from '@/components/text-field';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';

/** For hosts and co-hosts once the party is over: the next one from this one, on a day they pick. */
export function NextPotluckCard({ eventId }: { eventId: string }) {
  const navigate = useNavigate();
  const [day, setDay] = useState('');
  const start = useMutation({
    mutationFn: (vars: { day: string; idempotencyKey: string }) =>
      apiJson<NextPotluckResult>(
        'POST',
        `/api/events/${encodeURIComponent(eventId)}/next-potluck`,
        { day: vars.day },
        { idempotencyKey: vars.idempotencyKey },
      ),
    onSuccess: (result) => {
      if (!result) return;
      toast({
        title: t('nextPotluck.started'),
        description: t('nextPotluck.invited', { invited: result.invited, skipped: result.skipped }),
      });
      void navigate(`/events/${result.eventId}`);
    },
    onError: () => toast({ title: t('nextPotluck.failed'), variant: 'destructive' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (day) start.mutate({ day, idempotencyKey: newChangeKey() });
  };
  return (
    <SectionCard titleId="next-potluck-title" title={t('nextPotluck.title')}>
      <p>{t('nextPotluck.intro')}</p>
      <form onSubmit={submit}>
        <TextField
          label={t('nextPotluck.day')}
          type="date"
          required
          value={day}
          onChange={(e) => setDay(e.target.value)}
        />
        <Button type="submit" block pending={start.isPending} pendingLabel={t('nextPotluck.start')}>
          {t('nextPotluck.start')}
        </Button>
      </form>
    </SectionCard>
  );
}
