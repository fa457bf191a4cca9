import './setting-section.css';
import { useId, type ReactNode } from 'react';
import { TitledSection } from './titled-section';

/** A setting of the profile dialog, named by its title; notes inside it take `setting-section__note`. */
export function SettingSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <TitledSection
      className="setting-section"
      titleId={`${id}-title`}
      title={title}
      titleClassName="setting-section__title"
      level={3}
    >
      {children}
    </TitledSection>
  );
}
