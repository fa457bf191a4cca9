import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';
import { AppException } from '../common/app-exception';
import { DATABASE_RETRY_AFTER_SECONDS } from '../common/database-errors';

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Public()
  @Get()
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new AppException(
        503,
        'DATABASE_UNAVAILABLE',
        'Database unavailable',
        undefined,
        DATABASE_RETRY_AFTER_SECONDS,
      );
    }
    return { status: 'ok', database: 'up' };
  }
}
