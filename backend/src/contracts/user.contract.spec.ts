import { displayName, greetingName, initials } from './user.rules';

// Name rules as the screens use them (profile dialog, greeting, avatars).
describe('displayName', () => {
  it('prefers a non-blank nickname', () => {
    expect(displayName({ nickname: 'Chef Sam', firstName: 'Samira', lastName: 'Khan' })).toBe('Chef Sam');
  });
  it('ignores a blank nickname and uses "first last"', () => {
    expect(displayName({ nickname: '   ', firstName: 'Samira', lastName: 'Khan' })).toBe('Samira Khan');
  });
  it('uses whichever name exists', () => {
    expect(displayName({ nickname: null, firstName: 'Samira', lastName: null })).toBe('Samira');
    expect(displayName({ nickname: null, firstName: null, lastName: 'Khan' })).toBe('Khan');
  });
  it('falls back to Unknown User', () => {
    expect(displayName({ nickname: null, firstName: null, lastName: null })).toBe('Unknown User');
    expect(displayName(null)).toBe('Unknown User');
  });
});

describe('greetingName', () => {
  it('is the nickname, else the first name, else "there"', () => {
    expect(greetingName({ nickname: 'Chef Sam', firstName: 'Samira', lastName: 'Khan' })).toBe('Chef Sam');
    expect(greetingName({ nickname: '', firstName: 'Samira', lastName: 'Khan' })).toBe('Samira');
    expect(greetingName({ nickname: null, firstName: null, lastName: 'Khan' })).toBe('there');
    expect(greetingName(undefined)).toBe('there');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words of the display name', () => {
    expect(initials({ nickname: null, firstName: 'samira', lastName: 'khan' })).toBe('SK');
    expect(initials({ nickname: 'Chef Sam The Great', firstName: 'Samira', lastName: 'Khan' })).toBe('CG');
    expect(initials({ nickname: null, firstName: 'Samira', lastName: null })).toBe('S');
  });
  it('is "?" when there is no name', () => {
    expect(initials({ nickname: null, firstName: null, lastName: null })).toBe('?');
  });
});
