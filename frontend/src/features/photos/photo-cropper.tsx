import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { t, type MessageKey } from '@/lib/i18n';
import { cropRect, type PhotoCrop } from './shrink-photo';

const STEP = 0.05;
const MAX_ZOOM = 3;
const clamp = (v: number, min = 0, max = 1) => Math.min(max, Math.max(min, v));

/** The sliders under the frame: zoom, then where the frame sits across and up-down (0 to 1). */
const SLIDERS: readonly { part: keyof PhotoCrop; label: MessageKey; min: number; max: number; step: number }[] = [
  { part: 'zoom', label: 'photos.zoom', min: 1, max: MAX_ZOOM, step: 0.05 },
  { part: 'x', label: 'photos.moveAcross', min: 0, max: 1, step: 0.01 },
  { part: 'y', label: 'photos.moveUpDown', min: 0, max: 1, step: 0.01 },
];

export interface PhotoCropperProps {
  /** An object URL of the chosen picture. */
  src: string;
  aspect: number;
  crop: PhotoCrop;
  onChange: (crop: PhotoCrop) => void;
}

/**
 * The chosen picture in a frame of the shape it will have: drag it (finger or mouse), or use the sliders or the
 * arrow keys (+ and - zoom) to choose what shows. What the frame shows is what leaves the phone.
 */
export function PhotoCropper({ src, aspect, crop, onChange }: PhotoCropperProps) {
  const frame = useRef<HTMLDivElement>(null);
  // The natural size of the picture now shown (another picture's size is not used).
  const [loaded, setLoaded] = useState<{ src: string; w: number; h: number } | null>(null);
  const size = loaded?.src === src ? loaded : null;
  const drag = useRef<{ x: number; y: number; crop: PhotoCrop } | null>(null);

  const rect = size && cropRect(size.w, size.h, aspect, crop);
  const style = rect &&
    size && {
      inlineSize: `${(100 * size.w) / rect.sw}%`,
      blockSize: `${(100 * size.h) / rect.sh}%`,
      insetInlineStart: `${(-100 * rect.sx) / rect.sw}%`,
      insetBlockStart: `${(-100 * rect.sy) / rect.sh}%`,
    };

  const move = (dx: number, dy: number, from: PhotoCrop) => {
    if (!size || !frame.current) return;
    const r = cropRect(size.w, size.h, aspect, from);
    const scale = r.sw / frame.current.clientWidth;
    const spareX = size.w - r.sw;
    const spareY = size.h - r.sh;
    onChange({
      ...from,
      x: spareX > 0 ? clamp(from.x - (dx * scale) / spareX) : 0.5,
      y: spareY > 0 ? clamp(from.y - (dy * scale) / spareY) : 0.5,
    });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, Partial<PhotoCrop>> = {
      ArrowLeft: { x: clamp(crop.x - STEP) },
      ArrowRight: { x: clamp(crop.x + STEP) },
      ArrowUp: { y: clamp(crop.y - STEP) },
      ArrowDown: { y: clamp(crop.y + STEP) },
      '+': { zoom: clamp(crop.zoom + 0.1, 1, MAX_ZOOM) },
      '=': { zoom: clamp(crop.zoom + 0.1, 1, MAX_ZOOM) },
      '-': { zoom: clamp(crop.zoom - 0.1, 1, MAX_ZOOM) },
    };
    const change = keys[e.key];
    if (!change) return;
    e.preventDefault();
    onChange({ ...crop, ...change });
  };

  const onPointerDown = (e: PointerEvent) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, crop };
  };
  const onPointerMove = (e: PointerEvent) => {
    const start = drag.current;
    if (start) move(e.clientX - start.x, e.clientY - start.y, start.crop);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <div className="photo-cropper">
      <div
        ref={frame}
        className="photo-cropper__frame"
        style={{ aspectRatio: String(aspect) }}
        tabIndex={0}
        role="group"
        aria-label={t('photos.cropLabel')}
        aria-describedby="photo-cropper-help"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img
          className="photo-cropper__image"
          src={src}
          alt=""
          draggable={false}
          style={style ?? { inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
          onLoad={(e) => setLoaded({ src, w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
        />
      </div>
      <p id="photo-cropper-help" className="photo-picker__help">
        {t('photos.cropHelp')}
      </p>
      {SLIDERS.map(({ part, label, min, max, step }) => (
        <label key={part} className="photo-cropper__slider">
          <span>{t(label)}</span>
          <input
            type="range"
            min={min}
            max={max}
            step={step}
            value={crop[part]}
            onChange={(e) => onChange({ ...crop, [part]: Number(e.target.value) })}
          />
        </label>
      ))}
    </div>
  );
}
