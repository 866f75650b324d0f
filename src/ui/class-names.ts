/** Joins the truthy class names: cx('club-button', loading && 'club-button--loading'). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
