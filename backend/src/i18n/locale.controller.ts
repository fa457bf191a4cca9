import { Controller, Inject, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { localeAnswerSchema, setLocaleSchema, type SetLocaleInput } from '../contracts/locale.contract';
import { UsersService } from '../users/users.service';
import { localeCookie } from './locale';

@Controller('locale')
export class LocaleController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  /**
   * The language chosen in the app: kept in this browser's cookie, and on the account or guest of whoever is signed
   * in, so their other devices, e-mails and push follow it. Anyone may choose (the join page's visitors too).
   */
  @Put()
  @ApiRoute({
    operationId: 'setLocale',
    access: 'public',
    summary: 'Choose the language of pages, e-mails and push',
    body: setLocaleSchema,
    example: { locale: 'es' },
    response: localeAnswerSchema,
  })
  async set(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @ValidBody() body: SetLocaleInput,
  ): Promise<{ locale: SetLocaleInput['locale'] }> {
    res.append('Set-Cookie', localeCookie(body.locale, this.config.publicUrl.startsWith('https:')));
    const userId = req.session?.userId;
    if (userId && (await this.users.findById(userId))) await this.users.setLocale(userId, body.locale);
    return { locale: body.locale };
  }
}
