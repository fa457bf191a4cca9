import './print-sheet.css';
import type { EventDetail } from '@contracts/event.contract';
import { slotGroupOf, slotProgress, SLOT_GROUPS, SLOT_LABELS } from '@contracts/planning.rules';
import { displayName } from '@contracts/user.rules';
import { useDishPhotoSlots } from '@/components/photo-slots';
import { holdsPlace, plural } from '@/lib/attendance';
import { formatLongDateTime } from '@/lib/date-format';

/**
 * The printable sheet (host and co-hosts): hidden on screen; the print stylesheet shows only it. Who's coming with
 * counts and restrictions, what's being brought, what is still missing.
 */
export function PrintSheet({ event }: { event: EventDetail }) {
  const going = event.rsvps.filter(holdsPlace);
  const waiting = event.rsvps
    .filter((r) => r.waitlistPosition !== null)
    .sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
  const missing = slotProgress(event.dishSlots, event.dishes).filter((p) => p.missing > 0);
  const photoSlots = useDishPhotoSlots();
  return (
    <section className="print-sheet" aria-hidden="true">
      <h1>{event.name}</h1>
      {photoSlots?.printPhoto(null)}
      <p>
        {formatLongDateTime(event.date)}
        {event.location ? ` · ${event.location}` : ''}
      </p>
      <h2>
        Who's coming ({plural(event.confirmedAdultCount, 'adult', 'adults')},{' '}
        {plural(event.confirmedKidCount, 'kid', 'kids')})
      </h2>
      <table>
        <thead>
          <tr>
            <th>Name</th>
            <th>Adults</th>
            <th>Kids</th>
            <th>Dietary restrictions</th>
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
        <p>Waitlist: {waiting.map((r) => `#${r.waitlistPosition} ${displayName(r.user)}`).join(', ')}</p>
      )}
      <h2>What's being brought ({plural(event.dishes.length, 'dish', 'dishes')})</h2>
      {SLOT_GROUPS.map((g) => {
        const dishes = event.dishes.filter((d) => slotGroupOf(d.category) === g);
        if (dishes.length === 0) return null;
        return (
          <div key={g}>
            <h3>{SLOT_LABELS[g]}</h3>
            <ul>
              {dishes.map((d) => (
                <li key={d.id}>
                  {photoSlots?.printPhoto(d)}
                  {d.name} — {displayName(d.contributor)}
                  {d.servingSize ? ` (serves ${d.servingSize})` : ''}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <h2>Still missing</h2>
      {!event.dishSlots ? (
        <p>No dish slots were set for this potluck.</p>
      ) : missing.length === 0 ? (
        <p>Nothing: every slot is filled.</p>
      ) : (
        <ul>
          {missing.map((p) => (
            <li key={p.group}>
              {p.label}: {p.missing} more ({p.have} of {p.needed})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
