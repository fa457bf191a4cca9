import { Controller, Get, Post } from '@nestjs/common';
import { ApiRoute } from '../common/api-route';
import { ValidBody } from '../common/zod-validation';
import { DishesController } from '../../dishes/dishes.controller';
import { EventsController } from '../../events/events.controller';
import { InvitationsController } from '../../invitations/invitations.controller';
import { RsvpsController } from '../../rsvps/rsvps.controller';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, LICENSE } from './openapi';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument(
    [EventsController, RsvpsController, DishesController, InvitationsController],
    'https://potluck.example',
  ) as {
    openapi: string;
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: {
            content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }>;
          };
        }
      >
    >;
  };

  it('describes every operation with request bodies generated from the zod contracts', () => {
    expect(doc.openapi).toBe('3.1.0');
    const rsvp = doc.paths['/api/events/{eventId}/rsvp'].post.requestBody!.content['application/json'].schema;
    expect(rsvp.properties.adultCount).toMatchObject({ type: 'integer', minimum: 1, maximum: 10 });
    expect(rsvp.properties.status).toMatchObject({ enum: ['attending', 'maybe', 'not_attending'] });
    const event = doc.paths['/api/events'].post.requestBody!.content['application/json'].schema;
    // A date, or (creating only) a date poll's options instead: neither is required on its own.
    expect(event.required).toEqual(expect.arrayContaining(['name']));
    expect(Object.keys(event.properties)).toEqual(expect.arrayContaining(['date', 'dateOptions']));
    expect(event.properties.name).toMatchObject({ maxLength: 255 });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/events/{eventId}/dishes',
        '/api/dishes/{dishId}',
        '/api/events/{eventId}/invitations',
      ]),
    );
  });

  it('refuses an operationId declared twice, so client generators never get two methods of one name', () => {
    class Twice {
      @Get('a')
      @ApiRoute({ operationId: 'getThing', access: 'public', summary: 'A', response: null })
      a(): void {}

      @Get('b')
      @ApiRoute({ operationId: 'getThing', access: 'public', summary: 'B', response: null })
      b(): void {}
    }
    Controller('things')(Twice);
    expect(() => buildOpenApiDocument([Twice], 'https://potluck.example')).toThrow(
      'operationId getThing is used twice',
    );
  });

  it('refuses a handler that reads a body its declaration does not describe', () => {
    class Undeclared {
      @Post()
      @ApiRoute({ operationId: 'createThing', access: 'signed-in', summary: 'A', response: null, status: 204 })
      create(@ValidBody() _body: unknown): void {}
    }
    Controller('things')(Undeclared);
    expect(() => buildOpenApiDocument([Undeclared], 'https://potluck.example')).toThrow(
      'Undeclared.create reads a body its @ApiRoute lacks',
    );
  });

  it('names the licence the repository is under, in the document and in every package.json', () => {
    expect(buildOpenApiDocument([], 'https://potluck.example').info).toMatchObject({
      license: { identifier: LICENSE },
    });
    const root = join(__dirname, '..', '..', '..', '..');
    for (const dir of ['.', 'backend', 'frontend'])
      expect(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))).toMatchObject({ license: LICENSE });
    expect(readFileSync(join(root, 'backend', 'LICENSE'), 'utf8')).toMatch(
      /^GNU AFFERO GENERAL PUBLIC LICENSE\nVersion 3/,
    );
  });
});
