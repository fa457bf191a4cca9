import * as z from 'zod';
import {
  ALLOWLIST_ENTRY,
  ALLOWLIST_ENTRY_MAX,
  ALLOWLIST_ENTRY_MESSAGE,
  ALLOWLIST_MAX,
  EVENT_CREATION_MODES,
  REPORT_REASON_MAX,
  REPORT_REASON_REQUIRED,
} from './operator.rules';

/** Body of POST /api/events/{eventId}/reports (and of the join page's report form): why the event is wrong. */
export const eventReportSchema = z.object({
  reason: z
    .string(REPORT_REASON_REQUIRED)
    .trim()
    .min(1, REPORT_REASON_REQUIRED)
    .max(REPORT_REASON_MAX, 'validation.field.atMostChars'),
});
export type EventReportData = z.output<typeof eventReportSchema>;

/** Body of PUT /api/admin/events/{eventId}/hidden: hide the event from everyone but the operators, or show it again. */
export const eventHiddenSchema = z.object({ hidden: z.boolean() });
export type EventHiddenData = z.output<typeof eventHiddenSchema>;

/** Body of PUT /api/admin/blocks: block or unblock the account with this sign-in address. */
export const accountBlockSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('validation.operator.accountEmail')),
  blocked: z.boolean(),
});
export type AccountBlockData = z.output<typeof accountBlockSchema>;

/** Body of PUT /api/admin/creation-policy: who may create events, with the allowlist's domains and addresses. */
export const creationPolicySchema = z.object({
  mode: z.enum(EVENT_CREATION_MODES),
  allowlist: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(ALLOWLIST_ENTRY_MAX, ALLOWLIST_ENTRY_MESSAGE)
        .regex(ALLOWLIST_ENTRY, ALLOWLIST_ENTRY_MESSAGE)
        .transform((entry) => entry.replace(/^@/, '')),
    )
    .max(ALLOWLIST_MAX, 'validation.operator.maxLines'),
});
export type CreationPolicyData = z.output<typeof creationPolicySchema>;
