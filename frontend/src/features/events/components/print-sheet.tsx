import './print-sheet.css';
import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { EventDetail } from '@contracts/event.contract';
import type { JobView } from '@contracts/jobs.rules';
import { slotGroupOf, slotProgress, SLOT_GROUPS } from '@contracts/planning.rules';
import { displayName, hasName } from '@contracts/user.rules';
import { useDishPhotoSlots } from '@/components/photo-slots';
import { holdsPlace } from '@/lib/attendance';
import { formatLongDateTime } from '@/lib/date-format';
import { t } from '@/lib/i18n';

/**
 * Whether the sheet's pictures are wanted yet: from the first `beforeprint` (the browser's print, or Print Sheet's own
 * announcement, see print-photos.ts), rendered at once so that they are in the page before printing starts.
 */
function usePrintPhotosWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => flushSync(() => setWanted(true));
    window.addEventListener('beforeprint', want);
    return () => window.removeEventListener('beforeprint', want);
  }, []);
  return wanted;
}

/**
 * The printable sheet (host and co-hosts): hidden on screen; the print stylesheet shows only it. Who's coming with
 * counts and restrictions, what's being brought, what is still missing, then what the app gives it below (the costs).
 * Its pictures come when printing does.
 */
export function PrintSheet({
  event,
  jobs = [],
  children,
}: {
  event: EventDetail;
  jobs?: readonly JobView[];
  children?: ReactNode;
}) {
  const going = event.rsvps.filter(holdsPlace);
  const waiting = event.rsvps
    .filter((r) => r.waitlistPosition !== null)
    .sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
  const missing = slotProgress(event.dishSlots, event.dishes).filter((p) => p.missing > 0);
  const slots = useDishPhotoSlots();
  const photoSlots = usePrintPhotosWanted() ? slots : null;
  return (
    <section className="print-sheet" aria-hidden="true">
      <h1>{event.name}</h1>
      {photoSlots?.printPhoto(null)}
      <p>
        {event.date === null ? t('datePoll.dateToBeDecided') : formatLongDateTime(event.date)}
        {event.location ? ` · ${event.location}` : ''}
      </p>
      <h2>
        {t('event.print.coming', {
          party: t('rsvp.partySize', {
            adults: t('rsvp.adults', { count: event.confirmedAdultCount }),
            kids: t('rsvp.kids', { count: event.confirmedKidCount }),
          }),
        })}
      </h2>
      <table>
        <thead>
          <tr>
            <th>{t('event.print.name')}</th>
            <th>{t('event.print.adults')}</th>
            <th>{t('event.print.kids')}</th>
            <th>{t('rsvp.yours.dietary')}</th>
          </tr>
        </thead>
        <tbody>
          {going.map((r) => (
            <tr key={r.id}>
              <td>{displayName(r.user)}</td>
              <td>{r.adultCount}</td>
              <td>{r.kidCount}</td>
              <td>{r.dietaryRestrictions ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {waiting.length > 0 && (
        <p>
          {t('event.print.waitlist', {
            list: waiting
              .map((r) => t('event.print.waitlistEntry', { position: r.waitlistPosition, name: displayName(r.user) }))
              .join(', '),
          })}
        </p>
      )}
      <h2>{t('event.print.brought', { dishes: t('rsvp.dishCount', { count: event.dishes.length }) })}</h2>
      {SLOT_GROUPS.map((g) => {
        const dishes = event.dishes.filter((d) => slotGroupOf(d.category) === g);
        if (dishes.length === 0) return null;
        return (
          <div key={g}>
            <h3>{t(`slot.${g}`)}</h3>
            <ul>
              {dishes.map((d) => (
                <li key={d.id}>
                  {photoSlots?.printPhoto(d)}
                  {!hasName(d.contributor)
                    ? d.name
                    : d.servingSize
                      ? t('event.print.dishServes', {
                          dish: d.name,
                          name: displayName(d.contributor),
                          servingSize: d.servingSize,
                        })
                      : t('event.print.dish', { dish: d.name, name: displayName(d.contributor) })}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <h2>{t('event.print.missing')}</h2>
      {!event.dishSlots ? (
        <p>{t('event.print.noSlots')}</p>
      ) : missing.length === 0 ? (
        <p>{t('event.print.allFilled')}</p>
      ) : (
        <ul>
          {missing.map((p) => (
            <li key={p.group}>
              {t('event.print.missingSlot', {
                label: t(`slot.${p.group}`),
                missing: p.missing,
                have: p.have,
                needed: p.needed,
              })}
            </li>
          ))}
        </ul>
      )}
      {jobs.length > 0 && (
        <>
          <h2>{t('event.print.jobs')}</h2>
          <ul>
            {jobs.map((j) => (
              <li key={j.id}>
                {t('event.print.job', {
                  job: j.title,
                  time: j.startsAt ? j.startsAt.slice(11, 16) : 'none',
                  names: j.helpers.filter(hasName).map(displayName).join(', ') || t('event.print.jobNobody'),
                  have: j.helpers.length,
                  needed: j.needed,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {children}
    </section>
  );
}
