import { Link } from 'react-router-dom';
import { richMessage } from '@/components/rich-message';
import { t } from '@/lib/i18n';

/** The terms a person accepts by signing in or signing up, under the buttons that do it. */
export function AuthLegal() {
  return (
    <p className="auth-legal">
      {richMessage('auth.legal', {
        terms: <Link to="/terms-of-service">{t('legal.terms.title')}</Link>,
        privacy: <Link to="/privacy-policy">{t('legal.privacy.title')}</Link>,
      })}
    </p>
  );
}
