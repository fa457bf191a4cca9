import { useState } from 'react';
import { Checkbox } from '@/components/checkbox';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { PhotoImage } from './photo-image';
import { PhotoPicker } from './photo-picker';
import { savePendingPhoto } from './photo-blobs';
import {
  coverUrl,
  useEventPhotos,
  useRemovePhoto,
  useSavePhotoSettings,
  useUploadPhoto,
  useUploadProgress,
} from './photo-api';

/** A cover's shape: the 1200×630 of link previews. */
export const COVER_ASPECT = 1200 / 630;

/** The event form's photo block: the cover (host and co-hosts) and what the invitation page shows. */
export function EventCoverField({ eventId, eventName }: { eventId?: string; eventName: string }) {
  if (!eventId) {
    return (
      <div className="photo-picker">
        <p className="photo-picker__title">{t('photos.coverTitle')}</p>
        <p className="photo-picker__help">{t('photos.coverAfterCreate')}</p>
      </div>
    );
  }
  return <CoverPicker eventId={eventId} eventName={eventName} />;
}

function CoverPicker({ eventId, eventName }: { eventId: string; eventName: string }) {
  const photos = useEventPhotos(eventId);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto(eventId);
  const saveSettings = useSavePhotoSettings(eventId);
  const [sending, setSending] = useState<{ key: string; url: string } | null>(null);
  const progress = useUploadProgress((s) => (sending ? (s.byKey[sending.key] ?? 0) : null));
  const cover = photos.data?.cover ?? null;
  const settings = photos.data?.settings ?? { publicCover: true, publicDishPhotos: false };

  const onChosen = async (photo: Blob) => {
    const photoKey = `cover:${eventId}:${newChangeKey()}`;
    await savePendingPhoto(photoKey, photo);
    const key = newChangeKey();
    setSending({ key, url: URL.createObjectURL(photo) });
    upload.mutate(
      { eventId, url: coverUrl(eventId), photoKey, label: t('photos.coverTitle'), idempotencyKey: key },
      { onSettled: () => setSending(null) },
    );
  };

  const shown = sending ? (
    <img src={sending.url} alt="" />
  ) : (
    cover && (
      <PhotoImage
        photo={cover}
        alt={t('photos.coverAlt', { name: eventName })}
        sizes="(min-width: 640px) 600px, 100vw"
      />
    )
  );

  return (
    <div className="event-cover-field">
      <PhotoPicker
        title={t('photos.coverTitle')}
        help={t('photos.coverHelp')}
        aspect={COVER_ASPECT}
        current={shown || null}
        progress={sending ? progress : null}
        status={upload.isPaused ? t('photos.waiting') : null}
        onChosen={(photo) => void onChosen(photo)}
        onRemove={cover ? () => remove.mutate(coverUrl(eventId)) : undefined}
        disabled={remove.isPending}
      />
      <Checkbox
        label={t('photos.publicCover')}
        checked={settings.publicCover}
        onChange={(e) => saveSettings.mutate({ ...settings, publicCover: e.target.checked })}
      />
      <Checkbox
        label={t('photos.publicDishPhotos')}
        checked={settings.publicDishPhotos}
        onChange={(e) => saveSettings.mutate({ ...settings, publicDishPhotos: e.target.checked })}
      />
    </div>
  );
}
