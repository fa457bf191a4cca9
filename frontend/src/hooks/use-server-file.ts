import { useState, type MouseEvent } from 'react';
import { t } from '@/lib/i18n';
import { fetchServerFile } from '@/lib/server-file';

/**
 * A link to a file the server makes on demand (a PDF, an export), asked for by script so that a refusal is told
 * where the person asked: "Busy — try again in N s" when the server's worker pool is full, else its message. The
 * link keeps its href: a modified click (new tab, save) and a page without script still follow it.
 * - 'open': the file opens in a new tab (a PDF, in the phone's viewer). The tab is opened at the click, while it
 *   counts as the person's; one opened after the wait would be blocked as a pop-up. A refusal closes it.
 * - 'download': the file is saved under the server's name for it.
 * `report` takes the refusal's words instead of the returned notice (a menu that closes on click).
 */
export function useServerFile(how: 'open' | 'download', report?: (message: string) => void) {
  const [notice, setNotice] = useState<string | null>(null);

  function onClick(event: MouseEvent<HTMLAnchorElement>): void {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const url = event.currentTarget.href;
    const tab = how === 'open' ? window.open('', '_blank') : null;
    setNotice(null);
    void fetchServerFile(url).then((answer) => {
      if (answer.kind === 'file') {
        const objectUrl = URL.createObjectURL(answer.blob);
        if (how === 'download') save(objectUrl, answer.filename);
        // Kept for the page's life: the tab's viewer may read it again (to print, to save).
        else if (tab) tab.location.href = objectUrl;
        else window.location.assign(objectUrl);
        return;
      }
      tab?.close();
      const message =
        answer.kind === 'busy'
          ? t('common.busyRetry', { seconds: answer.seconds })
          : (answer.message ?? t('common.checkConnection'));
      if (report) report(message);
      else setNotice(message);
    });
  }

  return { onClick, notice };
}

function save(objectUrl: string, filename: string | null): void {
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename ?? '';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
