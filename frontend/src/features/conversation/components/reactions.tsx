import type { CommentView } from '@contracts/conversation.contract';
import { COMMENT_REACTIONS, type CommentReaction } from '@contracts/conversation.rules';
import { t } from '@/lib/i18n';
import { useReact } from '../api/conversation';

// The emoji are the same in every language; their names (read out by screen readers) are in the catalogue.
const REACTION_EMOJI: Record<CommentReaction, string> = {
  thumbs_up: '👍',
  heart: '❤️',
  laugh: '😂',
  party: '🎉',
  wow: '😮',
};

/**
 * A comment's reactions: the ones people chose, with their counts (a tap adds or takes back one's own); with
 * `picking`, the whole small set to choose from.
 */
export function Reactions({
  comment,
  eventId,
  closed,
  picking,
  onPick,
}: {
  comment: CommentView;
  eventId: string;
  closed: boolean;
  picking: boolean;
  onPick: () => void;
}) {
  const react = useReact(eventId);
  const shown = COMMENT_REACTIONS.filter((r) => picking || comment.reactions.some((c) => c.reaction === r));
  if (shown.length === 0) return null;
  return (
    <div className="conversation-row" role="group" aria-label={t('conversation.reactions')}>
      {shown.map((reaction) => {
        const count = comment.reactions.find((r) => r.reaction === reaction);
        const mine = count?.mine ?? false;
        return (
          <button
            key={reaction}
            type="button"
            className="conversation-reaction"
            aria-pressed={mine}
            aria-label={t('conversation.reactWith', { name: t(`conversation.reaction.${reaction}`) })}
            disabled={closed || react.isPending}
            onClick={() => {
              react.mutate({ commentId: comment.id, reaction, on: !mine });
              onPick();
            }}
          >
            <span aria-hidden="true">{REACTION_EMOJI[reaction]}</span>
            {count && <span className="conversation-reaction__count">{count.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
