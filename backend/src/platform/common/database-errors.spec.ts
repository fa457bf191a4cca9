import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-errors';

describe('isDatabaseUnavailable', () => {
  it.each([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated unexpectedly'),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    new Error('Query runner already released. Cannot run queries anymore.'),
    new QueryFailedError('SELECT 1', [], Object.assign(new Error('admin shutdown'), { code: '57P01' })),
  ])('%s → 503', (err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    new Error('boom'),
    Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' }),
    null,
    'text',
  ])('%s is not', (err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
