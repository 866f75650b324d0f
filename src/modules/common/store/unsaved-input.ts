// Whether a form on the page holds input the member typed and has not saved (the client update waits
// for it, ./client-update-flow.ts). Forms differ in how they keep state, so this watches the page: a
// text field typed into since its form was last submitted, still on the page and not empty.
const typed = new WeakSet<EventTarget>();
const watched = new WeakSet<Document>();

const isTextField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'hidden', 'range', 'color'].includes(target.type));

/** Starts noting typing and submits in `doc` (once per document). */
export function watchUnsavedInput(doc: Document): void {
  if (watched.has(doc)) return;
  watched.add(doc);
  doc.addEventListener(
    'input',
    (event) => {
      if (isTextField(event.target)) typed.add(event.target);
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      for (const field of form.querySelectorAll('input, textarea')) typed.delete(field);
    },
    true,
  );
}

/** True while a field typed into since its form's last submit is on the page and holds text. */
export function hasUnsavedInput(doc: Document): boolean {
  watchUnsavedInput(doc);
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
    if (typed.has(field) && field.value.trim() !== '') return true;
  return false;
}
