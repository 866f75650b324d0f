// The seats of an appointment through the language's plural rules (docs/spec.md §9): one seat is
// "Noch 1 Platz frei", not "Noch 1 Plätze frei".
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessages, registerMessages, setLocale } from '../../../../src/core/i18n/i18n.ts';
import { AppointmentFacts } from '../../../../src/modules/appointment/components/appointment-facts.tsx';
import { appointmentModule } from '../../../../src/modules/appointment/index.ts';
import type { Appointment } from '../../../../src/modules/appointment/types.ts';

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

const appointment = (seats: number): Appointment => ({
  id: 1,
  label: 'APT-2026-000001',
  kind: 'appointment',
  status: 'scheduled',
  title: 'Board hour',
  description: '',
  location: 'Clubhouse',
  starts_at: '2026-07-02T17:00:00.000000Z',
  ends_at: '2026-07-02T18:00:00.000000Z',
  capacity: 10,
  registered_count: 10 - seats,
  seats_left: seats,
  price_cents: 0,
  currency: 'EUR',
  my_ticket: null,
  has_ended: false,
  can_register: true,
  can_cancel: false,
});

describe('the seats left', () => {
  it.each([
    ['de', 1, 'Noch 1 Platz frei'],
    ['de', 2, 'Noch 2 Plätze frei'],
    ['en', 1, '1 seat left'],
    ['de', 1200, 'Noch 1.200 Plätze frei'],
  ] as const)('%s, %i: %s', async (language, seats, text) => {
    registerMessages(appointmentModule.id, appointmentModule.messages!);
    await setLocale(language);
    await loadMessages([appointmentModule.id]);
    render(<AppointmentFacts appointment={appointment(seats)} />);
    expect(screen.getByText(text).textContent).toBe(text);
  });
});
