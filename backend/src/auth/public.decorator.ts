import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Routes are signed-in only by default; this opts one out. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
