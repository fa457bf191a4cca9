import { Link } from 'react-router-dom';

/** The terms a person accepts by signing in or signing up, under the buttons that do it. */
export function AuthLegal() {
  return (
    <p className="auth-legal">
      By continuing, you agree to our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
      <Link to="/privacy-policy">Privacy Policy</Link>.
    </p>
  );
}
