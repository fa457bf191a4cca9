import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NUDGE_HOUR_CHOICES, type NudgeSetting } from '@contracts/jobs.rules';
import { SelectField } from '@/components/select-field';
import { apiJson, newChangeKey, serverMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';

const nudgeKey = (eventId: string) => [...queryKeys.events.detail(eventId), 'nudge'] as const;
const path = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/nudge`;

/**
 * The host's choice of when the nudge goes (two days before unless changed, or off): what is still uncovered then
 * goes to them and to the going guests who signed up for nothing, once. Online only, like the rest of the host's setup.
 */
export function NudgeSettingField({ eventId }: { eventId: string }) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: nudgeKey(eventId),
    queryFn: async () => (await apiJson<NudgeSetting>('GET', path(eventId))) ?? null,
  });
  const save = useMutation({
    mutationFn: (hours: number | null) =>
      apiJson<NudgeSetting>('PUT', path(eventId), { hours }, { idempotencyKey: newChangeKey() }),
    onSuccess: (setting) => {
      if (setting) queryClient.setQueryData(nudgeKey(eventId), setting);
      toast({ title: t('jobs.nudge.saved') });
    },
    onError: (error) =>
      toast({
        title: t('jobs.saveFailed'),
        description: serverMessage(error) ?? undefined,
        variant: 'destructive',
      }),
  });
  if (!data) return null;
  const current = data.hours;
  const choices: number[] = [...NUDGE_HOUR_CHOICES];
  if (current !== null && !choices.includes(current)) choices.push(current);
  return (
    <SelectField
      label={t('jobs.nudge.label')}
      help={t('jobs.nudge.help')}
      value={current === null ? 'off' : String(current)}
      disabled={save.isPending}
      onChange={(e) => save.mutate(e.target.value === 'off' ? null : Number(e.target.value))}
      options={[
        ...choices
          .sort((x, y) => x - y)
          .map((hours) => ({ value: String(hours), label: t('jobs.nudge.hours', { hours }) })),
        { value: 'off', label: t('jobs.nudge.off') },
      ]}
    />
  );
}
