import { EventEmitter } from 'node:events';
import { installProcessPolicy } from './process-policy';

describe('installProcessPolicy', () => {
  it('logs an unhandled rejection instead of letting it end the process', () => {
    const target = new EventEmitter();
    const logger = { error: jest.fn() };
    const remove = installProcessPolicy(logger, target);
    // With no listener Node's default applies (the process ends); with the policy there is one.
    expect(target.listenerCount('unhandledRejection')).toBe(1);
    target.emit('unhandledRejection', new Error('NOTIFY failed'), Promise.resolve());
    expect(logger.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'NOTIFY failed' }) },
      'Unhandled promise rejection; the process keeps serving',
    );
    remove();
    expect(target.listenerCount('unhandledRejection')).toBe(0);
  });
});
