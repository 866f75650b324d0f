// Texts of the client-update dialog (docs/spec.md §9), read as 'clientUpdate.<name>'.
export default {
  title: 'Update Available',
  text: 'App will update in a few seconds automatically',
  waiting:
    'A form on this page holds input you have not saved yet: the update waits until you save it, or choose Apply Now.',
  applyNow: 'Apply Now',
  later: 'Later ...',
};
