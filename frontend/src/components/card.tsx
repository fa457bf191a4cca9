import './card.css';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  tone?: 'default' | 'muted';
  /** No inner padding (for cards whose first child is an image or a themed header). */
  flush?: boolean;
}

/** White rounded surface. A card that navigates should be a Link with className `cardClassName({ interactive: true })`. */
export function Card({ as: Tag = 'div', tone = 'default', flush, className, ...rest }: CardProps) {
  return <Tag className={cardClassName({ tone, flush }, className)} {...rest} />;
}

export function cardClassName(
  { tone = 'default', flush, interactive }: { tone?: 'default' | 'muted'; flush?: boolean; interactive?: boolean },
  extra?: string,
): string {
  return cx(
    'card',
    tone === 'muted' && 'card--muted',
    flush && 'card--flush',
    interactive && 'card--interactive',
    extra,
  );
}

export interface SectionCardProps extends Omit<CardProps, 'as' | 'title'> {
  /** The heading's id: the section is named by it. */
  titleId: string;
  title: ReactNode;
}

/** A card that is a section of the page, named by its heading (the card's title). */
export function SectionCard({ titleId, title, children, ...rest }: SectionCardProps) {
  return (
    <Card as="section" aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      {children}
    </Card>
  );
}
