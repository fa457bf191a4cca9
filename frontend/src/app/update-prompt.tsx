import { useState } from 'react';
import { dismissUpdate, useUpdateOffer } from './update-prompt-store';
import styles from './update-prompt.module.css';

/**
 * "A new version is ready" with an Update action. The new service worker only takes over (and the page reloads)
 * when the user taps Update, so a half-filled form is never lost to a silent reload. "Later" keeps the current
 * version until the next launch.
 */
export function UpdatePrompt() {
  const apply = useUpdateOffer();
  const [updating, setUpdating] = useState(false);
  if (!apply) return null;
  return (
    <div role="status" aria-live="polite" className={styles.toast}>
      <span className={styles.text}>A new version of Potluck is available.</span>
      <button type="button" className={styles.secondary} onClick={dismissUpdate}>
        Later
      </button>
      <button
        type="button"
        className={styles.primary}
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          void apply();
        }}
      >
        {updating ? 'Updating...' : 'Update'}
      </button>
    </div>
  );
}
