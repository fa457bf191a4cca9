import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';
import { AppException } from '../common/app-exception';

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Public()
  @Get()
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new AppException(503, 'DATABASE_UNAVAILABLE', 'Database unavailable');
    }
    return { status: 'ok', database: 'up' };
  }
}
