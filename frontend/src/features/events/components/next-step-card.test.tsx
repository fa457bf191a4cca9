import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '@/test/render';
import type { NextStep } from '../next-step';
import { NextStepCard } from './next-step-card';

// Whatever the step, the card has one primary action (the event page's only one), marked for the browser test.

const steps: [NextStep, string, string][] = [
  [{ kind: 'answer' }, 'Are you coming?', 'RSVP now'],
  [{ kind: 'answer-again' }, 'You said Maybe', 'Change my answer'],
  [{ kind: 'bring-dish', missing: ['side_dish', 'drinks'] }, 'Bring a dish', 'Add a dish'],
  [{ kind: 'all-set', dishes: ['Kheer'] }, "You're all set", 'See all dishes'],
  [{ kind: 'not-going' }, "You're not going", 'Change my answer'],
  [
    { kind: 'answers-closed', closedAt: '2030-06-01T12:00:00.000Z', timeZone: 'UTC' },
    'Answers are closed',
    'See all dishes',
  ],
  [{ kind: 'waitlisted', position: 2 }, "You're on the waitlist", 'Change my answer'],
  [{ kind: 'host', missing: ['dessert'], answered: 2 }, 'Before the party', 'Invite Guests'],
  [{ kind: 'on-the-day', manager: true }, "It's today!", 'Kitchen and arrival times'],
  [{ kind: 'after-party' }, "The party's over", 'Go to the after-party'],
];

describe('NextStepCard', () => {
  it.each(steps)('%o: its title and one primary action', async (step, title, action) => {
    const { container, unmount } = await renderWithQueryClient(
      <MemoryRouter>
        <NextStepCard eventId="e1" step={step} onAnswer={vi.fn()} />
      </MemoryRouter>,
    );
    expect(container.querySelector('h2')?.textContent).toBe(title);
    const primary = container.querySelectorAll('[data-primary-action]');
    expect(primary).toHaveLength(1);
    expect(primary[0]?.textContent).toBe(action);
    unmount();
  });

  it("names what is missing in the reader's words, and links the first course's add form", async () => {
    const { container, unmount } = await renderWithQueryClient(
      <MemoryRouter>
        <NextStepCard eventId="e1" step={{ kind: 'bring-dish', missing: ['side_dish', 'drinks'] }} onAnswer={vi.fn()} />
      </MemoryRouter>,
    );
    expect(container.textContent).toContain('Still needed: Side Dishes and Drinks.');
    expect(container.querySelector('[data-primary-action]')?.getAttribute('href')).toBe(
      '/events/e1/dishes?add=side_dish',
    );
    unmount();
  });

  it.each([
    [0, 'No one has answered yet'],
    [1, '1 person responded'],
    [3, '3 people responded'],
  ])('tells the host how many have answered: %i', async (answered, text) => {
    const { container, unmount } = await renderWithQueryClient(
      <MemoryRouter>
        <NextStepCard eventId="e1" step={{ kind: 'host', missing: [], answered }} onAnswer={vi.fn()} />
      </MemoryRouter>,
    );
    expect(container.textContent).toContain(text);
    unmount();
  });
});
