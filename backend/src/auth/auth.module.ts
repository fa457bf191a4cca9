import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { GuestsModule } from '../guests/guests.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { OidcService } from './oidc.service';
import { SessionAuthGuard } from './session-auth.guard';
import { SessionService } from './session.service';

@Module({
  imports: [UsersModule, GuestsModule],
  controllers: [AuthController],
  providers: [AuthService, OidcService, SessionService, { provide: APP_GUARD, useClass: SessionAuthGuard }],
  exports: [SessionService],
})
export class AuthModule {}
