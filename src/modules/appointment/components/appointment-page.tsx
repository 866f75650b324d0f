// The frame of every appointment page: its stylesheet (adopted, so a strict CSP holds) and the heading.
import { useEffect, type ReactNode } from 'react';
import { adoptStyles } from '../../../ui/styles.ts';
import { appointmentCss } from './styles.ts';

export function AppointmentPage({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, appointmentCss);
  }, []);
  return (
    <section className="club-appointment-page">
      <h1 className="club-page-title">{title}</h1>
      {intro && <p className="club-appointment-page__intro">{intro}</p>}
      {children}
    </section>
  );
}
