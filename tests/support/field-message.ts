// The message shown next to a form control: the text of the error element its aria-describedby
// names (src/ui/field-shell.tsx), so a test checks that a message belongs to that very field.
export function fieldMessage(control: HTMLElement): string | null {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => control.ownerDocument.getElementById(id))
    .find((element) => element?.classList.contains('club-field__error'));
  return error?.textContent || null;
}
