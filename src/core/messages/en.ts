// The core's own texts: the error dialogs of docs/spec.md §8 (keys 'core.…'), and the name of the
// close button a popup shown as a sheet on a phone carries (src/ui/menu-button.tsx).
export default {
  close: 'Close',
  errors: {
    tooManyRequests: {
      title: 'Too many requests',
      text: 'Please try again later',
    },
    serverError: {
      title: 'Internal Server Error',
      text: 'We reported this error to our development team. Please try again later.',
    },
    maintenance: {
      text: 'Maintenance Mode active. Please try again later.',
    },
    network: 'The server could not be reached. Please check your connection.',
    notFound: 'Not found.',
  },
};
