import { parseInviteList } from './invitation.rules';

describe('parseInviteList', () => {
  it('reads names and addresses as people paste them, and CSV rows with a header', () => {
    expect(
      parseInviteList(
        [
          'Ann Lee <ann@example.org>',
          '"Ravi Kumar", ravi@example.org',
          '',
          'solo@example.org',
          'mia@example.org;Mia;Rossi',
          'just a name',
        ].join('\r\n'),
      ),
    ).toEqual([
      { name: 'Ann Lee', email: 'ann@example.org' },
      { name: 'Ravi Kumar', email: 'ravi@example.org' },
      { name: '', email: 'solo@example.org' },
      { name: 'Mia Rossi', email: 'mia@example.org' },
      { name: '', email: 'just a name' },
    ]);
    expect(parseInviteList('name,email\nAnn,ann@example.org\n')).toEqual([{ name: 'Ann', email: 'ann@example.org' }]);
  });
});
