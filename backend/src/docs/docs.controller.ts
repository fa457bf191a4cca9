import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '../auth/public.decorator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { buildOpenApiDocument } from './openapi';

@Controller('docs')
export class DocsController {
  private readonly document: Record<string, unknown>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.document = buildOpenApiDocument(config.publicUrl);
  }

  @Public()
  @Get()
  openApi(): Record<string, unknown> {
    return this.document;
  }
}
