import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiRoute } from '../common/api-route';
import { AppException } from '../common/app-exception';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from '../common/database-errors';
import { healthSchema } from '../../contracts/responses.contract';

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Get()
  @ApiRoute({
    operationId: 'getHealth',
    access: 'public',
    summary: 'Health check (database included)',
    response: healthSchema,
  })
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new AppException(
        503,
        DATABASE_UNAVAILABLE.code,
        DATABASE_UNAVAILABLE.message,
        undefined,
        DATABASE_RETRY_AFTER_SECONDS,
      );
    }
    return { status: 'ok', database: 'up' };
  }
}
