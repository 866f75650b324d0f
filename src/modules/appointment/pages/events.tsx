// docs/spec.md §2 'event': the club's public events.
import { AppointmentListPage } from '../components/appointment-list-page.tsx';

export default function EventsPage() {
  return <AppointmentListPage kind="event" />;
}
