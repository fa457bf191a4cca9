import { Controller, Delete, Get, Param, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import '../auth/session.types';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import {
  eventPhotosSchema,
  photoSettingsSchema,
  photoViewSchema,
  type EventPhotos,
  type PhotoSettings,
  type PhotoView,
} from '../contracts/photo.contract';
import type { User } from '../contracts/user.rules';
import { PhotoExportService } from './photo-export.service';
import { UploadedPhoto } from './photo-upload.middleware';
import { PhotosService, type PhotoUpload } from './photos.service';

const UPLOAD_DESCRIPTION =
  'The body is the picture itself (JPEG, PNG, WebP, AVIF or GIF; the bytes decide, a Content-Type that names ' +
  'another image type is refused). It is re-encoded without metadata, cropped to its shape and stored in sizes.';

/** Seconds a shared cache (a CDN, a proxy) may serve a photo anyone with the link may see: it may be withdrawn. */
const PUBLIC_PHOTO_MAX_AGE = 300;
@Controller()
export class PhotosController {
  constructor(
    private readonly photos: PhotosService,
    private readonly exports: PhotoExportService,
  ) {}

  /** The CSV of guests and dishes with the event's photos beside it, as one ZIP, for the host and co-hosts. */
  @Get('events/:eventId/export.zip')
  @ApiRoute({
    operationId: 'exportEventZip',
    access: 'event-manage',
    summary: 'Guests and dishes as CSV with the cover and dish photos, in one ZIP (host and co-hosts)',
    description:
      "The ZIP holds `<event>.csv` (as `export.csv`, plus a Photo column naming each dish's picture) and a " +
      '`photos/` folder: `cover.webp` and `dish-01-<name>.webp`..., the stored pictures without metadata.',
    response: { media: 'application/zip', description: 'The CSV and the photos', example: '' },
    errors: { 403: ['NOT_HOST'] },
  })
  async exportZip(@CurrentUser() user: User, @Param('eventId') eventId: string, @Res() res: Response): Promise<void> {
    const { filename, zip } = await this.exports.exportZip(user, eventId);
    res
      .type('application/zip')
      .attachment(filename)
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  }

  @Get('events/:eventId/photos')
  @ApiRoute({
    operationId: 'listEventPhotos',
    access: 'event-read',
    summary: "The event's cover, its dish photos and the host's switches for the join page",
    response: eventPhotosSchema,
  })
  list(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<EventPhotos> {
    return this.photos.ofEvent(user, eventId);
  }

  @Put('events/:eventId/photo-settings')
  @ApiRoute({
    operationId: 'updatePhotoSettings',
    access: 'event-manage',
    summary: 'Choose which photos the public join page shows (host and co-hosts)',
    body: photoSettingsSchema,
    example: { publicCover: true, publicDishPhotos: false },
    response: photoSettingsSchema,
  })
  settings(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: PhotoSettings,
  ): Promise<PhotoSettings> {
    return this.photos.updateSettings(user, eventId, body);
  }

  @Put('events/:eventId/cover')
  @ApiRoute({
    operationId: 'putEventCover',
    access: 'event-manage',
    summary: "Set or replace the event's cover photo (host and co-hosts)",
    description: UPLOAD_DESCRIPTION,
    upload: true,
    response: photoViewSchema,
    errors: { 400: ['PHOTO_UNREADABLE'], 413: ['PHOTO_TOO_LARGE'], 422: ['PHOTO_UNREADABLE', 'TOO_MANY_PHOTOS'] },
  })
  putCover(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @UploadedPhoto() upload: PhotoUpload,
  ): Promise<PhotoView> {
    return this.photos.putCover(user, eventId, upload);
  }

  @Delete('events/:eventId/cover')
  @ApiRoute({
    operationId: 'deleteEventCover',
    access: 'event-manage',
    summary: "Remove the event's cover photo",
    response: null,
    status: 204,
  })
  removeCover(@CurrentUser() user: User, @Param('eventId') eventId: string): Promise<void> {
    return this.photos.removeCover(user, eventId);
  }

  @Put('dishes/:dishId/photo')
  @ApiRoute({
    operationId: 'putDishPhoto',
    access: 'author-or-manager',
    summary: "Set or replace a dish's photo (its contributor, the host and co-hosts)",
    description: UPLOAD_DESCRIPTION,
    upload: true,
    response: photoViewSchema,
    errors: {
      400: ['PHOTO_UNREADABLE'],
      403: ['NOT_DISH_OWNER'],
      413: ['PHOTO_TOO_LARGE'],
      422: ['PHOTO_UNREADABLE', 'TOO_MANY_PHOTOS'],
    },
  })
  putDishPhoto(
    @CurrentUser() user: User,
    @Param('dishId') dishId: string,
    @UploadedPhoto() upload: PhotoUpload,
  ): Promise<PhotoView> {
    return this.photos.putDishPhoto(user, dishId, upload);
  }

  @Delete('dishes/:dishId/photo')
  @ApiRoute({
    operationId: 'deleteDishPhoto',
    access: 'author-or-manager',
    summary: "Remove a dish's photo",
    response: null,
    status: 204,
    errors: { 403: ['NOT_DISH_OWNER'] },
  })
  removeDishPhoto(@CurrentUser() user: User, @Param('dishId') dishId: string): Promise<void> {
    return this.photos.removeDishPhoto(user, dishId);
  }

  @Put('events/:eventId/costs/:costId/receipt')
  @ApiRoute({
    operationId: 'putCostReceipt',
    access: 'event-costs',
    summary: "Set or replace a cost's receipt photo (whoever may change the cost)",
    description: UPLOAD_DESCRIPTION,
    upload: true,
    response: photoViewSchema,
    errors: {
      400: ['PHOTO_UNREADABLE'],
      403: ['NOT_COST_RECORDER'],
      404: ['COST_NOT_FOUND'],
      413: ['PHOTO_TOO_LARGE'],
      422: ['PHOTO_UNREADABLE', 'TOO_MANY_PHOTOS'],
    },
  })
  putReceipt(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('costId') costId: string,
    @UploadedPhoto() upload: PhotoUpload,
  ): Promise<PhotoView> {
    return this.photos.putReceipt(user, eventId, costId, upload);
  }

  @Delete('events/:eventId/costs/:costId/receipt')
  @ApiRoute({
    operationId: 'deleteCostReceipt',
    access: 'event-costs',
    summary: "Remove a cost's receipt photo",
    response: null,
    status: 204,
    errors: { 403: ['NOT_COST_RECORDER'], 404: ['COST_NOT_FOUND'] },
  })
  removeReceipt(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('costId') costId: string,
  ): Promise<void> {
    return this.photos.removeReceipt(user, eventId, costId);
  }

  /**
   * A photo's file. Its address names the hash of its pixels, so its bytes never change; but every photo can be
   * withdrawn (deleted, replaced, taken off the join page, its reader removed), and then its address answers 404.
   * A photo only the event's readers see is `private, max-age=31536000, immutable`: no shared cache keeps it, and
   * the reader's own browser keeps what it was shown. A photo anyone with the link may see (the join page's) is
   * `public, max-age=PUBLIC_PHOTO_MAX_AGE, no-transform`: a shared cache may serve it to others, so it keeps it no
   * longer than that, and a withdrawal reaches everyone within minutes instead of a year.
   */
  @Get('photos/:photoId/:hash/:file')
  @ApiRoute({
    operationId: 'getPhotoFile',
    access: 'public',
    summary: 'One size of a photo (for those who may read its event)',
    response: { media: 'image/webp', description: 'The picture (WebP, AVIF or JPEG by its name)', example: '' },
  })
  async file(
    @Req() req: Request,
    @Res() res: Response,
    @Param('photoId') photoId: string,
    @Param('hash') hash: string,
    @Param('file') name: string,
  ): Promise<void> {
    const file = await this.photos.file(req.authUser, photoId, hash, name);
    res.setHeader(
      'Cache-Control',
      file.shared ? `public, max-age=${PUBLIC_PHOTO_MAX_AGE}, no-transform` : 'private, max-age=31536000, immutable',
    );
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    if (!file.shared) res.setHeader('Vary', 'Cookie');
    res.end(file.bytes);
  }
}
