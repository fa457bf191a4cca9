import './photos.css';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { DishPhotoSlotsContext, type DishPhotoSlots } from '@/components/photo-slots';
import { lazyPart } from '@/lib/lazy-part';
import { PhotoImage } from './photo-image';
import { useEventPhotos } from './photo-queries';
import { dishPhotoDrafts, savingNewDishPhotos, showLocalPhoto, useLocalPhotos } from './local-photos';

// The picker (crop, shrink, upload) loads when a dish form opens, not with the list.
const DishPhotoField = lazyPart(() => import('./dish-photo-field').then((m) => m.DishPhotoField));
const PENDING_DISH_PREFIX = 'pending-';

/** Gives the dish cards and the dish form of one event their photos (see DishPhotoSlots). */
export function DishPhotosProvider({ eventId, children }: { eventId: string; children: ReactNode }) {
  const photos = useEventPhotos(eventId);
  const local = useLocalPhotos((s) => s.byDish);
  // Fetched after the list, so the form can take a photo even if the signal drops before it opens.
  useEffect(() => void DishPhotoField.preload(), []);
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
      printPhoto: (dish) => {
        const photo = dish ? byDish.get(dish.id) : photos.data?.cover;
        if (!photo) return null;
        return (
          <PhotoImage
            photo={photo}
            alt={dish?.name ?? ''}
            sizes={dish ? '160px' : '640px'}
            className={dish ? 'print-photo print-photo--dish' : 'print-photo print-photo--cover'}
            eager
          />
        );
      },
      formField: (props) => (
        <Suspense fallback={null}>
          <DishPhotoField
            eventId={eventId}
            {...props}
            stored={props.dishId ? (byDish.get(props.dishId) ?? null) : null}
            localUrl={props.dishId ? (local[props.dishId] ?? null) : null}
          />
        </Suspense>
      ),
      dishSent: (createKey, draftKey) => {
        const chosen = dishPhotoDrafts.get(draftKey);
        dishPhotoDrafts.delete(draftKey);
        if (!chosen) return;
        // Once ready (at once, or when its preparing ends), the dish shows its picture (a pending dish is named by
        // its create's key), and the picture waits in IndexedDB for that dish to exist (see registerPhotoDefaults),
        // which waits for this first.
        savingNewDishPhotos.set(
          createKey,
          chosen.then(async (photo) => {
            if (!photo) return;
            showLocalPhoto(PENDING_DISH_PREFIX + createKey, photo);
            const blobs = await import('./photo-blobs');
            await blobs.savePendingPhoto(blobs.newDishPhotoKey(createKey), photo);
          }),
        );
      },
    };
  }, [eventId, photos.data, local]);
  return <DishPhotoSlotsContext.Provider value={slots}>{children}</DishPhotoSlotsContext.Provider>;
}
