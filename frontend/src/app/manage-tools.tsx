import './manage-tools.css';
import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { EventDetail } from '@contracts/event.contract';
import { DatePollCard } from '@/features/date-poll/components/date-poll-card';
import { BuffetCardsCard } from '@/features/buffet-cards/buffet-cards-card';
import { DoorHelpersCard } from '@/features/check-in/components/door-helpers-card';
import { ShareCard } from '@/features/events/components/share-card';
import { printSheet } from '@/features/events/print-photos';
import { InsightsCard } from '@/features/insights/components/insights-card';
import { InviteGuestsEntry } from '@/features/invitations/components/invite-guests-entry';
import { NotAnsweredList } from '@/features/invitations/components/not-answered-list';
import { KitchenCard } from '@/features/kitchen/kitchen-card';
import { JobsCard } from '@/features/jobs/jobs-card';
import { NextPotluckCard } from '@/features/next-potluck/next-potluck-card';
import { SeriesCard } from '@/features/series/components/series-card';
import { IconChevron } from '@/components/icons';
import { GuestsWithArrivals } from './guests-with-arrivals';
import { t } from '@/lib/i18n';

// The host's tools, one array: a later tool (check-in, questions, jobs, costs) is one more entry here, shown on the
// Manage screen, never a new card on the event page. Each is one tap from Manage, so two from the event page.

export interface ManageContext {
  event: EventDetail;
  partyOver: boolean;
}

/** What a tap on a tool does: go to its screen, download its file, run it, or open it in place below the row. */
type ToolOpen =
  | { kind: 'screen'; to: string }
  | { kind: 'file'; href: string }
  | { kind: 'action'; run: () => void }
  | { kind: 'panel'; render: () => ReactNode };

interface ManageTool {
  /** Also the `?tool=` value that opens a panel tool on arrival (the event page's next step links to some). */
  id: string;
  icon: string;
  label: () => string;
  /** Shown for this event (all by default). */
  shows?: (ctx: ManageContext) => boolean;
  open: (ctx: ManageContext) => ToolOpen;
}

const path = (event: EventDetail, rest = '') => `/events/${encodeURIComponent(event.id)}${rest}`;
const api = (event: EventDetail, rest: string) => `/api/events/${encodeURIComponent(event.id)}${rest}`;

export const MANAGE_TOOLS: readonly ManageTool[] = [
  {
    id: 'invite',
    icon: '✉️',
    label: () => t('invite.title'),
    open: ({ event }) => ({ kind: 'screen', to: path(event, '/invite') }),
  },
  {
    id: 'share',
    icon: '🔗',
    label: () => t('event.share.title'),
    open: ({ event }) => ({
      kind: 'panel',
      render: () => (
        <ShareCard event={event}>
          <InviteGuestsEntry eventId={event.id} />
        </ShareCard>
      ),
    }),
  },
  {
    id: 'guests',
    icon: '👥',
    label: () => t('manage.tool.guests'),
    open: ({ event }) => ({
      kind: 'panel',
      render: () => (
        <>
          <NotAnsweredList eventId={event.id} answeredEmails={event.rsvps.map((r) => r.user.email)} />
          <GuestsWithArrivals event={event} />
        </>
      ),
    }),
  },
  {
    id: 'date-poll',
    icon: '🗳️',
    label: () => t('manage.tool.datePoll'),
    // While the poll is open the event has no date.
    shows: ({ event }) => event.date === null,
    open: ({ event }) => ({ kind: 'panel', render: () => <DatePollCard event={event} canPick /> }),
  },
  {
    id: 'kitchen',
    icon: '🍳',
    label: () => t('kitchen.title'),
    open: ({ event }) => ({ kind: 'panel', render: () => <KitchenCard eventId={event.id} canManage /> }),
  },
  {
    id: 'jobs',
    icon: '🧹',
    label: () => t('jobs.title'),
    open: ({ event }) => ({ kind: 'panel', render: () => <JobsCard eventId={event.id} canManage signedIn /> }),
  },
  {
    id: 'costs',
    icon: '🧾',
    label: () => t('costs.title'),
    open: ({ event }) => ({ kind: 'screen', to: path(event, '/costs') }),
  },
  {
    id: 'door',
    icon: '🚪',
    label: () => t('door.title'),
    open: ({ event }) => ({ kind: 'screen', to: path(event, '/door') }),
  },
  {
    id: 'door-helpers',
    icon: '🙋',
    label: () => t('door.helpers.title'),
    open: ({ event }) => ({ kind: 'panel', render: () => <DoorHelpersCard eventId={event.id} /> }),
  },
  {
    id: 'buffet-cards',
    icon: '🏷️',
    label: () => t('buffetCards.title'),
    open: ({ event }) => ({ kind: 'panel', render: () => <BuffetCardsCard eventId={event.id} /> }),
  },
  {
    id: 'repeat',
    icon: '🔁',
    label: () => t('series.repeat.title'),
    // Only the host makes an event repeat; a co-host sees a series' dates on the event page.
    shows: ({ event }) => event.role === 'host',
    open: ({ event }) => ({
      kind: 'panel',
      render: () => <SeriesCard event={event} isOwner canManage />,
    }),
  },
  {
    id: 'next-potluck',
    icon: '🌱',
    label: () => t('nextPotluck.title'),
    shows: ({ partyOver }) => partyOver,
    open: ({ event }) => ({ kind: 'panel', render: () => <NextPotluckCard eventId={event.id} /> }),
  },
  {
    id: 'insights',
    icon: '✨',
    label: () => t('insights.title'),
    open: ({ event }) => ({ kind: 'panel', render: () => <InsightsCard eventId={event.id} /> }),
  },
  {
    id: 'export-csv',
    icon: '📄',
    label: () => t('event.menu.exportCsv'),
    open: ({ event }) => ({ kind: 'file', href: api(event, '/export.csv') }),
  },
  {
    id: 'print',
    icon: '🖨️',
    label: () => t('event.menu.print'),
    open: () => ({ kind: 'action', run: () => void printSheet() }),
  },
  {
    id: 'settings',
    icon: '✏️',
    label: () => t('event.edit.title'),
    open: ({ event }) => ({ kind: 'screen', to: path(event, '/edit') }),
  },
];

function Chevron() {
  return <IconChevron className="manage-tool__chevron" />;
}

/** The Manage screen's list: one row per tool; a panel tool opens below its row (and in the URL, `?tool=`). */
export function ManageToolList({ ctx }: { ctx: ManageContext }) {
  const [params, setParams] = useSearchParams();
  const openId = params.get('tool');
  const baseId = useId();
  const toggle = (id: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (openId === id) next.delete('tool');
        else next.set('tool', id);
        return next;
      },
      { replace: true },
    );

  return (
    <ul className="manage-tools card" aria-label={t('manage.tools')}>
      {MANAGE_TOOLS.filter((tool) => tool.shows?.(ctx) ?? true).map((tool) => {
        const open = tool.open(ctx);
        const label = (
          <>
            <span className="manage-tool__icon" aria-hidden="true">
              {tool.icon}
            </span>
            <span className="manage-tool__label">{tool.label()}</span>
          </>
        );
        const panelId = `${baseId}-${tool.id}`;
        return (
          <li key={tool.id} className="manage-tool">
            {open.kind === 'screen' && (
              <Link to={open.to} className="manage-tool__row">
                {label}
                <Chevron />
              </Link>
            )}
            {open.kind === 'file' && (
              <a href={open.href} download className="manage-tool__row">
                {label}
              </a>
            )}
            {open.kind === 'action' && (
              <button type="button" className="manage-tool__row" onClick={open.run}>
                {label}
              </button>
            )}
            {open.kind === 'panel' && (
              <>
                <button
                  type="button"
                  className="manage-tool__row"
                  aria-expanded={openId === tool.id}
                  aria-controls={panelId}
                  onClick={() => toggle(tool.id)}
                >
                  {label}
                  <IconChevron className="manage-tool__chevron manage-tool__chevron--down" />
                </button>
                <div id={panelId} className="manage-tool__panel" hidden={openId !== tool.id}>
                  {openId === tool.id && open.render()}
                </div>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
