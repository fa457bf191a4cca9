import { useEffect, useState } from 'react';
import type { PhotoView } from '@contracts/photo.contract';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { PhotoImage } from './photo-image';
import { PhotoPicker } from './photo-picker';
import { savePendingPhoto } from './photo-blobs';
import { dishPhotoUrl, useRemovePhoto, useUploadPhoto, useUploadProgress } from './photo-api';
import { dishPhotoDrafts, showLocalPhoto } from './local-photos';

/** A dish photo's shape: the dish card's picture box. */
const DISH_ASPECT = 2;

export interface DishPhotoFieldProps {
  eventId: string;
  dishId: string | null;
  /** The add form's own key: the picture chosen in it waits under it for the dish the form sends. */
  draftKey: string;
  dishName: string;
  canEdit: boolean;
  stored: PhotoView | null;
  localUrl: string | null;
}

/** The dish form's photo: sent at once for a dish that exists, kept with the dish for one being added. */
export function DishPhotoField({
  eventId,
  dishId,
  draftKey,
  dishName,
  canEdit,
  stored,
  localUrl,
}: DishPhotoFieldProps) {
  const upload = useUploadPhoto();
  const remove = useRemovePhoto(eventId);
  const [draft, setDraft] = useState<string | null>(null);
  const [sendingKey, setSendingKey] = useState<string | null>(null);
  const progress = useUploadProgress((s) => (sendingKey ? (s.byKey[sendingKey] ?? 0) : null));
  // A form closed without adding its dish drops its picture (one sent has already taken it).
  useEffect(() => () => void dishPhotoDrafts.delete(draftKey), [draftKey]);

  // A new dish's picture is its form's from the moment it is being prepared: "Add Dish" tapped meanwhile takes it.
  const onPreparing = (ready: Promise<Blob | null>) => {
    if (dishId) return;
    const before = dishPhotoDrafts.get(draftKey) ?? Promise.resolve(null);
    // A picture that cannot be read leaves the one chosen before.
    dishPhotoDrafts.set(
      draftKey,
      ready.then((photo) => photo ?? before),
    );
  };

  const onChosen = async (photo: Blob) => {
    if (!dishId) {
      setDraft(URL.createObjectURL(photo));
      return;
    }
    const photoKey = `dish:${dishId}:${newChangeKey()}`;
    await savePendingPhoto(photoKey, photo);
    showLocalPhoto(dishId, photo);
    const key = newChangeKey();
    setSendingKey(key);
    upload.mutate(
      {
        eventId,
        url: dishPhotoUrl(dishId),
        photoKey,
        label: t('photos.changeLabel', { dish: dishName }),
        idempotencyKey: key,
      },
      { onSettled: () => setSendingKey(null) },
    );
  };

  if (!canEdit && !stored) return null;
  const url = draft ?? localUrl;
  const current = url ? (
    <img src={url} alt={dishName} />
  ) : (
    stored && <PhotoImage photo={stored} alt={dishName} sizes="(min-width: 640px) 560px, 100vw" />
  );
  return (
    <PhotoPicker
      title={t('photos.dishTitle')}
      help={t('photos.dishHelp')}
      aspect={DISH_ASPECT}
      current={current || null}
      progress={sendingKey ? progress : null}
      status={upload.isPaused ? t('photos.waiting') : null}
      onChosen={(photo) => void onChosen(photo)}
      onPreparing={onPreparing}
      onRemove={
        dishId && stored && !url
          ? () => remove.mutate(dishPhotoUrl(dishId))
          : draft
            ? () => {
                dishPhotoDrafts.delete(draftKey);
                setDraft(null);
              }
            : undefined
      }
      disabled={!canEdit}
    />
  );
}
