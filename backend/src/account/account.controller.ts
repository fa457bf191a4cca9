import { Controller, Get, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { SESSION_COOKIE } from '../auth/session.service';
import { accountDeletionSchema, type AccountDeletionData } from '../contracts/account.contract';
import { accountDeletionPlanSchema, type AccountDeletionPlan } from '../contracts/responses.contract';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import type { User } from '../contracts/user.rules';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';

@Controller('account')
export class AccountController {
  constructor(
    private readonly exports: AccountExportService,
    private readonly deletion: AccountDeletionService,
  ) {}

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

  /** What deleting the account asks: a choice for each event the person hosts, with the co-hosts it may go to. */
  @Get('deletion')
  @ApiRoute({
    operationId: 'getAccountDeletionPlan',
    access: 'signed-in',
    summary: 'The events I host, each with the co-hosts it may be handed to when I delete my account',
    response: accountDeletionPlanSchema,
  })
  plan(@CurrentUser() user: User): Promise<AccountDeletionPlan> {
    return this.deletion.plan(user);
  }

  /** Deletes the caller's account (or guest identity) and signs them out everywhere. */
  @Post('delete')
  @ApiRoute({
    operationId: 'deleteMyAccount',
    access: 'signed-in',
    summary: 'Delete my account: hand each hosted event to a co-host or delete it, and leave every other event',
    description:
      'Every event the caller hosts must be named once, with the co-host it goes to or null to delete it. In ' +
      'other events their RSVPs, dishes (missing again; the hosts are told), poll answers, questions, reactions ' +
      'and photos are deleted, and their comments stay as a former guest’s without their text. Every session, ' +
      'push subscription and mail waiting for them ends at once.',
    body: accountDeletionSchema,
    example: { confirm: 'DELETE', events: [{ eventId: '3f0e9a8e-5b1c-4e0e-9d5e-2f7c1a9b6d41', handOverTo: null }] },
    response: null,
    status: 204,
    errors: { 409: ['ACCOUNT_CHOICES_OUTDATED'] },
  })
  async delete(
    @CurrentUser() user: User,
    @ValidBody() body: AccountDeletionData,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.deletion.delete(user, body);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
