import { describe, expect, it, vi } from 'vitest';
import { groupOf } from './message-groups';

describe('message groups', () => {
  it.each([
    ['join.form.name', 'core'],
    ['dish.added', 'core'],
    ['event.theme.birthday', 'core'],
    ['event.card.bringing', 'home'],
    ['event.share.invitedTo', 'event'],
    ['rsvp.yours.title', 'event'],
    ['mail.locationTbd', 'event'],
    ['dish.form.save', 'dish'],
    ['legal.terms.title', 'legal'],
    ['mail.reminder.subject', null],
    ['csv.name', null],
    ['join.metaDescription', null],
  ])('%s ships in %s', (key, group) => {
    expect(groupOf(key)).toBe(group);
  });

  // A fresh copy of the module: the unit tests' setup loads every group into the shared one.
  const freshI18n = async () => {
    vi.resetModules();
    return import('./i18n');
  };

  it('a group is not there until a screen loads it, then reads synchronously', async () => {
    const { applyLocale, loadMessages, t } = await freshI18n();
    await applyLocale('en');
    expect(t('join.form.name')).toBe('Your Name');
    expect(t('legal.terms.title')).toBe('legal.terms.title');
    await loadMessages(['legal']);
    expect(t('legal.terms.title')).toBe('Terms of Service');
  });

  it('a change of language loads every group loaded so far, in the new language', async () => {
    const { applyLocale, loadMessages, t } = await freshI18n();
    await applyLocale('en');
    await loadMessages(['legal']);
    await applyLocale('es');
    expect(t('legal.terms.title')).toBe('Términos del servicio');
    await applyLocale('en');
  });

  it('a group asked for while the language changes arrives in the new language', async () => {
    const { applyLocale, loadMessages, t } = await freshI18n();
    await applyLocale('en');
    const switching = applyLocale('es');
    await loadMessages(['legal']);
    await switching;
    expect(t('legal.terms.title')).toBe('Términos del servicio');
    await applyLocale('en');
  });
});
