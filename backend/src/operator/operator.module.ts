import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CreationPolicyModule } from '../creation-policy/creation-policy.module';
import { EventsModule } from '../events/events.module';
import { UsersModule } from '../users/users.module';
import { OperatorController } from './operator.controller';
import { OperatorRepository } from './operator.repository';
import { OperatorService } from './operator.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** The operator's console, the audit log of what operators do, and the reports of events they read there. */
@Module({
  imports: [AuthModule, CreationPolicyModule, EventsModule, UsersModule],
  controllers: [OperatorController, ReportsController],
  providers: [OperatorRepository, OperatorService, ReportsService],
  exports: [ReportsService],
})
export class OperatorModule {}
