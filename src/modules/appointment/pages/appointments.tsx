// docs/spec.md §2 'appointments': the club's appointments for members.
import { AppointmentListPage } from '../components/appointment-list-page.tsx';

export default function AppointmentsPage() {
  return <AppointmentListPage kind="appointment" />;
}
