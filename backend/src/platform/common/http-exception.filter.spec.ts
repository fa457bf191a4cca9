import { HttpException, MethodNotAllowedException, NotFoundException } from '@nestjs/common';
import { refusalOf } from './http-exception.filter';

describe('refusalOf: what the framework and the middleware refuse is said in catalogue words', () => {
  it.each([
    [new NotFoundException('Cannot GET /api/nope'), 404, 'NOT_FOUND', 'error.common.notFound'],
    [new MethodNotAllowedException(), 405, 'METHOD_NOT_ALLOWED', 'error.common.methodNotAllowed'],
    [new HttpException('I am a teapot', 418), 418, 'ERROR', 'error.common.refused'],
    [new HttpException('Bad gateway', 502), 502, 'INTERNAL', 'error.common.internal'],
    [
      Object.assign(new Error('unsupported charset'), { status: 415, type: 'charset.unsupported' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'error.common.bodyUnreadable',
    ],
    [
      Object.assign(new Error('unsupported'), { status: 415 }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'error.common.unsupportedMediaType',
    ],
    [Object.assign(new Error('nope'), { statusCode: 400 }), 400, 'BAD_REQUEST', 'error.common.badRequest'],
  ])('%s → %i %s', (exception, status, code, key) => {
    const refusal = refusalOf(exception);
    expect({ status: refusal.status, code: refusal.code, key: refusal.text.key }).toEqual({ status, code, key });
  });

  it('never passes the framework’s own English on', () => {
    const body = refusalOf(new NotFoundException('Cannot GET /api/nope')).bodyIn('de');
    expect(body.message).not.toContain('Cannot');
    expect(body).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
  });
});
