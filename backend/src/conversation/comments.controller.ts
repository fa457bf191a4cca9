import { Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/current-user.decorator';
import { ApiRoute } from '../platform/common/api-route';
import { ValidBody } from '../platform/common/zod-validation';
import {
  commentEditSchema,
  commentInputSchema,
  commentViewSchema,
  reactionInputSchema,
  threadStateSchema,
  type CommentEdit,
  type CommentInput,
  type CommentView,
  type ReactionInput,
  type ThreadState,
} from '../contracts/conversation.contract';
import type { User } from '../contracts/user.rules';
import { CommentsService } from './comments.service';

@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Post('events/:eventId/comments')
  @ApiRoute({
    operationId: 'createComment',
    access: 'event-read',
    summary: "Comment in the event's thread, or reply to a comment (one level deep)",
    body: commentInputSchema,
    example: { body: 'Can I bring my sister?', parentId: null },
    response: commentViewSchema,
    errors: { 404: ['COMMENT_NOT_FOUND'], 409: ['THREAD_CLOSED'], 422: ['TOO_MANY_COMMENTS'] },
  })
  create(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: CommentInput,
  ): Promise<CommentView> {
    return this.comments.create(user, eventId, body);
  }

  @Put('comments/:commentId')
  @ApiRoute({
    operationId: 'editComment',
    access: 'author',
    summary: 'Edit your own comment',
    body: commentEditSchema,
    example: { body: 'Can I bring my sister and her dog?' },
    response: commentViewSchema,
    errors: { 403: ['NOT_COMMENT_AUTHOR'], 404: ['COMMENT_NOT_FOUND'], 409: ['THREAD_CLOSED'] },
  })
  edit(
    @CurrentUser() user: User,
    @Param('commentId') commentId: string,
    @ValidBody() body: CommentEdit,
  ): Promise<CommentView> {
    return this.comments.edit(user, commentId, body);
  }

  @Delete('comments/:commentId')
  @ApiRoute({
    operationId: 'deleteComment',
    access: 'author-or-manager',
    summary: 'Delete a comment (its author, the host or a co-host); its replies go with it',
    response: null,
    status: 204,
    errors: { 403: ['NOT_COMMENT_AUTHOR'], 404: ['COMMENT_NOT_FOUND'] },
  })
  remove(@CurrentUser() user: User, @Param('commentId') commentId: string): Promise<void> {
    return this.comments.remove(user, commentId);
  }

  @Put('comments/:commentId/reactions')
  @ApiRoute({
    operationId: 'reactToComment',
    access: 'event-read',
    summary: 'Add or take back a reaction to a comment',
    body: reactionInputSchema,
    example: { reaction: 'heart', on: true },
    response: null,
    status: 204,
    errors: { 404: ['COMMENT_NOT_FOUND'], 409: ['THREAD_CLOSED'] },
  })
  react(
    @CurrentUser() user: User,
    @Param('commentId') commentId: string,
    @ValidBody() body: ReactionInput,
  ): Promise<void> {
    return this.comments.react(user, commentId, body);
  }

  @Put('events/:eventId/thread')
  @ApiRoute({
    operationId: 'setThreadState',
    access: 'event-manage',
    summary: "Close or reopen the event's thread (host and co-hosts)",
    body: threadStateSchema,
    example: { closed: true },
    response: null,
    status: 204,
  })
  setState(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @ValidBody() body: ThreadState,
  ): Promise<void> {
    return this.comments.setClosed(user, eventId, body.closed);
  }

  @Delete('events/:eventId/people/:userId/comments')
  @ApiRoute({
    operationId: 'removePersonComments',
    access: 'event-manage',
    summary: "Remove every comment and reaction one person left in the event's thread (host and co-hosts)",
    response: null,
    status: 204,
  })
  removeAllOf(
    @CurrentUser() user: User,
    @Param('eventId') eventId: string,
    @Param('userId') userId: string,
  ): Promise<void> {
    return this.comments.removeAllOf(user, eventId, userId);
  }
}
