import * as z from 'zod';
import { count } from './answer-fields';

/** Body of PUT /api/events/{eventId}/photo-settings: what the public join page shows. */
export const photoSettingsSchema = z.object({
  /** The cover on the join page and in link previews (on by default). */
  publicCover: z.boolean(),
  /** Dish photos taken by guests on the join page (off by default; the host's own dish photos always show). */
  publicDishPhotos: z.boolean(),
});
export type PhotoSettings = z.output<typeof photoSettingsSchema>;

/** One stored photo: its addresses (content-hashed, so they never change) and what to show until it arrives. */
export const photoViewSchema = z.object({
  id: z.string(),
  /** The dish it shows, or null for the event's cover. */
  dishId: z.string().nullable(),
  width: count,
  height: count,
  /** A tiny blurred WebP (data URL) to paint at once in the reserved box. */
  placeholder: z.string(),
  /** The largest WebP, for browsers without srcset. */
  src: z.string(),
  /** WebP renditions as a srcset (`/api/photos/…/320.webp 320w, …`). */
  srcset: z.string(),
  /** The same sizes in AVIF. */
  srcsetAvif: z.string(),
  /** The 1200×630 JPEG for link previews (covers only). */
  ogImage: z.string().nullable(),
});
export type PhotoView = z.output<typeof photoViewSchema>;

/** GET /api/events/{eventId}/photos: the cover, the dish photos and the host's switches. */
export const eventPhotosSchema = z.object({
  settings: photoSettingsSchema,
  cover: photoViewSchema.nullable(),
  dishes: photoViewSchema.array(),
});
export type EventPhotos = z.output<typeof eventPhotosSchema>;
