import { AppException } from '../platform/common/app-exception';
import { translator } from '../i18n/catalogue';

// Refusals are thrown in English; the error filter answers them in the requester's language.
export const en = translator('en');

export const commentNotFound = () => AppException.notFound(en('error.talk.commentNotFound'), 'COMMENT_NOT_FOUND');
export const questionNotFound = () => AppException.notFound(en('error.talk.questionNotFound'), 'QUESTION_NOT_FOUND');
