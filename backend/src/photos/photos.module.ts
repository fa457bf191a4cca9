import { CostsModule } from '../costs/costs.module';
import { Inject, Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { EventsModule } from '../events/events.module';
import { PhotoExportService } from './photo-export.service';
import { photoUpload } from './photo-upload.middleware';
import { PHOTO_STORE, type PhotoStore } from './photo-store';
import { PhotosController } from './photos.controller';
import { PhotosService } from './photos.service';
import { PostgresPhotoStore } from './postgres-photo-store';
import { S3PhotoStore } from './s3-photo-store';

@Module({
  imports: [EventsModule, CostsModule],
  controllers: [PhotosController],
  providers: [
    PhotosService,
    PhotoExportService,
    {
      provide: PHOTO_STORE,
      inject: [APP_CONFIG, getDataSourceToken()],
      useFactory: (config: AppConfig, db: DataSource): PhotoStore =>
        config.photos.s3 ? new S3PhotoStore(config.photos.s3) : new PostgresPhotoStore(db),
    },
  ],
  exports: [PhotosService],
})
export class PhotosModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(photoUpload(this.config.photos.maxBytes))
      .forRoutes(
        { path: 'events/:eventId/cover', method: RequestMethod.PUT },
        { path: 'dishes/:dishId/photo', method: RequestMethod.PUT },
        { path: 'events/:eventId/costs/:costId/receipt', method: RequestMethod.PUT },
      );
  }
}
