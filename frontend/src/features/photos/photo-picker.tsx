import './photos.css';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { t } from '@/lib/i18n';
import { PhotoCropper } from './photo-cropper';
import { CENTRE_CROP, shrinkPhoto, type PhotoCrop } from './shrink-photo';

export interface PhotoPickerProps {
  title: string;
  help: string;
  /** Width ÷ height of the frame the photo is shown in. */
  aspect: number;
  /** What is shown now (the stored photo, or a picture waiting to be sent); null: nothing yet. */
  current: ReactNode;
  /** Upload progress (0..1) while sending; null otherwise. */
  progress: number | null;
  /** A line under the picture: waiting to sync, or why it failed. */
  status?: string | null;
  /** Receives the cropped, shrunk picture. */
  onChosen: (photo: Blob) => void;
  /**
   * Told as soon as Use Photo is tapped, before the picture is ready: it resolves with the picture that onChosen then
   * receives, or null if it cannot be read. A form saved meanwhile can take the picture with it.
   */
  onPreparing?: (photo: Promise<Blob | null>) => void;
  onRemove?: () => void;
  disabled?: boolean;
}

/**
 * Pick a photo from the camera or the library, crop it to the frame, see it, and send it shrunk (≤ 1600 px,
 * ≤ 300 KB); replace or remove it later. Both inputs are plain file inputs, so it works with any phone and keyboard.
 */
export function PhotoPicker({
  title,
  help,
  aspect,
  current,
  progress,
  status,
  onChosen,
  onPreparing,
  onRemove,
  disabled,
}: PhotoPickerProps) {
  const titleId = useId();
  const camera = useRef<HTMLInputElement>(null);
  const library = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [crop, setCrop] = useState<PhotoCrop>(CENTRE_CROP);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const pick = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    setCrop(CENTRE_CROP);
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const use = async () => {
    if (!chosen) return;
    setPreparing(true);
    const ready = shrinkPhoto(chosen.file, aspect, crop);
    onPreparing?.(ready.catch(() => null));
    try {
      const photo = await ready;
      setChosen(null);
      onChosen(photo);
    } catch {
      setError(t('photos.unreadable'));
    } finally {
      setPreparing(false);
    }
  };

  const input = (ref: typeof camera, capture: boolean) => (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      capture={capture ? 'environment' : undefined}
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(e) => {
        pick(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );

  return (
    <div className="photo-picker" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="photo-picker__title">
        {title}
      </p>
      {chosen ? (
        <>
          <PhotoCropper src={chosen.url} aspect={aspect} crop={crop} onChange={setCrop} />
          <div className="photo-picker__actions">
            <Button onClick={() => void use()} pending={preparing} pendingLabel={t('photos.preparing')}>
              {t('photos.usePhoto')}
            </Button>
            <Button variant="secondary" onClick={() => setChosen(null)} disabled={preparing}>
              {t('common.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <div className="photo-picker__frame" style={{ aspectRatio: String(aspect) }}>
            {current ?? (
              <span className="photo-picker__empty" aria-hidden="true">
                📷
              </span>
            )}
          </div>
          {progress !== null && (
            <label className="photo-picker__progress">
              <span>{t('photos.uploading', { percent: Math.round(progress * 100) })}</span>
              <progress max={1} value={progress} />
            </label>
          )}
          {status && (
            <p className="photo-picker__status" role="status">
              {status}
            </p>
          )}
          <p className="photo-picker__help">{help}</p>
          <div className="photo-picker__actions">
            <Button variant="secondary" onClick={() => camera.current?.click()} disabled={disabled}>
              {t('photos.takePhoto')}
            </Button>
            <Button variant="secondary" onClick={() => library.current?.click()} disabled={disabled}>
              {current ? t('photos.replacePhoto') : t('photos.choosePhoto')}
            </Button>
            {current && onRemove && (
              <Button variant="ghost" onClick={onRemove} disabled={disabled}>
                {t('photos.removePhoto')}
              </Button>
            )}
          </div>
        </>
      )}
      {error && (
        <p className="photo-picker__error" role="alert">
          {error}
        </p>
      )}
      {input(camera, true)}
      {input(library, false)}
    </div>
  );
}
