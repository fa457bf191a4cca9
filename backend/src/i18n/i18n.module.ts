import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { LocaleController } from './locale.controller';

/** Languages: the catalogues (catalogue.ts), how a request's locale is found (locale.ts), and choosing one. */
@Module({
  imports: [UsersModule],
  controllers: [LocaleController],
})
export class I18nModule {}
