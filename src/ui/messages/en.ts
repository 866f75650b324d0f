// The kit's own texts (keys 'ui.…'), for what several modules show alike: the staff pages' pager,
// their refusal without a reason and their member search. Loaded with the texts of a module that uses them (ui-texts.ts).
export default {
  failed: 'That did not work. Please try again.',
  members: { found: 'Members found', pick: 'Choose {name}' },
  pager: {
    previous: 'Previous page',
    next: 'Next page',
    position: 'Page {page} of {pages}',
  },
};
