import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import type { User } from '../contracts/user.rules';
import { AccountExportService } from './account-export.service';

@Controller('account')
export class AccountController {
  constructor(private readonly exports: AccountExportService) {}

  /** Everything about the person who asks, as one ZIP: an account's or a guest's (from their personal link). */
  @Get('export')
  @ApiRoute({
    operationId: 'exportMyData',
    access: 'signed-in',
    summary: 'Download my data: everything about me, as JSON with my photos, in one ZIP',
    description:
      'The ZIP holds `my-data.json` (profile, events hosted, RSVPs, dishes, comments, reactions, questions, poll ' +
      'answers, invitations sent, settings) and a `photos/` folder with the pictures the person uploaded.',
    response: { media: 'application/zip', description: 'The data and the photos', example: '' },
  })
  async export(@CurrentUser() user: User, @Res() res: Response): Promise<void> {
    const { filename, zip } = await this.exports.export(user);
    res
      .type('application/zip')
      .attachment(filename)
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  }
}
