// The staff area's server texts in German (merged into server/lang/de.ts): field names and every
// sentence the staff routes answer with (docs/spec.md §10).
export const staffAttributesDe = {
  role: 'Rolle',
};

export const staffSentencesDe = {
  'The club area is open only in the portal, to a staff member signed in there.':
    'Der Vereinsbereich ist nur im Portal geöffnet, für dort angemeldete Mitarbeitende.',
  'There is no such role.': 'Diese Rolle gibt es nicht.',
  'The club needs at least one board member.': 'Der Verein braucht mindestens ein Vorstandsmitglied.',
};
