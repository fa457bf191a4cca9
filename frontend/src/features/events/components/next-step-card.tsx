import './next-step.css';
import { Link } from 'react-router-dom';
import { intlLocaleOf } from '@contracts/locale.rules';
import { categoryForGroup, type SlotGroup } from '@contracts/planning.rules';
import { Button, buttonClassName, LinkButton } from '@/components/button';
import { Card } from '@/components/card';
import { activeLocale, t, type MessageKey } from '@/lib/i18n';
import type { NextStep } from '../next-step';
import { formatLongDateTime } from '@/lib/date-format';

/** "Side Dishes and Drinks", in the reader's language. */
function coursesText(groups: readonly SlotGroup[]): string {
  const names = groups.map((g) => t(`slot.${g}` as MessageKey));
  return new Intl.ListFormat(intlLocaleOf(activeLocale()), { type: 'conjunction' }).format(names);
}

export interface NextStepCardProps {
  eventId: string;
  step: NextStep;
  /** Opens the viewer's RSVP form. */
  onAnswer: () => void;
  /**
   * Inside another card (a guest's Your RSVP, so their answer and what to do next read as one): no card of its own,
   * and its title one heading level down.
   */
  inside?: boolean;
}

/**
 * The event page's lead: the one thing to do next (nextStep decides which), a sentence on why, and its action, the
 * page's only primary one. Host tools live on the Manage screen; this card points to the one that matters now.
 */
export function NextStepCard({ eventId, step, onAnswer, inside = false }: NextStepCardProps) {
  const base = `/events/${encodeURIComponent(eventId)}`;
  // Each action carries data-primary-action: the page's one primary action, counted by its browser test.
  const answer = (label: string) => (
    <Button block onClick={onAnswer} data-primary-action="">
      {label}
    </Button>
  );
  const link = (to: string, label: string) => (
    <LinkButton to={to} block data-primary-action="">
      {label}
    </LinkButton>
  );

  let title: string;
  let text: string;
  let action;
  let more = null;
  switch (step.kind) {
    case 'answer':
      title = t('nextStep.answer.title');
      text = t('rsvp.yours.empty');
      action = answer(t('nextStep.answer.action'));
      break;
    case 'answer-again':
      title = t('nextStep.answerAgain.title');
      text = t('nextStep.answerAgain.text');
      action = answer(t('nextStep.changeAnswer'));
      break;
    case 'answers-closed':
      title = t('nextStep.closed.title');
      text = t('join.form.closed', { when: formatLongDateTime(step.closedAt, step.timeZone) });
      action = link(`${base}/dishes`, t('nextStep.allSet.action'));
      break;
    case 'not-going':
      title = t('nextStep.notGoing.title');
      text = t('nextStep.notGoing.text');
      action = answer(t('nextStep.changeAnswer'));
      break;
    case 'waitlisted':
      title = t('nextStep.waitlisted.title');
      text = t('rsvp.yours.waitlisted', { waitlist: t('rsvp.waitlistPosition', { position: step.position }) });
      action = answer(t('nextStep.changeAnswer'));
      break;
    case 'bring-dish': {
      const first = step.missing[0];
      title = t('nextStep.bringDish.title');
      text = first ? t('nextStep.stillNeeded', { courses: coursesText(step.missing) }) : t('nextStep.bringDish.any');
      action = link(
        `${base}/dishes?add=${first ? categoryForGroup(first) : 'main_dish'}`,
        t('nextStep.bringDish.action'),
      );
      break;
    }
    case 'all-set':
      title = t('nextStep.allSet.title');
      text = t('nextStep.allSet.text', { dishes: step.dishes.join(', ') });
      action = link(`${base}/dishes`, t('nextStep.allSet.action'));
      break;
    case 'host':
      title = t('nextStep.host.title');
      text = [
        step.missing.length > 0
          ? t('nextStep.stillNeeded', { courses: coursesText(step.missing) })
          : t('nextStep.host.noneMissing'),
        t('rsvp.guests.responded', { count: step.answered }),
      ].join(' ');
      action = link(`${base}/invite`, t('invite.title'));
      more = (
        <Link to={`${base}/manage?tool=guests`} className="next-step__more">
          {t('nextStep.host.whoAnswered')}
        </Link>
      );
      break;
    case 'on-the-day':
      title = t('nextStep.today.title');
      text = t('nextStep.today.text');
      action = link(step.manager ? `${base}/manage?tool=kitchen` : `${base}/dishes`, t('nextStep.today.action'));
      break;
    case 'after-party':
      title = t('nextStep.after.title');
      text = t('nextStep.after.text');
      action = (
        <a href="#after-party" className={buttonClassName({ block: true })} data-primary-action="">
          <span className="btn__content">{t('nextStep.after.action')}</span>
        </a>
      );
      break;
  }

  const Heading = inside ? 'h3' : 'h2';
  const content = (
    <>
      <p className="next-step__eyebrow">{t('nextStep.label')}</p>
      <Heading id="next-step-title" className="card__title next-step__title">
        {title}
      </Heading>
      <p className="next-step__text">{text}</p>
      {action}
      {more}
    </>
  );
  if (inside) return <div className="next-step next-step--inside">{content}</div>;
  return (
    <Card as="section" className="next-step" aria-labelledby="next-step-title">
      {content}
    </Card>
  );
}
