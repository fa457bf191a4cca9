import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { cx } from '@/lib/cx';
import { TOAST_SWIPE_THRESHOLD_PX, useToastStore, type Toast } from '@/lib/toast-store';
import { IconClose } from './icons';
import { t } from '@/lib/i18n';

/** One toast of the Toaster (toaster.tsx): its own chunk, loaded once the page has loaded or a toast shows. */
export function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const startX = useRef<number | null>(null);
  // The latest distance, readable on pointerup even before React re-renders.
  const distance = useRef(0);

  useEffect(() => {
    if (paused || !Number.isFinite(toast.duration)) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.duration, dismiss]);

  const reset = () => {
    startX.current = null;
    distance.current = 0;
    setOffset(0);
    setPaused(false);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    startX.current = e.clientX;
    setPaused(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    // Towards the inline end dismisses: right in left-to-right text, left in right-to-left.
    const dx = Math.max(0, inlineSign(e.currentTarget) * (e.clientX - startX.current));
    // Capture only once it is clearly a swipe, so taps still reach the action and close buttons.
    const el = e.currentTarget;
    if (dx > 4 && typeof el.setPointerCapture === 'function' && !el.hasPointerCapture(e.pointerId)) {
      el.setPointerCapture(e.pointerId);
    }
    distance.current = dx;
    setOffset(dx);
  };
  const onPointerUp = () => {
    if (startX.current === null) return;
    if (distance.current > TOAST_SWIPE_THRESHOLD_PX) dismiss(toast.id);
    else reset();
  };

  return (
    <div
      className={cx('toast', toast.variant === 'destructive' && 'toast--destructive')}
      data-swiping={offset > 0}
      style={
        offset
          ? { transform: `translateX(${inlineSign(null) * offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) }
          : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={reset}
      // Hover pauses for mouse users only: touch devices send hover emulation that never ends.
      onPointerEnter={(e) => e.pointerType === 'mouse' && setPaused(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && startX.current === null && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            toast.action?.onClick();
            dismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="toast__close" aria-label={t('toast.dismiss')} onClick={() => dismiss(toast.id)}>
        <IconClose />
      </button>
    </div>
  );
}

/** 1 where text runs left to right, -1 where it runs right to left (`dir="rtl"`): the inline end's side. */
function inlineSign(el: Element | null): 1 | -1 {
  const at = el ?? document.documentElement;
  return getComputedStyle(at).direction === 'rtl' ? -1 : 1;
}
