import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** A section of the page, or a navigation landmark. */
  as?: 'section' | 'nav';
  className?: string;
  /** The heading's id: the landmark is named by it. */
  titleId: string;
  title: ReactNode;
  titleClassName: string;
  level?: 2 | 3;
  children?: ReactNode;
}

/** A landmark named by its own heading, for screen readers' lists of regions. */
export function TitledSection({
  as: Tag = 'section',
  className,
  titleId,
  title,
  titleClassName,
  level = 2,
  children,
}: TitledSectionProps) {
  const Heading = `h${level}` as const;
  return (
    <Tag className={className} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Tag>
  );
}
