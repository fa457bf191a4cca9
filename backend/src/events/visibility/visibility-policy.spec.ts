import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PERSON_FIELDS,
  VIEWERS,
  sees,
  seesCostShare,
  sight,
  viewerOf,
  visibilityMarkdown,
  type PersonField,
  type Sight,
  type Subject,
} from './visibility-policy';

// Columns: anonymous stranger guest answered contributor door co_host host removed self. S shown, C counted, H hidden.
const EXPECTED: Record<Subject, Record<PersonField, { shown: string; hidden: string }>> = {
  guest: {
    name: { shown: 'SSSSSSSSSS', hidden: 'HHHHHSSSHS' },
    contact: { shown: 'HHHHHHSSHS', hidden: 'HHHHHHSSHS' },
    dietary: { shown: 'HCCCCCSSHS', hidden: 'HCCCCCSSHS' },
    brings: { shown: 'SSSSSSSSSS', hidden: 'HHHHHHSSHS' },
    wrote: { shown: 'HSSSSSSSHS', hidden: 'HSSSSSSSHS' },
    photos: { shown: 'HSSSSSSSHS', hidden: 'HSSSSSSSHS' },
    questions: { shown: 'HHHHHHSSHS', hidden: 'HHHHHHSSHS' },
    answers: { shown: 'HHHHHHSSHS', hidden: 'HHHHHHSSHS' },
    costShare: { shown: 'HHHHHHSSHS', hidden: 'HHHHHHSSHS' },
    paymentNote: { shown: 'HSSSSSSSHS', hidden: 'HSSSSSSSHS' },
    receipts: { shown: 'HHHHHHSSHS', hidden: 'HHHHHHSSHS' },
  },
  manager: {
    name: { shown: 'SSSSSSSSSS', hidden: 'SSSSSSSSSS' },
    contact: { shown: 'HHHHHHSSHS', hidden: 'HHHHHHSSHS' },
    dietary: { shown: 'HCCCCCSSHS', hidden: 'HCCCCCSSHS' },
    brings: { shown: 'SSSSSSSSSS', hidden: 'SSSSSSSSSS' },
    wrote: { shown: 'HSSSSSSSHS', hidden: 'HSSSSSSSHS' },
    photos: { shown: 'SSSSSSSSSS', hidden: 'SSSSSSSSSS' },
    questions: { shown: 'HHHHHHSSHS', hidden: 'HHHHHHSSHS' },
    answers: { shown: 'HHHHHHSSHS', hidden: 'HHHHHHSSHS' },
    costShare: { shown: 'HHHHHHSSHS', hidden: 'HHHHHHSSHS' },
    paymentNote: { shown: 'HSSSSSSSHS', hidden: 'HSSSSSSSHS' },
    receipts: { shown: 'HHHHHHSSHS', hidden: 'HHHHHHSSHS' },
  },
};
const LETTER: Record<Sight, string> = { shown: 'S', counted: 'C', hidden: 'H' };

describe('visibility policy', () => {
  describe.each(['guest', 'manager'] as const)('of a %s', (subject) => {
    it.each(PERSON_FIELDS.flatMap((field) => [true, false].map((shown) => [field, shown] as const)))(
      '%s with the guest list shown: %s',
      (field, showGuestList) => {
        const row = VIEWERS.map((v) => LETTER[sight(field, v, { showGuestList, publicDishPhotos: false }, subject)]);
        expect(row.join('')).toBe(EXPECTED[subject][field][showGuestList ? 'shown' : 'hidden']);
      },
    );
  });

  it('shows guests’ photos to the join link only when the host makes dish photos public', () => {
    expect(sight('photos', 'anonymous', { showGuestList: true, publicDishPhotos: true }, 'guest')).toBe('shown');
    expect(sight('photos', 'stranger', { showGuestList: false, publicDishPhotos: false }, 'guest')).toBe('shown');
  });

  it('maps readers at run time: the person themself, then removal, then the role', () => {
    expect(viewerOf({ userId: 'a', role: 'guest' }, 'a')).toBe('self');
    expect(viewerOf({ userId: 'a', role: 'guest', removed: true }, 'a')).toBe('removed');
    expect(viewerOf({ userId: null, role: null }, 'a')).toBe('anonymous');
    expect(viewerOf({ userId: 'a', role: 'guest' }, 'b')).toBe('stranger');
    expect(viewerOf({ userId: 'a', role: 'co_host' }, 'b')).toBe('co_host');
    const hidden = { showGuestList: false, publicDishPhotos: false };
    expect(sees({ userId: 'a', role: 'guest' }, 'name', { id: 'b', manages: false }, hidden)).toBe(false);
    expect(sees({ userId: 'a', role: 'guest' }, 'name', { id: 'b', manages: true }, hidden)).toBe(true);
    expect(sees({ userId: 'b', role: 'guest' }, 'name', { id: 'b', manages: false }, hidden)).toBe(true);
  });

  it('shows a household’s share to itself, the hosts and the payers only', () => {
    const settings = { showGuestList: true, publicDishPhotos: false };
    const guest = { id: 'b', manages: false };
    expect(seesCostShare({ userId: 'a', role: 'guest' }, guest, settings, false)).toBe(false);
    expect(seesCostShare({ userId: 'a', role: 'guest' }, guest, settings, true)).toBe(true);
    expect(seesCostShare({ userId: 'b', role: 'guest' }, guest, settings, false)).toBe(true);
    expect(seesCostShare({ userId: 'a', role: 'co_host' }, guest, settings, false)).toBe(true);
    expect(seesCostShare({ userId: 'a', role: 'guest', removed: true }, guest, settings, true)).toBe(false);
  });

  it('is the table the docs show (backend/docs/visibility.md)', () => {
    const page = readFileSync(join(__dirname, '../../../docs/visibility.md'), 'utf8');
    const table = /<!-- policy table: start -->\n\n([\s\S]*?)\n\n<!-- policy table: end -->/.exec(page)?.[1];
    expect(table).toBe(visibilityMarkdown());
  });
});
