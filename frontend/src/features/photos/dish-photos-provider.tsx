import { useMemo, useState, type ReactNode } from 'react';
import { DishPhotoSlotsContext, type DishPhotoSlots } from '@/components/photo-slots';
import { newChangeKey } from '@/lib/api-client';
import { PhotoImage } from './photo-image';
import { PhotoPicker } from './photo-picker';
import { newDishPhotoKey, savePendingPhoto } from './photo-blobs';
import { dishPhotoUrl, useEventPhotos, useRemovePhoto, useUploadPhoto, useUploadProgress } from './photo-api';
import { draftDishPhoto, savingNewDishPhotos, showLocalPhoto, useLocalPhotos } from './local-photos';
import { photoText } from './photos.text';

/** A dish photo's shape: the dish card's picture box. */
export const DISH_ASPECT = 2;
const PENDING_DISH_PREFIX = 'pending-';

/** Gives the dish cards and the dish form of one event their photos (see DishPhotoSlots). */
export function DishPhotosProvider({ eventId, children }: { eventId: string; children: ReactNode }) {
  const photos = useEventPhotos(eventId);
  const local = useLocalPhotos((s) => s.byDish);
  const slots = useMemo<DishPhotoSlots>(() => {
    const byDish = new Map((photos.data?.dishes ?? []).map((p) => [p.dishId, p]));
    return {
      cardPhoto: (dish) => {
        const url = local[dish.id];
        if (url)
          return (
            <img className="dish-card__image photo-card-image" src={url} alt={dish.name} width={320} height={160} />
          );
        const photo = byDish.get(dish.id);
        if (!photo) return null;
        return (
          <PhotoImage
            photo={photo}
            alt={dish.name}
            sizes="(min-width: 640px) 600px, 100vw"
            className="dish-card__image photo-card-image"
          />
        );
      },
      formField: (props) => (
        <DishPhotoField
          eventId={eventId}
          {...props}
          stored={props.dishId ? (byDish.get(props.dishId) ?? null) : null}
          localUrl={props.dishId ? (local[props.dishId] ?? null) : null}
        />
      ),
      dishSent: (createKey) => {
        const photo = draftDishPhoto.current;
        draftDishPhoto.current = null;
        if (!photo) return;
        // The dish shows its picture at once (a pending dish is named by its create's key), and the picture waits
        // in IndexedDB for the dish to exist (see registerPhotoDefaults).
        showLocalPhoto(PENDING_DISH_PREFIX + createKey, photo);
        savingNewDishPhotos.set(createKey, savePendingPhoto(newDishPhotoKey(createKey), photo));
      },
    };
  }, [eventId, photos.data, local]);
  return <DishPhotoSlotsContext.Provider value={slots}>{children}</DishPhotoSlotsContext.Provider>;
}

interface DishPhotoFieldProps {
  eventId: string;
  dishId: string | null;
  dishName: string;
  canEdit: boolean;
  stored: import('@contracts/photo.contract').PhotoView | null;
  localUrl: string | null;
}

/** The dish form's photo: sent at once for a dish that exists, kept with the dish for one being added. */
function DishPhotoField({ eventId, dishId, dishName, canEdit, stored, localUrl }: DishPhotoFieldProps) {
  const upload = useUploadPhoto();
  const remove = useRemovePhoto(eventId);
  const [draft, setDraft] = useState<string | null>(null);
  const [sendingKey, setSendingKey] = useState<string | null>(null);
  const progress = useUploadProgress((s) => (sendingKey ? (s.byKey[sendingKey] ?? 0) : null));

  const onChosen = async (photo: Blob) => {
    if (!dishId) {
      draftDishPhoto.current = photo;
      setDraft(URL.createObjectURL(photo));
      return;
    }
    const photoKey = `dish:${dishId}:${newChangeKey()}`;
    await savePendingPhoto(photoKey, photo);
    showLocalPhoto(dishId, photo);
    const key = newChangeKey();
    setSendingKey(key);
    upload.mutate(
      { eventId, url: dishPhotoUrl(dishId), photoKey, label: `Photo: ${dishName}`, idempotencyKey: key },
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
      title={photoText('dishTitle')}
      help={photoText('dishHelp')}
      aspect={DISH_ASPECT}
      current={current || null}
      progress={sendingKey ? progress : null}
      status={upload.isPaused ? photoText('waiting') : null}
      onChosen={(photo) => void onChosen(photo)}
      onRemove={
        dishId && stored && !url
          ? () => remove.mutate(dishPhotoUrl(dishId))
          : draft
            ? () => {
                draftDishPhoto.current = null;
                setDraft(null);
              }
            : undefined
      }
      disabled={!canEdit}
    />
  );
}
