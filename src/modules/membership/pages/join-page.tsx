// Apply for membership (/join, docs/spec.md §12 "Joining the club"): the same form as <club-join>.
import { JoinForm } from '../components/join-form.tsx';
import { useJoinStyles } from '../components/use-join-styles.ts';

export default function JoinPage() {
  useJoinStyles();
  return (
    <div className="club-join-page">
      <JoinForm />
    </div>
  );
}
