// Which of a list's states a staff page shows (new, open, answered...): a named group of buttons,
// the one shown pressed.
import { Button } from './button.tsx';

export interface StatusChoiceProps<S extends string> {
  /** Names the group for screen readers ("Tickets by status"). */
  label: string;
  statuses: readonly S[];
  shown: NoInfer<S>;
  /** A status's text, in the page's language. */
  name(status: NoInfer<S>): string;
  onChoose(status: NoInfer<S>): void;
}

export function StatusChoice<S extends string>({ label, statuses, shown, name, onChoose }: StatusChoiceProps<S>) {
  return (
    <div className="club-office-actions" role="group" aria-label={label}>
      {statuses.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === shown ? 'primary' : 'secondary'}
          aria-pressed={status === shown}
          onClick={() => onChoose(status)}
        >
          {name(status)}
        </Button>
      ))}
    </div>
  );
}
