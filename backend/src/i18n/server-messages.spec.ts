import { localizeErrorBody, localizeMessage } from './server-messages';
import { serverText } from './server-text';
import type { ApiErrorBody } from '../contracts/common.rules';
import { OWN_IMAGE_MESSAGE } from '../contracts/dish.rules';

describe('server messages in the requester’s language', () => {
  it('finds a message by its English text, or by its English pattern with its values read back', () => {
    expect(localizeMessage('de', 'Dish not found')).toBe('Gericht nicht gefunden');
    expect(localizeMessage('es', 'Dish name must be at most 255 characters')).toBe(
      'El nombre del plato puede tener como máximo 255 caracteres',
    );
    // The most specific pattern wins, and a count is only ever digits.
    expect(localizeMessage('fr', 'At most 255 characters')).toBe('255 caractères maximum');
    expect(localizeMessage('fr', 'At most 20 people')).toBe('20 personnes maximum');
    expect(localizeMessage('fr', 'At most 12')).toBe('12 maximum');
    expect(localizeMessage('fr', 'At most a dozen')).toBe('At most a dozen');
    // Unknown text stays as written; English stays English.
    expect(localizeMessage('ar', 'Something nobody wrote down')).toBe('Something nobody wrote down');
    expect(localizeMessage('en', 'Dish not found')).toBe('Dish not found');
  });

  it('answers the refusals of the platform and the push and image checks in the requester’s language', () => {
    const body: ApiErrorBody = {
      message: 'This is not the address of a browser push service',
      code: 'PUSH_ENDPOINT_REFUSED',
      fieldErrors: {
        endpoint: ['Must be the address of a browser push service'],
        'keys.auth': ['Must be base64url'],
        imageUrl: [OWN_IMAGE_MESSAGE],
      },
    };
    expect(localizeErrorBody('es', body)).toEqual({
      message: 'Esta no es la dirección de un servicio de notificaciones del navegador',
      code: 'PUSH_ENDPOINT_REFUSED',
      fieldErrors: {
        endpoint: ['Debe ser la dirección de un servicio de notificaciones del navegador'],
        'keys.auth': ['Debe estar en base64url'],
        imageUrl: ['Debe ser una imagen de esta app (una dirección que empiece por /images/)'],
      },
    });
    expect(localizeMessage('es', 'Session invalidated')).toBe('Tu sesión ya no es válida');
    expect(localizeMessage('de', 'A request with this Idempotency-Key is still being processed')).toBe(
      'Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet',
    );
  });

  it('writes a message thrown as a key by its key, plurals included; the code and field errors follow', () => {
    const text = serverText('error.rsvp.capacity', { left: 1 });
    expect(String(text)).toBe('This potluck is full: only 1 place is left for you.');
    const body = {
      message: String(text),
      code: 'CAPACITY_EXCEEDED' as const,
      fieldErrors: { name: ['Dish not found'] },
    };
    expect(localizeErrorBody('ar', body, serverText('error.rsvp.capacity', { left: 2 }))).toEqual({
      message: 'هذه المناسبة ممتلئة: بقي لك مكانان فقط.',
      code: 'CAPACITY_EXCEEDED',
      fieldErrors: { name: ['الطبق غير موجود'] },
    });
    expect(localizeErrorBody('en', body, text)).toBe(body);
  });
});
