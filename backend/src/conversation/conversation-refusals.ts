import { AppException } from '../platform/common/app-exception';
import { serverText } from '../i18n/server-text';

export const commentNotFound = () =>
  AppException.notFound(serverText('error.conversation.commentNotFound'), 'COMMENT_NOT_FOUND');
export const questionNotFound = () =>
  AppException.notFound(serverText('error.conversation.questionNotFound'), 'QUESTION_NOT_FOUND');
