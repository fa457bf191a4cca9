import { buttonClassName } from '@/components/button';
import { TitledSection } from '@/components/titled-section';
import { useServerFile } from '@/hooks/use-server-file';
import { t } from '@/lib/i18n';

/**
 * "Your data": everything Potluck keeps about the person, as one ZIP (JSON and their photos). When the server is too
 * busy to pack it, the section says when to try again.
 */
export function MyData() {
  const zip = useServerFile('download');
  return (
    <TitledSection
      className="profile-section"
      titleId="profile-data-title"
      titleClassName="profile-section__title"
      level={3}
      title={t('profile.data.title')}
    >
      <p className="profile-section__note">{t('profile.data.text')}</p>
      <a
        className={buttonClassName({ variant: 'secondary', block: true })}
        href="/api/account/export"
        download
        onClick={zip.onClick}
      >
        <span className="btn__content">{t('profile.data.download')}</span>
      </a>
      <p className="profile-section__note" role="status">
        {zip.notice}
      </p>
    </TitledSection>
  );
}
