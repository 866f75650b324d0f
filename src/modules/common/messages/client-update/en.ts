// Texts of the client-update dialog (docs/spec.md §9), read as 'clientUpdate.<name>'.
export default {
  title: 'Update Available',
  text: 'App will update in a few seconds automatically',
  applyNow: 'Apply Now',
  later: 'Later ...',
};
