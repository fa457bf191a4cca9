import '../door.css';
import { useId } from 'react';
import { SectionCard } from '@/components/card';
import { Sheet } from '@/components/sheet';
import { Skeleton } from '@/components/skeleton';
import { t } from '@/lib/i18n';
import { useMyCheckInCode } from '../api/check-in-api';

/**
 * A going household's check-in code as a QR code (drawn by the server), to show at the door. It only tells the door
 * which household arrived; kept with the cache, so it shows without signal at the door too.
 */
export function CheckInCodeCard({ eventId, going }: { eventId: string; going: boolean }) {
  const titleId = useId();
  const code = useMyCheckInCode(eventId, going);
  // Nothing until the code is here: the card comes last on its page, so its arrival moves nothing, and a page the app
  // takes over shows no placeholder.
  if (!going || !code.data) return null;
  return (
    <SectionCard titleId={titleId} title={t('checkIn.code.title')} className="check-in-code">
      <CheckInCode code={code.data} />
    </SectionCard>
  );
}

/** The same code in a sheet, opened from the event page's Your RSVP card. */
export function CheckInCodeSheet({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const code = useMyCheckInCode(eventId, true);
  return (
    <Sheet open onClose={onClose} title={t('checkIn.code.title')}>
      <div className="check-in-code">
        {code.data ? (
          <CheckInCode code={code.data} />
        ) : code.isError ? (
          <p className="check-in-code__text">{t('common.checkConnection')}</p>
        ) : (
          <Skeleton width={240} height={240} radius="var(--radius-md)" />
        )}
      </div>
    </Sheet>
  );
}

function CheckInCode({ code }: { code: { qrSvg: string; arrivedAt: string | null } }) {
  return (
    <>
      <img
        className="check-in-code__qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.qrSvg)}`}
        alt={t('checkIn.code.alt')}
        width={240}
        height={240}
      />
      {code.arrivedAt ? (
        <p className="check-in-code__arrived">
          <span aria-hidden="true">✓</span> {t('checkIn.code.arrived')}
        </p>
      ) : (
        <p className="check-in-code__text">{t('checkIn.code.text')}</p>
      )}
    </>
  );
}
