import { useEffect, useState, type ReactNode } from 'react';
import { Checkbox } from '@/components/checkbox';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { PhotoImage } from './photo-image';
import { PhotoPicker, type PhotoPickerProps } from './photo-picker';
import { savePendingPhoto } from './photo-blobs';
import { draftCover } from './new-event-cover';
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
  if (!eventId) return <NewCoverPicker />;
  return <CoverPicker eventId={eventId} eventName={eventName} />;
}

/**
 * While the event is being created: the cover is cropped, shrunk and shown here, and kept on the phone; it is sent
 * once the event exists, through the queue like any change (so offline it waits for the signal).
 */
function NewCoverPicker() {
  const [preview, setPreview] = useState<string | null>(null);
  // A cover chosen and left (the form closed without creating) does not ride along with a later event.
  useEffect(() => () => void (draftCover.current = null), []);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <CoverField
      current={preview ? <img src={preview} alt="" /> : null}
      progress={null}
      status={preview ? t('photos.coverSentAfterCreate') : null}
      onPreparing={(ready) => {
        // A picture that cannot be read leaves the one chosen before.
        const before = draftCover.current ?? Promise.resolve(null);
        draftCover.current = ready.then((photo) => photo ?? before);
      }}
      onChosen={(photo) => setPreview(URL.createObjectURL(photo))}
      onRemove={
        preview
          ? () => {
              draftCover.current = null;
              setPreview(null);
            }
          : undefined
      }
    />
  );
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
    <CoverField
      current={shown || null}
      progress={sending ? progress : null}
      status={upload.isPaused ? t('photos.waiting') : null}
      onChosen={(photo) => void onChosen(photo)}
      onRemove={cover ? () => remove.mutate(coverUrl(eventId)) : undefined}
      disabled={remove.isPending}
    >
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
    </CoverField>
  );
}

/** The cover's picker (its title, help and frame shape), with what the form shows under it. */
function CoverField({
  children,
  ...picker
}: Omit<PhotoPickerProps, 'title' | 'help' | 'aspect'> & { children?: ReactNode }) {
  return (
    <div className="event-cover-field">
      <PhotoPicker title={t('photos.coverTitle')} help={t('photos.coverHelp')} aspect={COVER_ASPECT} {...picker} />
      {children}
    </div>
  );
}
