import '../door.css';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { GUEST_PAGE_SIZE } from '@contracts/rsvp.rules';
import { usePaged } from '@/hooks/use-paged';
import type { DoorView } from '@contracts/check-in.contract';
import { matchingHouseholds, rsvpIdOfCode } from '@contracts/check-in.rules';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, SectionCard } from '@/components/card';
import { TextField } from '@/components/text-field';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useCheckIn, usePendingDoorChanges, useUndoCheckIn } from '../api/check-in-api';
import { shownDoor, type ShownHousehold } from '../door-view';
import { startScanner } from '../scanner';

/** What the last scan found, shown under the camera until the next one. */
type ScanResult =
  { kind: 'arrived' | 'already'; rsvpId: string; name: string } | { kind: 'notACode' } | { kind: 'unknown' };

/** The same code seen again within this time is the same guest still holding up their phone. */
const SAME_CODE_MS = 4000;

/**
 * The door: the counter, the camera scanner, a search by name and who has arrived. A scan or a tap checks the
 * household in on this phone at once (the change waits in the offline queue and lands once); every door phone's
 * counts follow live.
 */
export function DoorPanel({ eventId, view }: { eventId: string; view: DoorView }) {
  const queryClient = useQueryClient();
  const pending = usePendingDoorChanges(eventId);
  const { households, counts } = useMemo(() => shownDoor(view, pending), [view, pending]);
  const checkIn = useCheckIn(eventId);
  const undo = useUndoCheckIn(eventId);
  const [result, setResult] = useState<ScanResult | null>(null);
  const [query, setQuery] = useState('');
  const searchId = useId();

  const arrive = useCallback(
    (h: Pick<ShownHousehold, 'rsvpId' | 'name'>, withDish: boolean, code: string | null = null) =>
      checkIn.mutate({ eventId, rsvpId: h.rsvpId, name: h.name, code, withDish, idempotencyKey: newChangeKey() }),
    [checkIn, eventId],
  );

  // The scanner calls back with whatever it reads; the newest list decides what it means.
  const latest = useRef({ households, arrive });
  useLayoutEffect(() => {
    latest.current = { households, arrive };
  });
  const lastCode = useRef<{ text: string; at: number } | null>(null);
  const onCode = useCallback(
    (text: string) => {
      const now = Date.now();
      if (lastCode.current && lastCode.current.text === text && now - lastCode.current.at < SAME_CODE_MS) return;
      lastCode.current = { text, at: now };
      const rsvpId = rsvpIdOfCode(text);
      if (!rsvpId) return setResult({ kind: 'notACode' });
      const household = latest.current.households.find((h) => h.rsvpId === rsvpId);
      if (!household) {
        // Maybe they answered after this list was read: read it again, so the same code held up a moment later is found.
        void queryClient.invalidateQueries({ queryKey: queryKeys.events.door(eventId) });
        return setResult({ kind: 'unknown' });
      }
      if (household.arrivedAt) return setResult({ kind: 'already', rsvpId, name: household.name });
      latest.current.arrive(household, false, text.trim());
      setResult({ kind: 'arrived', rsvpId, name: household.name });
    },
    [queryClient, eventId],
  );

  const found = query.trim() ? matchingHouseholds(households, query) : null;
  const waiting = households.filter((h) => !h.arrivedAt);
  const arrived = households
    .filter((h) => h.arrivedAt)
    .sort((a, b) => (b.arrivedAt ?? '').localeCompare(a.arrivedAt ?? ''));
  const resultHousehold = result && 'rsvpId' in result ? households.find((h) => h.rsvpId === result.rsvpId) : null;
  const percent = counts.households ? Math.round((counts.arrivedHouseholds / counts.households) * 100) : 0;

  const row = (h: ShownHousehold) => (
    <DoorRow
      key={h.rsvpId}
      household={h}
      onArrive={(withDish) => arrive(h, withDish)}
      onUndo={() => undo.mutate({ eventId, rsvpId: h.rsvpId, name: h.name, idempotencyKey: newChangeKey() })}
    />
  );

  return (
    <div className="door">
      <Card as="section" className="door-count" aria-label={t('door.progressLabel')}>
        <p className="door-count__text" role="status" aria-live="polite">
          {t('door.counter', {
            arrived: counts.arrivedHouseholds,
            total: counts.households,
            people: counts.arrivedPeople,
          })}
        </p>
        <div className="door-count__track" aria-hidden="true">
          <div className="door-count__fill" style={{ inlineSize: `${percent}%` }} />
        </div>
      </Card>

      <SectionCard titleId={`${searchId}-scan`} title={t('door.scan.title')} className="door-scan">
        <Scanner onCode={onCode} />
        <div className="door-result" role="status" aria-live="assertive">
          {result && (
            <div className={`door-result__box door-result__box--${result.kind}`}>
              <span className="door-result__icon" aria-hidden="true">
                {result.kind === 'arrived' ? '✓' : result.kind === 'already' ? '↺' : '✕'}
              </span>
              <p className="door-result__text">
                {result.kind === 'arrived' && t('door.result.arrived', { name: result.name })}
                {result.kind === 'already' && t('door.result.already', { name: result.name })}
                {result.kind === 'notACode' && t('door.result.notACode')}
                {result.kind === 'unknown' && t('door.result.unknown')}
              </p>
              {resultHousehold && !resultHousehold.dishBrought && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('door.markDishLabel', { name: resultHousehold.name })}
                  onClick={() => arrive(resultHousehold, true)}
                >
                  <span aria-hidden="true">🍲</span> {t('door.markDish')}
                </Button>
              )}
            </div>
          )}
        </div>
      </SectionCard>

      <section className="door-lists">
        <TextField
          label={t('door.search.label')}
          type="search"
          value={query}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => setQuery(e.target.value)}
        />
        {households.length === 0 && <p className="door-note">{t('door.empty')}</p>}
        {found ? (
          found.length ? (
            <DoorList key={query} households={found} row={row} />
          ) : (
            <p className="door-note">{t('door.search.none', { query: query.trim() })}</p>
          )
        ) : (
          <>
            {waiting.length > 0 && (
              <>
                <h3 className="door-list__title">
                  {t('door.waiting')} <span className="door-list__count">{waiting.length}</span>
                </h3>
                <DoorList households={waiting} row={row} />
              </>
            )}
            {arrived.length > 0 && (
              <>
                <h3 className="door-list__title">
                  {t('door.arrivedList')} <span className="door-list__count">{arrived.length}</span>
                </h3>
                <DoorList households={arrived} row={row} />
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** A list of households drawn 50 at a time: a hall's 400 at once made the door's first task last 180 ms. */
function DoorList({
  households,
  row,
}: {
  households: ShownHousehold[];
  row: (household: ShownHousehold) => ReactNode;
}) {
  const paged = usePaged(households, GUEST_PAGE_SIZE);
  return (
    <>
      <ul className="door-list card">{paged.shown.map(row)}</ul>
      {paged.next > 0 && (
        <Button variant="secondary" onClick={paged.more}>
          {t('door.showMore', { count: paged.next })}
        </Button>
      )}
    </>
  );
}

function DoorRow({
  household: h,
  onArrive,
  onUndo,
}: {
  household: ShownHousehold;
  onArrive: (withDish: boolean) => void;
  onUndo: () => void;
}) {
  return (
    <li className={`door-row${h.arrivedAt ? ' door-row--arrived' : ''}`}>
      <div className="door-row__who">
        <span className="door-row__name">{h.name}</span>
        <span className="door-row__size">{t('door.size', { adults: h.adults, kids: h.kids })}</span>
        {h.pending && <span className="door-row__pending">{t('door.pending')}</span>}
      </div>
      <div className="door-row__actions">
        {h.arrivedAt ? (
          <>
            <Badge tone="going" icon={<span aria-hidden="true">✓</span>}>
              {t('door.arrive')}
            </Badge>
            {h.dishBrought ? (
              <Badge tone="outline" icon={<span aria-hidden="true">🍲</span>}>
                {t('door.dish')}
              </Badge>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('door.markDishLabel', { name: h.name })}
                onClick={() => onArrive(true)}
              >
                {t('door.markDish')}
              </Button>
            )}
            <Button size="sm" variant="ghost" aria-label={t('door.undoLabel', { name: h.name })} onClick={onUndo}>
              {t('door.undo')}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" aria-label={t('door.arriveLabel', { name: h.name })} onClick={() => onArrive(false)}>
              {t('door.arrive')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('door.arriveWithDishLabel', { name: h.name })}
              onClick={() => onArrive(true)}
            >
              <span aria-hidden="true">🍲</span> {t('door.arriveWithDish')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** The camera, started and stopped by the door; a phone without one is told to search by name. */
function Scanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'unavailable'>('off');
  const stopRef = useRef<(() => void) | null>(null);

  const stop = () => {
    stopRef.current?.();
    stopRef.current = null;
    setState('off');
  };
  useEffect(() => () => stopRef.current?.(), []);

  const start = async () => {
    if (!video.current) return;
    setState('starting');
    try {
      stopRef.current = await startScanner(video.current, onCode);
      setState('on');
    } catch {
      setState('unavailable');
    }
  };

  const live = state === 'on' || state === 'starting';
  return (
    <div className="door-scanner">
      <div className="door-scanner__view" hidden={!live}>
        <video ref={video} className="door-scanner__video" aria-label={t('door.scan.videoLabel')} muted playsInline />
        <div className="door-scanner__frame" aria-hidden="true" />
      </div>
      {live ? (
        <Button variant="secondary" block onClick={stop}>
          {t('door.scan.stop')}
        </Button>
      ) : (
        <Button block size="lg" onClick={() => void start()}>
          <span aria-hidden="true">📷</span> {t('door.scan.start')}
        </Button>
      )}
      <p className="door-note">{state === 'unavailable' ? t('door.scan.noCamera') : t('door.scan.hint')}</p>
    </div>
  );
}
