import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { EventReportData } from '../contracts/operator.contract';
import type { User } from '../contracts/user.rules';
import { EventAccessService } from '../events/event-access.service';
import { isUuid } from '../platform/common/uuid';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { clientNetwork } from '../platform/rate-limit/client-network';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { OperatorRepository } from './operator.repository';
import { serverText } from '../i18n/server-text';

const TOO_MANY = serverText('error.report.tooMany');

/**
 * "Report this event": anyone with the join link, signed in or not, tells the operators what is wrong with an event.
 * Counted per network and per person (the shared rate limits in PostgreSQL), so a flood from one place stops early.
 * A report sent again with the same key (the form's, or the API's Idempotency-Key) is taken once.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly repo: OperatorRepository,
    private readonly eventAccess: EventAccessService,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async report(req: Request, user: User | null, eventId: string, data: EventReportData, key: string | null) {
    // An event nobody may see (unknown, hidden, its host blocked) is the same 404 here as everywhere.
    await this.eventAccess.requireVisible(user, eventId);
    const formKey = key && isUuid(key) ? key.toLowerCase() : null;
    if (formKey && (await this.repo.reportTaken(formKey))) return;
    const { reportsPerNetwork, reportsPerPerson } = this.config.limits;
    await this.rateLimits.enforce(
      // Per network, not per address: a whole IPv6 /64 belongs to one subscriber.
      `reports:net:${clientNetwork(req.ip ?? req.socket.remoteAddress)}`,
      reportsPerNetwork,
      TOO_MANY,
    );
    if (user) await this.rateLimits.enforce(`reports:user:${user.id}`, reportsPerPerson, TOO_MANY);
    await this.repo.addReport(eventId, user?.id ?? null, data.reason, formKey);
  }
}
