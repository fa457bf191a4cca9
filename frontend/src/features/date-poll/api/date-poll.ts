import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DatePollView } from '@contracts/date-poll.contract';
import { pollScore, rankOptions, type DatePollAnswer } from '@contracts/date-poll.rules';
import { apiJson, serverMessage } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { t } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

export const datePollKey = (eventId: string) => [...queryKeys.events.detail(eventId), 'date-poll'] as const;
export const answerDatePollKey = ['date-poll', 'answer'] as const;

/** The poll of an event, or null when it never had one (the server answers a poll without options). */
export async function getDatePoll(eventId: string): Promise<DatePollView | null> {
  const view = await apiJson<DatePollView>('GET', `/api/events/${encodeURIComponent(eventId)}/date-poll`);
  return view && view.options.length > 0 ? view : null;
}

export function useDatePoll(eventId: string, enabled = true) {
  return useQuery({ queryKey: datePollKey(eventId), queryFn: () => getDatePoll(eventId), enabled, retry: false });
}

/** Plain JSON only: an answer given offline is persisted with the cache and sent when the phone is back. */
export interface AnswerVariables {
  eventId: string;
  answers: { optionId: string; answer: DatePollAnswer }[];
  /** Made once per change, so a replay after reconnecting is applied once. */
  idempotencyKey: string;
}

export async function answerDatePoll({ eventId, answers, idempotencyKey }: AnswerVariables) {
  return apiJson<DatePollView>(
    'PUT',
    `/api/events/${encodeURIComponent(eventId)}/date-poll/answers`,
    { answers },
    {
      idempotencyKey,
    },
  );
}

/** The poll as it will be once the server has the caller's answers: counts moved, order by the ranking rule. */
export function applyAnswers(view: DatePollView, answers: AnswerVariables['answers']): DatePollView {
  const mine = { ...view.mine };
  const options = view.options.map((o) => ({ ...o }));
  for (const { optionId, answer } of answers) {
    const option = options.find((o) => o.id === optionId);
    if (!option) continue;
    const before = mine[optionId];
    if (before) option[before] -= 1;
    option[answer] += 1;
    option.score = pollScore(option);
    mine[optionId] = answer;
  }
  const firstAnswer = Object.keys(view.mine).length === 0 && answers.length > 0;
  return {
    ...view,
    options: rankOptions(options),
    mine,
    answeredCount: view.answeredCount + (firstAnswer ? 1 : 0),
  };
}

/** Registered at start-up like every change that can wait offline (see app/mutation-defaults.ts). */
export function registerDatePollDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<DatePollView | undefined, Error, AnswerVariables, { previous?: DatePollView | null }>(
    answerDatePollKey,
    {
      mutationFn: answerDatePoll,
      onMutate: async (vars) => {
        const key = datePollKey(vars.eventId);
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<DatePollView | null>(key);
        if (previous) queryClient.setQueryData(key, applyAnswers(previous, vars.answers));
        return { previous };
      },
      onSuccess: (view, vars) => {
        if (view) queryClient.setQueryData(datePollKey(vars.eventId), view);
      },
      onError: (error, vars, context) => {
        if (context?.previous) queryClient.setQueryData(datePollKey(vars.eventId), context.previous);
        reportFailedChange(
          {
            mutationKey: answerDatePollKey,
            variables: { ...vars },
            eventId: vars.eventId,
            label: t('datePoll.title'),
            error,
            fallback: t('datePoll.answerFailed'),
          },
          { title: t('datePoll.title'), description: serverMessage(error) ?? t('datePoll.answerFailed') },
        );
      },
      onSettled: (_data, _error, vars) => queryClient.invalidateQueries({ queryKey: datePollKey(vars.eventId) }),
    },
  );
}

export function useAnswerDatePoll(eventId: string) {
  return useMutation<DatePollView | undefined, Error, AnswerVariables>({
    mutationKey: answerDatePollKey,
    scope: { id: `event:${eventId}` },
  });
}

/** The host's pick: online only (it tells everyone who answered). */
export function usePickDate(eventId: string, queryClient: QueryClient) {
  return useMutation<DatePollView | undefined, Error, { optionId: string; idempotencyKey: string }>({
    mutationFn: ({ optionId, idempotencyKey }) =>
      apiJson<DatePollView>(
        'POST',
        `/api/events/${encodeURIComponent(eventId)}/date-poll/pick`,
        { optionId },
        {
          idempotencyKey,
        },
      ),
    onSuccess: (view) => {
      if (view) queryClient.setQueryData(datePollKey(eventId), view);
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.publicEvent(eventId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true });
    },
  });
}
