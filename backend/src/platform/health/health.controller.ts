import { Controller, Get } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiRoute } from '../common/api-route';
import { databaseUnavailable } from '../common/database-errors';
import { healthSchema, livenessSchema } from '../../contracts/responses.contract';

@Controller('health')
export class HealthController {
  /** The ping in flight: readiness checks that arrive meanwhile wait for its answer instead of sending their own. */
  private ping: Promise<unknown> | null = null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Liveness: the process and its event loop answer. A failing database does not make a restart useful. */
  @Get('live')
  @ApiRoute({
    operationId: 'getLiveness',
    access: 'public',
    summary: 'Liveness: the process answers (the database is not asked)',
    response: livenessSchema,
  })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: ready to serve requests, which needs the database. */
  @Get()
  @ApiRoute({
    operationId: 'getHealth',
    access: 'public',
    summary: 'Readiness: ready to serve (the database answers)',
    response: healthSchema,
  })
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      this.ping ??= this.db.query('SELECT 1').finally(() => (this.ping = null));
      await this.ping;
    } catch {
      throw databaseUnavailable();
    }
    return { status: 'ok', database: 'up' };
  }
}
