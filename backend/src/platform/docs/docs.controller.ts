import { Controller, Get, Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import * as z from 'zod';
import { ApiRoute } from '../common/api-route';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { buildOpenApiDocument, controllersOf } from './openapi';

@Controller('docs')
export class DocsController implements OnApplicationBootstrap {
  private document: Record<string, unknown> = {};

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly modules: ModulesContainer,
  ) {}

  /** Built once, from every controller's declared routes, when all modules are in place. */
  onApplicationBootstrap(): void {
    this.document = buildOpenApiDocument(controllersOf(this.modules), this.config.publicUrl);
  }

  @Get()
  @ApiRoute({
    operationId: 'getApiDocument',
    access: 'public',
    summary: 'This document',
    response: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1 document'),
  })
  openApi(): Record<string, unknown> {
    return this.document;
  }
}
